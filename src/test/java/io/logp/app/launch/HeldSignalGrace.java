package io.logp.app.launch;

import io.logp.cli.Main;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * logp's own main, with a failed launcher's grace for this JVM's own Ctrl-C held open until the signal has come: it
 * prints {@value #HELD} on stderr as the grace begins, so a test that sees that line and then sends SIGINT tests a
 * signal that reaches logp after mpirun ended, however long the machine takes to deliver it.
 */
public final class HeldSignalGrace {

    /** The line that says the launcher has ended and logp waits for its own signal. */
    public static final String HELD = "logp-test: the launcher ended; waiting for this JVM's own signal";

    /** Bounded, so that a JVM nobody signals still ends (and its launch is then a failure, as without the hold). */
    private static final long HOLD_NS = TimeUnit.MINUTES.toNanos(2);

    private HeldSignalGrace() {}

    public static void main(String[] args) {
        LaunchInterrupt.inGrace = signalled -> {
            System.err.println(HELD);
            System.err.flush();
            long end = System.nanoTime() + HOLD_NS;
            while (!signalled.getAsBoolean() && System.nanoTime() < end) LockSupport.parkNanos(1_000_000);
        };
        Main.main(args);
    }
}
