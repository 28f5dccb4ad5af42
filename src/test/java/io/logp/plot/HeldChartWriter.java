package io.logp.plot;

import io.logp.cli.Main;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * logp's own main, with the chart writer held at the moment a Ctrl-C test is about: the first chart's temporary file
 * is written and not yet renamed. It prints {@value #HELD} and the file's path on stderr, then waits there, so a test
 * that reads that line and sends SIGINT catches the writer in the act every time instead of racing it.
 */
public final class HeldChartWriter {

    /** The line's start that says the writer is held; the temporary file's path follows. */
    public static final String HELD = "logp-test: chart writer held at ";

    /** Long enough for any test's signal; bounded so that a JVM nobody signals still ends. */
    private static final long HOLD_NANOS = TimeUnit.MINUTES.toNanos(5);

    private HeldChartWriter() {}

    public static void main(String[] args) {
        ChartFiles.beforeRename = tmp -> {
            System.err.println(HELD + tmp);
            System.err.flush();
            long end = System.nanoTime() + HOLD_NANOS;
            for (long left; (left = end - System.nanoTime()) > 0; ) LockSupport.parkNanos(left);
        };
        Main.main(args);
    }
}
