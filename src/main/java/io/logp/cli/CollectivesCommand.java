package io.logp.cli;

import io.logp.app.Measurement;
import io.logp.app.RunReport;
import io.logp.data.CollectivePlan;
import io.logp.data.Defaults;
import io.logp.data.JobPlan;
import io.logp.data.SmallMessageSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** MPI collectives timed with synchronised launches (MPIPerf), next to their LogP predictions. */
@Command(
        name = "collectives",
        header = "MPI collectives with synchronised launches, vs LogP predictions",
        mixinStandardHelpOptions = true,
        description = {
            "Times MPI collectives the way MPIPerf does (Kurnosov 2012), not with a loop of k calls: every "
                    + "rank's clock is synchronised to rank 0's, launches are scheduled on that global clock, a launch that "
                    + "starts late or ends after its slot is invalid, the time of a launch is the slowest rank's, and the "
                    + "valid times are trimmed by " + (int) (100 * Defaults.COLLECTIVE_TRIM)
                    + "%% on each side before the "
                    + "mean, its standard error and Student-t interval. The loop-of-k time is kept beside it. First the single pair's LogP parameters and T(n) "
                    + "are measured, so every op is compared with its LogP prediction; the timer checks WaitPatternNull and "
                    + "WaitPatternUp show whether the clocks can be trusted. Without --np it runs "
                    + Defaults.COLLECTIVE_RANKS
                    + " ranks and times P = 2.." + Defaults.COLLECTIVE_RANKS + ". "
                    + "Writes collectives.csv, collectives_timers.csv, clock_sync.csv, collectives_model.csv and "
                    + "plots/<run-id>/collectives_vs_p.png and collectives_vs_size.png."
        })
final class CollectivesCommand extends MeasureCommand {

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

    @Mixin
    SweepOptions sweep = new SweepOptions();

    @Mixin
    CollectivesOptions collectives = new CollectivesOptions();

    @Option(
            names = "--no-reference",
            description = "skip the single pair's LogP measurement (then nothing is predicted)")
    boolean noReference;

    @Option(
            names = "--no-bulk",
            description =
                    "skip the T(n) sweep that gives the per-byte cost of the predictions (then only byte-free ones are made)")
    boolean noBulk;

    /** Without --np the collectives get {@link Defaults#COLLECTIVE_RANKS} ranks, and --help says so. */
    CollectivesCommand() {
        mpi.np = Defaults.COLLECTIVE_RANKS;
    }

    @Override
    JobPlan plan(JobPlan plan) {
        SmallMessageSettings settings = sweep.settings();
        CollectivePlan collectivePlan = collectives.plan(mpi.np);
        plan = plan.withCollectives(collectivePlan).withTimeout(sweep.timeoutNs());
        if (noReference) return plan;
        plan = plan.withPair(sweep.pair(settings, false));
        if (noBulk) return plan;
        // T(n) only, up to the largest collective message: R gives the per-byte cost where G is unknown.
        BulkOptions bulk = new BulkOptions();
        bulk.bulkMax = Math.max(sweep.payloadBytes(), collectivePlan.largestBytes());
        bulk.noSignatures = true;
        bulk.noGet = true;
        return bulk.bulkMax > sweep.payloadBytes() ? plan.withBulk(bulk.bulk(settings, sweep.payloadBytes())) : plan;
    }

    @Override
    Measurement.Report report() {
        return (dir, out) -> RunReport.afterRun(dir, out, summary.view(), charts.options());
    }
}
