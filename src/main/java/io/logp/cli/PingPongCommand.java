package io.logp.cli;

import io.logp.report.RunDirectory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintWriter;
import java.util.List;

/** Ping-pong latency statistics (Luecke et al.) and the latency/bandwidth line of a size sweep. */
@Command(name = "pingpong", mixinStandardHelpOptions = true,
        description = {"Times blocking ping-pongs between --source and --dest as Luecke et al. do: timer check of "
                + "System.nanoTime and MPI_Wtime, npp by the res_npp rule, a handshake before each trial, full "
                + "statistics and distribution of the half round trips (also filtered at --cut-coef x median), "
                + "then a size sweep fitted to TransferTime = Ts + Tc*n.",
                "Writes pingpong_summary.txt, pingpong_full.txt, pingpong.json, pingpong.csv and the raw samples."})
final class PingPongCommand extends MeasureCommand {

    @Mixin
    PingPongOptions pingPong = new PingPongOptions();

    @Override
    MeasureWorker worker(String name, List<String> args) {
        return new MeasureWorker(name, args, null, null, pingPong.settings(mpi.np), output.quiet, System.err);
    }

    @Override
    MeasureWorker.Scope scope() {
        return MeasureWorker.Scope.NONE;
    }

    @Override
    int report(RunDirectory dir, PrintWriter out) throws Exception {
        return PingPongReport.full(dir, out, pingPong.cutCoef);
    }
}
