package io.logp.experiment;

import io.logp.data.PingPongOutcome;
import io.logp.data.PingPongSeries;
import io.logp.data.PingPongSettings;
import io.logp.data.ProgressStep;
import io.logp.data.TimerCheck;
import io.logp.data.TimerChoice;
import io.logp.engine.TimerReads;
import io.logp.transport.Clock;
import io.logp.transport.NanoClock;
import io.logp.transport.PingPong;
import java.util.ArrayList;
import java.util.List;

/**
 * The ping-pong measurement of Luecke et al. (section 3): the timer check of both clocks, the estimate of npp, the
 * timed trials at the main message size (a barrier and a handshake before each, the minimum timer overhead
 * subtracted, the time divided by npp and by 2), optionally the same for other npp values, and a size sweep for
 * latency and bandwidth. Every rank runs it (SPMD); the results exist on the source rank, others get null.
 */
public final class PingPongExperiment {

    private final PingPong pp;
    private final PingPongSettings s;
    private final Progress progress;
    private final boolean isSource;
    private final boolean isDest;

    public PingPongExperiment(PingPong pp, PingPongSettings settings, Progress progress) {
        this.pp = pp;
        this.s = settings;
        this.progress = progress;
        this.isSource = pp.rank() == settings.source();
        this.isDest = pp.rank() == settings.dest();
    }

    public PingPongOutcome run() {
        TimerCheck nano = null;
        TimerCheck wtime = null;
        long total = 1 + s.nppList().length + s.sweepSizes().length;
        long done = 0;
        progress.report(
                ProgressStep.of(ProgressStep.Stage.PING_PONG, done, total).what("timer check"));
        if (isSource) {
            nano = TimerReads.measure("System.nanoTime", new NanoClock(), s.timerReads());
            wtime = TimerReads.measure("MPI_Wtime", pp.wtime(), s.timerReads());
        }
        Clock clock = s.clock() == TimerChoice.WTIME ? pp.wtime() : new NanoClock();
        TimerCheck used = s.clock() == TimerChoice.WTIME ? wtime : nano;
        long overheadNs = isSource ? used.minOverheadNs() : 0;
        double resolutionUs = isSource ? used.resolutionNs() / 1e3 : 0;

        int peer = isSource ? s.dest() : s.source();
        prepare(peer, s.mainBytes());
        double[] init = trials(clock, overheadNs, s.nppInit(), s.nppTrials());
        double medianPpt = isSource ? NppRule.medianPingPongUs(roundTrips(init, s.nppInit()), s.nppInit()) : 0;
        long calculated = isSource ? NppRule.npp(medianPpt, resolutionUs, s.resNpp()) : 0;
        int nppCalculated = (int) pp.broadcastFromSource(calculated, s.source());
        int npp = s.nppGiven() > 0 ? s.nppGiven() : nppCalculated;

        progress.report(series(done++, total, s.mainBytes(), npp));
        PingPongSeries main = new PingPongSeries(s.mainBytes(), npp, trials(clock, overheadNs, npp, s.trials()));
        List<PingPongSeries> comparison = new ArrayList<>();
        for (int other : s.nppList()) {
            progress.report(series(done++, total, s.mainBytes(), other));
            comparison.add(new PingPongSeries(s.mainBytes(), other, trials(clock, overheadNs, other, s.trials())));
        }
        List<PingPongSeries> sweep = new ArrayList<>();
        for (int bytes : s.sweepSizes()) {
            progress.report(
                    ProgressStep.of(ProgressStep.Stage.PING_PONG, done++, total).what(bytes + " B"));
            prepare(peer, bytes);
            double[] warm = trials(clock, overheadNs, 1, Math.max(1, s.sweepWarmup()));
            long sizeNpp = isSource
                    ? NppRule.npp(NppRule.medianPingPongUs(roundTrips(warm, 1), 1), resolutionUs, s.resNpp())
                    : 0;
            int nppHere = (int) pp.broadcastFromSource(sizeNpp, s.source());
            sweep.add(new PingPongSeries(bytes, nppHere, trials(clock, overheadNs, nppHere, s.sweepTrials())));
        }
        progress.report(ProgressStep.of(ProgressStep.Stage.PING_PONG, total, total));
        if (!isSource) return null;
        return new PingPongOutcome(
                nano,
                wtime,
                used.clock(),
                overheadNs / 1e3,
                resolutionUs,
                medianPpt,
                nppCalculated,
                npp,
                main,
                comparison,
                sweep);
    }

    private static ProgressStep series(long done, long total, int bytes, int npp) {
        return ProgressStep.of(ProgressStep.Stage.PING_PONG, done, total).what(bytes + " B (npp " + npp + ")");
    }

    private void prepare(int peer, int bytes) {
        if (isSource || isDest) pp.prepare(peer, bytes);
    }

    /** Timed trials: barrier, handshake, npp ping-pongs; half round trip per ping-pong on the source. */
    private double[] trials(Clock clock, long overheadNs, int npp, int count) {
        double[] half = isSource ? new double[count] : null;
        for (int k = 0; k < count; k++) {
            pp.barrier();
            if (isSource) {
                pp.handshakeReceive();
                long t1 = clock.nanos();
                for (int i = 0; i < npp; i++) pp.ping();
                long t2 = clock.nanos();
                half[k] = (t2 - t1 - overheadNs) / 1e3 / npp / 2;
            } else if (isDest) {
                pp.handshakeSend();
                for (int i = 0; i < npp; i++) pp.pong();
            }
        }
        return half;
    }

    /** Back from half round trips per ping-pong to trial times of npp ping-pongs. */
    private static double[] roundTrips(double[] halfPerPingPong, int npp) {
        double[] t = new double[halfPerPingPong.length];
        for (int i = 0; i < t.length; i++) t[i] = halfPerPingPong[i] * 2 * npp;
        return t;
    }
}
