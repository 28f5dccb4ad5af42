package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.finding.Code;
import io.logp.finding.Finding;
import io.logp.finding.FitFinding;
import io.logp.transport.sim.LogpModel;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The D = 0 plateau against the requester's overheads: in the steady state the requester spends
 * o_s + o_r + Idle = g per message (Culler et al., Figure 3), so g = o_s + o_r means the overheads hide the network's
 * gap (overhead-limited, their RPC example) and g below o_s + o_r is not LogP at all.
 */
class GapConsistencyTest {

    @ParameterizedTest(name = "o_s {0}, o_r {1}, g {2}")
    @CsvSource({
        "1.0, 1.0, 2.0", // g = o_s + o_r: Idle = 0
        "1.0, 1.0, 1.5", // the network's g is below o_s + o_r and cannot be seen at all
        "1.0, 0.0, 1.0", // no receive overhead: g = o_s
    })
    void simulatedOverheadLimitedSystemIsFlagged(double oS, double oR, double g) throws FitException {
        LogpParameters fit = FitWarningsTest.simulateAndFit(LogpModel.exact(oS, oR, g, 5.0, 32), 256);

        assertEquals(oS + oR, fit.g().value(), 1e-6, "the plateau is the requester's overheads");
        assertEquals(0, fit.idleUs(), 1e-6);
        assertTrue(
                fit.has(Code.OVERHEAD_LIMITED) || fit.has(Code.SEND_OVERHEAD_LIMITED),
                fit.findings().toString());
    }

    @Test
    void textbookOverheadLimitedSystemIsFlaggedAndItsNeighbourIsNot() throws FitException {
        LogpParameters limited = FitWarningsTest.fitTextbook(new TextbookSystem(2.0, 2.6, 4.6, 11.1));
        LogpParameters idleTenPercent = FitWarningsTest.fitTextbook(new TextbookSystem(2.0, 2.6, 5.1, 11.1));

        assertEquals(2.6, limited.oR().value(), 0.001 * 2.6);
        assertTrue(limited.has(Code.OVERHEAD_LIMITED), limited.findings().toString());
        assertEquals(0.5, idleTenPercent.idleUs(), 1e-6);
        assertEquals(List.of(), idleTenPercent.findings(), "Idle = 10% of g is not overhead-limited");
    }

    @Test
    void plateauBelowTheRequestersOverheadsIsFlagged() throws FitException {
        // The D = 0 plateau is 4.0 us, but the curves above the gap say o_s + o_r = 4.6 us: Idle = -0.6 us.
        TextbookSystem zeroCurve = new TextbookSystem(2.0, 2.0, 4.0, 11.4);
        TextbookSystem delayed = new TextbookSystem(2.0, 2.6, 4.0, 11.1);
        List<SignaturePoint> points = new ArrayList<>(
                zeroCurve.signature(0, new double[] {0}, 256, 0.002).points());
        points.addAll(delayed.signature(0, new double[] {8, 16, 32}, 256, 0.002).points());

        LogpParameters fit =
                LogpFitter.fit(new Signature(points), List.of(new RttPoint(0, 31.4, 0.01, 2000)), OptionalInt.empty());

        assertEquals(4.0, fit.g().value(), 1e-6);
        assertEquals(2.6, fit.oR().value(), 1e-3);
        var below = FitWarningsTest.only(fit, FitFinding.GapBelowOverheads.class);
        assertEquals(4.0, below.gUs(), 1e-6);
        assertEquals(4.6, below.overheadsUs(), 1e-3);
        assertEquals(-0.6, below.idleUs(), 1e-3);
        assertFalse(fit.has(Code.OVERHEAD_LIMITED), fit.findings().toString());
    }

    @Test
    void aGapNotToldApartFromZeroIsNotCalledOverheadLimited() {
        // One C twin launch of the overhead command whose D = 0 curve had not settled: slope -0.143 +- 1.913 us.
        Estimate oS = Estimate.of(0.035, 0.002);
        List<Finding> unsettled = new ArrayList<>();
        new Consistency(
                        oS,
                        Estimate.unknown(),
                        Estimate.of(-0.143, 1.913),
                        Estimate.unknown(),
                        Estimate.of(0.353, 0.018),
                        OptionalInt.empty())
                .check(unsettled);
        List<Finding> measured = new ArrayList<>();
        new Consistency(
                        oS,
                        Estimate.unknown(),
                        Estimate.of(0.036, 0.001),
                        Estimate.unknown(),
                        Estimate.of(0.353, 0.018),
                        OptionalInt.empty())
                .check(measured);

        assertEquals(List.of(), unsettled);
        assertEquals(
                List.of(Code.SEND_OVERHEAD_LIMITED),
                measured.stream().map(Finding::code).toList());
    }
}
