package io.logp.app.launch;

import io.logp.ranklaunch.MpiUnavailableException;
import io.logp.ranklaunch.RankEnvironment;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Starts the measuring ranks through the MPI's launcher (Open MPI's mpirun, MPICH's mpiexec) or Slurm's srun: the
 * command line (ranks, hostfile, MCA settings, the JVM of
 * every rank) and the process. The launching JVM itself never initialises MPI; it analyses the run's files when
 * the ranks are done, so a run's table comes from exactly the files anyone can re-analyse.
 */
public final class MpiLauncher {

    /**
     * What the ranks' environment adds for UCX where this launcher's ranks need it ({@link RanksEnvironment#ucxHooks});
     * {@code below}: the ranks run a transport beneath MPI.
     */
    public Map<String, String> ucxHooks(boolean below) {
        return RanksEnvironment.ucxHooks(dialect(), below, System.getenv());
    }

    /** What every rank runs: the command line's entry, named rather than imported (the launcher sits below cli). */
    static final String MAIN_CLASS = "io.logp.cli.Main";

    private final LaunchSettings mpi;
    private LauncherDialect knownDialect;
    /** Armed by the caller before the run directory was made; null: each launch arms its own. */
    private final LaunchInterrupt given;
    /** The last launch's own, when none was given: the caller reports on it. */
    private volatile LaunchInterrupt own;

    public MpiLauncher(LaunchSettings mpi) {
        this(mpi, null);
    }

    /** A launcher whose launches are covered by {@code interrupt}, armed before the run directory was made. */
    public MpiLauncher(LaunchSettings mpi, LaunchInterrupt interrupt) {
        this.mpi = mpi;
        this.given = interrupt;
    }

    /**
     * The full launcher command line, in {@code dialect}, that runs {@code Main} with {@code args} on every rank;
     * {@code rankEnv} is passed to every rank.
     */
    public List<String> command(
            LauncherDialect dialect,
            Map<String, String> rankEnv,
            List<String> args,
            String javaBin,
            String classpath,
            Path libDir,
            int cores) {
        List<String> cmd = launcherPart(dialect, rankEnv, cores);
        cmd.addAll(RankCommand.words(javaBin, HugePages.available(), libDir, classpath));
        cmd.addAll(args);
        return cmd;
    }

    /** The launcher and its own options (ranks, hosts, binding, MCA, the ranks' environment), before the program. */
    List<String> launcherPart(LauncherDialect dialect, Map<String, String> rankEnv, int cores) {
        List<String> cmd = new ArrayList<>();
        cmd.add(mpi.mpirun());
        cmd.addAll(dialect.start(System.getenv()));
        cmd.addAll(dialect.ranks(mpi.np()));
        if (mpi.hostfile().isPresent()) {
            cmd.addAll(dialect.hostfile(mpi.hostfile().get()));
        } else if (mpi.np() > cores) {
            cmd.addAll(dialect.oversubscribe());
        }
        mpi.mapBy().ifPresent(m -> cmd.addAll(dialect.mapBy(m)));
        if (mpi.bindTo().isPresent()) {
            cmd.addAll(dialect.bindTo(mpi.bindTo().get()));
        } else if (!dialect.bindsByDefault() && mpi.hostfile().isEmpty() && mpi.np() <= cores) {
            // An unbound rank can be moved between cores and shares its core with whatever else runs: bind each
            // rank to a core of its own where they fit (UNBOUND_RANKS warns where they were not bound).
            cmd.addAll(dialect.bindTo("core"));
        }
        // srun has no --mca: the ranks get Open MPI's parameters as OMPI_MCA_ variables (rankEnv).
        Map<String, String> mcaOptions = dialect == LauncherDialect.SRUN ? Map.of() : mpi.mca();
        for (Map.Entry<String, String> e : mcaOptions.entrySet()) {
            cmd.add("--mca");
            cmd.add(e.getKey());
            cmd.add(e.getValue());
        }
        rankEnv.forEach((k, v) -> cmd.addAll(dialect.export(k, v)));
        return cmd;
    }

    /**
     * How a launch ended: the launcher's exit code, and whether this JVM was interrupted meanwhile (Ctrl-C, SIGTERM,
     * SIGHUP), in which case the launcher and its ranks were stopped and the JVM exits once {@link #reported()}.
     */
    public record Ended(
            int exitCode, boolean interrupted, Optional<WatchedEnd> watched, Optional<RankSignal> rankSignal) {

        /** How a launcher that logp did not end, and that reported no rank killed, ended. */
        public Ended(int exitCode, boolean interrupted) {
            this(exitCode, interrupted, Optional.empty(), Optional.empty());
        }
    }

    /**
     * Runs the launcher and waits for it. Interrupted, this JVM stops the launcher (and so the ranks) and waits up
     * to {@value LaunchInterrupt#REPORT_SECONDS} s for {@link #reported()} before it exits, so the caller can say what was kept.
     * {@code env} is passed to every rank besides what the launcher passes itself. A launcher stopped alone for
     * longer than the ranks' {@code timeoutNs} and a grace is killed with its ranks ({@link StoppedLauncher}).
     */
    public Ended launch(List<String> args, Path runDir, Map<String, String> env, long timeoutNs)
            throws IOException, InterruptedException {
        return launch(args, runDir, env, timeoutNs, LaunchWatch.NONE);
    }

    /** As {@link #launch(List, Path, Map, long)}, with {@code watch} looking at the run's files once a second. */
    public Ended launch(List<String> args, Path runDir, Map<String, String> env, long timeoutNs, LaunchWatch watch)
            throws IOException, InterruptedException {
        LauncherDialect dialect = dialect();
        Map<String, String> rankEnv = rankEnv(runDir, dialect);
        rankEnv.putAll(env);
        List<String> cmd = command(
                dialect,
                rankEnv,
                args,
                RankJvm.javaBinary(),
                System.getProperty("java.class.path"),
                RankJvm.libraryDir(),
                Runtime.getRuntime().availableProcessors());
        // logp's ranks print nothing on standard output that the user asked for: what reaches it there is an MPI's
        // or a crashing JVM's banner, which must not land inside the launcher's --json on standard output.
        return run(cmd, rankEnv, ProcessBuilder.Redirect.INHERIT, Long.MAX_VALUE, timeoutNs, true, watch, true);
    }

    /** The caller has said how the launch ended: an interrupted JVM may now exit. */
    public void reported() {
        LaunchInterrupt i = given != null ? given : own;
        if (i != null) i.reported();
    }

    /**
     * Runs a plain MPI program (logp's C twin) on the ranks, its output appended to {@code log}, and waits at most
     * {@code limitNs}: a C program has no watchdog of its own, so past the limit the launcher and its ranks are
     * stopped and the exit code is {@link #TIMED_OUT}.
     */
    public int launchProgram(List<String> program, Path runDir, Path log, long limitNs)
            throws IOException, InterruptedException {
        LauncherDialect dialect = dialect();
        Map<String, String> rankEnv = rankEnv(runDir, dialect);
        List<String> cmd = launcherPart(dialect, rankEnv, Runtime.getRuntime().availableProcessors());
        cmd.addAll(program);
        return run(
                        cmd,
                        rankEnv,
                        ProcessBuilder.Redirect.appendTo(log.toFile()),
                        limitNs,
                        limitNs,
                        false,
                        LaunchWatch.NONE,
                        false)
                .exitCode();
    }

    /**
     * Runs any MPI program on the ranks with {@code preload} in their LD_PRELOAD (given to the ranks alone, not to
     * the launcher) and {@code env} in their environment; the program's output goes to this process's. Returns the
     * launcher's exit code, which is the program's own when a rank failed, or {@link #TIMED_OUT} when it ran past
     * {@code limitNs} (Long.MAX_VALUE: no limit) and was stopped.
     */
    public Ended launchPreloaded(List<String> program, Path runDir, Path preload, Map<String, String> env, long limitNs)
            throws IOException, InterruptedException {
        LauncherDialect dialect = dialect();
        Map<String, String> rankEnv = rankEnv(runDir, dialect);
        rankEnv.putAll(env);
        List<String> cmd = launcherPart(dialect, rankEnv, Runtime.getRuntime().availableProcessors());
        String preloads = preload.toString();
        String user = System.getenv("LD_PRELOAD");
        if (user != null && !user.isBlank()) preloads = preloads + ":" + user;
        cmd.addAll(dialect.exportValue("LD_PRELOAD", preloads));
        cmd.addAll(program);
        // A stopped launcher of a profiled program is the user's (Ctrl-Z), never killed for it; --timeout bounds
        // the whole run.
        return run(
                cmd,
                rankEnv,
                ProcessBuilder.Redirect.INHERIT,
                limitNs,
                Long.MAX_VALUE / 2,
                true,
                LaunchWatch.NONE,
                false);
    }

    /**
     * Refuses a launch that could not end well, before anything is made: a bad {@value StoppedLauncher#GRACE_ENV}, an
     * open-file limit below the launcher's need
     * (mpirun waits without end) and a shim cut short (the ranks die of SIGBUS).
     */
    public static void preflight(LaunchSettings mpi) {
        StoppedLauncher.graceNs(System.getenv());
        OpenFileLimit.check(OpenFileLimit.current(), mpi.hostfile().isPresent() ? 1 : mpi.np());
        mpi.shim().ifPresent(shim -> ShimFile.cutShort(shim).ifPresent(why -> {
            throw new MpiUnavailableException("cannot load the MPI shim " + shim + ": " + why + "; remove it and run "
                    + "./run-logp.sh again, which builds it anew");
        }));
    }

    /** The exit code {@link #launchProgram} gives when the program overran its limit (as timeout(1) does). */
    public static final int TIMED_OUT = 124;

    /** The launcher's dialect, asked of it once ({@code --version} costs a process start). */
    private LauncherDialect dialect() {
        if (knownDialect == null) knownDialect = checkedDialect();
        return knownDialect;
    }

    private LauncherDialect checkedDialect() {
        LauncherDialect dialect = LauncherDialect.of(mpi.mpirun());
        boolean openMpiRanks = dialect == LauncherDialect.OPEN_MPI
                || (dialect == LauncherDialect.SRUN && !"mpich".equals(System.getenv(LauncherDialect.KIND_ENV)));
        if (!openMpiRanks && !mpi.mca().isEmpty()) {
            throw new MpiUnavailableException("--mca sets Open MPI's MCA parameters, and '" + mpi.mpirun() + "' is "
                    + dialect.label() + ": set MPICH's control variables (MPIR_CVAR_...) in the environment instead");
        }
        return dialect;
    }

    private Map<String, String> rankEnv(Path runDir, LauncherDialect dialect) {
        return RanksEnvironment.of(mpi, runDir, dialect, System.getenv());
    }

    private Ended run(
            List<String> cmd,
            Map<String, String> rankEnv,
            ProcessBuilder.Redirect output,
            long limitNs,
            long timeoutNs,
            boolean reporting,
            LaunchWatch watch,
            boolean stdoutToStderr)
            throws IOException, InterruptedException {
        // The user's output is copied through this JVM, which reads the launcher's report of a rank it saw killed.
        boolean copied = output == ProcessBuilder.Redirect.INHERIT;
        ProcessBuilder pb = new ProcessBuilder(cmd)
                .redirectInput(ProcessBuilder.Redirect.INHERIT)
                .redirectOutput(copied ? ProcessBuilder.Redirect.PIPE : output)
                .redirectError(copied ? ProcessBuilder.Redirect.PIPE : output);
        pb.environment().putAll(rankEnv);
        if ("root".equals(System.getProperty("user.name"))) {
            pb.environment().put("OMPI_ALLOW_RUN_AS_ROOT", "1");
            pb.environment().put("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
        }
        preflight(mpi);
        LaunchInterrupt interruption =
                given != null ? given : reporting ? LaunchInterrupt.watch() : LaunchInterrupt.unreported();
        if (given == null) own = interruption;
        Process process;
        try {
            process = pb.start();
        } catch (IOException e) {
            interruption.settle();
            // Ctrl-C reaches the JDK's spawn helper too, which then fails ("JDK version mismatch"): an interruption.
            // A launcher that is not there at all failed for that alone, and its end needs no grace.
            if (!absent(cmd.get(0))) interruption.awaitOwnSignal();
            if (interruption.happened()) {
                interruption.disarm();
                return new Ended(128 + 2, true);
            }
            interruption.close();
            throw new MpiUnavailableException("cannot start '" + mpi.mpirun() + "': " + e.getMessage()
                    + ". Install an MPI (./run-logp.sh does it on Debian/Ubuntu) or pass --mpirun PATH.");
        }
        interruption.started(process);
        RankSignal.Reader report = new RankSignal.Reader();
        List<Thread> copies = copied
                ? List.of(
                        LauncherOutput.copy(
                                process.getInputStream(),
                                new FileOutputStream(stdoutToStderr ? FileDescriptor.err : FileDescriptor.out),
                                report,
                                "logp-launcher-stdout"),
                        LauncherOutput.copy(
                                process.getErrorStream(),
                                new FileOutputStream(FileDescriptor.err),
                                report,
                                "logp-launcher-stderr"))
                : List.of();
        int code;
        StoppedLauncher stopped =
                new StoppedLauncher(process.pid(), timeoutNs, StoppedLauncher.graceNs(System.getenv()));
        // The ranks as last seen: a launcher that ends before them (a second Ctrl-C makes mpirun leave at once)
        // must not leave one writing meta.json after the launcher marked it (it ended as "running").
        List<ProcessHandle> ranks = List.of();
        Optional<WatchedEnd> watched = Optional.empty();
        try (LauncherGuard guard = LauncherGuard.watch(process, rankEnv.get(RankEnvironment.RUN_DIR_ENV))) {
            long startNs = System.nanoTime();
            boolean overran = false;
            while (!process.waitFor(1, TimeUnit.SECONDS)) {
                ranks = process.descendants().toList();
                interruption.saw(ranks);
                if (interruption.happened()) continue; // the hook stops it
                if (stopped.overdue(System.nanoTime())) {
                    killTree(process);
                    watched = Optional.of(new WatchedEnd(WatchedEnd.Reason.STOPPED, stopped.limitSeconds(), 0));
                    break;
                }
                watched = watch.check(System.nanoTime() - startNs);
                if (watched.isPresent()) {
                    // SIGTERM first: srun then cancels its step or its pending job, mpirun stops its ranks
                    process.destroy();
                    if (!process.waitFor(5, TimeUnit.SECONDS)) killTree(process);
                    break;
                }
                if (limitNs != Long.MAX_VALUE && System.nanoTime() - startNs > limitNs) {
                    overran = true;
                    break;
                }
            }
            if (watched.isPresent()) {
                process.waitFor(5, TimeUnit.SECONDS);
                code = process.isAlive() ? 128 + 9 : process.exitValue();
            } else if (!overran) {
                code = process.exitValue();
            } else {
                process.destroy(); // mpirun passes SIGTERM on to its ranks
                if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly();
                code = TIMED_OUT;
            }
            // The launcher's last words are copied before logp's own follow them.
            for (Thread copy : copies) copy.join(TimeUnit.SECONDS.toMillis(2));
            if (code != 0) {
                interruption.awaitOwnSignal();
                outlive(ranks);
            }
        } finally {
            // A hook already running makes this launch an interrupted one: it stops what is left and waits for the
            // report. A launch nobody reports on leaves nothing armed.
            if (given == null && !reporting) interruption.close();
            else interruption.disarm();
        }
        // Judged only now: a shutdown noticed above must make this launch an interrupted one.
        return new Ended(code, interruption.happened(), watched, report.found());
    }

    /**
     * Whether {@code program} names no executable file, as a path or on PATH: a fact of the file system, which no
     * signal brings about. Unsure (no PATH) counts as there.
     */
    public static boolean absent(String program) {
        if (program.contains(File.separator)) return !Files.isExecutable(Path.of(program));
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) return false;
        }
        return true;
    }

    /** Waits for ranks that outlived their launcher, up to {@value #OUTLIVE_SECONDS} s, then kills them. */
    private static void outlive(List<ProcessHandle> ranks) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(OUTLIVE_SECONDS);
        for (ProcessHandle rank : ranks) {
            long left = Math.max(0, deadline - System.nanoTime());
            try {
                rank.onExit().get(left, TimeUnit.NANOSECONDS);
            } catch (java.util.concurrent.ExecutionException
                    | java.util.concurrent.TimeoutException
                    | InterruptedException e) {
                rank.destroyForcibly();
            }
        }
    }

    /** How long ranks may outlive a launcher that failed or was interrupted. */
    static final int OUTLIVE_SECONDS = 3;

    /** SIGKILL to the launcher and every process below it (the ranks on this host), stopped or not. */
    private static void killTree(Process process) {
        List<ProcessHandle> tree = process.descendants().toList();
        process.destroyForcibly();
        tree.forEach(ProcessHandle::destroyForcibly);
    }
}
