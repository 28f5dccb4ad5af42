package io.logp.cli;

import io.logp.app.Measurement;
import io.logp.app.PingPongReport;
import io.logp.data.JobPlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** Ping-pong latency statistics (Luecke et al.) and the latency/bandwidth line of a size sweep. */
@Command(
        name = "pingpong",
        header = "Blocking ping-pong statistics and the line Ts + n Tc",
        mixinStandardHelpOptions = true,
        description = {
            "Times blocking ping-pongs between --source and --dest as Luecke et al. do: timer check of "
                    + "System.nanoTime and MPI_Wtime, npp by the res_npp rule, a handshake before each trial, full "
                    + "statistics and distribution of the half round trips (also filtered at --cut-coef x median), "
                    + "then a size sweep fitted to TransferTime = Ts + Tc*n.",
            "Writes pingpong_summary.txt, pingpong_full.txt, pingpong.json, pingpong.csv and the raw samples."
        })
final class PingPongCommand extends MeasureCommand {

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

    @Mixin
    PingPongOptions pingPong = new PingPongOptions();

    @Override
    JobPlan plan(JobPlan plan) {
        return plan.withPingPong(pingPong.settings(mpi.np)).withTimeout(pingPong.pair.timeoutNs());
    }

    @Override
    Measurement.Report report() {
        return (dir, out) -> PingPongReport.full(dir, out, pingPong.cutCoef, summary.view(), charts.options());
    }
}
