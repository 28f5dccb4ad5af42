package io.logp.experiment;

import io.logp.data.Bounds;
import io.logp.data.Defaults;
import io.logp.data.ProgressStep;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.data.StoppingRule;
import io.logp.engine.AllocationMeter;
import io.logp.engine.GcMonitor;
import io.logp.engine.IssueLoop;
import io.logp.engine.JitQuiet;
import io.logp.finding.Finding;
import io.logp.finding.MeasurementFinding;
import io.logp.fit.CurveFit;
import io.logp.fit.LogpFitter;
import io.logp.fit.SteadyStateFitter;
import io.logp.stats.BatchMeans;
import io.logp.stats.Median;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.DoubleStream;

/**
 * The signature sweep: message cost for every (M, D) of a plan, each point repeated in batches until the
 * stopping rule is met. Points are visited in interleaved rounds (every unfinished point once per round, in a
 * shuffled order), so a change of the machine's performance state spreads over all points instead of bending one
 * curve; the RTT is re-measured every round as a reference and drift beyond its CI is reported. Curves whose
 * steady part has not converged are extended to larger M, up to the plan's cap. After every round the listener
 * gets the points so far, so an interrupted sweep loses at most one round.
 */
public final class SignatureSweep {

    /** Repetitions of compute-for-D used to measure what it really costs inside the loop. */
    static final int DELAY_CALIBRATION_REPS = 2000;
    /** The smallest Java object, in bytes (a header with no fields, on a 64-bit JVM). */
    static final long MIN_OBJECT_BYTES = 16;
    /** A reference drift beyond this fraction is a change of the machine's performance state, not noise. */
    static final double STATE_CHANGE = 0.2;
    /** Calibrations per delay; the median is used. */
    static final int DELAY_CALIBRATIONS = 7;
    /** Longest one calibration of a delay lasts: 10 ms, so seven of them stay far below any budget. */
    static final long DELAY_CALIBRATION_NS = 10_000_000;

    /** The longest wait before a round for the compiler to go idle: a compilation takes tens of milliseconds. */
    static final long JIT_WAIT_LIMIT_MS = 250;

    /** Receives the signature measured so far after each round. */
    public interface Listener {
        void afterRound(Signature soFar, List<SweepResult.ReferenceCheck> references, RttResult interleavedRtt);
    }

    private final JitQuiet jit = new JitQuiet(true);
    private final IssueLoop loop;
    private final RttExperiment reference;
    private final StoppingRule rule;
    private final long clockOverheadNs;
    private final long budgetNs;
    private final Progress progress;
    private final Listener listener;
    private final Random shuffle;
    private final GcMonitor gc;
    private final AllocationMeter allocation = new AllocationMeter();
    /** Bytes allocated while timed batches ran, over the whole sweep (-1 when the JVM cannot tell). */
    private long timedAllocatedBytes;

    private long timedTrials;

    public SignatureSweep(
            IssueLoop loop,
            RttExperiment reference,
            StoppingRule rule,
            long clockOverheadNs,
            long budgetNs,
            Progress progress,
            Listener listener,
            long seed) {
        this.gc = GcMonitor.on(loop.transport().clock());
        this.loop = loop;
        this.reference = reference;
        this.rule = rule;
        this.clockOverheadNs = clockOverheadNs;
        this.budgetNs = budgetNs;
        this.progress = progress;
        this.listener = listener;
        this.shuffle = new Random(seed);
    }

    public SweepResult run(SweepPlan plan, RttResult rtt) {
        int nBytes = loop.transfer().nBytes();
        List<List<PointState>> curves = new ArrayList<>();
        java.util.Set<Long> effectiveDelays = new java.util.HashSet<>();
        List<Finding> merged = new ArrayList<>();
        for (double d : plan.delaysUs()) {
            long delayNs = Math.round(d * 1e3);
            double effectiveUs = calibrateDelayUs(delayNs);
            // Points are keyed by the delay they took (signature.csv's delay_us, 6 decimals): two short delays that
            // both take one clock read's worth would give two points for one key. The first keeps it.
            if (!effectiveDelays.add(Math.round(effectiveUs * 1e6))) {
                merged.add(new MeasurementFinding.DelayMerged(nBytes, d, effectiveUs));
                continue;
            }
            List<PointState> curve = new ArrayList<>();
            for (int m : plan.mGrid()) curve.add(new PointState(m, delayNs, effectiveUs, rule.maxTrials()));
            curves.add(curve);
        }
        List<SweepResult.ReferenceCheck> references = new ArrayList<>();
        BatchMeans interleaved = new BatchMeans(Defaults.OUTLIER_CUT);
        List<double[]> referenceTrials = new ArrayList<>();
        progress.report(ProgressStep.of(ProgressStep.Stage.SIGNATURE, 0, points(curves)));
        long start = loop.transport().clock().nanos();
        int round = 0;
        int gcDiscards = 0;
        boolean budgetHit = false;
        while (true) {
            List<PointState> pending = pending(curves);
            if (pending.isEmpty()
                    && !extendUnconverged(
                            curves, nBytes, plan.mCap(), rtt.summary().mean())) break;
            pending = pending(curves);
            if (pending.isEmpty()) break;
            if (budgetHit || loop.transport().clock().nanos() - start > budgetNs) {
                budgetHit = true;
                break;
            }
            round++;
            // The last round's bookkeeping (statistics, the listener's files on rank 0) may have queued compilations,
            // which would run on this rank's core during the round's timed batches.
            if (!loop.transport().clock().virtual()) jit.await(JIT_WAIT_LIMIT_MS);
            Collections.shuffle(pending, shuffle);
            for (PointState p : pending) {
                // A batch that would end past the budget even at the fastest request is not begun: the run ends
                // near its budget even when one batch of a long delay or a large M takes long.
                long elapsed = loop.transport().clock().nanos() - start;
                if (elapsed + shortestBatchNs(p) > budgetNs) {
                    budgetHit = true;
                    break;
                }
                gcDiscards += measureBatch(p);
            }
            double[] trials = reference.referenceTrials();
            BatchMeans ref = BatchMeans.of(trials, trials.length, reference.batchSize(), Defaults.OUTLIER_CUT);
            for (int from = 0; from < trials.length; from += reference.batchSize()) {
                interleaved.add(trials, from, reference.batchSize());
            }
            referenceTrials.add(trials);
            BatchMeans initial = rtt.summary();
            // The rounding allowance keeps an exact (jitter-free) simulation, whose CIs are 0, from "drifting".
            boolean drifted = Math.abs(ref.mean() - initial.mean())
                    > nanToZero(initial.ci95()) + nanToZero(ref.ci95()) + 1e-9 * initial.mean();
            references.add(new SweepResult.ReferenceCheck(round, ref.mean(), ref.ci95(), drifted));
            Signature soFar = signature(curves, nBytes);
            listener.afterRound(soFar, references, interleavedRtt(rtt, referenceTrials, interleaved));
            int total = points(curves);
            progress.report(ProgressStep.of(
                            ProgressStep.Stage.SIGNATURE,
                            total - pending(curves).size(),
                            total)
                    .round(round)
                    .reading(ref.mean()));
        }
        List<Finding> findings = new ArrayList<>(merged);
        findings.addAll(findings(nBytes, curves, references, rtt, gcDiscards, budgetHit));
        RttResult interleavedRtt = round == 0 ? null : interleavedRtt(rtt, referenceTrials, interleaved);
        // The smallest object is 16 bytes: a loop that allocates per trial shows at least that much per trial. A
        // few hundred bytes once (the JVM loading or recompiling something mid-sweep) is not the loop's doing.
        if (timedAllocatedBytes >= MIN_OBJECT_BYTES * timedTrials / 2) {
            findings.add(new MeasurementFinding.TimedLoopAllocates(nBytes, timedAllocatedBytes, timedTrials));
        }
        return new SweepResult(
                signature(curves, nBytes),
                references,
                interleavedRtt,
                round,
                findings,
                timedAllocatedBytes,
                timedTrials,
                imprecise(curves));
    }

    /**
     * What compute-for-D really costs inside the loop: the busy wait overshoots by part of a clock read. The median
     * of several calibrations, so one preempted calibration does not shift a whole curve.
     */
    private double calibrateDelayUs(long delayNs) {
        if (delayNs <= 0) return 0;
        // A long delay needs fewer repetitions: the overshoot of one clock read shrinks against it.
        int reps = (int) Math.max(1, Math.min(DELAY_CALIBRATION_REPS, DELAY_CALIBRATION_NS / delayNs));
        double[] runs = new double[DELAY_CALIBRATIONS];
        for (int i = 0; i < runs.length; i++) runs[i] = loop.effectiveDelayNs(delayNs, reps);
        return Median.of(runs) / 1e3;
    }

    /** The RTT by batch means over the references so far; its samples are every RTT trial, those before first. */
    private RttResult interleavedRtt(RttResult before, List<double[]> referenceTrials, BatchMeans interleaved) {
        double[] all = DoubleStream.concat(
                        Arrays.stream(before.samplesUs()),
                        referenceTrials.stream().flatMapToDouble(Arrays::stream))
                .toArray();
        return new RttResult(
                before.nBytes(),
                all,
                interleaved.copy(),
                rule.isPrecise(interleaved.batches(), interleaved.relativeCi()));
    }

    /** The least a batch of the point can take: its delays, and every request at the fastest any MPI issues. */
    private long shortestBatchNs(PointState p) {
        return (long) rule.batch() * p.m * (p.delayNs + (long) (Bounds.FASTEST_REQUEST_US * 1e3));
    }

    /** Runs one batch of trials for a point; returns 1 if it saw a garbage collection and was discarded. */
    private int measureBatch(PointState p) {
        int batch = rule.batch();
        double[] costs = p.buffer(p.n + batch);
        long before = gc.collections();
        long allocatedBefore = allocation.allocatedBytes();
        long t0 = loop.transport().clock().nanos();
        for (int i = p.n; i < p.n + batch; i++) {
            costs[i] = (loop.issuePhase(p.m, p.delayNs) - clockOverheadNs) / 1e3 / p.m;
        }
        p.nanosSpent += loop.transport().clock().nanos() - t0;
        long allocatedAfter = allocation.allocatedBytes();
        if (allocatedBefore >= 0 && timedAllocatedBytes >= 0) timedAllocatedBytes += allocatedAfter - allocatedBefore;
        else timedAllocatedBytes = -1;
        timedTrials += batch;
        if (gc.collections() != before && p.gcDiscards < RttExperiment.MAX_GC_DISCARDS) {
            p.gcDiscards++;
            return 1;
        }
        p.accept(batch, rule);
        return 0;
    }

    /**
     * Adds larger M to every curve whose steady part has not converged, or that is issued in less than
     * {@link LogpFitter#MIN_STEADY_ROUND_TRIPS} round trips at its largest M (no reply can have shaped it yet: the
     * fitter would not trust it); false when none could be extended.
     */
    private boolean extendUnconverged(List<List<PointState>> curves, int nBytes, int mCap, double rttUs) {
        boolean extended = false;
        for (List<PointState> curve : curves) {
            List<SignaturePoint> points = new ArrayList<>();
            for (PointState p : curve) if (p.hasData()) points.add(p.toPoint(nBytes));
            if (points.isEmpty()) continue;
            CurveFit fit = SteadyStateFitter.fit(points);
            PointState last = curve.get(curve.size() - 1);
            boolean longEnough = points.get(points.size() - 1).totalUs() >= LogpFitter.MIN_STEADY_ROUND_TRIPS * rttUs;
            if ((fit.converged() && longEnough) || last.m >= mCap) continue;
            for (int m : SweepPlan.extension(last.m)) {
                if (m <= mCap && m > curve.get(curve.size() - 1).m) {
                    curve.add(new PointState(m, last.delayNs, last.effectiveDelayUs, rule.maxTrials()));
                    extended = true;
                }
            }
        }
        return extended;
    }

    private static List<PointState> pending(List<List<PointState>> curves) {
        List<PointState> pending = new ArrayList<>();
        for (List<PointState> curve : curves) for (PointState p : curve) if (!p.done) pending.add(p);
        return pending;
    }

    private static int points(List<List<PointState>> curves) {
        return curves.stream().mapToInt(List::size).sum();
    }

    /** Points measured that stopped at a cap, not at the CI target. */
    private static int imprecise(List<List<PointState>> curves) {
        int n = 0;
        for (List<PointState> curve : curves) for (PointState p : curve) if (p.hasData() && !p.precise) n++;
        return n;
    }

    private static Signature signature(List<List<PointState>> curves, int nBytes) {
        List<SignaturePoint> points = new ArrayList<>();
        for (List<PointState> curve : curves) for (PointState p : curve) if (p.hasData()) points.add(p.toPoint(nBytes));
        return new Signature(points);
    }

    private List<Finding> findings(
            int nBytes,
            List<List<PointState>> curves,
            List<SweepResult.ReferenceCheck> references,
            RttResult rtt,
            int gcDiscards,
            boolean budgetHit) {
        List<Finding> findings = new ArrayList<>();
        int imprecise = imprecise(curves);
        if (imprecise > 0) {
            findings.add(new MeasurementFinding.PointsCapped(
                    nBytes,
                    imprecise,
                    points(curves),
                    rule.maxTrials(),
                    rule.maxNanosPerPoint() / 1e9,
                    rule.relativeCi()));
        }
        if (budgetHit) findings.add(new MeasurementFinding.SweepBudgetExhausted(nBytes));
        if (gcDiscards > 0) findings.add(new MeasurementFinding.GcRemeasured(nBytes, gcDiscards));
        long drifted =
                references.stream().filter(SweepResult.ReferenceCheck::drifted).count();
        if (drifted > 0) {
            double initial = rtt.summary().mean();
            double worst = references.stream()
                    .mapToDouble(r -> Math.abs(r.rttUs() / initial - 1))
                    .max()
                    .orElse(0);
            double lo = references.stream()
                    .mapToDouble(SweepResult.ReferenceCheck::rttUs)
                    .min()
                    .orElse(Double.NaN);
            double hi = references.stream()
                    .mapToDouble(SweepResult.ReferenceCheck::rttUs)
                    .max()
                    .orElse(Double.NaN);
            findings.add(new MeasurementFinding.RttDrift(
                    nBytes,
                    initial,
                    nanToZero(rtt.summary().ci95()),
                    (int) drifted,
                    references.size(),
                    worst,
                    lo,
                    hi,
                    worst > STATE_CHANGE));
        }
        return findings;
    }

    private static double nanToZero(double v) {
        return Double.isFinite(v) ? v : 0;
    }
}
