package io.logp.job;

import io.logp.data.JobPlan;
import io.logp.data.QueueOutcome;
import io.logp.data.QueueSettings;
import io.logp.experiment.Progress;
import io.logp.experiment.QueueExperiment;
import io.logp.format.run.QueueData;
import io.logp.transport.Watchdog;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiPingPong;
import java.io.IOException;
import java.util.function.Function;

/**
 * The queue costs on every rank; the source rank writes the raw data (and meta.json when nothing came before) once
 * every curve is measured, so a run that ends inside the queues keeps none of their points.
 */
final class QueuePhase {

    private final MpiCalls mpi;
    private final Watchdog watchdog;
    private final JobPlan plan;
    private final QueueSettings settings;
    private final Function<Boolean, Progress> progress;

    QueuePhase(
            MpiCalls mpi,
            Watchdog watchdog,
            JobPlan plan,
            QueueSettings settings,
            Function<Boolean, Progress> progress) {
        this.mpi = mpi;
        this.watchdog = watchdog;
        this.plan = plan;
        this.settings = settings;
        this.progress = progress;
    }

    void run(RunRecord record) throws IOException {
        // Between two barriers the memory probe's receiver stays quiet for --quiet-seconds, and first the source
        // checks its timer: the allowance covers both.
        watchdog.arm(
                "the queue measurement (MPI_Send, MPI_Recv, MPI_Barrier between ranks " + settings.source() + " and "
                        + settings.dest() + ")",
                settings.quietNs() + PingPongPhase.timerCheckNs(QueueExperiment.TIMER_READS));
        try (MpiPingPong pp = new MpiPingPong(mpi, Math.max(settings.shortBytes(), settings.longBytes()), watchdog)) {
            PingPongPhase.requireRanks(pp, settings.source(), settings.dest());
            boolean isSource = pp.rank() == settings.source();
            // meta.json first, when nothing came before: a run that ends early still says what it was.
            if (isSource && record.meta == null) {
                record.meta = record.track(RunMeta.ofPair(plan, mpi, pp));
                record.meta.writeTo(record.dir());
            }
            QueueOutcome outcome = new QueueExperiment(pp, pp, settings, progress.apply(isSource)).run();
            if (isSource)
                QueueData.write(record.dir().signaturesDir(), record.dir().stamp(), settings, outcome);
        }
    }
}
