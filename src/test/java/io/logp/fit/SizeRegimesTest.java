package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.finding.BulkFinding;
import io.logp.finding.BulkFinding.SizeQuantity;
import io.logp.finding.BulkFinding.SizeShape;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Regimes of o_s(n) found from its values: a level is never claimed over a size several CIs away from it. */
class SizeRegimesTest {

    @Test
    void aProtocolSwitchBetween256And2048BytesSplitsTheLevel() {
        // The review's run: o_s(64) = 0.038 and o_s(2048) = 1.595 us were called "constant, about 0.014 us".
        List<SizeRegimes.Point> points = List.of(
                point(64, 0.038, 0.002),
                point(256, 0.040, 0.002),
                point(2048, 1.595, 0.05),
                point(4096, 1.655, 0.05),
                point(16384, 2.040, 0.04),
                point(65536, 3.600, 0.06));

        List<BulkFinding.SizeRegime> regimes = SizeRegimes.find(SizeQuantity.SEND_OVERHEAD, points);

        assertEquals(2, regimes.size(), regimes.toString());
        BulkFinding.SizeRegime low = regimes.get(0);
        assertEquals(SizeShape.CONSTANT, low.shape(), low.toString());
        assertEquals(256, low.toBytes());
        assertEquals(0.039, low.levelUs(), 0.002, low.toString());
        BulkFinding.SizeRegime high = regimes.get(1);
        assertEquals(2048, high.fromBytes());
        assertEquals(256, high.afterBytes());
        assertEquals(SizeShape.LINEAR, high.shape(), high.toString());
        // (3.600 - 1.595) / (65536 - 2048) us per byte through the end points, within 5%.
        assertEquals(3.158e-5, high.perByteUs(), 0.05 * 3.158e-5, high.toString());
    }

    @Test
    void everyRegimeHoldsEachOfItsSizesWithinThreeCis() {
        Random random = new Random(5);
        int[] sizes = {64, 256, 1024, 2048, 4096, 16384, 65536, 262144};
        for (int trial = 0; trial < 200; trial++) {
            List<SizeRegimes.Point> points = new ArrayList<>();
            double level = 0.05 + random.nextDouble();
            for (int n : sizes) {
                if (random.nextDouble() < 0.2) level *= 1 + 5 * random.nextDouble();
                double ci = 0.01 + 0.05 * random.nextDouble() * level;
                points.add(point(n, level * (1 + 0.02 * random.nextGaussian()) + n * 1e-6 * random.nextInt(2), ci));
            }
            for (BulkFinding.SizeRegime r : SizeRegimes.find(SizeQuantity.SEND_OVERHEAD, points)) {
                for (SizeRegimes.Point p : points) {
                    if (p.nBytes() < r.fromBytes() || p.nBytes() > r.toBytes()) continue;
                    double model = r.levelUs() + r.perByteUs() * (p.nBytes() - r.fromBytes());
                    assertTrue(
                            Math.abs(p.value().value() - model)
                                    <= SizeRegimes.CONSISTENT_CIS * p.value().ci95() + 1e-9,
                            "size " + p + " in " + r);
                }
            }
        }
    }

    private static SizeRegimes.Point point(int n, double us, double ci) {
        return new SizeRegimes.Point(n, Estimate.of(us, ci));
    }
}
