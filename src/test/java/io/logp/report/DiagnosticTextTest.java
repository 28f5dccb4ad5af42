package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.meta.NetworkPath.Medium;
import io.logp.fit.Diagnostic;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The fitter's diagnostics in words: the medium of the path in a run's meta.json decides the explanation (a negative L
 * over shared memory is not TCP's; MpiPathTest has how the medium follows the MPI's settings), the numbers are those the diagnostic carries, and the path-independent warnings read
 * as they always did (other tools grep logp.json for them).
 */
@ExtendWith(RestoreDefaultLocale.class)
class DiagnosticTextTest {

    /** The shared-memory run of the README: RTT/2 = 0.247 us, o_s + o_r = 0.269 us, L = -0.023 +- 0.011 us. */
    private static final Diagnostic NEGATIVE = new Diagnostic(
            Diagnostic.Kind.NEGATIVE_LATENCY,
            Map.of(
                    Diagnostic.L_US,
                    -0.023,
                    Diagnostic.L_CI95_US,
                    0.011,
                    Diagnostic.HALF_RTT_US,
                    0.2465,
                    Diagnostic.OVERHEADS_US,
                    0.269));

    @Test
    void negativeLatencyOverSharedMemoryIsExplainedBySharedMemoryNotTcp() {
        String words = DiagnosticText.words(NEGATIVE, Medium.SHARED_MEMORY);

        assertTrue(
                words.startsWith("L = -0.023 us is negative: an isolated round trip (RTT/2 = 0.247 us) is shorter "
                        + "than o_s + o_r = 0.269 us measured in the pipelined signature. "),
                words);
        assertTrue(words.contains("Over shared memory no wire carries the message"), words);
        assertTrue(words.contains("o_r, measured under load, includes"), words);
        assertFalse(words.contains("TCP") || words.contains("system call") || words.contains("socket"), words);
    }

    @Test
    void negativeLatencyOverTcpOnOneHostIsExplainedByTheKernel() {
        String words = DiagnosticText.words(NEGATIVE, Medium.LOOPBACK);

        assertTrue(
                words.contains(
                        "Over TCP on one host (loopback) the sender's system call does much of the receive " + "work"),
                words);
        assertFalse(words.contains("shared memory"), words);
    }

    @Test
    void negativeLatencyBetweenHostsAndSimulatedClaimNeitherSharedMemoryNorLoopback() {
        for (Medium m : List.of(Medium.NETWORK, Medium.SIMULATED)) {
            String words = DiagnosticText.words(NEGATIVE, m);
            assertFalse(words.contains("shared memory") || words.contains("loopback"), m + ": " + words);
        }
        assertTrue(DiagnosticText.words(NEGATIVE, Medium.SIMULATED).contains("the fit's"));
    }

    @Test
    void negativeLatencyWithinItsCiOfZeroSaysSo() {
        Diagnostic withinCi = new Diagnostic(
                Diagnostic.Kind.NEGATIVE_LATENCY,
                Map.of(
                        Diagnostic.L_US,
                        -0.023,
                        Diagnostic.L_CI95_US,
                        0.03,
                        Diagnostic.HALF_RTT_US,
                        0.2465,
                        Diagnostic.OVERHEADS_US,
                        0.269));

        assertTrue(DiagnosticText.words(withinCi, Medium.SHARED_MEMORY)
                .startsWith("L = -0.023 us is negative, though within its CI (+- 0.030 us) of 0: "));
    }

    @Test
    void zeroLatencyNamesSharedMemoryOnlyWhereItCanBe() {
        Diagnostic zero = new Diagnostic(Diagnostic.Kind.ZERO_LATENCY, Map.of(Diagnostic.L_US, 0.004));

        assertEquals(
                "L = 0.004 us is indistinguishable from 0: the one-way time is all overhead, as on shared memory, "
                        + "where no network carries the message",
                DiagnosticText.words(zero, Medium.SHARED_MEMORY));
        assertFalse(DiagnosticText.words(zero, Medium.LOOPBACK).contains("shared memory"));
        assertFalse(DiagnosticText.words(zero, Medium.NETWORK).contains("shared memory"));
    }

    @Test
    void pathIndependentWarningsReadAsBefore() {
        assertEquals(
                "no RTT for n_bytes = 16; used the RTT of n_bytes = 0",
                DiagnosticText.words(
                        new Diagnostic(
                                Diagnostic.Kind.RTT_OF_OTHER_SIZE,
                                Map.of(Diagnostic.N_BYTES, 16.0, Diagnostic.RTT_N_BYTES, 0.0)),
                        Medium.UNKNOWN));
        assertEquals(
                "the D = 0 plateau g = 7.600 us is within a factor 2 of RTT/W = 3.960 us (window W = 5): the window, "
                        + "not the network, may set the rate; rerun with a larger --window",
                DiagnosticText.words(
                        new Diagnostic(
                                Diagnostic.Kind.WINDOW_LIMITED,
                                Map.of(
                                        Diagnostic.G_US,
                                        7.6,
                                        Diagnostic.RTT_OVER_WINDOW_US,
                                        3.96,
                                        Diagnostic.WINDOW,
                                        5.0,
                                        Diagnostic.WINDOW_FACTOR,
                                        2.0)),
                        Medium.SHARED_MEMORY));
        Map<String, Double> notConverged =
                new LinkedHashMap<>(Map.of(Diagnostic.TO_M, 8.0, Diagnostic.STEADY_POINTS, 3.0, Diagnostic.G_US, 2.0));
        assertEquals(
                "the D = 0 curve has not reached its asymptote by M = 8 (steady part: 3 points); g = 2.000 us is the "
                        + "slope of its last points and may be off: measure larger M",
                DiagnosticText.words(
                        new Diagnostic(Diagnostic.Kind.PLATEAU_NOT_CONVERGED, notConverged), Medium.UNKNOWN));
        notConverged.put(Diagnostic.ISSUED_US, 16.0);
        notConverged.put(Diagnostic.MIN_ROUND_TRIPS, 2.0);
        assertTrue(DiagnosticText.words(
                        new Diagnostic(Diagnostic.Kind.PLATEAU_NOT_CONVERGED, notConverged), Medium.UNKNOWN)
                .contains("(steady part: 3 points; all of it issued in 16.000 us, less than 2 x RTT)"));
    }

    /** Every kind has words for every medium, from the values it documents, with '.' decimals whatever the locale. */
    @ParameterizedTest
    @EnumSource(Diagnostic.Kind.class)
    void everyKindIsWordedForEveryMedium(Diagnostic.Kind kind) {
        Locale.setDefault(Locale.GERMANY);
        Map<String, Double> all = new LinkedHashMap<>();
        for (String key : List.of(
                Diagnostic.L_US,
                Diagnostic.L_CI95_US,
                Diagnostic.HALF_RTT_US,
                Diagnostic.OVERHEADS_US,
                Diagnostic.O_S_US,
                Diagnostic.G_US,
                Diagnostic.IDLE_US,
                Diagnostic.IDLE_CI95_US,
                Diagnostic.WINDOW,
                Diagnostic.RTT_OVER_WINDOW_US,
                Diagnostic.WINDOW_FACTOR,
                Diagnostic.N_BYTES,
                Diagnostic.RTT_N_BYTES,
                Diagnostic.TO_M,
                Diagnostic.STEADY_POINTS,
                Diagnostic.DELAY_US,
                Diagnostic.SLOPE)) {
            all.put(key, 1.5);
        }
        for (Medium m : Medium.values()) {
            String words = DiagnosticText.words(new Diagnostic(kind, all), m);
            assertFalse(words.isBlank() || words.contains("%") || words.contains("1,5"), kind + " " + m + ": " + words);
        }
    }
}
