package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The D = 0 curve as other tools write it: a measured compute time of a picosecond, not an exact 0. */
class ZeroDelayTest {

    private static Signature shifted(Signature s, double zeroDelay) {
        List<SignaturePoint> points = new ArrayList<>();
        for (SignaturePoint p : s.points()) {
            double d = p.delayUs() == 0 ? zeroDelay : p.delayUs();
            points.add(new SignaturePoint(p.nBytes(), d, p.m(), p.costUs(), p.ci95Us(), p.samples()));
        }
        return new Signature(points);
    }

    @Test
    void aPicosecondDelayIsTheZeroCurve() throws FitException {
        TextbookSystem paragon = TextbookSystem.PARAGON;
        Signature exact = paragon.signature(0, paragon.delaysAroundIdle(), 1024, 0.001);
        LogpParameters reference = LogpFitter.fit(exact, List.of(paragon.rtt(0, 0.01)), OptionalInt.empty());
        LogpParameters nearZero =
                LogpFitter.fit(shifted(exact, 1e-7), List.of(paragon.rtt(0, 0.01)), OptionalInt.empty());
        assertEquals(reference.oS().value(), nearZero.oS().value(), 1e-12);
        assertEquals(reference.g().value(), nearZero.g().value(), 1e-12);
        assertEquals(reference.oR().value(), nearZero.oR().value(), 1e-6);
    }

    @Test
    void aRealDelayIsNotTheZeroCurve() {
        TextbookSystem paragon = TextbookSystem.PARAGON;
        Signature exact = paragon.signature(0, paragon.delaysAroundIdle(), 1024, 0.001);
        FitException e = assertThrows(
                FitException.class,
                () -> LogpFitter.fit(shifted(exact, 0.01), List.of(paragon.rtt(0, 0.01)), OptionalInt.empty()));
        assertEquals(true, e.getMessage().contains("no D = 0 curve"), e.getMessage());
    }
}
