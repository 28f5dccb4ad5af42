package io.logp.cli;

import io.logp.data.Defaults;
import picocli.CommandLine.Option;

/** How many separate launches of the ranks one measurement takes (JMH's forks). */
public final class LaunchOptions {

    @Option(
            names = "--launches",
            paramLabel = "N",
            description = "repeat the whole measurement in N separate launches of fresh ranks; from 2 on every"
                    + " parameter also gets the interval a launch falls in, and the wider CI is shown"
                    + " (default: ${DEFAULT-VALUE})")
    int count = Defaults.RANK_LAUNCHES;

    /** The count, checked: 1 to {@link Defaults.MAX_RANK_LAUNCHES}. */
    int count() {
        SweepOptions.require(
                count >= 1 && count <= Defaults.MAX_RANK_LAUNCHES,
                "--launches must be in 1.." + Defaults.MAX_RANK_LAUNCHES + ", got " + count);
        return count;
    }
}
