package io.logp.app.launch;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C, SIGTERM or SIGHUP from before the run directory is made until the launcher has ended. Armed before
 * anything is made, so that an interrupt at any instant leaves either a run marked interrupted or nothing at all:
 * before, a Ctrl-C in the 20 ms between the run directory and the launcher's own hook ended this JVM at once and left
 * empty directories, or a launcher forked after the signal, which never saw it, and its ranks ran on alone (3 of 13
 * tries in issue 40).
 *
 * <p>The hook waits for the launch to settle (the launcher started, or never to be), stops the launcher and any rank
 * that outlives it, then waits up to {@value #REPORT_SECONDS} s for the caller to say what was kept. Ctrl-C reaches
 * mpirun too, which stops the ranks by itself: it gets 2 s before SIGTERM (a kill of this JVM alone reaches nobody
 * else), then SIGKILL after 8 s more. A launcher started after the signal never saw it and gets SIGTERM at once.
 */
public final class LaunchInterrupt implements AutoCloseable {

    /** How long an interrupted JVM waits for the caller to say what was kept before it exits. */
    static final int REPORT_SECONDS = 10;
    /** How long a failed launcher's end waits for this JVM's own Ctrl-C to show (see {@link #awaitOwnSignal}). */
    static final int SIGNAL_GRACE_MS = 1000;
    /** How long the hook waits for a launch under way to start its launcher or give up. */
    private static final int SETTLE_SECONDS = 5;

    /**
     * Called as a failed launcher's grace begins, with whether the signal has come: a seam for the test of a Ctrl-C
     * that reaches this JVM after mpirun ended, which holds the grace open until its signal is there instead of racing
     * the {@value #SIGNAL_GRACE_MS} ms; nothing else sets it.
     */
    static volatile java.util.function.Consumer<java.util.function.BooleanSupplier> inGrace = signalled -> {};

    private final Thread hook;
    /** Null when nobody reports (the C twin): the JVM exits once the launcher is stopped. */
    private final CountDownLatch report;

    private volatile boolean happened;
    private volatile boolean shuttingDown;
    private Process process;
    private boolean startedLate;
    private boolean settled;
    private final Set<ProcessHandle> seen = new LinkedHashSet<>();

    private LaunchInterrupt(boolean reporting) {
        this.report = reporting ? new CountDownLatch(1) : null;
        this.hook = new Thread(this::stop, "logp-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Armed from now on; the caller reports (see {@link #reported()}) and closes it. */
    public static LaunchInterrupt watch() {
        return new LaunchInterrupt(true);
    }

    /** Armed from now on, for a launch whose end nobody reports. */
    static LaunchInterrupt unreported() {
        return new LaunchInterrupt(false);
    }

    /** Whether Ctrl-C, SIGTERM or SIGHUP reached this JVM since it was armed. */
    public boolean happened() {
        return happened;
    }

    /** The launcher is running; a signal that came before it was forked never reached it. */
    synchronized void started(Process launcher) {
        process = launcher;
        startedLate = happened;
        notifyAll();
    }

    /** Adds the launcher's current descendants (the ranks on this host) to those stopped on an interrupt. */
    synchronized void saw(List<ProcessHandle> processes) {
        seen.addAll(processes);
    }

    /** No launcher will be started (anymore): the hook need not wait for one. */
    synchronized void settle() {
        settled = true;
        notifyAll();
    }

    /**
     * The launch has ended: the hook is removed unless it already runs, in which case the launch counts as
     * interrupted (it is then the hook that stops what is left and waits for the report).
     */
    void disarm() {
        settle();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException alreadyShuttingDown) {
            shuttingDown = true;
            happened = true;
        } catch (IllegalArgumentException removedBefore) {
            // disarmed twice
        }
    }

    /**
     * Ctrl-C reaches mpirun and this JVM at once, but mpirun may end first (exit code 1) while this JVM's signal
     * handling waits for a core: a launcher that failed gets {@value #SIGNAL_GRACE_MS} ms for this JVM's own
     * interruption to show before its end is called a failure.
     */
    public void awaitOwnSignal() throws InterruptedException {
        inGrace.accept(() -> happened);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(SIGNAL_GRACE_MS);
        while (!happened && System.nanoTime() < deadline) Thread.sleep(10);
    }

    /** The caller has said how the launch ended: an interrupted JVM may now exit. */
    public void reported() {
        if (report != null) report.countDown();
    }

    /** Reports (if the caller did not) and disarms. */
    @Override
    public void close() {
        reported();
        disarm();
    }

    private void stop() {
        happened = true;
        try {
            Process launcher;
            boolean late;
            synchronized (this) {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(SETTLE_SECONDS);
                while (process == null && !settled && System.nanoTime() < deadline) {
                    TimeUnit.NANOSECONDS.timedWait(this, Math.max(1, deadline - System.nanoTime()));
                }
                launcher = process;
                late = startedLate;
            }
            if (launcher != null) stopLauncher(launcher, late);
            if (report != null) report.await(REPORT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Process launcher = process;
            if (launcher != null) killAll(launcher);
        }
    }

    private void stopLauncher(Process launcher, boolean late) throws InterruptedException {
        saw(launcher.descendants().toList());
        if (late || !launcher.waitFor(2, TimeUnit.SECONDS)) {
            saw(launcher.descendants().toList());
            launcher.destroy();
        }
        if (!launcher.waitFor(8, TimeUnit.SECONDS)) {
            saw(launcher.descendants().toList());
            launcher.destroyForcibly();
        }
        List<ProcessHandle> ranks;
        synchronized (this) {
            ranks = new ArrayList<>(seen);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
        for (ProcessHandle rank : ranks) {
            long left = deadline - System.nanoTime();
            try {
                rank.onExit().get(Math.max(left, 0), TimeUnit.NANOSECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                rank.destroyForcibly();
            }
        }
    }

    private synchronized void killAll(Process launcher) {
        launcher.destroyForcibly();
        seen.forEach(ProcessHandle::destroyForcibly);
    }

    /** Whether the JVM was already shutting down when the launch ended. */
    boolean shuttingDown() {
        return shuttingDown;
    }
}
