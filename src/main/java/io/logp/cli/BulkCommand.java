package io.logp.cli;

import io.logp.app.Measurement;
import io.logp.app.RunReport;
import io.logp.data.JobPlan;
import io.logp.data.SmallMessageSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** The signature and the bulk transfers, without the ping-pong: the LogP table with T0, R, G and o_s(n), g(n). */
@Command(
        name = "bulk",
        header = "Bulk stores and gets: T0, R, o_s(n), g(n) and G (gap per byte)",
        mixinStandardHelpOptions = true,
        abbreviateSynopsis = true,
        description = {
            "Measures the small-message signature, then bulk stores and gets between rank 0 and rank 1 "
                    + "over MPI: T(n) over a size grid (T0 and R per protocol regime) and the signature at each "
                    + "signature size (o_s(n), o_r(n), g(n), and G, the gap per byte). Writes signatures/<run-id>/ and "
                    + "plots/<run-id>/ (T(n), BW(n), o_s(n) and the signatures at a small and a large size)."
        })
final class BulkCommand extends MeasureCommand {

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

    @Mixin
    SweepOptions sweep = new SweepOptions();

    @Mixin
    BulkOptions bulk = new BulkOptions();

    @Override
    JobPlan plan(JobPlan plan) {
        SmallMessageSettings settings = sweep.settings();
        return plan.withPair(sweep.pair(settings, false)).withBulk(bulk.bulk(settings, sweep.payloadBytes()));
    }

    @Override
    Measurement.Report report() {
        return (dir, out) -> RunReport.afterRun(dir, out, summary.view(), charts.options());
    }
}
