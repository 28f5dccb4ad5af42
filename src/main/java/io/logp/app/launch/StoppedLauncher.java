package io.logp.app.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A launcher stopped on its own ({@code kill -STOP <mpirun>}): its ranks go on, or end by their watchdog, but a
 * stopped mpirun reaps nobody and never exits, and the launching JVM waited on it without end (over 150 s in the
 * replay of issue 30). Ctrl-Z stops the whole foreground group, this JVM included, so a launcher seen stopped from
 * here was stopped alone. Once it has stayed stopped past the ranks' own timeout and a grace, it and its ranks are
 * killed; SIGKILL ends a stopped process.
 */
final class StoppedLauncher {

    /** Beyond the ranks' --timeout: their watchdog has then ended the job, or there is nobody left to end it. */
    static final long GRACE_NS = TimeUnit.SECONDS.toNanos(10);

    private final long pid;
    private final long limitNs;
    private long stoppedSinceNs = -1;

    /** Watches {@code pid}, which may stay stopped for {@code timeoutNs} + {@link #GRACE_NS}. */
    StoppedLauncher(long pid, long timeoutNs) {
        this.pid = pid;
        this.limitNs = timeoutNs + GRACE_NS;
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
