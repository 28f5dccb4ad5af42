package io.logp.app.profile;

import io.logp.analysis.ProfileCosts;
import io.logp.app.View;
import io.logp.exit.ExitCodes;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.ProfileRecords;
import io.logp.format.run.RunDirectory;
import io.logp.result.QueueProfileFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * {@code profile --merge DIR}: the already-launched mode. A batch script's own srun (or mpirun) started the program
 * with the profiler preloaded and LOGP_PROFILE_DIR=DIR; this copies the records its ranks wrote into a new run's
 * ranks/ and writes the same files as {@link Profile} (csv, json, charts, report), without starting anything.
 *
 * @param records   the directory the ranks wrote their records into
 * @param program   the program that ran, for the report's title; empty when not given
 * @param queuesRun a queues run of the same MPI, to price the searches
 * @param arguments logp's own command line, for meta.json
 */
public record ProfileMerge(Path records, Optional<String> program, Optional<Path> queuesRun, List<String> arguments) {

    public ProfileMerge {
        arguments = List.copyOf(arguments);
    }

    /** Writes the run {@code runId} under {@code base}; 0 when ranks wrote records, 1 when none did, 3 no DIR. */
    public int run(Path base, String runId, View view, PrintWriter out, PrintWriter err)
            throws IOException, DataFormatException {
        if (!Files.isDirectory(records)) {
            throw new DataFormatException(
                    records,
                    0,
                    "no such directory: --merge takes the directory the ranks wrote their records into "
                            + "(their LOGP_PROFILE_DIR)");
        }
        ProfileRecords got = ProfileRecords.read(records);
        String title = program.orElse("the ranks' records in " + records);
        if (got.ranks().isEmpty()) {
            err.println("logp: profile --merge: no rank record (rank-<r>.json) in " + records
                    + (got.noInit().isEmpty()
                            ? ": were the ranks started with LD_PRELOAD=$LOGP_MPI_PROFILER and LOGP_PROFILE_DIR="
                                    + records + "?"
                            : "; " + got.noInit().size() + " processes ended without calling MPI_Init"));
            return ExitCodes.FAILURE;
        }
        ProfileCosts costs = Profile.costs(queuesRun);
        RunDirectory dir = RunDirectory.of(base, runId).create();
        Path ranks = dir.signaturesDir().resolve(ProfileRecords.DIR);
        Files.createDirectories(ranks);
        try (Stream<Path> files = Files.list(records)) {
            // the run keeps its own copy: the job's directory may be cleaned, and the run must still re-render
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .toList()) {
                Files.copy(f, ranks.resolve(f.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Profile.writeMeta(dir, arguments);
        QueueProfileFiles.Run run = new QueueProfileFiles.Run(
                title,
                List.of(),
                got.ranks().get(0).library(),
                "already launched; records merged from " + records.toAbsolutePath(),
                got.ranks().size(),
                null);
        ProfileOutput.write(dir, got.ranks(), costs, run, view, out);
        if (!got.noInit().isEmpty()) {
            err.println("logp: profile --merge: " + got.noInit().size()
                    + " processes ended without calling MPI_Init (not ranks of the program?)");
        }
        return ExitCodes.OK;
    }
}
