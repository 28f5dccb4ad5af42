package io.logp.fit;

import static io.logp.fit.SteadyStateFitter.MIN_STEADY_POINTS;
import static io.logp.fit.SteadyStateFitter.NOT_A_LINE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.SignaturePoint;
import io.logp.experiment.SweepPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link SteadyRunSearch} gives the answers of the exhaustive search it replaces (every run fitted afresh, and every
 * run without each of its points), on curves of every kind a file can hold: with CIs, without, with some; exact and
 * noisy; with a transition, outliers, costs at the file's resolution; on the sweep's grid and on dense ones. And it
 * is O(n log n): four times the points take about four times the work, not sixteen.
 */
class SteadyRunSearchTest {

    /** The search as SteadyStateFitter ran it before: {@link SteadyStateFitter#outlierOfLine} for every start. */
    static SteadyRunSearch.Outcome exhaustive(double[] x, double[] y, TotalTimeErrors errors) {
        int n = x.length;
        int first = Math.max(0, n - MIN_STEADY_POINTS);
        int outlier = SteadyStateFitter.outlierOfLine(x, y, errors.forRun(first, n), first, n);
        boolean accepted = outlier != NOT_A_LINE && n - first >= MIN_STEADY_POINTS;
        for (int s = first - 1; s >= 0; s--) {
            int o = SteadyStateFitter.outlierOfLine(x, y, errors.forRun(s, n), s, n);
            if (o != NOT_A_LINE) {
                first = s;
                outlier = o;
                accepted = true;
            }
        }
        return new SteadyRunSearch.Outcome(first, outlier, accepted, 0);
    }

    /** A random curve: ramp from a send-only cost to a plateau, noise, outliers, CIs of several kinds. */
    static List<SignaturePoint> randomCurve(Random random, int size) {
        int[] grid =
                switch (random.nextInt(3)) {
                    case 0 -> SweepPlan.mGrid(1 << (2 + random.nextInt(12)));
                    case 1 -> dense(1 + random.nextInt(3), size);
                    default -> sparse(random, size);
                };
        double sendOnly = 0.5 + 3 * random.nextDouble();
        double plateau = sendOnly * (1 + 5 * random.nextDouble());
        double rampStart = 1 + 40 * random.nextDouble();
        double noise = new double[] {0, 1e-5, 1e-3, 1e-2, 5e-2}[random.nextInt(5)];
        double outliers = new double[] {0, 0, 0.01, 0.05, 0.2}[random.nextInt(5)];
        int ciKind = random.nextInt(4); // 0: none, 1: all, 2: some, 3: zero CIs (an exact simulation)
        double tiny = random.nextInt(10) == 0 ? 1e-5 : 1; // costs near the file's 6-decimal resolution
        List<SignaturePoint> points = new ArrayList<>();
        for (int m : grid) {
            double cost = m <= rampStart
                    ? sendOnly
                    : m >= 2 * rampStart ? plateau : sendOnly + (plateau - sendOnly) * (m - rampStart) / rampStart;
            cost *= tiny * (1 + noise * random.nextGaussian() / Math.sqrt(m));
            if (random.nextDouble() < outliers) cost *= 1 + 0.5 * random.nextDouble();
            cost = Math.max(0, Double.parseDouble(String.format(Locale.ROOT, "%.6f", cost)));
            double ci =
                    switch (ciKind) {
                        case 1 -> 2 * Math.max(noise, 1e-4) * cost / Math.sqrt(m);
                        case 2 -> random.nextBoolean() ? 2 * Math.max(noise, 1e-4) * cost : Double.NaN;
                        case 3 -> 0;
                        default -> Double.NaN;
                    };
            points.add(new SignaturePoint(0, 0, m, cost, ci, Double.isNaN(ci) ? -1 : 100));
        }
        return points;
    }

    private static int[] dense(int step, int size) {
        int[] grid = new int[size];
        for (int i = 0; i < size; i++) grid[i] = 1 + i * step;
        return grid;
    }

    private static int[] sparse(Random random, int size) {
        int[] grid = new int[size];
        int m = 0;
        for (int i = 0; i < size; i++) grid[i] = m += 1 + random.nextInt(50);
        return grid;
    }

    private static SteadyRunSearch.Outcome[] both(List<SignaturePoint> curve) {
        double[] x = SteadyStateFitter.ms(curve);
        double[] y = SteadyStateFitter.totals(curve);
        TotalTimeErrors errors = TotalTimeErrors.of(curve, x, y);
        return new SteadyRunSearch.Outcome[] {
            SteadyRunSearch.search(x, y, errors).withoutWork(), exhaustive(x, y, errors)
        };
    }

    @Test
    @Timeout(120)
    void agreesWithTheExhaustiveSearchOnThreeThousandRandomCurves() {
        Random random = new Random(19);
        int[] outcomes = new int[3];
        for (int i = 0; i < 3000; i++) {
            List<SignaturePoint> curve = randomCurve(random, 2 + random.nextInt(i < 2900 ? 60 : 400));
            SteadyRunSearch.Outcome[] r = both(curve);
            assertEquals(r[1], r[0], "curve " + i + ": " + curve);
            outcomes[r[0].outlier() >= 0 ? 0 : r[0].accepted() ? 1 : 2]++;
        }
        // The curves exercise every branch: runs with a point set aside, clean lines, and no line at all.
        for (int count : outcomes) assertTrue(count > 100, java.util.Arrays.toString(outcomes));
    }

    @Test
    @Timeout(120)
    void agreesOnLongCurvesWhereTheQuantilesAreApproximated() {
        Random random = new Random(7);
        for (int i = 0; i < 2; i++) {
            List<SignaturePoint> curve = randomCurve(random, 1010 + random.nextInt(100));
            SteadyRunSearch.Outcome[] r = both(curve);
            assertEquals(r[1], r[0], "long curve " + i);
        }
    }

    /**
     * One curve of n points as a long sweep gives it: M = 1..n, the textbook ramp, 0.2% noise falling with sqrt(M)
     * and CIs to match, and with {@code outliers} of the points 30% slow (a GC pause or an interrupt).
     */
    static List<SignaturePoint> longCurve(int n, double outliers, long seed) {
        Random random = new Random(seed);
        List<SignaturePoint> points = new ArrayList<>(n);
        TextbookSystem system = TextbookSystem.MYRINET;
        for (int m = 1; m <= n; m++) {
            double noise = 0.002 / Math.sqrt(m);
            double cost = system.costUs(0, m) * (1 + noise * random.nextGaussian());
            if (random.nextDouble() < outliers) cost *= 1.3;
            points.add(new SignaturePoint(0, 0, m, cost, 1.96 * noise * cost, 150));
        }
        return points;
    }

    /** The search's work on a curve, and the time of the whole fit (printed, for the docs; not asserted). */
    private static long searchWork(List<SignaturePoint> curve) {
        int n = curve.size();
        double[] x = SteadyStateFitter.ms(curve);
        double[] y = SteadyStateFitter.totals(curve);
        long start = System.nanoTime();
        CurveFit fit = SteadyStateFitter.fit(curve);
        long fitNs = System.nanoTime() - start;
        // 30% outliers at 1% of the points bend the last points' slope a little, never grossly.
        assertEquals(TextbookSystem.MYRINET.g(), fit.steady().value(), 0.05 * TextbookSystem.MYRINET.g());
        long work =
                SteadyRunSearch.search(x, y, TotalTimeErrors.of(curve, x, y)).work();
        System.out.printf(
                "%d points: work %d (%.1f per point), fit %.0f ms%n", n, work, (double) work / n, fitNs / 1e6);
        return work;
    }

    /**
     * A curve of a million points (the rows of a million-row signature.csv in one curve, its hardest shape) costs
     * work that grows like n log n, not n^2: four times the points take less than 6 times the work (n log n gives
     * about 4.4, n^1.5 8, and the exhaustive search 16 or more). Work, not wall-clock time, so that a busy machine
     * cannot fail it; the time is printed, and docs/performance.md has the measured speed.
     */
    @Test
    @Timeout(300)
    void aMillionPointCurveCostsWorkGrowingLikeNLogN() {
        for (double outliers : new double[] {0, 0.001, 0.01}) {
            long quarter = searchWork(longCurve(250_000, outliers, 2));
            long full = searchWork(longCurve(1_000_000, outliers, 3));
            double ratio = (double) full / quarter;
            assertTrue(ratio < 6, "outliers " + outliers + ": 1M / 250k points: " + ratio);
        }
    }
}
