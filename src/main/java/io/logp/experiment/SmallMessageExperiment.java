package io.logp.experiment;

import io.logp.data.Defaults;
import io.logp.data.ProgressStep;
import io.logp.data.Signature;
import io.logp.data.SmallMessageSettings;
import io.logp.engine.ClockProbe;
import io.logp.engine.IssueLoop;
import java.util.List;

/**
 * The small-message measurement of one requester/responder pair: clock probe, untimed warm-up, RTT, a pilot of
 * the D = 0 plateau to choose the delays, then the signature sweep. Runs unchanged on real and virtual time.
 */
public final class SmallMessageExperiment {

    /** Where measured data goes as soon as it exists, so an interruption loses little. */
    public interface Sink {

        /** Keeps nothing: for runs whose outcome is all the caller wants (tests, quick checks). */
        Sink NONE = new Sink() {
            @Override
            public void clockProbed(ClockProbe probe) {}

            @Override
            public void rttMeasured(RttResult rtt) {}

            @Override
            public void signatureSoFar(
                    Signature signature, List<SweepResult.ReferenceCheck> references, RttResult interleavedRtt) {}
        };

        void clockProbed(ClockProbe probe);

        void rttMeasured(RttResult rtt);

        /** After every round: the signature so far and the RTT measured between the rounds so far. */
        void signatureSoFar(Signature signature, List<SweepResult.ReferenceCheck> references, RttResult interleavedRtt);
    }

    /**
     * Everything measured.
     *
     * @param rttBeforeSweep the RTT measured on its own before the sweep
     * @param rtt            the RTT the fit uses: the one interleaved with the sweep's rounds, when there was one
     */
    public record Outcome(
            ClockProbe clock,
            RttResult rttBeforeSweep,
            RttResult rtt,
            double pilotGapUs,
            SweepPlan plan,
            SweepResult sweep) {}

    private final IssueLoop loop;
    private final SmallMessageSettings settings;
    private final Progress progress;

    public SmallMessageExperiment(IssueLoop loop, SmallMessageSettings settings, Progress progress) {
        this.loop = loop;
        this.settings = settings;
        this.progress = progress;
    }

    public Outcome run(Sink sink) {
        ClockProbe probe = ClockProbe.measure(loop.transport().clock(), Defaults.CLOCK_READS);
        sink.clockProbed(probe);
        int[] grid = SweepPlan.mGrid(settings.mMax());
        RttExperiment rttExperiment = new RttExperiment(loop, settings.rule(), probe.overheadNs());
        RttResult rtt = measureRtt(sink, rttExperiment, grid);
        double pilot = PilotGap.of(loop, grid, probe.overheadNs());
        double[] delays = settings.delaysUs() != null ? settings.delaysUs() : SweepPlan.delaysFromGap(pilot);
        SweepPlan plan = new SweepPlan(grid, delays, settings.mCap());
        SignatureSweep sweep = new SignatureSweep(
                loop,
                rttExperiment,
                settings.rule(),
                probe.overheadNs(),
                (long) (settings.budgetSeconds() * 1e9),
                progress,
                sink::signatureSoFar,
                settings.seed());
        SweepResult result = sweep.run(plan, rtt);
        // L combines the RTT with o_s and o_r from the sweep: take the RTT measured in the same rounds, under the
        // same conditions, when there is one (the RTT before the sweep stays in the outcome and in meta.json).
        RttResult sameConditions = result.interleavedRtt() != null ? result.interleavedRtt() : rtt;
        return new Outcome(probe, rtt, sameConditions, pilot, plan, result);
    }

    /** Only the RTT: clock probe, warm-up and the round trips, for the {@code rtt} command. */
    public RttResult runRtt(Sink sink) {
        ClockProbe probe = ClockProbe.measure(loop.transport().clock(), Defaults.CLOCK_READS);
        sink.clockProbed(probe);
        return measureRtt(
                sink, new RttExperiment(loop, settings.rule(), probe.overheadNs()), SweepPlan.mGrid(settings.mMax()));
    }

    private RttResult measureRtt(Sink sink, RttExperiment rttExperiment, int[] grid) {
        progress.report(ProgressStep.of(ProgressStep.Stage.RTT, 0, 1));
        warmUp(grid);
        RttResult rtt = rttExperiment.measure(settings.rttMinTrials());
        sink.rttMeasured(rtt);
        progress.report(ProgressStep.of(ProgressStep.Stage.RTT, 1, 1)
                .reading(rtt.summary().mean()));
        return rtt;
    }

    /** Untimed trials over the whole grid until the warm-up time is up, so the JIT has compiled both loops. */
    private void warmUp(int[] grid) {
        WarmUp.run(loop, grid, settings.warmupSeconds());
    }
}
