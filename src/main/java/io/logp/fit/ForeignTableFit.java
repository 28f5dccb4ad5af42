package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.finding.Finding;
import java.util.List;

/**
 * What logp fits to one table of another suite (times per size): the start-up time Ts of its small sizes, the rate
 * 1/Tc of its large-message regime, its best delivered rate, the regimes of t(n) = T0 + n / R between the breaks
 * found in the data, and the findings on what the table cannot support. An estimate the table cannot support is
 * {@link Estimate#unknown()}, with a finding that says why.
 *
 * @param tsUs       the start-up time: the intercept of the small-size regime's line
 * @param rateMBps   1/Tc of the large-message regime, in MB/s (per direction for bidirectional tests)
 * @param peakMBps   the best delivered rate of any row, NaN when no row gives one
 * @param peakBytes  its size
 * @param regimes    by ascending size, split at the breaks
 * @param breaks     between adjacent regimes
 * @param findings   what the table cannot support, and what was left out of the fits
 */
public record ForeignTableFit(
        Estimate tsUs,
        Estimate rateMBps,
        double peakMBps,
        int peakBytes,
        List<Regime> regimes,
        List<Break> breaks,
        List<Finding> findings) {

    /** Sizes from {@code fromBytes} to {@code toBytes} on one line t(n) = T0 + n / R. */
    public record Regime(int fromBytes, int toBytes, int points, Estimate t0Us, Estimate rateMBps) {}

    /**
     * A break between size {@code afterBytes} and the next size {@code atBytes}: the time steps up or down there
     * ({@code stepUs}, the gap between the lines of both sides where they come closest), or the lines meet and only
     * the rate changes ({@code stepUs} unknown).
     */
    public record Break(
            int afterBytes, int atBytes, Kind kind, Estimate stepUs, Estimate rateBeforeMBps, Estimate rateAfterMBps) {}

    /** What the data on both sides of a break show. */
    public enum Kind {
        /** The time jumps up beyond the trend of the smaller sizes. */
        STEP_UP,
        /** The time falls from one size to the next. */
        STEP_DOWN,
        /** No jump: the lines of both sides meet between the sizes, with different rates. */
        RATE_CHANGE
    }

    public ForeignTableFit {
        regimes = List.copyOf(regimes);
        breaks = List.copyOf(breaks);
        findings = List.copyOf(findings);
    }
}
