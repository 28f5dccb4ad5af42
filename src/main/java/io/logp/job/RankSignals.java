package io.logp.job;

import java.util.Optional;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * The signal that ended this rank, when one did. A rank killed alone ({@code kill -TERM} of rank 0) used to end the
 * run as "logp: interrupted", exit 130, as if the user had pressed Ctrl-C; a shutdown hook cannot tell which signal
 * ran it, so each is noted on its way to the JVM's own handler, which then ends the JVM as before (exit 128 + N).
 */
final class RankSignals {

    private static final String[] NAMES = {"TERM", "INT", "HUP"};
    private static volatile String received;

    private RankSignals() {}

    /** Notes SIGTERM, SIGINT and SIGHUP from now on; each still ends the JVM as it did. */
    static void watch() {
        for (String name : NAMES) {
            try {
                Signal signal = new Signal(name);
                SignalHandler[] previous = new SignalHandler[1];
                previous[0] = Signal.handle(signal, s -> {
                    received = "SIG" + name;
                    SignalHandler p = previous[0];
                    if (p != SignalHandler.SIG_DFL && p != SignalHandler.SIG_IGN) p.handle(s);
                    else Runtime.getRuntime().exit(128 + s.getNumber());
                });
            } catch (IllegalArgumentException e) {
                // the signal is taken by the JVM (-Xrs) or unknown here: it ends the rank unnamed
            }
        }
    }

    /** The signal noted, as SIGTERM, SIGINT or SIGHUP. */
    static Optional<String> received() {
        return Optional.ofNullable(received);
    }
}
