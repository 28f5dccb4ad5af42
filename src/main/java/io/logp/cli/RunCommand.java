package io.logp.cli;

import io.logp.app.Measurement;
import io.logp.app.ResultWriter;
import io.logp.data.Defaults;
import io.logp.data.JobPlan;
import io.logp.data.SmallMessageSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The full run: RTT and the small-message signature between rank 0 and rank 1, bulk transfers, fitted to LogP. */
@Command(
        name = "run",
        header = "The full run (signature, bulk, ping-pong; more with --np > 2)",
        mixinStandardHelpOptions = true,
        abbreviateSynopsis = true,
        description = {
            "Measures the RTT and the message-cost signature between rank 0 and rank 1 over MPI, "
                    + "then bulk transfers (T(n), o_s(n), g(n)) and a short ping-pong, fits the LogP parameters and "
                    + "writes signatures/<run-id>/ and plots/<run-id>/. With more than 2 ranks (--np) it also measures "
                    + "contention, as the contention command does; then it times the MPI collectives with synchronised launches "
                    + "(MPIPerf) for P = 2 up to --np and compares them with their LogP predictions, as the collectives "
                    + "command does. Prints a one-screen summary (--verbose: everything) and writes report.html."
        })
final class RunCommand extends MeasureCommand {

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

    @Mixin
    SweepOptions sweep = new SweepOptions();

    /** The default run's bulk signatures stop at 64 KiB unless T(n)'s large-message regime needs 256 KiB. */
    @Mixin
    BulkOptions bulk = new BulkOptions(Defaults.RUN_BULK_SIGNATURE_SIZES, Defaults.RUN_LARGE_REGIME_SIZES);

    @Mixin
    ContentionOptions contention = new ContentionOptions();

    @Mixin
    CollectivesOptions collectives = new CollectivesOptions();

    @Option(
            names = "--no-collectives",
            description = "skip the collectives (MPIPerf-style timing with LogP predictions)")
    boolean noCollectives;

    @Option(names = "--no-contention", description = "with more than 2 ranks, skip the contention patterns")
    boolean noContention;

    @Option(names = "--no-bulk", description = "skip the bulk transfers (T0, R, G, o_s(n), g(n)) after the signature")
    boolean noBulk;

    @Option(
            names = "--no-pingpong",
            description = "skip the short ping-pong (latency statistics and bandwidth) after the signature")
    boolean noPingPong;

    @Option(
            names = "--queues",
            description =
                    "also measure the MPI queue costs (as the queues command with its defaults), so they compare with this run's o_r")
    boolean queues;

    @Override
    JobPlan plan(JobPlan plan) {
        SmallMessageSettings settings = sweep.settings();
        plan = plan.withPair(sweep.pair(settings, false));
        if (!noPingPong) plan = plan.withPingPong(PingPongOptions.brief(mpi.np));
        if (!noBulk) plan = plan.withBulk(bulk.bulk(settings, sweep.payloadBytes()));
        if (!noContention && mpi.np > 2) {
            plan = plan.withContention(
                    new JobPlan.Contention(contention.settings(sweep.payloadBytes(), mpi.np), contention.window));
        }
        if (!noCollectives) plan = plan.withCollectives(collectives.plan(mpi.np));
        return queues ? plan.withQueues(new QueueOptions().settings(mpi.np)) : plan;
    }

    @Override
    Measurement.Report report() {
        return (dir, out) -> ResultWriter.afterRun(dir, out, summary.view(), charts.options(), queues);
    }
}
