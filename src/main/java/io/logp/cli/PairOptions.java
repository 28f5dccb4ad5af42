package io.logp.cli;

import io.logp.data.Bounds;
import io.logp.data.Defaults;
import picocli.CommandLine.Option;

/** The two ranks of a ping-pong: the source that times, and its partner; and how long a rank waits for a stopped one. */
public final class PairOptions {

    @Option(
            names = "--source",
            paramLabel = "RANK",
            description = "rank that times the ping-pongs (default: ${DEFAULT-VALUE})")
    int source = Defaults.PING_PONG_SOURCE;

    @Option(names = "--dest", paramLabel = "RANK", description = "its partner (default: the last rank)")
    Integer dest;

    @Option(
            names = "--timeout",
            paramLabel = "S",
            description =
                    "seconds a rank waits inside MPI for a peer that makes no progress (stopped or gone) before it "
                            + "ends the job (default: ${DEFAULT-VALUE})")
    double timeoutSeconds = Defaults.TIMEOUT_SECONDS;

    /** --timeout, checked. */
    long timeoutNs() {
        SweepOptions.require(
                Bounds.within(timeoutSeconds, Bounds.MIN_TIMEOUT_SECONDS, Bounds.MAX_TIMEOUT_SECONDS),
                "--timeout must be >= " + Limits.text(Bounds.MIN_TIMEOUT_SECONDS)
                        + " (a healthy peer can pause that long) and <= " + Limits.text(Bounds.MAX_TIMEOUT_SECONDS)
                        + " (an hour), got "
                        + Limits.text(timeoutSeconds));
        return (long) (timeoutSeconds * 1e9);
    }

    /** The partner among {@code ranks} ranks; checks both, naming the option at fault. */
    int dest(int ranks) {
        int d = dest != null ? dest : ranks - 1;
        SweepOptions.require(
                source >= 0 && source < ranks, "--source must be a rank in 0.." + (ranks - 1) + ", got " + source);
        SweepOptions.require(d >= 0 && d < ranks, "--dest must be a rank in 0.." + (ranks - 1) + ", got " + d);
        SweepOptions.require(source != d, "--source and --dest must differ, both are " + d);
        return d;
    }
}
