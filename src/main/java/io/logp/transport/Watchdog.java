package io.logp.transport;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The rank's watchdog over MPI's own blocking calls (collectives, the ping-pong's sends and receives, barriers),
 * which, unlike the request/reply waits of {@link Transport}, cannot poll a deadline: a rank whose peer was stopped
 * sits inside MPI for good. The main thread {@link #arm}s it with the phase it enters, {@link #beat}s once per stage
 * (never per message) and {@link #disarm}s it where waiting is legitimate (a rank idle while others measure). A
 * daemon thread looks every {@link #LOOK_MS} ms; when the armed phase has not beaten for --timeout (plus the
 * phase's allowance) it hands its one-line message to the expiry action, which must end the JVM: the main thread
 * is inside MPI and cannot be interrupted, and this thread never calls MPI (the MPIs run single-threaded).
 *
 * <p>The main thread only stores: a beat is a counter the watcher compares between looks, so arming and beating
 * read no clock and allocate nothing.
 */
public final class Watchdog {

    /** Between two looks of the watching thread. */
    public static final long LOOK_MS = 250;

    /** An allowance below this is not worth a word in the message. */
    private static final long SHOWN_ALLOWANCE_NS = 50_000_000;

    private static final VarHandle PHASE;
    private static final VarHandle BEATS;
    private static final VarHandle ALLOWANCE_NS;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            PHASE = lookup.findVarHandle(Watchdog.class, "phase", String.class);
            BEATS = lookup.findVarHandle(Watchdog.class, "beats", long.class);
            ALLOWANCE_NS = lookup.findVarHandle(Watchdog.class, "allowanceNs", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final long timeoutNs;
    /** What the rank is doing, for the message; null when disarmed. Written by the main thread only. */
    @SuppressWarnings("unused") // through PHASE
    private String phase;
    /** Counts arms and beats; written by the main thread only. */
    private long beats;
    /** How much longer than --timeout the armed phase may go without a beat. */
    @SuppressWarnings("unused") // through ALLOWANCE_NS
    private long allowanceNs;

    // The watcher's own state, touched by its thread (or a test) only.
    private long seenBeats = -1;
    private long seenNs;

    /** @param timeoutNs how long an armed phase may go without a beat (--timeout) */
    public Watchdog(long timeoutNs) {
        if (timeoutNs <= 0) throw new IllegalArgumentException("timeout must be > 0, got " + timeoutNs);
        this.timeoutNs = timeoutNs;
    }

    public long timeoutNs() {
        return timeoutNs;
    }

    /** Watches {@code phase} (read as "in {@code phase}"), from now. */
    public void arm(String phase) {
        arm(phase, 0);
    }

    /**
     * Watches {@code phase}, which may go {@code allowanceNs} longer than --timeout between beats: a wait that
     * includes a peer's known, untimed work (a timer check, a quiet period).
     */
    public void arm(String phase, long allowanceNs) {
        ALLOWANCE_NS.setOpaque(this, Math.max(0, allowanceNs));
        PHASE.setRelease(this, phase);
        BEATS.setRelease(this, beats + 1);
    }

    /** Progress: the armed phase's deadline starts again. */
    public void beat() {
        BEATS.setRelease(this, beats + 1);
    }

    /** Nothing to watch: this rank may wait as long as it must. */
    public void disarm() {
        PHASE.setRelease(this, null);
    }

    /**
     * One look at {@code nowNs}: the message when the armed phase has gone without a beat for longer than allowed,
     * else null.
     */
    public String check(long nowNs) {
        String watched = (String) PHASE.getAcquire(this);
        long b = (long) BEATS.getAcquire(this);
        if (watched == null || b != seenBeats) {
            seenBeats = watched == null ? -1 : b;
            seenNs = nowNs;
            return null;
        }
        long allowance = (long) ALLOWANCE_NS.getOpaque(this);
        if (nowNs - seenNs <= timeoutNs + allowance) return null;
        String limit = allowance < SHOWN_ALLOWANCE_NS
                ? "(--timeout)"
                : "(--timeout, and " + seconds(allowance) + " s this phase may take more)";
        return "no progress for " + seconds(timeoutNs + allowance) + " s " + limit + " in " + watched
                + "; a peer seems stopped or gone";
    }

    private static String seconds(long ns) {
        double s = ns / 1e9;
        return String.format(Locale.ROOT, s == Math.rint(s) ? "%.0f" : "%.1f", s);
    }

    /**
     * Starts the watching thread (a daemon: it never keeps the JVM alive). On expiry it passes the message to {@code
     * expired} once and stops looking; {@code expired} ends the JVM.
     */
    public Thread start(Consumer<String> expired) {
        Thread t = Thread.ofPlatform().daemon().name("logp-watchdog").unstarted(() -> {
            try {
                while (true) {
                    Thread.sleep(LOOK_MS);
                    String message = check(System.nanoTime());
                    if (message != null) {
                        expired.accept(message);
                        return;
                    }
                }
            } catch (InterruptedException e) {
                // stopped: nothing more to watch
            }
        });
        t.start();
        return t;
    }
}
