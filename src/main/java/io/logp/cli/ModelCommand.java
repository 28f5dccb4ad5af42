package io.logp.cli;

import io.logp.app.ModelExport;
import io.logp.exit.UsageException;
import io.logp.presentation.ModelFormat;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Exports a run's piecewise LogGP model to the simulators people use. */
@Command(
        name = "model",
        header = "A run's LogGP model for SimGrid, LogGOPSim, Netgauge",
        mixinStandardHelpOptions = true,
        description = {
            "Fits the piecewise LogGP model of the run in DIR (o_s(n), o_r(n), g(n), L(n) per protocol regime, G, the"
                    + " eager limit), writes it as DIR/model.json and prints it in the form --format names: model.json's"
                    + " object, a SimGrid platform file with its smpi/* settings (smpirun -platform FILE), LogGOPSim's"
                    + " flags (integers in ns), or Netgauge's loggp table (which CODES reads). Needs no MPI."
        })
final class ModelCommand implements Callable<Integer> {

    /** The largest SimGrid cluster written. */
    static final int MAX_HOSTS = 1 << 20;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "a run directory, e.g. signatures/<run-id>")
    Path dir;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "json",
            converter = Choices.ModelFormats.class,
            description = "json, simgrid, loggopsim or netgauge (default: ${DEFAULT-VALUE})")
    ModelFormat format;

    @Option(
            names = "--hosts",
            paramLabel = "N",
            defaultValue = "1024",
            description = "hosts of the SimGrid cluster (default: ${DEFAULT-VALUE})")
    int hosts;

    @Option(names = "--output", paramLabel = "FILE", description = "write the export to FILE instead of stdout")
    Path output;

    @Override
    public Integer call() throws Exception {
        if (hosts < 2 || hosts > MAX_HOSTS)
            throw new UsageException("--hosts must be in 2.." + MAX_HOSTS + ", got " + hosts);
        return ModelExport.export(
                dir,
                format,
                hosts,
                Optional.ofNullable(output),
                spec.commandLine().getOut());
    }
}
