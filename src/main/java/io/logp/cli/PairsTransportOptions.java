package io.logp.cli;

import io.logp.data.Bounds;
import io.logp.data.Defaults;
import io.logp.data.JobPlan;
import picocli.CommandLine.Option;

/** The pairs command's own options beside {@link PairsOptions}: the RTT's target CI, warm-up, window and timeout. */
public final class PairsTransportOptions {

    @Option(
            names = "--rel-ci",
            paramLabel = "F",
            description = "target 95%% CI half-width of a pair's RTT, relative to it (default: ${DEFAULT-VALUE})")
    double relCi = Defaults.RELATIVE_CI;

    @Option(
            names = "--warmup-seconds",
            paramLabel = "S",
            description = "untimed round trips before a rank's first pair (default: ${DEFAULT-VALUE})")
    double warmupSeconds = Defaults.PAIRS_FIRST_WARMUP_SECONDS;

    @Option(
            names = "--window",
            paramLabel = "W",
            description = "requests outstanding in the short signature (default: ${DEFAULT-VALUE})")
    int window = Defaults.WINDOW;

    @Option(
            names = "--timeout",
            paramLabel = "S",
            description =
                    "seconds a rank waits inside MPI for a peer that makes no progress (stopped or gone) before it "
                            + "ends the job (default: ${DEFAULT-VALUE})")
    double timeoutSeconds = Defaults.TIMEOUT_SECONDS;

    /** The transport every pair shares. */
    JobPlan.PairTransport transport() {
        SweepOptions.require(
                window >= 1 && window <= Bounds.MAX_WINDOW,
                "--window must be in 1.." + Bounds.MAX_WINDOW + ", got " + window);
        SweepOptions.require(
                Bounds.within(timeoutSeconds, Bounds.MIN_TIMEOUT_SECONDS, Bounds.MAX_TIMEOUT_SECONDS),
                "--timeout must be >= " + Limits.text(Bounds.MIN_TIMEOUT_SECONDS) + " and <= "
                        + Limits.text(Bounds.MAX_TIMEOUT_SECONDS) + ", got " + Limits.text(timeoutSeconds));
        return new JobPlan.PairTransport(window, Defaults.PAYLOAD_WORDS, (long) (timeoutSeconds * 1e9));
    }
}
