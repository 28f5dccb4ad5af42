package io.logp.job;

import io.logp.experiment.RttResult;
import io.logp.format.run.RunDirectory;
import io.logp.meta.Incomplete;
import io.logp.ranklaunch.RankEnvironment;
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
    /** The writing rank's last progress line, for the mark of a run that ends early. */
    private final java.util.function.Supplier<String> progress;
    /** Set once every phase is done: meta.json then loses its mark. */
    private volatile boolean complete;

    private long lastMarkNs = System.nanoTime() - Job.PROGRESS_NS;
    /** The phase of the progress meta.json holds. */
    private String lastPhase;
    /** Volatile: a shutdown hook reads it to mark the run incomplete. */
    private volatile RunDirectory dir;

    RunMeta meta;
    FileSink sink;
    Optional<RttResult> smallRtt = Optional.empty();
    long clockOverheadNs;

    RunRecord(Path base, String runId, java.util.function.Supplier<String> progress) {
        this.base = base;
        this.runId = runId;
        this.progress = progress;
    }

    /**
     * {@code meta}, marked incomplete in every write until the job is done: a run ended by anything (Ctrl-C, a
     * failure, SIGKILL, a power cut) says so in meta.json, with how far it came.
     */
    RunMeta track(RunMeta meta) {
        return meta.markedWhile(this::runningMark);
    }

    private Incomplete runningMark() {
        return complete ? null : Incomplete.running(progress.get());
    }

    /**
     * A progress line was reported: meta.json's mark learns how far the run came, at most every
     * {@link Job#PROGRESS_NS} (never inside a timed loop: progress is reported between rounds and points).
     */
    void progressed() {
        long now = System.nanoTime();
        if (meta == null || dir == null) return;
        // A new phase is written at once: its first line came within PROGRESS_NS of the last phase's, and a failure
        // in the collectives was reported "at bulk store T(n)".
        String phase = phaseOf(progress.get());
        if (now - lastMarkNs < Job.PROGRESS_NS && java.util.Objects.equals(phase, lastPhase)) return;
        lastMarkNs = now;
        lastPhase = phase;
        meta.writeTo(dir);
    }

    /** The phase a progress line is in: its words before the first ':' ("collectives", "bulk store T(n)"). */
    static String phaseOf(String line) {
        if (line == null) return null;
        int colon = line.indexOf(':');
        return colon < 0 ? line : line.substring(0, colon);
    }

    /** Every phase is done: meta.json, if this rank wrote one, loses its mark. */
    void complete() throws IOException {
        complete = true;
        if (dir != null) io.logp.format.run.MeasuringLock.release(dir);
        if (dir != null && Files.exists(dir.metaJson())) io.logp.format.run.IncompleteMark.clear(dir.metaJson());
    }

    /** The launcher's directory when it started this job, else a new one (mpirun started by hand). */
    RunDirectory dir() throws IOException {
        if (dir != null) return dir;
        String given = System.getenv(RankEnvironment.RUN_DIR_ENV);
        if (given != null) {
            // Rank 0 may run on another host than the launcher: make the directory there too (it is the same one
            // on a shared file system, which is what the launcher's analysis needs).
            dir = RunDirectory.of(Path.of(given)).freshlyStamped();
            Files.createDirectories(dir.signaturesDir());
            dir.createPlotsDir();
        } else {
            RunDirectory fresh = RunDirectory.of(base, runId);
            dir = Files.isDirectory(fresh.signaturesDir()) ? fresh.freshlyStamped() : fresh.create();
        }
        io.logp.format.run.MeasuringLock.hold(dir);
        return dir;
    }

    Optional<RunDirectory> written() {
        return Optional.ofNullable(dir);
    }
}
