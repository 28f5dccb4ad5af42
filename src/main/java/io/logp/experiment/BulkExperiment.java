package io.logp.experiment;

import io.logp.data.BulkSettings;
import io.logp.data.ProgressStep;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.data.Transfer;
import io.logp.engine.IssueLoop;
import io.logp.finding.BulkFinding;
import io.logp.finding.Finding;
import io.logp.finding.MeasurementFinding;
import io.logp.fit.FitException;
import io.logp.fit.TransferTimeRegimes;
import io.logp.transport.Transport;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.stream.IntStream;

/**
 * The bulk-transfer microbenchmark of Culler et al.: the small-message method with every request carrying n bytes.
 * <ol>
 *   <li>T(n) of stores (and of gets, if asked) over the size grid, in interleaved rounds;</li>
 *   <li>the signature at each signature size (pilot gap, delays D = 0 and multiples of it, the same stopping rule
 *       and interleaved rounds as the small-message signature), giving o_s(n), o_r(n) and g(n).</li>
 * </ol>
 * Runs after the small-message experiment, whose warm-up and clock probe it relies on. Runs unchanged on real and
 * virtual time.
 */
public final class BulkExperiment {

    /** Where measured data goes as soon as it exists. */
    public interface Sink {

        Sink NONE = new Sink() {
            @Override
            public void timesSoFar(Transfer.Kind kind, List<RttResult> times) {}

            @Override
            public void signatureSoFar(Signature bulk) {}
        };

        /** T(n) of every size of one kind measured so far. */
        void timesSoFar(Transfer.Kind kind, List<RttResult> times);

        /** Every bulk signature point measured so far, all sizes. */
        void signatureSoFar(Signature bulk);
    }

    /** What one size's signature sweep found. */
    public record SizeSweep(int nBytes, double pilotGapUs, double[] delaysUs, SweepResult sweep) {}

    /**
     * Everything measured.
     *
     * @param storeTimes T(n) of stores, by ascending n
     * @param getTimes   T(n) of gets (empty when not measured)
     * @param sweeps     one per signature size measured
     * @param findings   what makes some numbers less trustworthy, each naming its size
     */
    public record Outcome(
            List<RttResult> storeTimes,
            List<RttResult> getTimes,
            List<SizeSweep> sweeps,
            Signature signature,
            List<Finding> findings) {}

    private final Transport transport;
    private final int peer;
    private final BulkSettings settings;
    private final long clockOverheadNs;
    private final Progress progress;

    public BulkExperiment(
            Transport transport, int peer, BulkSettings settings, long clockOverheadNs, Progress progress) {
        this.transport = transport;
        this.peer = peer;
        this.settings = settings;
        this.clockOverheadNs = clockOverheadNs;
        this.progress = progress;
    }

    /**
     * @param known T(n) already measured (the small message's RTT), not measured again
     */
    public Outcome run(List<RttResult> known, Sink sink) {
        long budget = (long) (settings.budgetSeconds() * 1e9);
        long start = transport.clock().nanos();
        List<Finding> findings = new ArrayList<>();
        Map<Integer, RttResult> knownBySize = new TreeMap<>();
        for (RttResult r : known) knownBySize.put(r.nBytes(), r);

        List<IssueLoop> stores = loops(Transfer.Kind.STORE, settings.timeSizes(), knownBySize);
        // T(n) gets at most half the budget: the signatures need the rest.
        TransferTimeSweep times =
                new TransferTimeSweep(settings.rule(), clockOverheadNs, budget / 2, progress, settings.seed());
        TransferTimeSweep.Outcome storeTimes = times.run(stores, soFar -> sink.timesSoFar(Transfer.Kind.STORE, soFar));
        if (storeTimes.budgetHit()) findings.add(new BulkFinding.BulkTimesBudgetExhausted(Transfer.Kind.STORE));
        imprecise(Transfer.Kind.STORE, storeTimes.times()).ifPresent(findings::add);

        List<RttResult> getTimes = List.of();
        if (settings.get()) {
            List<IssueLoop> gets = loops(Transfer.Kind.GET, settings.timeSizes(), Map.of());
            long left = Math.max(1, budget / 2 - (transport.clock().nanos() - start));
            TransferTimeSweep.Outcome got = new TransferTimeSweep(
                            settings.rule(), clockOverheadNs, left, progress, settings.seed() + 1)
                    .run(gets, soFar -> sink.timesSoFar(Transfer.Kind.GET, soFar));
            if (got.budgetHit()) findings.add(new BulkFinding.BulkTimesBudgetExhausted(Transfer.Kind.GET));
            imprecise(Transfer.Kind.GET, got.times()).ifPresent(findings::add);
            getTimes = got.times();
        }

        Map<Integer, RttResult> timeBySize = new TreeMap<>(knownBySize);
        for (RttResult r : storeTimes.times()) timeBySize.put(r.nBytes(), r);
        List<SizeSweep> sweeps = new ArrayList<>();
        List<SignaturePoint> done = new ArrayList<>();
        SweepWarnings sweepWarnings = new SweepWarnings();
        int[] sizes = signatureSizes(timeBySize);
        for (int i = 0; i < sizes.length; i++) {
            long left = budget - (transport.clock().nanos() - start);
            if (left <= 0) {
                findings.add(new BulkFinding.BulkSignaturesSkipped(
                        settings.budgetSeconds(),
                        Arrays.stream(sizes, i, sizes.length).boxed().toList()));
                break;
            }
            SizeSweep s = signature(sizes[i], timeBySize, left / (sizes.length - i), done, sink);
            sweeps.add(s);
            done.addAll(s.sweep().signature().points());
            sweepWarnings.add(sizes[i], s.sweep(), timeBySize.get(sizes[i]));
        }
        findings.addAll(sweepWarnings.summary());
        return new Outcome(storeTimes.times(), getTimes, sweeps, new Signature(done), findings);
    }

    /**
     * The signature sizes, and the large-regime ones too where fewer than two of them lie in the large-message
     * (headline) regime of T(n), or where T(n) gives none: that regime's o_s(n) and g(n) need a line.
     */
    private int[] signatureSizes(Map<Integer, RttResult> timeBySize) {
        int[] planned = settings.signatureSizes();
        int[] extra = settings.largeRegimeSizes();
        if (extra.length == 0) return planned;
        OptionalInt from = largeRegimeFrom(timeBySize);
        if (from.isPresent()
                && Arrays.stream(planned).filter(n -> n >= from.getAsInt()).count() >= 2) return planned;
        return IntStream.concat(Arrays.stream(planned), Arrays.stream(extra))
                .distinct()
                .sorted()
                .toArray();
    }

    /** Where T(n)'s headline regime begins, as the analysis will fit it (the small message kept apart). */
    private static OptionalInt largeRegimeFrom(Map<Integer, RttResult> timeBySize) {
        List<RttPoint> points =
                timeBySize.values().stream().map(RttResult::point).toList();
        if (points.size() < 2) return OptionalInt.empty();
        try {
            return TransferTimeRegimes.fitBulk(points, points.get(0).nBytes())
                    .headline()
                    .map(r -> OptionalInt.of(r.fromBytes()))
                    .orElse(OptionalInt.empty());
        } catch (FitException e) {
            return OptionalInt.empty();
        }
    }

    private SizeSweep signature(
            int nBytes, Map<Integer, RttResult> timeBySize, long budgetNs, List<SignaturePoint> done, Sink sink) {
        // Each size's sweep is a count of its own, named by its size; it begins with the size's warm-up.
        Progress sized = step -> progress.report(step.size(nBytes));
        sized.report(ProgressStep.of(ProgressStep.Stage.SIGNATURE, 0, 0));
        IssueLoop loop = new IssueLoop(transport, peer, Transfer.store(nBytes));
        int[] grid = SweepPlan.mGrid(settings.mMax());
        WarmUp.run(loop, grid, settings.warmupSeconds());
        RttExperiment reference = new RttExperiment(loop, settings.rule(), clockOverheadNs);
        RttResult rtt = timeBySize.containsKey(nBytes)
                ? timeBySize.get(nBytes)
                : reference.measure(settings.rule().batch() * settings.rule().minBatches());
        double pilot = PilotGap.of(loop, grid, clockOverheadNs);
        double[] delays = SweepPlan.delaysFromGap(pilot, settings.delayFactors());
        SignatureSweep sweep = new SignatureSweep(
                loop,
                reference,
                settings.rule(),
                clockOverheadNs,
                budgetNs,
                sized,
                (soFar, refs, interleaved) -> {
                    List<SignaturePoint> all = new ArrayList<>(done);
                    all.addAll(soFar.points());
                    sink.signatureSoFar(new Signature(all));
                },
                settings.seed() + nBytes);
        SweepResult result = sweep.run(new SweepPlan(grid, delays, settings.mCap()), rtt);
        return new SizeSweep(nBytes, pilot, delays, result);
    }

    /**
     * One loop per size not already known, each warmed up untimed (buffers touched, protocol path set up), and the
     * JIT left quiet once for them all.
     */
    private List<IssueLoop> loops(Transfer.Kind kind, int[] sizes, Map<Integer, RttResult> known) {
        List<IssueLoop> loops = new ArrayList<>();
        for (int n : sizes) {
            if (!known.containsKey(n)) loops.add(new IssueLoop(transport, peer, new Transfer(kind, n)));
        }
        WarmUp.run(loops, new int[] {1, transport.window()}, settings.warmupSeconds());
        return loops;
    }

    /**
     * The sweeps' caps and drifts, one finding per kind over all sizes rather than one per size: a bulk run has many
     * sizes, and the same caution repeated for each hides the others. Their other findings name their size and pass.
     */
    private static final class SweepWarnings {
        private int capped;
        private int points;
        private final List<Integer> cappedSizes = new ArrayList<>();
        private final List<Integer> driftedSizes = new ArrayList<>();
        private double worstDrift;
        private final List<Finding> other = new ArrayList<>();

        void add(int nBytes, SweepResult sweep, RttResult before) {
            if (sweep.cappedPoints() > 0) {
                capped += sweep.cappedPoints();
                cappedSizes.add(nBytes);
            }
            points += sweep.signature().points().size();
            if (sweep.drifted() && before != null) {
                driftedSizes.add(nBytes);
                double t = before.summary().mean();
                for (SweepResult.ReferenceCheck r : sweep.references())
                    worstDrift = Math.max(worstDrift, Math.abs(r.rttUs() / t - 1));
            }
            for (Finding f : sweep.findings()) {
                boolean summarised =
                        f instanceof MeasurementFinding.PointsCapped || f instanceof MeasurementFinding.RttDrift;
                if (!summarised) other.add(f);
            }
        }

        List<Finding> summary() {
            List<Finding> out = new ArrayList<>();
            if (capped > 0) out.add(new BulkFinding.BulkPointsCapped(capped, points, List.copyOf(cappedSizes)));
            if (!driftedSizes.isEmpty()) out.add(new BulkFinding.BulkRttDrift(List.copyOf(driftedSizes), worstDrift));
            out.addAll(other);
            return out;
        }
    }

    private static java.util.Optional<Finding> imprecise(Transfer.Kind transfer, List<RttResult> times) {
        List<Integer> capped =
                times.stream().filter(t -> !t.precise()).map(RttResult::nBytes).toList();
        if (capped.isEmpty()) return java.util.Optional.empty();
        return java.util.Optional.of(new BulkFinding.BulkTimesCapped(transfer, capped));
    }
}
