package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Defaults;
import io.logp.data.SmallMessageSettings;
import io.logp.data.StoppingRule;
import io.logp.engine.IssueLoop;
import io.logp.experiment.Progress;
import io.logp.experiment.SmallMessageExperiment;
import io.logp.finding.Code;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.SimulatedTransport;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The round trip of the method: a simulated network with known parameters and 2% jitter goes through the same
 * experiment code as a real run (warm-up, RTT, pilot, interleaved sweep, stopping rule) and the fitter must
 * recover o_s, o_r, g within 5% and L within 10%.
 */
class SimulatedRecoveryTest {

    static LogpParameters simulateAndFit(LogpModel model) throws FitException {
        SimulatedTransport transport = new SimulatedTransport(model, 1);
        SmallMessageSettings settings = new SmallMessageSettings(
                Defaults.M_MAX,
                Defaults.M_CAP,
                null,
                new StoppingRule(
                        Defaults.BATCH,
                        Defaults.MIN_BATCHES,
                        Defaults.RELATIVE_CI,
                        Defaults.MAX_TRIALS,
                        60_000_000_000L),
                Defaults.RTT_TRIALS,
                0,
                3600,
                7);
        SmallMessageExperiment.Outcome outcome = new SmallMessageExperiment(
                        new IssueLoop(transport, 1), settings, Progress.SILENT)
                .run(SmallMessageExperiment.Sink.NONE);
        return LogpFitter.fit(
                outcome.sweep().signature(), List.of(outcome.rtt().point()), OptionalInt.of(model.window()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // platform,         o_s,  o_r,  g,    L,    window
        "Intel Paragon,      1.4,  2.2,  7.6,  6.3,  32",
        "Meiko CS-2,         1.7,  1.6,  13.6, 7.5,  32",
        "Myrinet,            2.0,  2.6,  12.4, 11.1, 32",
        "shared-memory-like, 0.09, 0.08, 0.25, 0.02, 32",
        "TCP-loopback-like,  4.0,  5.0,  12.0, 3.0,  32",
        "overhead-bound,     1.0,  1.0,  2.5,  5.0,  64",
    })
    void recoversKnownParametersWithJitter(String platform, double oS, double oR, double g, double l, int window)
            throws FitException {
        LogpModel model = new LogpModel(oS, oR, g, l, window, 0.02, 0, 1, platform.hashCode());
        LogpParameters fit = simulateAndFit(model);
        String context = platform + " " + fit;
        assertEquals(oS, fit.oS().value(), 0.05 * oS, "o_s " + context);
        assertEquals(oR, fit.oR().value(), 0.05 * oR, "o_r " + context);
        assertEquals(g, fit.g().value(), 0.05 * g, "g " + context);
        assertEquals(l, fit.latency().value(), 0.10 * l, "L " + context);
        assertTrue(fit.oRSlope().isKnown() && Math.abs(fit.oRSlope().value() - 1) < 0.1, "slope " + context);
        assertTrue(
                fit.oS().hasCi()
                        && fit.g().hasCi()
                        && fit.oR().hasCi()
                        && fit.latency().hasCi(),
                "CIs " + context);
        assertFalse(fit.has(Code.WINDOW_LIMITED), "no window diagnostic " + context);
    }

    @Test
    void windowLimitedPlateauIsDetected() throws FitException {
        LogpParameters fit = simulateAndFit(LogpModel.exact(1.4, 2.2, 7.6, 6.3, 2));
        assertTrue(fit.g().value() > 7.6 * 1.1, "the plateau is the window's, above g: " + fit.g());
        assertTrue(fit.has(Code.WINDOW_LIMITED), fit.findings().toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "Intel Paragon, 1.4, 2.2, 7.6, 6.3",
        "Myrinet,       2.0, 2.6, 12.4, 11.1",
    })
    void noiselessNetworkGivesExactParameters(String platform, double oS, double oR, double g, double l)
            throws FitException {
        LogpParameters fit = simulateAndFit(LogpModel.exact(oS, oR, g, l, 32));
        assertEquals(oS, fit.oS().value(), 1e-9);
        assertEquals(oR, fit.oR().value(), 1e-6);
        assertEquals(g, fit.g().value(), 1e-6);
        assertEquals(l, fit.latency().value(), 1e-6);
        assertEquals(1.0, fit.oRSlope().value(), 1e-6);
    }
}
