package io.logp.job;

import io.logp.data.JobPlan;
import io.logp.data.PingPongOutcome;
import io.logp.data.PingPongSettings;
import io.logp.exit.UsageException;
import io.logp.experiment.PingPongExperiment;
import io.logp.experiment.Progress;
import io.logp.format.run.PingPongData;
import io.logp.transport.Watchdog;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiPingPong;
import java.io.IOException;
import java.util.function.Function;

/**
 * The ping-pong on every rank; its source rank writes the raw data (and meta.json when nothing came before) once every
 * series is measured, so a run that ends inside the ping-pong keeps none of its points.
 */
final class PingPongPhase {

    private static final long TIMER_READ_NS = 100;

    private final MpiCalls mpi;
    private final Watchdog watchdog;
    private final JobPlan plan;
    private final PingPongSettings settings;
    private final Function<Boolean, Progress> progress;

    PingPongPhase(
            MpiCalls mpi,
            Watchdog watchdog,
            JobPlan plan,
            PingPongSettings settings,
            Function<Boolean, Progress> progress) {
        this.mpi = mpi;
        this.watchdog = watchdog;
        this.plan = plan;
        this.settings = settings;
        this.progress = progress;
    }

    void run(RunRecord record) throws IOException {
        // Every rank waits in the first barrier while the source checks its timers (twice timer-reads reads of each
        // clock): the allowance covers that.
        watchdog.arm(
                "the ping-pong (MPI_Send, MPI_Recv, MPI_Barrier between ranks " + settings.source() + " and "
                        + settings.dest() + ")",
                timerCheckNs(settings.timerReads()));
        try (MpiPingPong pp = new MpiPingPong(mpi, settings.largestBytes(), watchdog)) {
            requireRanks(pp, settings.source(), settings.dest());
            boolean isSource = pp.rank() == settings.source();
            // meta.json first, when nothing came before: a run that ends early still says what it was.
            if (isSource && record.meta == null) {
                record.meta = record.track(RunMeta.ofPair(plan, mpi, pp));
                record.meta.writeTo(record.dir());
            }
            PingPongOutcome outcome = new PingPongExperiment(pp, settings, progress.apply(isSource)).run();
            if (isSource)
                PingPongData.write(record.dir().signaturesDir(), record.dir().stamp(), settings, outcome, pp.size());
        }
    }

    /** A generous bound on a timer check of both clocks: 100 ns a read, where the reads take 20 to 40 ns here. */
    static long timerCheckNs(long reads) {
        return reads * 2 * 2 * TIMER_READ_NS;
    }

    /** The ping-pong's two ranks must exist: the message names the options. */
    static void requireRanks(MpiPingPong pp, int source, int dest) {
        if (pp.size() <= Math.max(source, dest)) {
            throw new UsageException(
                    "--source " + source + " and --dest " + dest + " need more than " + pp.size() + " ranks");
        }
    }
}
