package io.logp.job;

import io.logp.data.JobPlan;
import io.logp.experiment.BulkExperiment;
import io.logp.experiment.Progress;
import io.logp.transport.Transport;
import io.logp.transport.Watchdog;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiGroup;
import java.io.IOException;

/** Bulk transfers after the small messages, whose clock probe and RTT they build on; a transport of their own. */
final class BulkPhase {

    private final MpiCalls mpi;
    private final Watchdog watchdog;
    private final JobPlan plan;
    private final JobPlan.Pair pair;
    private final JobPlan.Bulk bulk;
    private final Progress progress;

    BulkPhase(MpiCalls mpi, Watchdog watchdog, JobPlan plan, JobPlan.Bulk bulk, Progress progress) {
        this.mpi = mpi;
        this.plan = plan;
        this.pair = plan.pair().orElseThrow();
        this.watchdog = watchdog;
        this.bulk = bulk;
        this.progress = progress;
    }

    void run(MpiGroup world, RunRecord record) throws IOException {
        JobPlan.PairTransport t = pair.transport();
        watchdog.arm(PairPhase.SETUP);
        Transport transport = PairTransports.open(
                mpi,
                plan,
                bulk.window(),
                t.payloadWords(),
                Math.max(bulk.settings().largestBytes(), t.payloadBytes()),
                t.timeoutNs());
        PairPhase.run(world, watchdog, transport, record, (tr, dir) -> measure(tr, record));
    }

    private void measure(Transport transport, RunRecord record) {
        record.meta.bulk(bulk.settings(), transport.window(), transport.maxMessageBytes());
        record.sink.writeMeta();
        BulkExperiment.Outcome outcome = new BulkExperiment(
                        transport, 1, bulk.settings(), record.clockOverheadNs, progress)
                .run(record.smallRtt.stream().toList(), record.sink);
        record.meta.bulkOutcome(outcome);
        record.sink.writeMeta();
    }
}
