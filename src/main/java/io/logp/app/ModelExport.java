package io.logp.app;

import io.logp.exit.ExitCodes;
import io.logp.fit.FitException;
import io.logp.fit.model.SimgridCalibration;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.DataFormatException;
import io.logp.presentation.ModelFormat;
import io.logp.result.ModelExports;
import io.logp.result.ModelJson;
import io.logp.result.SimgridPlatform;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code model DIR}: fits the run's piecewise LogGP model, writes it as DIR/model.json, and prints it (or writes it to
 * a file) in the form another tool reads.
 */
public final class ModelExport {

    private ModelExport() {}

    /**
     * @param hosts  hosts of the SimGrid cluster
     * @param output where to write the export instead of stdout
     */
    public static int export(Path dirPath, ModelFormat format, int hosts, Optional<Path> output, PrintWriter out)
            throws IOException, DataFormatException, FitException {
        RunModel m = RunModel.of(dirPath);
        ModelJson.write(m.dir().modelJson(), m.model());
        String text =
                switch (format) {
                    case JSON -> ModelJson.toJson(m.model()) + "\n";
                    case SIMGRID ->
                        SimgridPlatform.xml(
                                SimgridCalibration.of(m.model()),
                                m.mpi(),
                                hosts,
                                "logp model of run " + m.dir().runId() + " ("
                                        + m.mpi().label()
                                        + "): smpirun -platform THIS_FILE -hostfile HOSTS -np P PROGRAM, HOSTS"
                                        + " naming node-0 .. node-" + (hosts - 1));
                    case LOGGOPSIM -> ModelExports.loggopsim(m.model());
                    case NETGAUGE -> ModelExports.netgauge(m.model());
                };
        if (output.isPresent()) {
            AtomicFiles.write(output.get(), text);
            out.println("model: " + m.dir().modelJson());
            out.println(format.name().toLowerCase(java.util.Locale.ROOT) + ": " + output.get());
        } else {
            out.print(text);
        }
        out.flush();
        return ExitCodes.OK;
    }
}
