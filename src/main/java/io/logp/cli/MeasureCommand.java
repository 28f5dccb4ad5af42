package io.logp.cli;

import io.logp.report.RunDirectory;
import io.logp.transport.mpi.MpiRuntime;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * A command that measures over MPI. Started from a shell it validates its options, makes the run directory,
 * launches the ranks through mpirun and analyses their files; started by mpirun it is one of the ranks.
 */
abstract class MeasureCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;
    @Mixin
    MpiOptions mpi = new MpiOptions();
    @Mixin
    OutputOptions output = new OutputOptions();

    abstract MeasureWorker.Scope scope();

    /** Checks the options (a UsageException names the bad one) and builds what every rank will run. */
    abstract MeasureWorker worker(String name, List<String> args);

    /** Prints the outcome from the run directory's files, after the ranks are done. */
    abstract int report(RunDirectory dir, PrintWriter out) throws Exception;

    @Override
    public Integer call() throws Exception {
        SweepOptions.require(mpi.np >= 2, "--np must be >= 2 (a requester and a responder), got " + mpi.np);
        String name = spec.name();
        List<String> args = spec.commandLine().getParseResult().originalArgs();
        MeasureWorker worker = worker(name, args);
        String label = output.label != null ? output.label : name;
        PrintWriter out = spec.commandLine().getOut();
        if (MpiRuntime.isUnderMpirun()) {
            RunDirectory dir = worker.run(scope(), output.base, output.runId(label));
            return dir != null && !MeasureWorker.isLaunchedByLogp() ? report(dir, out) : ExitCodes.OK;
        }
        RunDirectory dir = RunDirectory.of(output.base, output.runId(label)).create();
        List<String> rankArgs = args.isEmpty() ? List.of(name) : args;
        int rc = new MpiLauncher(mpi).launch(rankArgs, dir.signaturesDir());
        if (rc != 0) {
            PrintWriter err = spec.commandLine().getErr();
            err.printf("logp: the measurement ended early (mpirun exit code %d); what was measured is kept in %s%n"
                    + "      (analyse it with: ./run-logp.sh fit %s)%n", rc, dir.signaturesDir(), dir.signaturesDir());
            err.flush();
            return rc == ExitCodes.INTERRUPTED || rc == 143 ? ExitCodes.INTERRUPTED : ExitCodes.FAILURE;
        }
        return report(dir, out);
    }
}
