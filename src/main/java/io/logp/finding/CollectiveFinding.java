package io.logp.finding;

import io.logp.data.CollectiveDoubt;

/** What the collectives' self-checks found: timer checks, repeated first points, doubts, clocks that moved. */
public sealed interface CollectiveFinding extends Finding {

    /** A timer check ({@code pattern}: WaitPatternNull or WaitPatternUp) with {@code timer} at P had no valid launch. */
    record TimerCheckEmpty(String pattern, String timer, int p) implements CollectiveFinding {}

    /** A timer check missed its expected time: times taken with this clock are off by about the difference. */
    record TimerCheckFailed(String pattern, String timer, int p, double measuredUs, double expectedUs)
            implements CollectiveFinding {}

    /**
     * A collective's first point, measured again after its last.
     *
     * @param op         the collective's label
     * @param stateRatio the loop of k's time then over its time at the repeat
     */
    record FirstPoint(
            String op,
            int nBytes,
            int p,
            double firstUs,
            double firstCi95Us,
            double againUs,
            double againCi95Us,
            double stateRatio) {}

    /** The first point and its repeat agree within their intervals (or an interval is unknown, {@code known} false). */
    record FirstPointAgrees(FirstPoint point, boolean known) implements CollectiveFinding {}

    /** The first point carried a start-up cost the initialisation did not absorb. */
    record FirstPointStartUpCost(FirstPoint point) implements CollectiveFinding {}

    /**
     * The first point and its repeat disagree because the machine's state changed: the first slower with the loop of
     * k slower then too ({@code firstSlower}), or the repeat slower.
     */
    record FirstPointStateChanged(FirstPoint point, boolean firstSlower) implements CollectiveFinding {}

    /**
     * Rows of the collectives table marked with a doubt.
     *
     * @param timerErrorUs  for {@link CollectiveDoubt#TIMER}: the failed timer check's error (null otherwise)
     * @param timerMultiple for {@link CollectiveDoubt#TIMER}: rows whose mean is at most this many times that error
     * @param minValid      for {@link CollectiveDoubt#FEW_VALID}: the fewest valid launches a row should have
     */
    record DoubtfulRows(CollectiveDoubt doubt, long rows, Double timerErrorUs, Double timerMultiple, Integer minValid)
            implements CollectiveFinding {}

    /** Rank's clock offset moved by more than both synchronisations' bounds during the run. */
    record ClockDrift(int rank, String timer, double movedUs, double boundUs) implements CollectiveFinding {}

    /** No LogP parameters in the run (no signature.csv): nothing is predicted. */
    record NoLogpParameters() implements CollectiveFinding {}

    /** No per-byte cost (G or R) in the run: only the barrier is predicted. */
    record NoPerByteCost() implements CollectiveFinding {}

    /**
     * {@code predict}'s model column is n/a for the messages beyond the reference size: the run has no G (no bulk
     * transfers), so logp's model prices only what moves at most {@code referenceBytes} per message.
     */
    record ModelWithoutG(int referenceBytes) implements CollectiveFinding {}
}
