package io.logp.experiment;

import io.logp.transport.Clock;
import io.logp.transport.Launch;

/**
 * One rank's part of a stage (MPIPerf, step 3.2): launch l starts at global time tau + l x slot, converted to this
 * rank's clock with its offset, and must end before the next slot begins. A rank that reaches a start time
 * already past is late; it still runs the launch, since the others wait for it inside the collective, but the
 * launch is invalid. The rank's time of a launch is its own end minus its own start, both on its clock.
 * Arrays are allocated once per measurement, so the timed loop allocates nothing.
 */
final class LaunchStage {

    static final double VALID = 0;
    static final double LATE = 1;
    static final double OVERRAN = 2;
    /** Closer than this to a launch's start, a rank waits by spinning only, so it starts on time. */
    static final double YIELD_ABOVE_NS = 50_000;

    /** Per launch: this rank's time (ns), then its state, then the global time its last launch ended. */
    private final double[] record;

    private final int launches;
    private final boolean yields;

    /**
     * @param yields whether a rank far from a start gives its core away: only where ranks share cores. With one rank
     *               per core, yielding left every launch after a long wait cold: with slots of hundreds of us, an 8-byte
     *               bcast read 0.5 to 4 us (5 runs) against 0.41 to 0.49 us with a pure spin (3 runs), 2 ranks
     */
    LaunchStage(int maxLaunches, boolean yields) {
        this.launches = maxLaunches;
        this.yields = yields;
        this.record = new double[2 * maxLaunches + 1];
    }

    /**
     * Runs {@code count} launches from global time {@code startNs} (slot 0 runs them back to back, every one after
     * the first late) and returns this rank's record: times, states, and the global end of its last launch.
     */
    double[] run(Launch launch, Clock clock, double offsetNs, double startNs, double slotNs, int count) {
        if (count > launches) throw new IllegalArgumentException("a stage holds at most " + launches + " launches");
        java.util.Arrays.fill(record, 0);
        long end = 0;
        for (int l = 0; l < count; l++) {
            double begin = startNs + l * slotNs - offsetNs;
            long now = clock.nanos();
            boolean late = now > begin;
            while (now < begin) {
                // Far from the start, give the processor away: a rank spinning here can hold up a rank it shares a
                // core with (more ranks than cores), which would then start late. The last stretch is a pure spin.
                if (yields && begin - now > YIELD_ABOVE_NS) Thread.yield();
                now = clock.nanos();
            }
            launch.run();
            end = clock.nanos();
            record[l] = end - now;
            record[launches + l] = late ? LATE : end > begin + slotNs ? OVERRAN : VALID;
        }
        record[2 * launches] = end + offsetNs;
        return record;
    }

    int capacity() {
        return launches;
    }
}
