package io.logp.app;

import io.logp.data.MpiImplementation;
import io.logp.exit.UsageException;
import io.logp.fit.CallCost;
import io.logp.fit.FitException;
import io.logp.fit.model.PiecewiseLoggp;
import io.logp.fit.model.PiecewiseLoggpFitter;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.RunDirectory;
import io.logp.meta.RunMetadata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;

/**
 * A run directory's piecewise LogGP model, fitted from its files, with the MPI whose collective algorithms a
 * simulation of it should use.
 *
 * @param dir   the run directory
 * @param model the model
 * @param call  what each collective call costs besides its messages, as the run's collectives measured it (none
 *              without them)
 * @param mpi   the MPI the run measured (Open MPI when meta.json does not say)
 * @param meta  the run's meta.json
 * @param measured the collectives the run measured, as its analysis read them (none without collectives.csv)
 */
public record RunModel(
        RunDirectory dir,
        PiecewiseLoggp model,
        CallCost call,
        MpiImplementation mpi,
        RunMetadata meta,
        List<io.logp.format.run.CollectivesCsv.Row> measured) {

    public RunModel {
        measured = List.copyOf(measured);
    }

    /** Fits the run in {@code path}; a directory without a small-message signature has no model. */
    public static RunModel of(Path path) throws IOException, DataFormatException, FitException {
        if (!Files.isDirectory(path)) throw new UsageException("no such run directory: " + path);
        RunDirectory dir = RunDirectory.of(path);
        if (!(io.logp.analysis.RunAnalyser.analyse(dir, OptionalInt.empty()) instanceof io.logp.analysis.RunResult r))
            throw new UsageException("no signature.csv in " + path + ": a model needs the run's LogP parameters");
        if (!r.parameters().oS().isKnown())
            throw new UsageException("the run in " + path + " has no o_s: nothing to model");
        MpiImplementation mpi = r.meta().mpi().map(m -> m.implementation()).orElse(MpiImplementation.OPEN_MPI);
        if (mpi == null) mpi = MpiImplementation.OPEN_MPI;
        CallCost call = r.collectives()
                .map(c -> c.model() == null ? CallCost.NONE : c.model().call())
                .orElse(CallCost.NONE);
        List<io.logp.format.run.CollectivesCsv.Row> measured = r.collectives()
                .map(c -> c.points().stream()
                        .map(io.logp.analysis.CollectivesAnalysis.Point::row)
                        .toList())
                .orElse(List.of());
        return new RunModel(dir, PiecewiseLoggpFitter.fit(r.parameters(), r.bulk()), call, mpi, r.meta(), measured);
    }
}
