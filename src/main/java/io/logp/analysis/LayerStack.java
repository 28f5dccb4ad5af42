package io.logp.analysis;

import io.logp.analysis.Comparison.Parameter;
import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The same request/reply signature measured on several layers of one machine's stack (MPIs and the transports they
 * run on, as {@code logp layers} measures them), and what each MPI adds over the transport beneath it: for every
 * parameter, MPI minus transport. Like {@link Comparison}, a result over several runs, beside the family of one
 * analysed run ({@link AnalysedRun}): each layer's own run directory is an ordinary run.
 *
 * <p>An addition is called significant only beyond the between-launch intervals: both layers measured in two
 * launches or more (so their CIs are the wider of the within- and between-launch ones, {@code LaunchAnalysis}) and
 * {@code |diff| > sqrt(ci_mpi^2 + ci_transport^2)}, the test of {@link Comparison#isSignificant}. A single launch's
 * CI says nothing of how the next launch lands, so with one launch no addition is called significant.
 *
 * @param layers    every layer measured, in the order measured
 * @param additions for every layer that runs on another layer measured here, its difference per parameter
 */
public record LayerStack(List<Layer> layers, List<Addition> additions) {

    /**
     * One layer measured.
     *
     * @param name   the layer's short name ({@code ompi-ucx}, {@code ucx-am}, ...), the row's name
     * @param what   what it is, in words ("Open MPI 4.1.4, pml ucx")
     * @param runsOn the name of the layer it runs on, when that one is measured too
     * @param run    its run directory's parameters (with launches, their spread)
     * @param runDir its run directory, an ordinary run
     */
    public record Layer(String name, String what, Optional<String> runsOn, RunSummary run, String runDir) {
        public Layer {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(what, "what");
            Objects.requireNonNull(runsOn, "runsOn");
            Objects.requireNonNull(run, "run");
            Objects.requireNonNull(runDir, "runDir");
        }
    }

    /** Why an addition is or is not called significant. */
    public enum Verdict {
        /** Beyond the combined intervals, both layers with between-launch intervals. */
        SIGNIFICANT,
        /** Within the combined intervals. */
        WITHIN_INTERVALS,
        /**
         * No between-launch interval to test against: a layer has a single launch, or the parameter (T0, R: launch
         * 1's bulk fit) is not taken over the launches.
         */
        ONE_LAUNCH,
        /** A value or its CI is unknown. */
        NOT_TESTABLE,
        /** A layer's own run calls the value uncertain (SLOPE_NOT_ONE, NEGATIVE_LATENCY, ...). */
        DOUBTED
    }

    /**
     * What an MPI adds over its transport in one parameter.
     *
     * @param layer      the upper layer (an MPI)
     * @param transport  the layer it runs on
     * @param parameter  the parameter
     * @param upper      the upper layer's value with its CI
     * @param lower      the transport's value with its CI
     * @param diff       upper - lower (NaN when either is unknown)
     * @param combinedCi95 sqrt(ci_upper^2 + ci_lower^2), NaN when a CI is unknown
     * @param verdict    whether the difference is significant, and why not
     */
    public record Addition(
            String layer,
            String transport,
            Parameter parameter,
            Estimate upper,
            Estimate lower,
            double diff,
            double combinedCi95,
            Verdict verdict) {

        public boolean significant() {
            return verdict == Verdict.SIGNIFICANT;
        }
    }

    public LayerStack {
        layers = List.copyOf(layers);
        additions = List.copyOf(additions);
    }

    /** The layers and, for each that runs on another of them, what it adds; {@code layers} keep their order. */
    public static LayerStack of(List<Layer> layers) {
        List<Addition> additions = new ArrayList<>();
        for (Layer upper : layers) {
            if (upper.runsOn().isEmpty()) continue;
            Optional<Layer> lower = layers.stream()
                    .filter(l -> l.name().equals(upper.runsOn().get()))
                    .findFirst();
            if (lower.isEmpty()) continue;
            // The transport is the baseline: Comparison's rows then hold MPI - transport and its test.
            Comparison c = Comparison.of(List.of(lower.get().run(), upper.run()));
            for (Parameter p : Parameter.values()) {
                additions.add(addition(upper, lower.get(), p, c));
            }
        }
        return new LayerStack(layers, additions);
    }

    private static Addition addition(Layer upper, Layer lower, Parameter p, Comparison c) {
        Estimate a = p.of(upper.run());
        Estimate b = p.of(lower.run());
        if (!c.parameters().contains(p))
            return new Addition(upper.name(), lower.name(), p, a, b, Double.NaN, Double.NaN, Verdict.NOT_TESTABLE);
        Comparison.Row row = c.row(1, p);
        double combined = a.hasCi() && b.hasCi() ? Math.hypot(a.ci95(), b.ci95()) : Double.NaN;
        Verdict verdict;
        if (row.doubted()) verdict = Verdict.DOUBTED;
        else if (!row.tested()) verdict = Verdict.NOT_TESTABLE;
        else if (!upper.run().hasLaunchSpread() || !lower.run().hasLaunchSpread() || !overLaunches(p))
            verdict = Verdict.ONE_LAUNCH;
        else verdict = row.significant() ? Verdict.SIGNIFICANT : Verdict.WITHIN_INTERVALS;
        return new Addition(upper.name(), lower.name(), p, a, b, row.diff(), combined, verdict);
    }

    /**
     * Whether a run of several launches carries {@code p} over all of them: o_s, o_r, g, L and RTT
     * ({@link LaunchAnalysis.Quantity}); T0 and R are launch 1's bulk fit alone, with no between-launch interval.
     */
    static boolean overLaunches(Parameter p) {
        return java.util.Arrays.stream(LaunchAnalysis.Quantity.values())
                .anyMatch(q -> q.symbol().equals(p.symbol()));
    }

    /** The additions of one upper layer, in {@link Parameter} order. */
    public List<Addition> additionsOf(String layer) {
        return additions.stream().filter(a -> a.layer().equals(layer)).toList();
    }

    /** The upper layers that have additions, in the order measured. */
    public List<String> upperLayers() {
        return additions.stream().map(Addition::layer).distinct().toList();
    }
}
