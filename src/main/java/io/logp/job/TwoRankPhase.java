package io.logp.job;

import io.logp.data.JobPlan;
import io.logp.data.PingPongOutcome;
import io.logp.data.PingPongSettings;
import io.logp.data.QueueOutcome;
import io.logp.data.QueueSettings;
import io.logp.exit.UsageException;
import io.logp.experiment.PingPongExperiment;
import io.logp.experiment.Progress;
import io.logp.experiment.QueueExperiment;
import io.logp.format.run.PingPongData;
import io.logp.format.run.QueueData;
import io.logp.transport.Watchdog;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiPingPong;
import java.io.IOException;
import java.util.function.Function;

/**
 * A phase between two ranks over blocking sends (the ping-pong, the queue costs) on every rank: the watchdog armed
 * with the phase's allowance, the two ranks checked, meta.json written first by the source when nothing came before,
 * then the experiment; its source rank writes the raw data once every series is measured, so a run that ends inside
 * the phase keeps none of its points.
 */
final class TwoRankPhase {

    private static final long TIMER_READ_NS = 100;

    /** The experiment on the two ranks; the source ({@code isSource}) writes its data into {@code record}. */
    @FunctionalInterface
    interface Work {
        void run(MpiPingPong pp, boolean isSource, RunRecord record) throws IOException;
    }

    private final MpiCalls mpi;
    private final Watchdog watchdog;
    private final JobPlan plan;
    private final String what;
    private final int source;
    private final int dest;
    private final int largestBytes;
    private final long allowanceNs;
    private final Work work;

    private TwoRankPhase(
            MpiCalls mpi,
            Watchdog watchdog,
            JobPlan plan,
            String what,
            int source,
            int dest,
            int largestBytes,
            long allowanceNs,
            Work work) {
        this.mpi = mpi;
        this.watchdog = watchdog;
        this.plan = plan;
        this.what = what;
        this.source = source;
        this.dest = dest;
        this.largestBytes = largestBytes;
        this.allowanceNs = allowanceNs;
        this.work = work;
    }

    /**
     * The ping-pong. Every rank waits in the first barrier while the source checks its timers (twice timer-reads reads
     * of each clock): the allowance covers that.
     */
    static TwoRankPhase pingPong(
            MpiCalls mpi, Watchdog watchdog, JobPlan plan, PingPongSettings s, Function<Boolean, Progress> progress) {
        return new TwoRankPhase(
                mpi,
                watchdog,
                plan,
                "the ping-pong",
                s.source(),
                s.dest(),
                s.largestBytes(),
                timerCheckNs(s.timerReads()),
                (pp, isSource, record) -> {
                    PingPongOutcome outcome = new PingPongExperiment(pp, s, progress.apply(isSource)).run();
                    if (isSource)
                        PingPongData.write(
                                record.dir().signaturesDir(), record.dir().stamp(), s, outcome, pp.size());
                });
    }

    /**
     * The queue costs. Between two barriers the memory probe's receiver stays quiet for --quiet-seconds, and first the
     * source checks its timer: the allowance covers both.
     */
    static TwoRankPhase queues(
            MpiCalls mpi, Watchdog watchdog, JobPlan plan, QueueSettings s, Function<Boolean, Progress> progress) {
        return new TwoRankPhase(
                mpi,
                watchdog,
                plan,
                "the queue measurement",
                s.source(),
                s.dest(),
                Math.max(s.shortBytes(), s.longBytes()),
                s.quietNs() + timerCheckNs(QueueExperiment.TIMER_READS),
                (pp, isSource, record) -> {
                    QueueOutcome outcome = new QueueExperiment(pp, pp, s, progress.apply(isSource)).run();
                    if (isSource)
                        QueueData.write(
                                record.dir().signaturesDir(), record.dir().stamp(), s, outcome);
                });
    }

    void run(RunRecord record) throws IOException {
        watchdog.arm(
                what + " (MPI_Send, MPI_Recv, MPI_Barrier between ranks " + source + " and " + dest + ")", allowanceNs);
        try (MpiPingPong pp = new MpiPingPong(mpi, largestBytes, watchdog)) {
            // The two ranks must exist: the message names the options.
            if (pp.size() <= Math.max(source, dest)) {
                throw new UsageException(
                        "--source " + source + " and --dest " + dest + " need more than " + pp.size() + " ranks");
            }
            boolean isSource = pp.rank() == source;
            // meta.json first, when nothing came before: a run that ends early still says what it was.
            if (isSource && record.meta == null) {
                record.meta = record.track(RunMeta.ofPair(plan, mpi, pp));
                record.meta.writeTo(record.dir());
            }
            work.run(pp, isSource, record);
        }
    }

    /** A generous bound on a timer check of both clocks: 100 ns a read, where the reads take 20 to 40 ns here. */
    static long timerCheckNs(long reads) {
        return reads * 2 * 2 * TIMER_READ_NS;
    }
}
