package io.logp.experiment;

import io.logp.data.Defaults;
import io.logp.data.ProgressStep;
import io.logp.data.StoppingRule;
import io.logp.data.Transfer;
import io.logp.engine.GcMonitor;
import io.logp.engine.IssueLoop;
import io.logp.stats.BatchMeans;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * T(n), the round trip of one n-byte transfer, for every size of a grid. Sizes are measured in interleaved,
 * shuffled rounds of one batch each, and every size takes part in every round until all of them meet the stopping
 * rule (or reach a cap): so all sizes see the same machine states. Stopping each size on its own, as the signature's
 * points do, let a size that met a quiet minute stop early with a low time while its neighbours went on into a
 * slow one, and the regime detection read the steps as protocol switches. After every round the listener gets
 * every size measured so far.
 */
public final class TransferTimeSweep {

    /** Receives T(n) of every size measured so far, by ascending size, after each round. */
    public interface Listener {
        void afterRound(List<RttResult> soFar);
    }

    private final StoppingRule rule;
    private final long clockOverheadNs;
    private final long budgetNs;
    private final Progress progress;
    private final Random shuffle;
    /** Set per run, from its loops' clock. */
    private GcMonitor gc = new GcMonitor();

    public TransferTimeSweep(StoppingRule rule, long clockOverheadNs, long budgetNs, Progress progress, long seed) {
        this.rule = rule;
        this.clockOverheadNs = clockOverheadNs;
        this.budgetNs = budgetNs;
        this.progress = progress;
        this.shuffle = new Random(seed);
    }

    /** What the sweep measured, and whether its budget ran out first. */
    public record Outcome(List<RttResult> times, boolean budgetHit) {}

    /** @param loops one issue loop per size (each moves its own transfer, all of one kind), by ascending size */
    public Outcome run(List<IssueLoop> loops, Listener listener) {
        List<Size> sizes = new ArrayList<>();
        for (IssueLoop loop : loops) {
            sizes.add(new Size(
                    loop,
                    new RttExperiment(loop, rule, clockOverheadNs),
                    Math.max(rule.maxTrials(), rule.batch() * rule.minBatches())));
        }
        if (loops.isEmpty()) return new Outcome(List.of(), false);
        gc = GcMonitor.on(loops.get(0).transport().clock());
        io.logp.transport.Clock clock = loops.get(0).transport().clock();
        ProgressStep.Stage stage = loops.get(0).transfer().kind() == Transfer.Kind.GET
                ? ProgressStep.Stage.GET_TIMES
                : ProgressStep.Stage.STORE_TIMES;
        progress.report(ProgressStep.of(stage, 0, sizes.size()));
        long start = clock.nanos();
        int round = 0;
        boolean budgetHit = false;
        while (true) {
            if (sizes.stream().allMatch(s -> s.done || s.capped)) break;
            List<Size> pending =
                    new ArrayList<>(sizes.stream().filter(s -> !s.capped).toList());
            if (clock.nanos() - start > budgetNs) {
                budgetHit = true;
                break;
            }
            round++;
            Collections.shuffle(pending, shuffle);
            for (Size s : pending) measureBatch(s);
            listener.afterRound(results(sizes));
            long done = sizes.stream().filter(s -> s.done || s.capped).count();
            progress.report(ProgressStep.of(stage, done, sizes.size()).round(round));
        }
        return new Outcome(results(sizes), budgetHit);
    }

    private void measureBatch(Size s) {
        int batch = rule.batch();
        long before = gc.collections();
        long t0 = s.loop.transport().clock().nanos();
        s.roundTrips.batch(s.samples, s.n, batch);
        s.nanosSpent += s.loop.transport().clock().nanos() - t0;
        if (gc.collections() != before && ++s.gcDiscards <= RttExperiment.MAX_GC_DISCARDS) return;
        s.summary.add(s.samples, s.n, batch);
        s.n += batch;
        s.precise = rule.isPrecise(s.summary.batches(), s.summary.relativeCi());
        boolean enough = s.summary.batches() >= rule.minBatches();
        s.done = enough && s.precise;
        s.capped = s.n + batch > s.samples.length || (enough && s.nanosSpent >= rule.maxNanosPerPoint());
    }

    private static List<RttResult> results(List<Size> sizes) {
        List<RttResult> out = new ArrayList<>();
        for (Size s : sizes) {
            if (s.n > 0)
                out.add(new RttResult(
                        s.loop.transfer().nBytes(), Arrays.copyOf(s.samples, s.n), s.summary.copy(), s.precise));
        }
        return out;
    }

    /** The state of one size: its trials so far and whether it is done. */
    private static final class Size {
        final IssueLoop loop;
        final RttExperiment roundTrips;
        final double[] samples;
        final BatchMeans summary = new BatchMeans(Defaults.OUTLIER_CUT);
        int n;
        long nanosSpent;
        int gcDiscards;
        boolean precise;
        /** Met the stopping rule (it may still be measured while other sizes are not done). */
        boolean done;
        /** Reached a cap on trials or time: measured no more. */
        boolean capped;

        Size(IssueLoop loop, RttExperiment roundTrips, int capacity) {
            this.loop = loop;
            this.roundTrips = roundTrips;
            this.samples = new double[capacity];
        }
    }
}
