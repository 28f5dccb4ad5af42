package io.logp.app;

import io.logp.app.launch.MpiLauncher;
import io.logp.experiment.RttResult;
import io.logp.report.RunDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What the writing rank (rank 0; the ping-pong's source when nothing else runs) carries from one phase to the next: the run directory (made by the first phase that
 * writes), meta.json's contents, the small-message files, and the pair's RTT and clock overhead that the bulk phase
 * builds on.
 */
final class RunRecord {

    private final Path base;
    private final String runId;
    private RunDirectory dir;
    RunMeta meta;
    FileSink sink;
    Optional<RttResult> smallRtt = Optional.empty();
    long clockOverheadNs;

    RunRecord(Path base, String runId) {
        this.base = base;
        this.runId = runId;
    }

    /** The launcher's directory when it started this job, else a new one (mpirun started by hand). */
    RunDirectory dir() throws IOException {
        if (dir != null) return dir;
        String given = System.getenv(MpiLauncher.RUN_DIR_ENV);
        if (given != null) {
            // Rank 0 may run on another host than the launcher: make the directory there too (it is the same one
            // on a shared file system, which is what the launcher's analysis needs).
            dir = RunDirectory.of(Path.of(given));
            Files.createDirectories(dir.signaturesDir());
            Files.createDirectories(dir.plotsDir());
        } else {
            RunDirectory fresh = RunDirectory.of(base, runId);
            dir = Files.isDirectory(fresh.signaturesDir()) ? fresh : fresh.create();
        }
        return dir;
    }

    Optional<RunDirectory> written() {
        return Optional.ofNullable(dir);
    }
}
