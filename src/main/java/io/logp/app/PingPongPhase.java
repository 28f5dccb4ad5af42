package io.logp.app;

import io.logp.data.PingPongOutcome;
import io.logp.data.PingPongSettings;
import io.logp.experiment.PingPongExperiment;
import io.logp.experiment.Progress;
import io.logp.report.PingPongData;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiPingPong;
import java.io.IOException;
import java.util.function.Function;

/** The ping-pong on every rank; its source rank writes the raw data (and meta.json when nothing came before). */
final class PingPongPhase {

    private final MpiCalls mpi;
    private final JobPlan plan;
    private final PingPongSettings settings;
    private final Function<Boolean, Progress> progress;

    PingPongPhase(MpiCalls mpi, JobPlan plan, PingPongSettings settings, Function<Boolean, Progress> progress) {
        this.mpi = mpi;
        this.plan = plan;
        this.settings = settings;
        this.progress = progress;
    }

    void run(RunRecord record) throws IOException {
        try (MpiPingPong pp = new MpiPingPong(mpi, settings.largestBytes())) {
            requireRanks(pp, settings.source(), settings.dest());
            boolean isSource = pp.rank() == settings.source();
            // meta.json first, when nothing came before: a run that ends early still says what it was.
            if (isSource && record.meta == null) {
                record.meta = record.track(RunMeta.ofPair(plan, mpi, pp, settings.mainBytes()));
                record.meta.writeTo(record.dir());
            }
            PingPongOutcome outcome = new PingPongExperiment(pp, settings, progress.apply(isSource)).run();
            if (isSource) PingPongData.write(record.dir().signaturesDir(), settings, outcome, pp.size());
        }
    }

    /** The ping-pong's two ranks must exist: the message names the options. */
    static void requireRanks(MpiPingPong pp, int source, int dest) {
        if (pp.size() <= Math.max(source, dest)) {
            throw new UsageException(
                    "--source " + source + " and --dest " + dest + " need more than " + pp.size() + " ranks");
        }
    }
}
