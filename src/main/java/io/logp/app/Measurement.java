package io.logp.app;

import io.logp.app.launch.LaunchInterrupt;
import io.logp.app.launch.LaunchSettings;
import io.logp.app.launch.LauncherDialect;
import io.logp.app.launch.MpiLauncher;
import io.logp.data.JobPlan;
import io.logp.exit.ExitCodes;
import io.logp.exit.UsageException;
import io.logp.format.run.RunDirectory;
import io.logp.job.Job;
import io.logp.job.ProgressChoice;
import io.logp.job.RankLimits;
import io.logp.ranklaunch.Launched;
import io.logp.ranklaunch.RankEnvironment;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A measuring command from start to end. Started from a shell it makes the run directory, launches the ranks and
 * prints the outcome from their files; started by mpirun it is one of the ranks and runs the {@link Job}.
 */
public final class Measurement {

    /** Prints a run's outcome from the run directory's files, after the ranks are done. */
    public interface Report {
        int print(RunDirectory dir, PrintWriter out) throws Exception;
    }

    private final JobPlan plan;
    private final LaunchSettings launch;
    private final Report report;
    private final int launches;

    public Measurement(JobPlan plan, LaunchSettings launch, Report report) {
        this(plan, launch, report, 1);
    }

    /** A measurement repeated in {@code launches} separate launches of the ranks ({@code --launches}). */
    public Measurement(JobPlan plan, LaunchSettings launch, Report report, int launches) {
        if (launches < 1) throw new UsageException("--launches must be >= 1, got " + launches);
        this.plan = plan;
        this.launch = launch;
        this.report = report;
        this.launches = launches;
    }

    /** A new run id: the date and time, then the label. */
    public static String newRunId(String label) {
        return RunDirectory.newRunId(label, java.time.Clock.systemUTC());
    }

    /** Runs this process's part; returns the exit code. */
    public int execute(Path base, String runId, PrintWriter out, PrintWriter err) throws Exception {
        return execute(base, runId, false, out, err);
    }

    /**
     * Runs this process's part; returns the exit code. With {@code numberIfTaken} (a run id made from the time) a
     * run that finds its id taken by another started within the same second takes {@code <id>-2}, and so on.
     */
    public int execute(Path base, String runId, boolean numberIfTaken, PrintWriter out, PrintWriter err)
            throws Exception {
        if (Launched.isRank(System.getenv())) {
            Optional<RunDirectory> dir = new Job(plan, err, ProgressChoice.ofRank(System.getenv())).run(base, runId);
            boolean launchedByLogp = System.getenv(RankEnvironment.RUN_DIR_ENV) != null;
            return dir.isPresent() && !launchedByLogp ? report.print(dir.get(), out) : ExitCodes.OK;
        }
        if (launch.hostfile().isPresent() && !Files.isReadable(launch.hostfile().get())) {
            throw new UsageException("--hostfile " + launch.hostfile().get() + ": file not found or not readable");
        }
        // Decided here, before anything is made: the ranks' standard error is mpirun's pipe, this JVM's is the user's.
        ProgressChoice progress = plan.quiet() ? ProgressChoice.PLAIN : ProgressChoice.here();
        boolean spread = launch.hostfile().isPresent() || Launched.spreadBySlurm(System.getenv());
        int cores = Runtime.getRuntime().availableProcessors();
        RankLimits.check(plan, launch.np(), spread, cores, hostMemoryBytes());
        if (plan.collectives().isPresent()
                && launch.np() > cores
                && launch.hostfile().isEmpty()) {
            RankLimits.checkPolling(
                    plan, launch.np(), false, cores, LauncherDialect.of(launch.mpirun()) == LauncherDialect.HYDRA);
        }
        RankLimits.oversubscription(launch.np(), spread, cores).ifPresent(w -> {
            err.println(w);
            err.flush();
        });
        MpiLauncher.preflight(launch);
        if (plan.transport().belowMpi()) io.logp.ranklaunch.BelowShims.file(plan.transport(), System.getenv());
        // Armed before anything is made: an interrupt at any instant leaves a run marked interrupted or nothing.
        try (LaunchInterrupt interrupt = LaunchInterrupt.watch()) {
            RunDirectory planned = RunDirectory.of(base, runId);
            boolean madeParents = !Files.isDirectory(planned.signaturesDir().getParent());
            RunDirectory dir = numberIfTaken ? RunDirectory.createNumbered(base, runId) : planned.create();
            List<String> rankArgs = plan.args().isEmpty() ? List.of(plan.command()) : plan.args();
            MpiLauncher launcher = new MpiLauncher(launch, interrupt);
            EarlyEnd early = new EarlyEnd(dir, madeParents, launch.describe());
            MpiLauncher.Ended end;
            LaunchSeries series = new LaunchSeries(dir, launches, err);
            try {
                series.starting(1);
                end = interrupt.happened()
                        ? new MpiLauncher.Ended(ExitCodes.INTERRUPTED, true)
                        : launcher.launch(
                                rankArgs,
                                dir.signaturesDir(),
                                rankEnv(progress, launcher),
                                plan.timeoutNs(),
                                new LaunchProgress(
                                        dir, plan.timeoutNs(), launch.hostfile().isEmpty()));
                series.ended(1, end);
            } catch (RuntimeException e) {
                early.removeIfEmpty();
                // Ctrl-C reaches `mpirun --version` and the JDK's spawn helper too, which then fail: said here, before
                // the report lets the interrupted JVM end (it ended before Main printed, or with "Install an MPI").
                // A launcher that is not there at all failed for that alone.
                if (!MpiLauncher.absent(launch.mpirun())) interrupt.awaitOwnSignal();
                if (!interrupt.happened()) throw e;
                return early.report(new MpiLauncher.Ended(ExitCodes.INTERRUPTED, true), err);
            }
            // A launcher that ended well but ran no rank of logp's (--mpirun /bin/true) wrote nothing: said as such.
            if (end.exitCode() == 0 && !end.interrupted() && early.anythingWritten()) {
                // Launches 2..N: fresh ranks each, into directories of their own; the report reads them all.
                series.further(k -> {
                    if (interrupt.happened()) return new MpiLauncher.Ended(ExitCodes.INTERRUPTED, true);
                    RunDirectory into = series.directory(k);
                    return launcher.launch(
                            rankArgs,
                            into.signaturesDir(),
                            rankEnv(progress, launcher),
                            plan.timeoutNs(),
                            new LaunchProgress(
                                    into, plan.timeoutNs(), launch.hostfile().isEmpty()));
                });
                interrupt.reported();
                try (ResultsInterrupt watch = ResultsInterrupt.during(dir.signaturesDir(), err)) {
                    return report.print(dir, out);
                }
            }
            // A rank stopped mid-line leaves its progress line open: the report of the end starts on a clean line
            // (it says how far the run came).
            if (progress.terminal()) err.print("\r\033[K");
            return early.report(end, err);
        }
    }

    /**
     * One further launch (k &gt;= 2) of a run made before by {@link #execute}: fresh ranks measure into launch k's
     * directory, nothing is reported. {@code tradeoffs} interleaves its variants' launches this way (A1 B1 A2 B2
     * ...), so that a drift of the machine spreads over every variant instead of favouring one.
     *
     * @return the launcher's exit code, {@link ExitCodes#FAILURE} when it was interrupted
     */
    public int executeFurther(Path base, String runId, int k, PrintWriter err) throws Exception {
        RunDirectory run = RunDirectory.of(base, runId);
        RunDirectory into = io.logp.format.run.LaunchDirectories.of(run, k).create();
        ProgressChoice progress = plan.quiet() ? ProgressChoice.PLAIN : ProgressChoice.here();
        List<String> rankArgs = plan.args().isEmpty() ? List.of(plan.command()) : plan.args();
        try (LaunchInterrupt interrupt = LaunchInterrupt.watch()) {
            MpiLauncher launcher = new MpiLauncher(launch, interrupt);
            MpiLauncher.Ended end = launcher.launch(
                    rankArgs,
                    into.signaturesDir(),
                    rankEnv(progress, launcher),
                    plan.timeoutNs(),
                    new LaunchProgress(into, plan.timeoutNs(), launch.hostfile().isEmpty()));
            interrupt.reported();
            if (end.interrupted()) return ExitCodes.FAILURE;
            return end.exitCode();
        }
    }

    /** The ranks' environment: the progress display's, and UCX's hook mode where {@code launcher} needs it. */
    private Map<String, String> rankEnv(ProgressChoice progress, MpiLauncher launcher) {
        Map<String, String> env = new java.util.LinkedHashMap<>(progress.rankEnv());
        env.putAll(launcher.ucxHooks(plan.transport().belowMpi()));
        return env;
    }

    private static long hostMemoryBytes() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                        instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getTotalMemorySize()
                : Long.MAX_VALUE;
    }
}
