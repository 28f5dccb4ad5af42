package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The labels of a log axis: 1, 10, 100 (10^k beyond 100000) over three decades or more, else 1-3 or 1-2-5 steps; binary sizes for bytes. */
class LogTicksTest {

    private static List<String> texts(double min, double max, boolean bytes) {
        return LogTicks.of(min, max, bytes).stream().map(LogTicks.Tick::text).toList();
    }

    @Test
    void decadesAsPowersOfTen() {
        assertEquals(List.of("1", "10", "100", "1000", "10000"), texts(0.8, 12000, false));
        assertEquals(List.of("0.01", "0.1", "1"), texts(0.01, 1, false));
        assertEquals(List.of("10^7", "10^8", "10^9"), texts(1e7, 1e9, false));
    }

    /** The collectives' rooted panel showed a single "1" over less than two decades. */
    @Test
    void anAxisOfLessThanTwoDecadesGetsAtLeastThreeLabels() {
        assertEquals(List.of("1", "3", "10", "30"), texts(0.9, 40, false));
        assertEquals(List.of("2", "5", "10"), texts(1.5, 11, false));
        assertEquals(List.of("2", "3", "4"), texts(1.5, 4.5, false));
    }

    /**
     * The lowest decade gets a label of its own at 2 or 3 times its power of ten when the axis reaches that far into
     * it (issue 48: the ping-pong's points from 0.25 µs lay below the lowest label, "1"); not when it reaches less.
     */
    @Test
    void theLowestDecadeReachedFarIntoGetsALabel() {
        assertEquals(List.of("0.3", "1", "10", "100", "1000"), texts(0.22, 1000, false));
        assertEquals(List.of("2", "10", "100", "1000"), texts(1.5, 6000, false));
        assertEquals(List.of("10", "100", "1000"), texts(4, 1000, false));
        assertEquals(List.of("0.5", "1", "2", "5"), texts(0.45, 6, false));
    }

    @Test
    void bytesInBinarySizes() {
        assertEquals(List.of("1", "32", "1 Ki", "32 Ki", "1 Mi"), texts(1, 1 << 20, true));
        assertEquals(List.of("4", "16", "64", "256", "1 Ki", "4 Ki"), texts(3, 5000, true));
        assertEquals("64 Ki", LogTicks.binaryName(16));
        assertEquals("4 Gi", LogTicks.binaryName(32));
    }

    @Test
    void plainNumbersKeepTheirLeadingDigitAndLoseRoundingNoise() {
        assertEquals("0.05", LogTicks.plain(0.05));
        assertEquals("0.3", LogTicks.plain(0.1 + 0.2));
        assertEquals("0", LogTicks.plain(1.3e-17));
        assertEquals("−0.5", LogTicks.plain(-0.5));
        assertEquals("12000", LogTicks.plain(1.2e4));
    }
}
