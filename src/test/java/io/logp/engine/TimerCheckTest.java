package io.logp.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.data.TimerCheck;
import io.logp.transport.Clock;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The timer check of Luecke et al., section 3.1, on a clock whose reads are scripted. */
class TimerCheckTest {

    /** A clock that advances by the given steps in turn, forever. */
    static Clock scripted(long... steps) {
        return new Clock() {
            long now;
            int i;

            @Override
            public long nanos() {
                now += steps[i++ % steps.length];
                return now;
            }

            @Override
            public void spin(long nanos) {
                now += nanos;
            }
        };
    }

    @Test
    void resolutionIsTheSmallestPositiveDifferenceAndOverheadTheSmallest() {
        // reads come in pairs (t1, t2): the difference of a pair is the second step of it
        TimerCheck c = TimerReads.measure("scripted", scripted(5, 0, 5, 20, 5, 20, 5, 40), 4_000);
        assertEquals(4_000, c.reads());
        assertEquals(0, c.minOverheadNs());
        assertEquals(20, c.resolutionNs());
        assertEquals(20, c.medianNs());
        assertEquals((0 + 20 + 20 + 40) / 4.0, c.meanNs(), 1e-9);
        assertEquals(40, c.maxNs());
        assertEquals(1_000L, c.frequencies().get(0L));
        assertEquals(2_000L, c.frequencies().get(20L));
        assertEquals(1_000L, c.frequencies().get(40L));
    }

    @Test
    void longDifferencesAreCountedToo() {
        TimerCheck c = TimerReads.measure("scripted", scripted(1, 30, 1, 30, 1, 2_000_000), 3);
        assertEquals(2_000_000, c.maxNs());
        assertEquals(
                3, c.frequencies().values().stream().mapToLong(Long::longValue).sum());
        assertEquals(30, c.minOverheadNs());
    }

    @Test
    void allZeroDifferencesGiveZeroResolution() {
        TreeMap<Long, Long> f = new TreeMap<>();
        f.put(0L, 10L);
        TimerCheck c = TimerCheck.of("virtual", f);
        assertEquals(0, c.resolutionNs());
        assertEquals(0, c.minOverheadNs());
        assertEquals(0, ClockProbe.of(c).overheadNs());
    }
}
