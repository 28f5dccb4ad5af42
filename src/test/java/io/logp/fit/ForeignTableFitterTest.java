package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.ReferenceSeries;
import io.logp.data.ReferenceSeries.Measure;
import io.logp.finding.Finding;
import io.logp.finding.ForeignFinding;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fit of one table of another suite: Ts from its small sizes, R from its large-message regime, breaks whose kind
 * and size come from the data on both sides, and no number the table cannot support.
 */
class ForeignTableFitterTest {

    private static ReferenceSeries table(Measure measure, int[] n, double[] t) {
        List<ReferenceSeries.Row> rows = new ArrayList<>();
        for (int i = 0; i < n.length; i++) {
            rows.add(new ReferenceSeries.Row(n[i], t[i], Double.NaN, n[i] > 0 ? n[i] / t[i] : Double.NaN));
        }
        return new ReferenceSeries("tool", "test", measure, rows, List.of());
    }

    private static ReferenceSeries oneWay(int[] n, double[] t) {
        return table(Measure.ONE_WAY, n, t);
    }

    private static int[] powersOfTwo(int from, int to) {
        List<Integer> out = new ArrayList<>();
        for (int n = from; n <= to; n *= 2) out.add(n);
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static <T extends Finding> T only(ForeignTableFit fit, Class<T> kind) {
        List<T> found =
                fit.findings().stream().filter(kind::isInstance).map(kind::cast).toList();
        assertEquals(1, found.size(), fit.findings().toString());
        return found.get(0);
    }

    /** The visible step of the issue, 1.22 -> 1.69 us at 128 -> 256 B (an OSU MPI-CUDA table to 8 KiB). */
    @Test
    void aVisibleStepUpIsFoundWithItsSizeAndCi() {
        int[] n = powersOfTwo(1, 8192);
        double[] t = {1.22, 1.22, 1.21, 1.22, 1.23, 1.24, 1.25, 1.22, 1.69, 1.72, 1.80, 2.01, 2.45, 3.31};

        ForeignTableFit fit = ForeignTableFitter.fit("t", oneWay(n, t));

        assertEquals(1, fit.breaks().size(), fit.breaks().toString());
        ForeignTableFit.Break b = fit.breaks().get(0);
        assertEquals(128, b.afterBytes());
        assertEquals(256, b.atBytes());
        assertEquals(ForeignTableFit.Kind.STEP_UP, b.kind());
        // 1.69 - 1.22 = 0.47 us, less the trend of the small sizes over 128 B.
        assertEquals(0.445, b.stepUs().value(), 0.02);
        assertTrue(b.stepUs().ci95() > 0 && b.stepUs().ci95() < 0.1, b.toString());
        assertEquals(1.22, fit.tsUs().value(), 0.01);
        // 8 KiB: no bandwidth regime, so no R, and a finding that says so; the peak is still the file's.
        assertFalse(fit.rateMBps().isKnown());
        assertEquals(8192, only(fit, ForeignFinding.NoBandwidthRegime.class).largestBytes());
        assertEquals(8192 / 3.31, fit.peakMBps(), 1e-9);
    }

    /**
     * IMB on CSD3 (InfiniBand HDR): from 32 to 64 KiB the time rises (9.34 -> 12.27 us) while the rate jumps to
     * rendezvous: a rate change, never a "step down".
     */
    @Test
    void aTimeThatRisesIsNeverAStepDown() {
        int[] n = powersOfTwo(1024, 4194304);
        double[] t = {1.72, 2.24, 3.00, 3.89, 5.50, 9.34, 12.27, 17.26, 27.90, 49.66, 92.09, 177.04, 347.52};

        ForeignTableFit fit = ForeignTableFitter.fit("t", oneWay(n, t));

        for (ForeignTableFit.Break b : fit.breaks()) {
            assertTrue(b.kind() != ForeignTableFit.Kind.STEP_DOWN, b.toString());
            if (b.kind() == ForeignTableFit.Kind.STEP_UP) assertTrue(b.stepUs().value() > 0, b.toString());
        }
        // R of the last regime: between the delivered rate of 4 MiB (12069 MB/s) and 1.6 times it.
        assertTrue(fit.rateMBps().value() > 12069 && fit.rateMBps().value() < 1.6 * 12069, fit.toString());
    }

    /** A time that falls (as NetPIPE's over shared memory from 24 to 32 KiB, docs/foreign-formats.md) steps down. */
    @Test
    void aTimeThatFallsIsAStepDown() {
        int[] n = {1024, 2048, 4096, 8192, 16384, 24576, 32768, 65536, 131072, 262144, 524288, 1048576};
        double[] t = new double[n.length];
        for (int i = 0; i < n.length; i++) t[i] = n[i] <= 24576 ? 0.5 + n[i] / 3000.0 : 1.0 + n[i] / 5000.0;

        ForeignTableFit fit = ForeignTableFitter.fit("t", oneWay(n, t));

        ForeignTableFit.Break b = fit.breaks().stream()
                .filter(x -> x.afterBytes() == 24576)
                .findFirst()
                .orElseThrow(() -> new AssertionError(fit.breaks().toString()));
        assertEquals(ForeignTableFit.Kind.STEP_DOWN, b.kind());
        // 8.69 us at 24 KiB, 7.55 at 32 KiB; the lines come closest at 24 KiB: 5.92 - 8.69 = -2.78 us.
        assertEquals(0.5 + 24576 * (1 / 5000.0 - 1 / 3000.0), b.stepUs().value(), 0.05);
        assertEquals(5000, fit.rateMBps().value(), 5000 * 0.001);
    }

    /** Hockney's line with 0.3% scatter: no break, and Ts and R as written. */
    @Test
    void oneLineIsOneRegime() {
        int[] n = powersOfTwo(1, 4194304);
        double[] t = new double[n.length];
        for (int i = 0; i < n.length; i++) t[i] = (2.0 + n[i] / 10000.0) * (1 + 0.003 * (i % 3 - 1));

        ForeignTableFit fit = ForeignTableFitter.fit("t", oneWay(n, t));

        assertEquals(List.of(), fit.breaks());
        assertEquals(1, fit.regimes().size());
        assertEquals(2.0, fit.tsUs().value(), 0.02);
        assertEquals(10000, fit.rateMBps().value(), 100);
        assertTrue(
                fit.rateMBps().ci95() > 0 && fit.rateMBps().ci95() < 200,
                fit.rateMBps().toString());
    }

    /** NetPIPE 3.7 cut after 13 bytes on Quark (BlueField-2): the warm-up rows are left out, and there is no R. */
    @Test
    void aWarmUpIsLeftOutAndATableOfSmallSizesHasNoRate() {
        int[] n = {1, 2, 3, 4, 6, 8, 12, 13};
        double[] t = {137.12, 36.77, 26.85, 22.74, 25.40, 24.74, 24.19, 24.99};

        ForeignTableFit fit = ForeignTableFitter.fit("t", oneWay(n, t));

        ForeignFinding.WarmUpRows warmUp = only(fit, ForeignFinding.WarmUpRows.class);
        assertEquals(2, warmUp.rows());
        assertEquals(2, warmUp.lastBytes());
        // The median of the sizes up to 16 B is 25.2 us; Ts far from the 67.3 us a line through the warm-up gave.
        assertEquals(25.2, fit.tsUs().value(), 0.2 * 25.2);
        assertFalse(fit.rateMBps().isKnown());
        assertEquals(13, only(fit, ForeignFinding.NoBandwidthRegime.class).largestBytes());
    }

    @Test
    void aTableWithoutSmallSizesHasNoTs() {
        int[] n = powersOfTwo(4096, 4194304);
        double[] t = new double[n.length];
        for (int i = 0; i < n.length; i++) t[i] = 3 + n[i] / 8000.0;

        ForeignTableFit fit = ForeignTableFitter.fit("t", oneWay(n, t));

        assertFalse(fit.tsUs().isKnown());
        assertEquals(4096, only(fit, ForeignFinding.NoSmallSizes.class).smallestBytes());
        assertEquals(8000, fit.rateMBps().value(), 8);
    }

    @Test
    void aStreamHasNoTsAndRepeatedSizesFitTheirMedian() {
        int[] n = {1, 2, 4, 4, 4, 8, 16, 65536, 131072, 262144};
        double[] t = new double[n.length];
        for (int i = 0; i < n.length; i++) t[i] = 0.25 + n[i] / 20000.0;
        t[3] = 9.0; // one stray line of 4 B among three

        ForeignTableFit fit = ForeignTableFitter.fit("t", table(Measure.STREAM, n, t));

        assertFalse(fit.tsUs().isKnown());
        only(fit, ForeignFinding.NoTimeColumn.class);
        ForeignFinding.RepeatedSize repeated = only(fit, ForeignFinding.RepeatedSize.class);
        assertEquals(4, repeated.nBytes());
        assertEquals(3, repeated.lines());
        assertEquals(List.of(), fit.breaks(), "the median of 4 B's lines is on the line: " + fit.breaks());
        assertEquals(20000, fit.rateMBps().value(), 20);
    }

    /** A rate that falls at the largest sizes (out of cache) bends the last regime: R is the largest size's rate. */
    @Test
    void aLastRegimeThatBendsUpGivesTheDeliveredRateOfItsLargestSize() {
        int[] n = powersOfTwo(1, 4194304);
        double[] t = new double[n.length];
        for (int i = 0; i < n.length; i++)
            t[i] = 2 + n[i] / (n[i] <= 1048576 ? 10000.0 : n[i] <= 2097152 ? 9000.0 : 8000.0);

        ForeignTableFit fit = ForeignTableFitter.fit("t", oneWay(n, t));

        ForeignFinding.CurvedBandwidthRegime curved = only(fit, ForeignFinding.CurvedBandwidthRegime.class);
        assertTrue(curved.t0Us() < 0, curved.toString());
        assertEquals(4194304 / t[n.length - 1], fit.rateMBps().value(), 1e-9);
    }
}
