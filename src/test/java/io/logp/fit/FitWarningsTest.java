package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.data.SmallMessageSettings;
import io.logp.data.StoppingRule;
import io.logp.engine.IssueLoop;
import io.logp.experiment.Progress;
import io.logp.experiment.SmallMessageExperiment;
import io.logp.finding.Code;
import io.logp.finding.Finding;
import io.logp.finding.FitFinding;
import io.logp.result.LogpJson;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.SimulatedTransport;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The diagnostics of {@link LogpFitter} (and its {@link Consistency} check), each on a system built to trigger it and
 * on a neighbour just outside its condition, so that a diagnostic that always or never fires is caught, with the
 * numbers it carries. Their words are {@code FindingTextTest}'s. The plateau against the requester's overheads is
 * {@link GapConsistencyTest}'s.
 */
class FitWarningsTest {

    private static final double[] PARAGON_DELAYS = TextbookSystem.PARAGON.delaysAroundIdle();

    static LogpParameters fitTextbook(TextbookSystem system, double rttUs, double rttCi, OptionalInt window)
            throws FitException {
        Signature signature = system.signature(0, system.delaysAroundIdle(), 256, 0.002);
        return LogpFitter.fit(signature, List.of(new RttPoint(0, rttUs, rttCi, 2000)), window);
    }

    static LogpParameters fitTextbook(TextbookSystem system) throws FitException {
        return fitTextbook(system, system.rttUs(), 0.01, OptionalInt.empty());
    }

    /** The one finding of this kind; fails when there is none or more than one. */
    static <T extends Finding> T only(LogpParameters fit, Class<T> kind) {
        List<T> of =
                fit.findings().stream().filter(kind::isInstance).map(kind::cast).toList();
        assertEquals(1, of.size(), kind.getSimpleName() + " once in " + fit.findings());
        return of.get(0);
    }

    /** The experiment on a simulated exact network, M up to mMax (never extended). */
    static LogpParameters simulateAndFit(LogpModel model, int mMax) throws FitException {
        SmallMessageSettings settings = new SmallMessageSettings(
                mMax, mMax, null, new StoppingRule(50, 3, 0.05, 2000, 60_000_000_000L), 200, 0, 3600, 7);
        SmallMessageExperiment.Outcome outcome = new SmallMessageExperiment(
                        new IssueLoop(new SimulatedTransport(model, 1), 1), settings, Progress.SILENT)
                .run(SmallMessageExperiment.Sink.NONE);
        return LogpFitter.fit(
                outcome.sweep().signature(), List.of(outcome.rtt().point()), OptionalInt.of(model.window()));
    }

    @Test
    void textbookParagonIsRecoveredWithoutAnyWarning() throws FitException {
        LogpParameters fit =
                fitTextbook(TextbookSystem.PARAGON, TextbookSystem.PARAGON.rttUs(), 0.01, OptionalInt.of(32));

        assertEquals(1.4, fit.oS().value(), 1e-9);
        assertEquals(2.2, fit.oR().value(), 1e-6);
        assertEquals(7.6, fit.g().value(), 1e-6);
        assertEquals(6.3, fit.latency().value(), 1e-6);
        assertEquals(List.of(), fit.findings());
    }

    @Test
    void negativeLatencyIsExplained() throws FitException {
        // RTT/2 = 2.5 us, shorter than o_s + o_r = 3.6 us seen under load.
        LogpParameters fit = fitTextbook(TextbookSystem.PARAGON, 5.0, 0.01, OptionalInt.empty());

        assertEquals(2.5 - 3.6, fit.latency().value(), 1e-6);
        var negative = only(fit, FitFinding.NegativeLatency.class);
        assertEquals(-1.1, negative.lUs(), 1e-6);
        assertEquals(2.5, negative.halfRttUs(), 1e-9);
        assertEquals(3.6, negative.overheadsUs(), 1e-6);
        assertTrue(negative.lUs() + negative.lCi95Us() < 0, "significant: " + negative);
        assertFalse(fit.has(Code.ZERO_LATENCY), "one explanation, not two: " + fit.findings());
    }

    @ParameterizedTest(name = "L = {0} us, RTT CI {1} us: finds \"{2}\"")
    @CsvSource({
        "0.1, 0.01, ZERO_LATENCY", // 2.7% of RTT/2: below the 5% the fitter can tell from 0
        "0.3, 0.01, ''", // 7.7% of RTT/2, tight CI
        "1.0, 3.0,  UNCERTAIN_LATENCY", // 27% of RTT/2, but the CI of L reaches below 0
        "1.0, 0.01, ''",
    })
    void latencyNearZeroIsFlagged(double latency, double rttCi, String expected) throws FitException {
        TextbookSystem system = new TextbookSystem(1.4, 2.2, 7.6, latency);
        LogpParameters fit = fitTextbook(system, system.rttUs(), rttCi, OptionalInt.empty());

        assertEquals(latency, fit.latency().value(), 1e-6);
        List<Code> aboutL = fit.findings().stream()
                .map(Finding::code)
                .filter(k -> k.name().endsWith("_LATENCY"))
                .toList();
        assertEquals(expected.isEmpty() ? List.of() : List.of(Code.valueOf(expected)), aboutL);
        if (!expected.isEmpty()) {
            double l = aboutL.get(0) == Code.ZERO_LATENCY
                    ? only(fit, FitFinding.ZeroLatency.class).lUs()
                    : only(fit, FitFinding.UncertainLatency.class).lUs();
            assertEquals(latency, l, 1e-6);
        }
    }

    @ParameterizedTest(name = "window {0}: warns {1}")
    @CsvSource({
        "1,  true",
        "5,  true", // RTT/W = 3.96 us; g = 7.6 us <= 2 x 3.96
        "6,  false", // RTT/W = 3.30 us; g = 7.6 us >  2 x 3.30
        "32, false",
    })
    void plateauWithinTwiceRttOverWindowIsFlaggedAsWindowLimited(int window, boolean expected) throws FitException {
        TextbookSystem paragon = TextbookSystem.PARAGON;
        LogpParameters fit = fitTextbook(paragon, paragon.rttUs(), 0.01, OptionalInt.of(window));

        assertEquals(expected, fit.has(Code.WINDOW_LIMITED), fit.findings().toString());
        if (expected) {
            var limited = only(fit, FitFinding.WindowLimited.class);
            assertEquals(window, limited.window());
            assertEquals(paragon.rttUs() / window, limited.rttOverWindowUs(), 1e-9);
        }
    }

    @Test
    void zeroDelayCurveCutOffInItsSendOnlyRegimeHasNotReachedItsAsymptote() throws FitException {
        // Myrinet issues for RTT/o_s = 15.7 requests before the first reply is back; M <= 8 never leaves o_s.
        TextbookSystem myrinet = TextbookSystem.MYRINET;
        Signature cutOff = myrinet.signature(0, myrinet.delaysAroundIdle(), 8, 0.002);

        LogpParameters fit = LogpFitter.fit(cutOff, List.of(myrinet.rtt(0, 0.01)), OptionalInt.empty());

        assertEquals(2.0, fit.oS().value(), 1e-9);
        var notConverged = only(fit, FitFinding.PlateauNotConverged.class);
        assertEquals(8, notConverged.toM());
        assertEquals(16.0, notConverged.issuedUs(), 1e-6, "cut off: 8 x o_s");
        assertEquals(2, notConverged.minRoundTrips());
        assertFalse(fit.curves().get(0).converged(), fit.curves().get(0).toString());
    }

    @Test
    void simulatedZeroDelayCurveCutOffAtEightHasNotReachedItsAsymptote() throws FitException {
        LogpParameters fit = simulateAndFit(LogpModel.exact(2.0, 2.6, 12.4, 11.1, 32), 8);

        assertEquals(8, only(fit, FitFinding.PlateauNotConverged.class).toM());
    }

    @Test
    void zeroDelayCurveFollowedIntoItsSteadyStateHasNoAsymptoteWarning() throws FitException {
        TextbookSystem myrinet = TextbookSystem.MYRINET;
        LogpParameters fit = LogpFitter.fit(
                myrinet.signature(0, myrinet.delaysAroundIdle(), 64, 0.002),
                List.of(myrinet.rtt(0, 0.01)),
                OptionalInt.empty());

        assertEquals(12.4, fit.g().value(), 1e-6);
        assertFalse(fit.has(Code.PLATEAU_NOT_CONVERGED), fit.findings().toString());
    }

    @Test
    void withoutACurveAboveTheGapReceiveOverheadAndLatencyAreUnknownAndNullInJson() throws Exception {
        TextbookSystem myrinet = TextbookSystem.MYRINET;
        Signature belowIdle = myrinet.signature(0, new double[] {0, myrinet.idleUs() / 2}, 256, 0.002);

        LogpParameters fit = LogpFitter.fit(belowIdle, List.of(myrinet.rtt(0, 0.01)), OptionalInt.empty());

        assertTrue(Double.isNaN(fit.oR().value()) && Double.isNaN(fit.latency().value()), fit.toString());
        assertEquals(12.4, fit.g().value(), 1e-6);
        assertTrue(fit.has(Code.NO_CURVE_ABOVE_GAP), fit.findings().toString());
        JsonNode json = new ObjectMapper().readTree(LogpJson.toJson(fit));
        for (String key : List.of("o_r_us", "o_r_ci95_us", "L_us", "L_ci95_us")) {
            assertTrue(json.get(key).isNull(), key + " in " + json);
        }
        assertEquals(2.0, json.get("o_s_us").asDouble(), 1e-9);
        assertEquals(12.4, json.get("g_us").asDouble(), 1e-6);
    }

    @Test
    void plateauBelowTheSendOverheadIsFlagged() throws FitException {
        // A D = 0 curve that falls from 2.0 us to 1.5 us: no sender can issue faster than its own overhead.
        List<SignaturePoint> points = new ArrayList<>();
        for (int m : new int[] {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256}) {
            points.add(new SignaturePoint(0, 0, m, m <= 8 ? 2.0 : 1.5, 0.004, 150));
            points.add(new SignaturePoint(0, 20, m, 24.6, 0.05, 150));
        }
        LogpParameters fit =
                LogpFitter.fit(new Signature(points), List.of(new RttPoint(0, 31.4, 0.01, 2000)), OptionalInt.empty());

        assertEquals(2.0, fit.oS().value(), 1e-9);
        assertEquals(1.5, fit.g().value(), 1e-6);
        var below = only(fit, FitFinding.GapBelowSendOverhead.class);
        assertEquals(2.0, below.oSUs(), 1e-9);
        assertEquals(1.5, below.gUs(), 1e-6);
    }

    @Test
    void slopeOfSteadyCostAgainstDelayFarFromOneIsFlagged() throws FitException {
        // Steady cost grows at 1.5 per us of D: the requester's cost changes with D.
        List<SignaturePoint> points = new ArrayList<>();
        for (int m : new int[] {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256}) {
            for (double d : PARAGON_DELAYS) {
                double steady = d == 0 ? 7.6 : Math.max(7.6, 3.6 + 1.5 * d);
                points.add(new SignaturePoint(0, d, m, m <= 4 ? 1.4 + d : steady, 0.002 * steady, 150));
            }
        }
        LogpParameters fit = LogpFitter.fit(
                new Signature(points), List.of(TextbookSystem.PARAGON.rtt(0, 0.01)), OptionalInt.empty());

        assertEquals(1.5, fit.oRSlope().value(), 1e-6);
        assertEquals(1.5, only(fit, FitFinding.SlopeNotOne.class).slope(), 1e-6);
    }
}
