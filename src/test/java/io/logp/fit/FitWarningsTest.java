package io.logp.fit;

import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.data.SmallMessageSettings;
import io.logp.data.StoppingRule;
import io.logp.engine.IssueLoop;
import io.logp.experiment.Progress;
import io.logp.experiment.SmallMessageExperiment;
import io.logp.report.LogpJson;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.SimulatedTransport;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The warnings of {@link LogpFitter} (and its {@link Consistency} check), each on a system built to trigger it and
 * on a neighbour just outside its condition, so that a warning that always or never fires is caught. The plateau
 * against the requester's overheads is {@link GapConsistencyTest}'s.
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

    static boolean warns(LogpParameters fit, String text) {
        return fit.warnings().stream().anyMatch(w -> w.contains(text));
    }

    /** The experiment on a simulated exact network, M up to mMax (never extended). */
    static LogpParameters simulateAndFit(LogpModel model, int mMax) throws FitException {
        SmallMessageSettings settings = new SmallMessageSettings(mMax, mMax, null,
                new StoppingRule(50, 3, 0.05, 2000, 60_000_000_000L), 200, 0, 3600, 7);
        SmallMessageExperiment.Outcome outcome = new SmallMessageExperiment(new IssueLoop(new SimulatedTransport(model, 1), 1),
                settings, Progress.SILENT).run(SmallMessageExperiment.Sink.NONE);
        return LogpFitter.fit(outcome.sweep().signature(), List.of(outcome.rtt().point()), OptionalInt.of(model.window()));
    }

    @Test
    void textbookParagonIsRecoveredWithoutAnyWarning() throws FitException {
        LogpParameters fit = fitTextbook(TextbookSystem.PARAGON, TextbookSystem.PARAGON.rttUs(), 0.01, OptionalInt.of(32));

        assertEquals(1.4, fit.oS().value(), 1e-9);
        assertEquals(2.2, fit.oR().value(), 1e-6);
        assertEquals(7.6, fit.g().value(), 1e-6);
        assertEquals(6.3, fit.latency().value(), 1e-6);
        assertEquals(List.of(), fit.warnings());
    }

    @Test
    void negativeLatencyIsExplained() throws FitException {
        // RTT/2 = 2.5 us, shorter than o_s + o_r = 3.6 us seen under load.
        LogpParameters fit = fitTextbook(TextbookSystem.PARAGON, 5.0, 0.01, OptionalInt.empty());

        assertEquals(2.5 - 3.6, fit.latency().value(), 1e-6);
        assertTrue(warns(fit, "L = -1.100 us is negative"), fit.warnings().toString());
        assertTrue(warns(fit, "o_s + o_r = 3.600 us"), fit.warnings().toString());
        assertFalse(warns(fit, "indistinguishable from 0"), "one explanation, not two: " + fit.warnings());
    }

    @ParameterizedTest(name = "L = {0} us, RTT CI {1} us: warns \"{2}\"")
    @CsvSource({
            "0.1, 0.01, indistinguishable from 0", // 2.7% of RTT/2: below the 5% the fitter can tell from 0
            "0.3, 0.01, ''",                       // 7.7% of RTT/2, tight CI
            "1.0, 3.0,  its confidence interval includes 0", // 27% of RTT/2, but the CI of L reaches below 0
            "1.0, 0.01, ''",
    })
    void latencyNearZeroIsFlagged(double latency, double rttCi, String expected) throws FitException {
        TextbookSystem system = new TextbookSystem(1.4, 2.2, 7.6, latency);
        LogpParameters fit = fitTextbook(system, system.rttUs(), rttCi, OptionalInt.empty());

        assertEquals(latency, fit.latency().value(), 1e-6);
        List<String> aboutL = fit.warnings().stream().filter(w -> w.startsWith("L = ")).toList();
        if (expected.isEmpty()) {
            assertEquals(List.of(), aboutL);
        } else {
            assertEquals(1, aboutL.size(), aboutL.toString());
            assertTrue(aboutL.get(0).contains(expected), aboutL.toString());
        }
    }

    @ParameterizedTest(name = "window {0}: warns {1}")
    @CsvSource({
            "1,  true",
            "5,  true",   // RTT/W = 3.96 us; g = 7.6 us <= 2 x 3.96
            "6,  false",  // RTT/W = 3.30 us; g = 7.6 us >  2 x 3.30
            "32, false",
    })
    void plateauWithinTwiceRttOverWindowIsFlaggedAsWindowLimited(int window, boolean expected) throws FitException {
        TextbookSystem paragon = TextbookSystem.PARAGON;
        LogpParameters fit = fitTextbook(paragon, paragon.rttUs(), 0.01, OptionalInt.of(window));

        assertEquals(expected, warns(fit, "rerun with a larger --window"), fit.warnings().toString());
        if (expected) assertTrue(warns(fit, "window W = " + window), fit.warnings().toString());
    }

    @Test
    void zeroDelayCurveCutOffInItsSendOnlyRegimeHasNotReachedItsAsymptote() throws FitException {
        // Myrinet issues for RTT/o_s = 15.7 requests before the first reply is back; M <= 8 never leaves o_s.
        TextbookSystem myrinet = TextbookSystem.MYRINET;
        Signature cutOff = myrinet.signature(0, myrinet.delaysAroundIdle(), 8, 0.002);

        LogpParameters fit = LogpFitter.fit(cutOff, List.of(myrinet.rtt(0, 0.01)), OptionalInt.empty());

        assertEquals(2.0, fit.oS().value(), 1e-9);
        assertTrue(warns(fit, "the D = 0 curve has not reached its asymptote by M = 8"), fit.warnings().toString());
        assertTrue(warns(fit, "all of it issued in 16.000 us, less than 2 x RTT"), fit.warnings().toString());
        assertFalse(fit.curves().get(0).converged(), fit.curves().get(0).toString());
    }

    @Test
    void simulatedZeroDelayCurveCutOffAtEightHasNotReachedItsAsymptote() throws FitException {
        LogpParameters fit = simulateAndFit(LogpModel.exact(2.0, 2.6, 12.4, 11.1, 32), 8);

        assertTrue(warns(fit, "has not reached its asymptote by M = 8"), fit.warnings().toString());
    }

    @Test
    void zeroDelayCurveFollowedIntoItsSteadyStateHasNoAsymptoteWarning() throws FitException {
        TextbookSystem myrinet = TextbookSystem.MYRINET;
        LogpParameters fit = LogpFitter.fit(myrinet.signature(0, myrinet.delaysAroundIdle(), 64, 0.002),
                List.of(myrinet.rtt(0, 0.01)), OptionalInt.empty());

        assertEquals(12.4, fit.g().value(), 1e-6);
        assertFalse(warns(fit, "asymptote"), fit.warnings().toString());
    }

    @Test
    void withoutACurveAboveTheGapReceiveOverheadAndLatencyAreUnknownAndNullInJson() throws Exception {
        TextbookSystem myrinet = TextbookSystem.MYRINET;
        Signature belowIdle = myrinet.signature(0, new double[] {0, myrinet.idleUs() / 2}, 256, 0.002);

        LogpParameters fit = LogpFitter.fit(belowIdle, List.of(myrinet.rtt(0, 0.01)), OptionalInt.empty());

        assertTrue(Double.isNaN(fit.oR().value()) && Double.isNaN(fit.latency().value()), fit.toString());
        assertEquals(12.4, fit.g().value(), 1e-6);
        assertTrue(warns(fit, "so o_r and L are unknown"), fit.warnings().toString());
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
        LogpParameters fit = LogpFitter.fit(new Signature(points), List.of(new RttPoint(0, 31.4, 0.01, 2000)),
                OptionalInt.empty());

        assertEquals(2.0, fit.oS().value(), 1e-9);
        assertEquals(1.5, fit.g().value(), 1e-6);
        assertTrue(warns(fit, "is below o_s = 2.000 us"), fit.warnings().toString());
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
        LogpParameters fit = LogpFitter.fit(new Signature(points), List.of(TextbookSystem.PARAGON.rtt(0, 0.01)),
                OptionalInt.empty());

        assertEquals(1.5, fit.oRSlope().value(), 1e-6);
        assertTrue(warns(fit, "slope 1.50, not 1"), fit.warnings().toString());
    }
}
