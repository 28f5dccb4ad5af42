package io.logp.cli;

import io.logp.app.Measurement;
import io.logp.app.RunReport;
import io.logp.data.Defaults;
import io.logp.data.JobPlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** The single pair's signature, then the contention patterns over every rank of the job. */
@Command(
        name = "contention",
        header = "K requesters to 1, 1 to K, and K disjoint pairs at once",
        mixinStandardHelpOptions = true,
        description = {
            "Measures the small-message signature of rank 0 and rank 1 (the single-pair reference), then "
                    + "loads the network beyond one pair (Culler et al., Table 5): K requesters to one responder "
                    + "(each sender's gap should grow to K g), one requester round-robin to K responders, and K disjoint "
                    + "pairs at once (should match the single pair), for K = 1 up to what the ranks allow. Without --np it "
                    + "runs " + Defaults.CONTENTION_RANKS
                    + " ranks. Writes contention.csv, contention_ranks.csv and plots/<run-id>/contention.png besides "
                    + "the LogP files; ranks sharing a node or oversubscribed cores are reported."
        })
final class ContentionCommand extends MeasureCommand {

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

    @Mixin
    SweepOptions sweep = new SweepOptions();

    @Mixin
    ContentionOptions contention = new ContentionOptions();

    /** Without --np the contention patterns get {@link Defaults#CONTENTION_RANKS} ranks, and --help says so. */
    ContentionCommand() {
        mpi.np = Defaults.CONTENTION_RANKS;
    }

    @Override
    JobPlan plan(JobPlan plan) {
        SweepOptions.require(
                mpi.np >= 3, "contention needs --np >= 3 (two requesters and a responder at least), got " + mpi.np);
        return plan.withPair(sweep.pair(sweep.settings(), false))
                .withContention(
                        new JobPlan.Contention(contention.settings(sweep.payloadBytes(), mpi.np), contention.window));
    }

    @Override
    Measurement.Report report() {
        return (dir, out) -> RunReport.afterRun(dir, out, summary.view(), charts.options());
    }
}
