package io.logp.app.profile;

import io.logp.analysis.ProfileCosts;
import io.logp.app.View;
import io.logp.app.launch.LaunchInterrupt;
import io.logp.app.launch.LaunchSettings;
import io.logp.app.launch.MpiLauncher;
import io.logp.app.launch.ProgramMpi;
import io.logp.data.QueueProfile;
import io.logp.exit.ExitCodes;
import io.logp.exit.UsageException;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.IncompleteMark;
import io.logp.format.run.MetaJson;
import io.logp.format.run.ProfileRecords;
import io.logp.format.run.RunDirectory;
import io.logp.meta.Incomplete;
import io.logp.meta.RunMetadata;
import io.logp.meta.Tool;
import io.logp.ranklaunch.MpiUnavailableException;
import io.logp.ranklaunch.RankEnvironment;
import io.logp.result.QueueProfileFiles;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code profile -- PROGRAM ARGS...}: runs any MPI program with logp's queue profiler preloaded on every rank,
 * merges the records the ranks wrote and writes queue_profile.csv, queue_profile.json, the charts and report.html.
 * The program's exit code wins over logp's; whatever the ranks wrote before a failure is kept and reported.
 *
 * @param command    PROGRAM and its arguments
 * @param limitNs    how long PROGRAM may run (--timeout); empty: no limit
 * @param launch     the launcher and its options
 * @param profiler   liblogp_profile.so of this MPI, as setup built it
 * @param setupMpi   the MPI setup chose (LOGP_MPI_KIND)
 * @param queuesRun  a queues run of the same MPI, to price the searches
 * @param arguments  logp's own command line, for meta.json
 */
public record Profile(
        List<String> command,
        Optional<Long> limitNs,
        LaunchSettings launch,
        Optional<Path> profiler,
        Optional<String> setupMpi,
        Optional<Path> queuesRun,
        List<String> arguments) {

    public Profile {
        if (command.isEmpty())
            throw new UsageException(
                    "profile needs a program: profile [OPTIONS] -- PROGRAM ARGS... (or --merge DIR for ranks "
                            + "started elsewhere)");
        command = List.copyOf(command);
        arguments = List.copyOf(arguments);
    }

    /** Runs the program and writes the run {@code runId} under {@code base}; returns the exit code. */
    public int run(Path base, String runId, View view, PrintWriter out, PrintWriter err)
            throws IOException, InterruptedException, DataFormatException {
        Path library = profiler.filter(Files::isRegularFile)
                .orElseThrow(() -> new MpiUnavailableException("the queue profiler is not built ("
                        + RankEnvironment.PROFILER_ENV + " is not set or names no file); ./run-logp.sh builds it with "
                        + "the MPI's mpicc"));
        Path program = resolve(command.get(0));
        Optional<ProgramMpi> linked = ProgramMpi.of(program);
        Optional<ProgramMpi> setup = setupMpi.flatMap(ProgramMpi::ofKind);
        if (linked.isPresent() && setup.isPresent() && linked.get() != setup.get()) {
            throw new UsageException("profile: " + program + " is linked with " + linked.get().label + " ("
                    + linked.get().library + ") but logp is set up for " + setup.get().label + " ("
                    + launch.mpirun() + "); the profiler must be built for the program's MPI: run with --mpi "
                    + linked.get().kind);
        }
        io.logp.app.launch.LauncherDialect.of(launch.mpirun()); // a launcher that cannot start fails here, first
        ProfileCosts costs = costs(queuesRun);
        // Armed before anything is made: an interrupt at any instant leaves a run marked interrupted or nothing.
        try (LaunchInterrupt interrupt = LaunchInterrupt.watch()) {
            RunDirectory dir = RunDirectory.of(base, runId).create();
            Path records = dir.signaturesDir().resolve(ProfileRecords.DIR);
            Files.createDirectories(records);
            writeMeta(dir, arguments);
            List<String> cmd = new ArrayList<>(command);
            cmd.set(0, program.toString());
            MpiLauncher launcher = new MpiLauncher(launch, interrupt);
            MpiLauncher.Ended ended = interrupt.happened()
                    ? new MpiLauncher.Ended(ExitCodes.INTERRUPTED, true)
                    : launcher.launchPreloaded(
                            cmd,
                            dir.signaturesDir(),
                            library,
                            Map.of("LOGP_PROFILE_DIR", records.toAbsolutePath().toString()),
                            limitNs.orElse(Long.MAX_VALUE));
            int rc = ended.exitCode();
            ProfileRecords got = ProfileRecords.read(records);
            if (ended.interrupted()) {
                String marked = mark(dir, Incomplete.Reason.INTERRUPTED, null);
                err.println("logp: profile interrupted; the records written so far are in " + records + marked);
                return ExitCodes.INTERRUPTED;
            }
            if (rc == MpiLauncher.TIMED_OUT && limitNs.isPresent()) {
                long seconds = java.util.concurrent.TimeUnit.NANOSECONDS.toSeconds(limitNs.get());
                String cause = program + " ran past --timeout " + seconds + " s; it and its ranks were stopped (the"
                        + " default is " + (long) io.logp.data.Defaults.PROFILE_TIMEOUT_SECONDS
                        + " s; give --timeout S, up to 86400, for a longer run)";
                String marked = mark(dir, Incomplete.Reason.FAILED, cause);
                err.println("logp: profile: " + cause + "; the records written so far ("
                        + got.ranks().size() + " ranks) are in " + records + marked);
                if (got.ranks().isEmpty()) return ExitCodes.FAILURE;
            } else if (got.ranks().isEmpty()) {
                return nothing(got, rc, program, err);
            }
            ProfileOutput.write(dir, got.ranks(), costs, run(program, linked, rc), view, out);
            return ended(got, rc, program, records, err);
        }
    }

    /** Marks meta.json incomplete; returns how to say so, or why it could not be done. */
    private static String mark(RunDirectory dir, Incomplete.Reason reason, String cause) {
        try {
            IncompleteMark.mark(
                    dir.metaJson(),
                    new Incomplete(reason, cause, null, Instant.now().toString()),
                    new Incomplete(null, null, null, null));
            return " (meta.json marks it " + reason.label() + ")";
        } catch (IOException | RuntimeException e) {
            return " (meta.json could not be marked: " + e.getMessage() + ")";
        }
    }

    /** No rank wrote a record: why, and the program's code when it failed, else logp's failure. */
    private int nothing(ProfileRecords got, int rc, Path program, PrintWriter err) {
        if (!got.noInit().isEmpty()) {
            err.println("logp: profile: " + program + " never called MPI_Init ("
                    + got.noInit().size() + " processes ended without it): there is no MPI traffic to profile");
        } else {
            err.println("logp: profile: no rank of " + program + " wrote a record: it ended before MPI_Init or was "
                    + "killed (launcher exit code " + rc + ")");
        }
        return rc != 0 ? rc : ExitCodes.FAILURE;
    }

    /** The records are written: the program's code, and what went wrong with it said. */
    private int ended(ProfileRecords got, int rc, Path program, Path records, PrintWriter err) {
        for (QueueProfile p : got.ranks()) {
            if (p.end() == QueueProfile.End.FINALIZE_TWICE) {
                err.println("logp: profile: rank " + p.rank() + " of " + program + " called MPI_Finalize twice");
            }
        }
        if (got.ranks().size() < launch.np()) {
            err.println("logp: profile: " + got.ranks().size() + " of " + launch.np() + " ranks wrote a record");
        }
        if (rc != 0) {
            err.println("logp: profile: " + program + " failed (exit code " + rc + "); the records of "
                    + got.ranks().size() + " ranks are kept in " + records + " and merged above");
        }
        return rc;
    }

    /** The cost per entry of a `queues` run, to price the searches; none without one. */
    static ProfileCosts costs(Optional<Path> queuesRun) throws IOException, DataFormatException {
        if (queuesRun.isEmpty()) return ProfileCosts.none();
        // The queues as the run's analysis has them: o_r from its fit when it measured a signature too.
        Optional<io.logp.analysis.QueueAnalysis> a;
        try {
            a = io.logp.analysis.RunAnalyser.analyse(RunDirectory.of(queuesRun.get()))
                    .queues();
        } catch (io.logp.fit.FitException e) {
            throw new DataFormatException(
                    queuesRun.get(),
                    0,
                    "the run's signature, whose o_r prices an entry, cannot be fitted: " + e.getMessage(),
                    e);
        }
        if (a.isEmpty()) {
            throw new DataFormatException(
                    queuesRun.get(),
                    0,
                    "no queue measurement here (queues_trials.csv): "
                            + "give the data directory of a `queues` run, signatures/<run-id>");
        }
        return ProfileCosts.of(a.get(), queuesRun.get().toString());
    }

    private QueueProfileFiles.Run run(Path program, Optional<ProgramMpi> linked, int rc) {
        return new QueueProfileFiles.Run(
                program.toString(),
                command.subList(1, command.size()),
                linked.map(m -> m.label).orElse(null),
                launch.describe(),
                launch.np(),
                rc);
    }

    static void writeMeta(RunDirectory dir, List<String> arguments) throws IOException {
        RunMetadata meta = RunMetadata.builder()
                .date(Instant.now().toString())
                .command("profile")
                .arguments(arguments)
                .tool(new Tool("logp", Tool.thisVersion(), System.getenv().getOrDefault("LOGP_COMMIT", "unknown")))
                .runId(dir.stamp().map(io.logp.format.run.RunStamp::id).orElse(null))
                .build();
        MetaJson.write(dir.signaturesDir().resolve("meta.json"), meta);
    }

    /** PROGRAM as a file: a path as given, a bare name on PATH as the shell finds it. */
    static Path resolve(String name) {
        List<Path> candidates = new ArrayList<>();
        if (name.contains("/")) {
            candidates.add(Path.of(name));
        } else {
            for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                if (!d.isEmpty()) candidates.add(Path.of(d, name));
            }
        }
        for (Path p : candidates) {
            if (Files.isRegularFile(p) && Files.isExecutable(p)) return p.toAbsolutePath();
        }
        throw new UsageException("profile: PROGRAM '" + name + "' is "
                + (name.contains("/") && Files.exists(Path.of(name)) ? "not an executable file" : "not found")
                + (name.contains("/") ? "" : " on PATH") + "; give the MPI program to run after --");
    }
}
