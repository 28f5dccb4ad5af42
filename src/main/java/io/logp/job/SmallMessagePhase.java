package io.logp.job;

import io.logp.data.JobPlan;
import io.logp.engine.IssueLoop;
import io.logp.experiment.Progress;
import io.logp.experiment.SmallMessageExperiment;
import io.logp.format.run.RunDirectory;
import io.logp.transport.Transport;
import io.logp.transport.Watchdog;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiGroup;
import java.io.IOException;
import java.util.Optional;

/** The pair's small-message part: the RTT and the signature (or the RTT alone), and the run's meta.json. */
final class SmallMessagePhase {

    private final MpiCalls mpi;
    private final Watchdog watchdog;
    private final JobPlan plan;
    private final JobPlan.Pair pair;
    private final Progress progress;

    SmallMessagePhase(MpiCalls mpi, Watchdog watchdog, JobPlan plan, JobPlan.Pair pair, Progress progress) {
        this.mpi = mpi;
        this.watchdog = watchdog;
        this.plan = plan;
        this.pair = pair;
        this.progress = progress;
    }

    void run(MpiGroup world, RunRecord record) throws IOException {
        JobPlan.PairTransport t = pair.transport();
        watchdog.arm(PairPhase.SETUP);
        Transport transport =
                PairTransports.open(mpi, plan, t.window(), t.payloadWords(), t.payloadBytes(), t.timeoutNs());
        PairPhase.run(world, watchdog, transport, record, (tr, dir) -> measure(tr, dir, record));
    }

    private void measure(Transport transport, RunDirectory dir, RunRecord record) {
        record.meta = record.track(new RunMeta(plan.command(), plan.args()))
                .mpi(mpi)
                .placement(transport.path(), transport.placement())
                .smallMessages(pair.settings(), transport.window(), transport.payloadBytes());
        record.sink = new FileSink(dir, record.meta, "System.nanoTime");
        record.sink.writeMeta();
        SmallMessageExperiment experiment =
                new SmallMessageExperiment(new IssueLoop(transport, 1), pair.settings(), progress);
        if (pair.rttOnly()) {
            record.smallRtt = Optional.of(experiment.runRtt(record.sink));
        } else {
            SmallMessageExperiment.Outcome outcome = experiment.run(record.sink);
            record.meta
                    .sweep(outcome.pilotGapUs(), outcome.plan().delaysUs(), outcome.sweep())
                    .rttBeforeSweep(outcome.rttBeforeSweep().summary());
            record.smallRtt = Optional.of(outcome.rtt());
            record.clockOverheadNs = outcome.clock().overheadNs();
        }
        record.sink.writeMeta();
    }
}
