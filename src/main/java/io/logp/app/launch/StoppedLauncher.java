package io.logp.app.launch;

import io.logp.exit.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A launcher stopped on its own ({@code kill -STOP <mpirun>}): its ranks go on, or end by their watchdog, but a
 * stopped mpirun reaps nobody and never exits, and the launching JVM waited on it without end (over 150 s in the
 * replay of issue 30). Ctrl-Z stops the whole foreground group, this JVM included, so a launcher seen stopped from
 * here was stopped alone. Once it has stayed stopped past the ranks' own timeout and a grace, it and its ranks are
 * killed; SIGKILL ends a stopped process. The grace is {@value #GRACE_ENV} seconds where that is set: a machine whose
 * ranks answer late may want more, a test that stops mpirun on purpose less.
 */
public final class StoppedLauncher {

    /** Beyond the ranks' --timeout: their watchdog has then ended the job, or there is nobody left to end it. */
    static final long GRACE_NS = TimeUnit.SECONDS.toNanos(10);

    /** The environment variable that sets the grace in whole seconds, 0 to {@value #MAX_GRACE_SECONDS}. */
    public static final String GRACE_ENV = "LOGP_STOPPED_LAUNCHER_GRACE";

    static final int MAX_GRACE_SECONDS = 3600;

    private final long pid;
    private final long limitNs;
    private long stoppedSinceNs = -1;

    /** Watches {@code pid}, which may stay stopped for {@code timeoutNs} + {@link #GRACE_NS}. */
    StoppedLauncher(long pid, long timeoutNs) {
        this(pid, timeoutNs, GRACE_NS);
    }

    /** Watches {@code pid}, which may stay stopped for {@code timeoutNs} + {@code graceNs}. */
    StoppedLauncher(long pid, long timeoutNs, long graceNs) {
        this.pid = pid;
        this.limitNs = timeoutNs + graceNs;
    }

    /**
     * The grace {@code env} asks for ({@value #GRACE_ENV}), else {@link #GRACE_NS}.
     *
     * @throws UsageException naming the variable and its value when that is no whole number of seconds in range
     */
    static long graceNs(Map<String, String> env) {
        String given = env.get(GRACE_ENV);
        if (given == null || given.isBlank()) return GRACE_NS;
        try {
            int seconds = Integer.parseInt(given.strip());
            if (seconds >= 0 && seconds <= MAX_GRACE_SECONDS) return TimeUnit.SECONDS.toNanos(seconds);
        } catch (NumberFormatException e) {
            // named below
        }
        throw new UsageException(
                GRACE_ENV + " must be whole seconds from 0 to " + MAX_GRACE_SECONDS + ", got '" + given + "'");
    }

    /** True once the launcher has been stopped without a break for longer than its limit, as of {@code nowNs}. */
    boolean overdue(long nowNs) {
        if (!isStopped(pid)) {
            stoppedSinceNs = -1;
            return false;
        }
        if (stoppedSinceNs < 0) stoppedSinceNs = nowNs;
        return nowNs - stoppedSinceNs > limitNs;
    }

    /** Seconds the launcher may stay stopped. */
    long limitSeconds() {
        return TimeUnit.NANOSECONDS.toSeconds(limitNs);
    }

    /** Whether {@code pid} is stopped by a signal (state T in /proc/PID/stat); false where there is no /proc. */
    static boolean isStopped(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            // "pid (comm) S ...": the command may hold spaces and parentheses, the state follows the last ')'
            int close = stat.lastIndexOf(')');
            return close > 0 && close + 2 < stat.length() && stat.charAt(close + 2) == 'T';
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
