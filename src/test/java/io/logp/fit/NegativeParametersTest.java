package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.finding.BulkFinding;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * A time the model cannot make negative is not given as a value when the fit makes it so: a bulk o_r(n) whose
 * steady cost with D lies below o_s(n) + D (part of the send overlaps the computation), and a T0 whose line does
 * not extrapolate to a start-up time. Each is withheld and a finding keeps the number.
 */
class NegativeParametersTest {

    @Test
    void aNegativeReceiveOverheadIsWithheldWithAFindingThatKeepsIt() throws FitException {
        // At 64 bytes the curves above the plateau cost o_s + D - 0.4 us: the send's copy overlaps D and hides the
        // reply's o_r. The small message (16 bytes) is the Paragon's.
        TextbookSystem overlapping = new TextbookSystem(1.0, -0.4, 1.5, 1.0);
        List<SignaturePoint> points = new ArrayList<>(TextbookSystem.PARAGON
                .signature(16, TextbookSystem.PARAGON.delaysAroundIdle(), 256, 0.01)
                .points());
        points.addAll(overlapping
                .signature(64, overlapping.delaysAroundIdle(), 256, 0.01)
                .points());
        List<RttPoint> times = List.of(TextbookSystem.PARAGON.rtt(16, 0.05), overlapping.rtt(64, 0.05));

        BulkParameters bulk =
                BulkFitter.fit(new Signature(points), times, OptionalInt.of(8)).orElseThrow();

        BulkSize at64 =
                bulk.sizes().stream().filter(s -> s.nBytes() == 64).findFirst().orElseThrow();
        assertFalse(at64.oR().isKnown(), "withheld: " + at64);
        assertEquals(1.0, at64.oS().value(), 0.01, at64.toString());
        BulkFinding.ReceiveOverheadHidden hidden = bulk.findings().stream()
                .filter(f -> f instanceof BulkFinding.ReceiveOverheadHidden)
                .map(f -> (BulkFinding.ReceiveOverheadHidden) f)
                .findFirst()
                .orElseThrow(() -> new AssertionError("a finding: " + bulk.findings()));
        assertEquals(64, hidden.nBytes());
        assertEquals(-0.4, hidden.oRUs(), 0.01, hidden.toString());
        assertTrue(hidden.oRUs() + hidden.oRCi95Us() < 0, "significantly negative: " + hidden);
        // Without o_r(n) whether g(n) is the requester's overheads cannot be told.
        assertEquals(
                BulkFinding.GapHiddenReason.RECEIVE_OVERHEAD_UNKNOWN,
                at64.hidden().orElseThrow().reason());
        BulkSize at16 = bulk.sizes().get(0);
        assertEquals(2.2, at16.oR().value(), 0.01, "the small message's o_r stays: " + at16);
    }

    @Test
    void aNegativeInterceptIsNoT0ToPrint() throws FitException {
        // T(n) grows faster than linearly over the large sizes: the line's intercept is -2 us.
        List<RttPoint> times = new ArrayList<>();
        for (int n : new int[] {262144, 393216, 524288, 786432}) {
            double t = -2.0 + n / 20000.0;
            times.add(new RttPoint(n, t, 0.01 * t, 100));
        }
        TransferTimeRegimes fit = TransferTimeRegimes.fit(times);
        TransferRegime r = fit.headline().orElseThrow();

        assertEquals(-2.0, r.t0().value(), 1e-6, "the line keeps its intercept, for the chart");
        assertFalse(r.startUp().isKnown(), "but gives no T0: " + r);
        BulkFinding.T0NotAStartup why = r.t0Finding().orElseThrow();
        assertEquals(BulkFinding.T0Reason.NEGATIVE, why.reason());
        assertEquals(-2.0, why.t0Us(), 1e-6);
        BulkParameters bulk = new BulkParameters(
                List.of(),
                fit,
                io.logp.data.Estimate.unknown(),
                0,
                0,
                List.of(),
                List.of(r.t0Finding().get()));
        assertFalse(bulk.t0().isKnown(), "the headline T0 is withheld too");
        assertEquals(20000, bulk.rateMBps().value(), 1e-6, "R stays");
    }
}
