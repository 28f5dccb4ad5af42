package io.logp.cli;

import io.logp.app.Measurement;
import io.logp.app.RttReport;
import io.logp.data.JobPlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** Only the round trip of a single request/reply, with its full statistics. */
@Command(
        name = "rtt",
        header = "The round trip of one small request/reply, full statistics",
        mixinStandardHelpOptions = true,
        description = "Measures the round-trip time of a single request/reply between rank 0 and rank 1 "
                + "(many trials, full statistics); writes rtt.csv and the raw samples.")
final class RttCommand extends MeasureCommand {

    @Mixin
    SweepOptions sweep = new SweepOptions();

    @Override
    JobPlan plan(JobPlan plan) {
        return plan.withPair(sweep.pair(sweep.settings(), true));
    }

    @Override
    Measurement.Report report() {
        return (dir, out) -> RttReport.print(dir, out, summary.view());
    }
}
