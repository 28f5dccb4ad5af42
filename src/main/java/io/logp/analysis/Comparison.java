package io.logp.analysis;

import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Several runs side by side, the first one the baseline: for every parameter (o_s, o_r, g, L, RTT, T0, R) and run,
 * the value with its 95% CI, the difference to the baseline (run - baseline, absolute and in percent of
 * |baseline|), and whether that difference is significant.
 *
 * <p>A difference counts as significant when {@code |diff| > sqrt(ci_run^2 + ci_baseline^2)}: the half-widths of
 * the two 95% confidence intervals combined in quadrature, as for the difference of two independent estimates. The
 * test needs both intervals: a value without one (every value taken from a publication, such as the 1996 machines
 * of Culler et al.) is never called significantly different, since nothing says how far it could be off.
 *
 * <p>A run of several launches ({@code --launches N}) carries, for o_s, o_r, g, L and RTT, the wider of its
 * within-launch CI and the interval a launch falls in; the same test then asks whether the difference exceeds the
 * spread between launches. Where a measured run has a single launch, a difference beyond its within-launch CI may be
 * the machine's state at that launch rather than the design: {@link #findings} says so.
 *
 * <p>A parameter that no run knows (T0 and R until a run has a bulk fit) gets no rows; {@link #unknownParameters}
 * names them so that renderings can say so. Rows come parameter by parameter, the runs in the given order within
 * each.
 */
public final class Comparison {

    /** The compared quantities, in table order. */
    public enum Parameter {
        O_S("o_s", "us", RunSummary::oS),
        O_R("o_r", "us", RunSummary::oR),
        G("g", "us", RunSummary::g),
        L("L", "us", RunSummary::latency),
        RTT("RTT", "us", RunSummary::rtt),
        T0("T0", "us", RunSummary::t0),
        R("R", "MB/s", RunSummary::rMBps);

        private final String symbol;
        private final String unit;
        private final Function<RunSummary, Estimate> value;

        Parameter(String symbol, String unit, Function<RunSummary, Estimate> value) {
            this.symbol = symbol;
            this.unit = unit;
            this.value = value;
        }

        /** The name the tables print: {@code o_s}, {@code L}, {@code RTT}, {@code T0}, {@code R}. */
        public String symbol() {
            return symbol;
        }

        /** {@code us}, or {@code MB/s} (1e6 bytes/s) for R. */
        public String unit() {
            return unit;
        }

        public Estimate of(RunSummary run) {
            return value.apply(run);
        }
    }

    /**
     * One run's value of one parameter.
     *
     * @param run         the run
     * @param parameter   the parameter
     * @param value       the value with its CI (NaN when unknown)
     * @param baseline    whether the run is the baseline; its differences are NaN
     * @param diff        run - baseline, in the parameter's unit; NaN for the baseline or when either is unknown
     * @param diffPercent 100 diff / |baseline|; NaN also when the baseline value is 0
     * @param significant whether |diff| exceeds the combined CIs (false when diff is NaN or a CI is unknown)
     * @param tested      whether both sides have a CI, so that the test applies
     * @param doubted     whether this run's or the baseline's own findings call the parameter uncertain: then it is
     *                    not tested, and no rendering marks it significant
     */
    public record Row(
            RunSummary run,
            Parameter parameter,
            Estimate value,
            boolean baseline,
            double diff,
            double diffPercent,
            boolean significant,
            boolean tested,
            boolean doubted) {

        public boolean hasDiff() {
            return Double.isFinite(diff);
        }
    }

    private final List<RunSummary> runs;
    private final List<Row> rows;
    private final List<Parameter> unknown;
    private final List<Finding> findings;

    private Comparison(List<RunSummary> runs, List<Row> rows, List<Parameter> unknown) {
        this.runs = runs;
        this.rows = rows;
        this.unknown = unknown;
        this.findings = singleLaunches(runs);
    }

    /**
     * When two or more measured runs are compared and some have a single launch: which ones, since their marks rest on
     * within-launch CIs only.
     */
    private static List<Finding> singleLaunches(List<RunSummary> runs) {
        List<RunSummary> measured =
                runs.stream().filter(r -> r.kind() == RunSummary.Kind.MEASURED).toList();
        List<String> single = measured.stream()
                .filter(r -> !r.hasLaunchSpread())
                .map(RunSummary::label)
                .toList();
        if (measured.size() < 2 || single.isEmpty()) return List.of();
        return List.of(new RunFinding.SingleLaunchComparison(single));
    }

    /**
     * The symbols of the parameters a run's own findings call uncertain: {@code SLOPE_NOT_ONE} and
     * {@code GAP_BELOW_OVERHEADS} doubt o_r and with it L, {@code UNCERTAIN_LATENCY} and {@code NEGATIVE_LATENCY} doubt
     * L, {@code WINDOW_LIMITED} and {@code GAP_BELOW_SEND_OVERHEAD} doubt g.
     */
    public static java.util.Set<String> doubtedBy(List<? extends Finding> findings) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        for (Finding f : findings) {
            switch (f.code()) {
                case SLOPE_NOT_ONE, GAP_BELOW_OVERHEADS -> {
                    out.add(Parameter.O_R.symbol());
                    out.add(Parameter.L.symbol());
                }
                case UNCERTAIN_LATENCY, NEGATIVE_LATENCY -> out.add(Parameter.L.symbol());
                case WINDOW_LIMITED, GAP_BELOW_SEND_OVERHEAD -> out.add(Parameter.G.symbol());
                default -> {}
            }
        }
        return out;
    }

    /** What a reader must know about the marks: runs of a single launch among those compared. */
    public List<Finding> findings() {
        return findings;
    }

    /**
     * Compares the runs with the first one.
     *
     * @throws IllegalArgumentException when there is no run
     */
    public static Comparison of(List<RunSummary> runs) {
        List<RunSummary> all = List.copyOf(runs);
        if (all.isEmpty()) throw new IllegalArgumentException("a comparison needs at least one run");
        RunSummary baseline = all.get(0);
        List<Row> rows = new ArrayList<>();
        List<Parameter> unknown = new ArrayList<>();
        for (Parameter p : Parameter.values()) {
            if (all.stream().noneMatch(r -> p.of(r).isKnown())) {
                unknown.add(p);
                continue;
            }
            Estimate base = p.of(baseline);
            for (int i = 0; i < all.size(); i++) {
                rows.add(row(all.get(i), p, baseline, base, i == 0));
            }
        }
        return new Comparison(all, List.copyOf(rows), List.copyOf(unknown));
    }

    /** Whether {@code a} and {@code b} can be tested: both known, each with its CI. */
    public static boolean isTestable(Estimate a, Estimate b) {
        return a.isKnown() && b.isKnown() && a.hasCi() && b.hasCi();
    }

    /**
     * Whether {@code a} and {@code b} differ by more than their combined 95% CIs, {@code sqrt(ci_a^2 + ci_b^2)}; false
     * when either value or either CI is unknown ({@link #isTestable}).
     */
    public static boolean isSignificant(Estimate a, Estimate b) {
        if (!isTestable(a, b)) return false;
        return Math.abs(a.value() - b.value()) > Math.hypot(a.ci95(), b.ci95());
    }

    /** The runs in the given order; the first is the baseline. */
    public List<RunSummary> runs() {
        return runs;
    }

    public RunSummary baseline() {
        return runs.get(0);
    }

    /** Every row, parameter by parameter in {@link Parameter} order, runs in the given order within a parameter. */
    public List<Row> rows() {
        return rows;
    }

    /** The parameters that have rows: those at least one run knows. */
    public List<Parameter> parameters() {
        return rows.stream().map(Row::parameter).distinct().toList();
    }

    /** The parameters no run knows, which have no rows. */
    public List<Parameter> unknownParameters() {
        return unknown;
    }

    /** The row of one run (by its index in {@link #runs()}) and parameter. */
    public Row row(int runIndex, Parameter parameter) {
        Objects.checkIndex(runIndex, runs.size());
        int group = parameters().indexOf(parameter);
        if (group < 0) throw new IllegalArgumentException(parameter.symbol() + " is known for no run");
        return rows.get(group * runs.size() + runIndex);
    }

    private static Row row(RunSummary run, Parameter p, RunSummary baseline, Estimate base, boolean isBaseline) {
        Estimate value = p.of(run);
        boolean doubted = run.doubts(p.symbol()) || baseline.doubts(p.symbol());
        if (isBaseline || !value.isKnown() || !base.isKnown()) {
            return new Row(run, p, value, isBaseline, Double.NaN, Double.NaN, false, false, run.doubts(p.symbol()));
        }
        double diff = value.value() - base.value();
        double percent = base.value() == 0 ? Double.NaN : 100 * diff / Math.abs(base.value());
        // A doubt carries: a value its own run calls uncertain is never called significantly different.
        boolean tested = isTestable(value, base) && !doubted;
        return new Row(run, p, value, false, diff, percent, tested && isSignificant(value, base), tested, doubted);
    }
}
