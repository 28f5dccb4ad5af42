package io.logp.cli;

import io.logp.app.Measurement;
import io.logp.app.RunReport;
import io.logp.data.JobPlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** The small-message measurement alone: RTT and signature between rank 0 and rank 1, fitted to LogP. */
@Command(
        name = "signature",
        header = "The small-message run alone: o_s, o_r, g, L and RTT",
        mixinStandardHelpOptions = true,
        abbreviateSynopsis = true,
        description = {
            "Measures the RTT and the message-cost signature between rank 0 and rank 1, fits o_s, o_r, g and L and "
                    + "writes signatures/<run-id>/ (with report.html) and plots/<run-id>/: the run command without bulk "
                    + "transfers, contention, collectives and ping-pong."
        })
final class SignatureCommand extends MeasureCommand {

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

    @Mixin
    SweepOptions sweep = new SweepOptions();

    @Override
    JobPlan plan(JobPlan plan) {
        return plan.withPair(sweep.pair(sweep.settings(), false));
    }

    @Override
    Measurement.Report report() {
        return (dir, out) -> RunReport.afterRun(dir, out, summary.view(), charts.options());
    }
}
