package io.logp.cli;

import io.logp.app.Measurement;
import io.logp.app.QueueReport;
import io.logp.data.JobPlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** What MPI's posted-receive and unexpected-message queues cost (Brightwell et al.). */
@Command(
        name = "queues",
        header = "What each entry of a long message queue costs",
        mixinStandardHelpOptions = true,
        description = {
            "Measures the half round trip of a ping-pong while the destination's posted-receive queue "
                    + "(Q non-matching receives, the match at the tail or the head) or unexpected queue (Q short or "
                    + "long messages nobody asked for) holds Q entries; fits the per-entry search cost; probes how many "
                    + "unexpected messages the receiver holds before the sender stalls.",
            "Writes queues.csv, queues.json, the raw trials and plots/<run-id>/queues.png."
        })
final class QueuesCommand extends MeasureCommand {

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

    @Mixin
    QueueOptions queues = new QueueOptions();

    @Override
    JobPlan plan(JobPlan plan) {
        return plan.withQueues(queues.settings(mpi.np)).withTimeout(queues.pair.timeoutNs());
    }

    @Override
    Measurement.Report report() {
        return (dir, out) -> QueueReport.full(dir, out, summary.view(), charts.options());
    }
}
