package io.logp.app;

import io.logp.data.QueueOutcome;
import io.logp.data.QueueSettings;
import io.logp.experiment.Progress;
import io.logp.experiment.QueueExperiment;
import io.logp.report.QueueData;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiPingPong;
import java.io.IOException;
import java.util.function.Function;

/** The queue costs on every rank; the source rank writes the raw data (and meta.json when nothing came before). */
final class QueuePhase {

    private final MpiCalls mpi;
    private final JobPlan plan;
    private final QueueSettings settings;
    private final Function<Boolean, Progress> progress;

    QueuePhase(MpiCalls mpi, JobPlan plan, QueueSettings settings, Function<Boolean, Progress> progress) {
        this.mpi = mpi;
        this.plan = plan;
        this.settings = settings;
        this.progress = progress;
    }

    void run(RunRecord record) throws IOException {
        try (MpiPingPong pp = new MpiPingPong(mpi, Math.max(settings.shortBytes(), settings.longBytes()))) {
            PingPongPhase.requireRanks(pp, settings.source(), settings.dest());
            boolean isSource = pp.rank() == settings.source();
            // meta.json first, when nothing came before: a run that ends early still says what it was.
            if (isSource && record.meta == null) {
                record.meta = record.track(RunMeta.ofPair(plan, mpi, pp, settings.shortBytes()));
                record.meta.writeTo(record.dir());
            }
            QueueOutcome outcome = new QueueExperiment(pp, pp, settings, progress.apply(isSource)).run();
            if (isSource) QueueData.write(record.dir().signaturesDir(), settings, outcome);
        }
    }
}
