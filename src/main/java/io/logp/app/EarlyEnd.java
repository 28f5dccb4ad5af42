package io.logp.app;

import io.logp.app.launch.MpiLauncher;
import io.logp.app.launch.RankSignal;
import io.logp.app.launch.TempSpace;
import io.logp.app.launch.WatchedEnd;
import io.logp.exit.ExitCodes;
import io.logp.format.run.IncompleteMark;
import io.logp.format.run.RunDirectory;
import io.logp.meta.Incomplete;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What the launcher says and keeps when the ranks did not complete: interrupted (Ctrl-C, SIGTERM), failed (a rank's
 * error, printed above by the rank), or ended before anything was written (the MPI job never came up: a bad host,
 * MCA setting or library). A run with data keeps it and is marked incomplete in meta.json; a run without any is
 * removed, so no empty directory claims to hold a measurement.
 */
final class EarlyEnd {

    private final RunDirectory dir;
    /** The signatures/ and plots/ directories this launch made (removed with the run when it is empty). */
    private final boolean madeParents;

    /** The launch as given ({@link io.logp.app.launch.LaunchSettings#describe}), named when it could not start. */
    private final String launch;

    EarlyEnd(RunDirectory dir, boolean madeParents, String launch) {
        this.dir = dir;
        this.madeParents = madeParents;
        this.launch = launch;
    }

    /** Prints how the run ended and what is kept; returns the exit code. */
    int report(MpiLauncher.Ended end, PrintWriter err) {
        // The launcher's 130 or 143 without this JVM's own signal is a rank ended from outside when that rank said
        // so in meta.json ("rank 0 ended (SIGTERM)"): a failure, not the user's interruption.
        boolean rankEnded = IncompleteMark.of(dir.metaJson())
                .map(Incomplete::endedBy)
                .filter(by -> by == Incomplete.EndedBy.RANK_SIGNAL)
                .isPresent();
        // A rank the launcher itself reports killed by a signal is the cause, whatever the exit code says (mpirun
        // exits 137 for a rank killed by SIGKILL, as for its own kill).
        Optional<String> killed =
                end.interrupted() ? Optional.empty() : end.rankSignal().map(EarlyEnd::killedCause);
        boolean interrupted = end.interrupted()
                || killed.isEmpty()
                        && !rankEnded
                        && (end.exitCode() == ExitCodes.INTERRUPTED || end.exitCode() == 128 + 15);
        int code = interrupted ? ExitCodes.INTERRUPTED : ExitCodes.FAILURE;
        // The ranks are gone: a write one of them began and never renamed (kill -9 of rank 0 mid-write) is no data.
        deleteTemporaries(dir.signaturesDir());
        if (files(dir.signaturesDir()) == 0) {
            removeEmpty();
            if (interrupted) {
                err.println("logp: interrupted before anything was measured; the empty run directory was removed");
            } else if (end.watched()
                    .map(w -> w.reason() == WatchedEnd.Reason.NOT_STARTED)
                    .orElse(false)) {
                err.printf(
                        "logp: the MPI job did not start: no rank began measuring within %d s (--timeout and %d s "
                                + "to start), and the launcher was still waiting; it was stopped. The launch was %s: "
                                + "check the MPI's message above, the open-file limit (ulimit -n), and for srun that "
                                + "slurmd is up and the partition has free nodes (sinfo); nothing was written%n",
                        end.watched().get().seconds(), LaunchProgress.START_SECONDS, launch);
                code = ExitCodes.MPI_UNAVAILABLE;
            } else if (end.exitCode() == 0) {
                // It said it succeeded, yet no rank of logp's ran: not an MPI launcher (--mpirun /bin/true).
                err.printf(
                        "logp: the launcher ended before it measured anything: %s exited with code 0 and no rank "
                                + "wrote a file; --mpirun must name the MPI's launcher (mpirun or mpiexec). Nothing "
                                + "was written%n",
                        launch);
                code = ExitCodes.MPI_UNAVAILABLE;
            } else {
                err.printf(
                        "logp: the MPI job ended before it measured anything (mpirun exit code %d; the message "
                                + "above says why, when the MPI printed one): the ranks or MPI in them could not start "
                                + "with %s. Check --hostfile, --mca, --mpi and --transport%s; nothing was written%n",
                        end.exitCode(),
                        launch,
                        TempSpace.shortage().map(t -> "; " + t).orElse(""));
                code = ExitCodes.MPI_UNAVAILABLE;
            }
            err.flush();
            return code;
        }
        // A rank's "rank 0 ended (SIGTERM)" is the launcher's clean-up after the rank it saw killed: that one is named.
        Optional<String> cause = IncompleteMark.of(dir.metaJson())
                .filter(i -> killed.isEmpty() || !echo(i))
                .map(Incomplete::cause)
                .or(() -> killed);
        String marked = mark(interrupted, end, killed);
        String progress =
                IncompleteMark.of(dir.metaJson()).map(Incomplete::progress).orElse(null);
        String what;
        if (interrupted) {
            what = "logp: interrupted";
        } else if (end.watched().isPresent()) {
            what = "logp: the measurement failed: " + watchedCause(end.watched().get());
        } else if (cause.isPresent()) {
            what = "logp: the measurement failed: " + cause.get();
        } else {
            what = "logp: the measurement failed (mpirun exit code " + end.exitCode() + launcherEnd(end.exitCode())
                    + ")";
        }
        if (progress != null) what += "\n      at " + progress;
        boolean measured = files(dir.signaturesDir()) > (Files.exists(dir.metaJson()) ? 1 : 0);
        if (measured) {
            err.printf("%s%n      the data measured so far is kept in %s%s%n", what, dir.signaturesDir(), marked);
            // The command by the kind of run the files show: fit needs signature.csv, which pairs never write.
            Optional<String> analyse = AnalyseCommand.of(dir);
            if (analyse.isPresent()) err.printf("      analyse it with: %s%n", analyse.get());
            else err.printf("      no logp command analyses these files alone%n");
        } else {
            err.printf("%s%n      nothing was measured yet; %s describes the run%s%n", what, dir.metaJson(), marked);
        }
        err.flush();
        return code;
    }

    /** A rank's own cause when a signal from outside ended it: the launcher's clean-up, when it saw a rank killed. */
    private static boolean echo(Incomplete i) {
        return i.endedBy() == Incomplete.EndedBy.RANK_SIGNAL;
    }

    /** A rank killed by a signal, as the launcher reported it. */
    static String killedCause(RankSignal r) {
        String who = r.rank().isPresent()
                ? "rank " + r.rank().getAsInt()
                : "a rank" + (r.pid().isPresent() ? " (pid " + r.pid().getAsLong() + ")" : "");
        return who + " was killed by " + r.signalName() + " (signal " + r.signal()
                + "), as the MPI's launcher reported";
    }

    /** Why logp ended a launcher that did not end by itself. */
    static String watchedCause(WatchedEnd w) {
        return switch (w.reason()) {
            case STOPPED ->
                "the launcher was stopped (SIGSTOP) for more than " + w.seconds()
                        + " s (--timeout and a grace); it and its ranks were killed";
            case RANK_ZERO_GONE ->
                "rank 0 (pid " + w.pid() + ") ended, yet the launcher was still waiting " + w.seconds()
                        + " s later (a Slurm step lost with its slurmstepd, or a launcher that missed the end); it "
                        + "and any rank left were killed";
            case NOT_STARTED -> "no rank began measuring within " + w.seconds() + " s; the launcher was stopped";
        };
    }

    /**
     * What the launcher's exit code says: a signal's name when it was killed (128 + N; kill -9 of mpirun printed
     * "the cause is printed above" above nothing), else where the MPI's own words are.
     */
    static String launcherEnd(int exitCode) {
        String signal =
                switch (exitCode - 128) {
                    case 1 -> "SIGHUP";
                    case 6 -> "SIGABRT";
                    case 9 -> "SIGKILL";
                    case 11 -> "SIGSEGV";
                    case 15 -> "SIGTERM";
                    default -> null;
                };
        return signal != null
                ? ": the launcher was killed by " + signal + " from outside logp, and printed nothing"
                : "; any cause the MPI or a rank gave is printed above";
    }

    /** Whether the ranks wrote anything into the run directory. */
    boolean anythingWritten() {
        return files(dir.signaturesDir()) > 0;
    }

    /** Marks meta.json; returns how to say so, or why it could not be done (the disk may be full). */
    private String mark(boolean interrupted, MpiLauncher.Ended end, Optional<String> killed) {
        int exitCode = end.exitCode();
        try {
            // Ctrl-C reaches the ranks too, or mpirun passes it on as SIGTERM: their "rank 0 ended (SIGTERM)" is the
            // interruption's echo, not a cause of its own.
            if (end.interrupted()) {
                IncompleteMark.markInterrupted(dir.metaJson());
                return " (meta.json marks it incomplete)";
            }
            String replaced = killed.filter(k -> IncompleteMark.of(dir.metaJson())
                            .filter(i -> i.cause() != null)
                            .map(EarlyEnd::echo)
                            .orElse(true))
                    .orElse(null);
            IncompleteMark.mark(
                    dir.metaJson(),
                    new Incomplete(
                            interrupted ? Incomplete.Reason.INTERRUPTED : Incomplete.Reason.FAILED,
                            replaced,
                            replaced == null ? null : Incomplete.EndedBy.LAUNCHER,
                            null,
                            null),
                    new Incomplete(
                            null,
                            interrupted
                                    ? null
                                    : end.watched().map(EarlyEnd::watchedCause).orElse("mpirun exit code " + exitCode),
                            interrupted ? null : Incomplete.EndedBy.LAUNCHER,
                            null,
                            null));
            return " (meta.json marks it incomplete)";
        } catch (IOException | RuntimeException e) {
            return " (meta.json could not be marked incomplete: " + e.getMessage() + ")";
        }
    }

    /**
     * The run's files in {@code directory}; hidden ones are not data: the measuring rank's lock ({@code .measuring})
     * stays after it ends, and a temporary file is a write that did not finish.
     */
    private static long files(Path directory) {
        if (!Files.isDirectory(directory)) return 0;
        try (Stream<Path> all = Files.list(directory)) {
            return all.filter(p -> !p.getFileName().toString().startsWith(".")).count();
        } catch (IOException e) {
            return 0;
        }
    }

    /** Removes the run's directories when nothing was written to them (a launch that could not start). */
    void removeIfEmpty() {
        if (files(dir.signaturesDir()) == 0) removeEmpty();
    }

    private void removeEmpty() {
        deleteHidden(dir.signaturesDir());
        delete(dir.signaturesDir());
        delete(dir.plotsDir());
        if (madeParents) {
            delete(dir.signaturesDir().getParent());
            delete(dir.plotsDir().getParent());
        }
    }

    /** Temporary files of writes that never finished ({@code .signature.csv.<rand>.tmp}). */
    private static void deleteTemporaries(Path directory) {
        if (!Files.isDirectory(directory)) return;
        try (Stream<Path> all = Files.list(directory)) {
            for (Path p : all.filter(p -> {
                        String name = p.getFileName().toString();
                        return name.startsWith(".") && name.endsWith(".tmp");
                    })
                    .toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // what cannot be removed stays: it is hidden, and no reader takes it for data
        }
    }

    /** The lock and temporary files of a run that wrote nothing else. */
    private static void deleteHidden(Path directory) {
        if (!Files.isDirectory(directory)) return;
        try (Stream<Path> all = Files.list(directory)) {
            for (Path p :
                    all.filter(p -> p.getFileName().toString().startsWith(".")).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // what cannot be removed keeps its directory; the message has said nothing was written
        }
    }

    private static void delete(Path empty) {
        try {
            Files.deleteIfExists(empty);
        } catch (DirectoryNotEmptyException e) {
            // something else lives there: it stays
        } catch (IOException e) {
            // an empty directory left behind is harmless; the message has said nothing was written
        }
    }
}
