package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.finding.Code;
import io.logp.transport.sim.LogpModel;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The D = 0 curve as other tools write it: C programs that calibrate their busy wait write the zero-delay curve with
 * the wait's own cost (delay_us = 0.0100), and some write every point's own measured D. The method needs a curve
 * below Idle, not an exact zero: such signatures must fit within the tolerances of exact zeros
 * ({@link SimulatedRecoveryTest}: o_s, o_r, g within 5%, L within 10%).
 */
class ZeroDelayTest {

    private static Signature shifted(Signature s, double zeroDelay) {
        List<SignaturePoint> points = new ArrayList<>();
        for (SignaturePoint p : s.points()) {
            double d = p.delayUs() == 0 ? zeroDelay : p.delayUs();
            points.add(new SignaturePoint(p.nBytes(), d, p.m(), p.costUs(), p.ci95Us(), p.samples()));
        }
        return new Signature(points);
    }

    /** D = 0 (written as {@code zero}), two delays below Idle and three above it, as TextbookSystem chooses them. */
    private static double[] delays(LogpModel m, double zero) {
        double idle = m.idleUs();
        return new double[] {zero, idle / 4, idle / 2, 2 * m.gUs(), 4 * m.gUs(), 8 * m.gUs()};
    }

    @ParameterizedTest(name = "{0}, zero written as {1} us, per-point jitter {2}")
    @CsvSource({
        // platform,      D of the zero curve (-1: a tenth of the smallest non-zero delay), its per-point jitter
        "Intel Paragon, 0,     0",
        "Intel Paragon, 0.005, 0",
        "Intel Paragon, 0.01,  0",
        "Intel Paragon, 0.1,   0",
        "Intel Paragon, -1,    0",
        "Intel Paragon, 0.01,  0.1",
        "Intel Paragon, -1,    0.1",
        "Myrinet,       0,     0",
        "Myrinet,       0.01,  0",
        "Myrinet,       0.1,   0.1",
        "Myrinet,       -1,    0.1",
    })
    void aCalibratedWaitOfNothingFitsAsAnExactZero(String platform, double zero, double jitter) throws FitException {
        LogpModel model = platform.startsWith("Intel")
                ? new LogpModel(1.4, 2.2, 7.6, 6.3, 32, 0.02, 0, 1, 91)
                : new LogpModel(2.0, 2.6, 12.4, 11.1, 32, 0.02, 0, 1, 93);
        double zeroUs = zero >= 0 ? zero : model.idleUs() / 4 / 10;
        CalibratedWaitProgram program = new CalibratedWaitProgram(model, 40, jitter, 5);
        CalibratedWaitProgram.Run run = program.measure(delays(model, zeroUs), 256);

        LogpParameters fit = LogpFitter.fit(run.signature(), List.of(run.rtt()), OptionalInt.of(model.window()));

        String context = platform + " D0 = " + zeroUs + " " + fit;
        assertEquals(model.oSUs(), fit.oS().value(), 0.05 * model.oSUs(), "o_s " + context);
        assertEquals(model.oRUs(), fit.oR().value(), 0.05 * model.oRUs(), "o_r " + context);
        assertEquals(model.gUs(), fit.g().value(), 0.05 * model.gUs(), "g " + context);
        assertEquals(model.latencyUs(), fit.latency().value(), 0.10 * model.latencyUs(), "L " + context);
        assertEquals(6, fit.curves().size(), "jittered delays are grouped into their six curves: " + context);
        assertEquals(zeroUs > 0, fit.has(Code.LOWEST_DELAY_AS_ZERO), "the note: " + context);
    }

    @Test
    void everyCurveBelowIdleIsEvidenceForTheGap() throws FitException {
        // Textbook Paragon: D = 1 and 2 us keep o_s + o_r + D (4.6, 5.6 us) clearly below g = 7.6 us. Lift only the
        // D = 0 plateau by 3%: g pools the three plateaus by their weights, so it moves by less than that.
        TextbookSystem paragon = TextbookSystem.PARAGON;
        Signature exact = paragon.signature(0, paragon.delaysAroundIdle(), 1024, 0.01);
        List<SignaturePoint> points = new ArrayList<>();
        for (SignaturePoint p : exact.points()) {
            boolean plateau = p.delayUs() == 0 && p.costUs() == paragon.g();
            double cost = plateau ? 1.03 * p.costUs() : p.costUs();
            points.add(new SignaturePoint(p.nBytes(), p.delayUs(), p.m(), cost, 0.01 * cost, p.samples()));
        }
        LogpParameters fit = LogpFitter.fit(new Signature(points), List.of(paragon.rtt(0, 0.01)), OptionalInt.empty());
        double sw = 0, swv = 0;
        for (CurveFit c : fit.curves().subList(0, 3)) {
            double w = 1 / (c.steady().ci95() * c.steady().ci95());
            sw += w;
            swv += w * c.steady().value();
        }
        assertEquals(swv / sw, fit.g().value(), 1e-9, fit.toString());
        assertTrue(
                fit.g().value() > 7.6 * 1.005 && fit.g().value() < 7.6 * 1.025,
                fit.g().toString());
    }

    @Test
    void aPicosecondDelayIsTheZeroCurveWithoutANote() throws FitException {
        TextbookSystem paragon = TextbookSystem.PARAGON;
        Signature exact = paragon.signature(0, paragon.delaysAroundIdle(), 1024, 0.001);
        LogpParameters reference = LogpFitter.fit(exact, List.of(paragon.rtt(0, 0.01)), OptionalInt.empty());
        LogpParameters nearZero =
                LogpFitter.fit(shifted(exact, 1e-7), List.of(paragon.rtt(0, 0.01)), OptionalInt.empty());
        assertEquals(reference.oS().value(), nearZero.oS().value(), 1e-6);
        assertEquals(reference.g().value(), nearZero.g().value(), 1e-12);
        assertEquals(reference.oR().value(), nearZero.oR().value(), 1e-6);
        assertFalse(nearZero.has(Code.LOWEST_DELAY_AS_ZERO));
    }

    @Test
    void aLowestDelayNotFarBelowTheGapIsNoZeroCurve() {
        // Without the D = 0 and the two small delays, the lowest curve (D = 2 g) is above the plateau: refused.
        TextbookSystem paragon = TextbookSystem.PARAGON;
        Signature noZero = paragon.signature(0, new double[] {2 * 7.6, 4 * 7.6, 8 * 7.6}, 1024, 0.001);
        FitException e = assertThrows(
                FitException.class, () -> LogpFitter.fit(noZero, List.of(paragon.rtt(0, 0.01)), OptionalInt.empty()));
        assertTrue(e.getMessage().contains("no D = 0 curve for n_bytes = 0"), e.getMessage());
        assertTrue(e.getMessage().contains("is not below 10% of its own plateau"), e.getMessage());
    }
}
