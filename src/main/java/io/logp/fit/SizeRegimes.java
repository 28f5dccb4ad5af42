package io.logp.fit;

import io.logp.data.Defaults;
import io.logp.data.Estimate;
import io.logp.finding.BulkFinding;
import io.logp.finding.BulkFinding.SizeQuantity;
import io.logp.finding.BulkFinding.SizeShape;
import java.util.ArrayList;
import java.util.List;

/**
 * The regimes of a per-size parameter, o_s(n) or g(n), found from its values: the fewest runs of consecutive sizes
 * such that every size of a run lies within {@value #CONSISTENT_CIS} of its own CI half-widths of the run's level
 * (a constant regime) or line (a linear one). A protocol switch (eager to rendezvous, a copy into the network
 * interface that stops) moves o_s(n) by many CIs between two sizes, so no constant or line through both sides
 * holds every size and the switch becomes a boundary; a level is never claimed over a size that lies several CIs
 * away from it.
 *
 * <p>Between partitions with as few runs, the one with the least weighted squared residual wins (exact search over
 * every partition: the bulk signature has a handful of sizes). A run of two sizes is a level only when both lie on
 * it; a line needs three sizes, so that it is judged by a size it was not drawn through. A line whose slope is beyond
 * its CI and grows by more than {@value #LINEAR_GROWTH} of its first value over the run is LINEAR; a run that fits a
 * level is CONSTANT; a size that fits no neighbour stands alone (SINGLE).
 */
final class SizeRegimes {

    /** How many of its own CI half-widths a size may lie from its regime's level or line. */
    static final double CONSISTENT_CIS = 3;
    /** Growth over a regime, as a share of its first value, below which a significant slope still reads as constant. */
    static final double LINEAR_GROWTH = 0.10;

    private static final double Z95 = 1.959964;

    /** One size's value. */
    record Point(int nBytes, Estimate value) {}

    private record Segment(SizeShape shape, double chi2, Estimate level, Estimate perByte) {}

    private SizeRegimes() {}

    /**
     * @param points the sizes with a known value, by ascending n (unknown CIs count as {@link Defaults#RELATIVE_CI}
     *               of the value, the stopping rule's target)
     * @return the regimes by ascending size; empty without points
     */
    static List<BulkFinding.SizeRegime> find(SizeQuantity quantity, List<Point> points) {
        int n = points.size();
        double[] x = new double[n];
        double[] y = new double[n];
        double[] ci = new double[n];
        for (int i = 0; i < n; i++) {
            Estimate e = points.get(i).value();
            x[i] = points.get(i).nBytes();
            y[i] = e.value();
            ci[i] = e.hasCi() && e.ci95() > 0 ? e.ci95() : Defaults.RELATIVE_CI * Math.abs(e.value());
            if (!(ci[i] > 0)) ci[i] = Double.MIN_NORMAL;
        }
        // best[j]: fewest runs over points [0, j), then least chi^2; from[j]: where its last run starts.
        int[] runs = new int[n + 1];
        double[] chi2 = new double[n + 1];
        int[] from = new int[n + 1];
        Segment[] last = new Segment[n + 1];
        for (int j = 1; j <= n; j++) {
            runs[j] = Integer.MAX_VALUE;
            for (int i = 0; i < j; i++) {
                if (runs[i] == Integer.MAX_VALUE) continue;
                Segment s = segment(x, y, ci, i, j);
                if (s == null) continue;
                int r = runs[i] + 1;
                double c = chi2[i] + s.chi2();
                if (r < runs[j] || (r == runs[j] && c < chi2[j])) {
                    runs[j] = r;
                    chi2[j] = c;
                    from[j] = i;
                    last[j] = s;
                }
            }
        }
        List<int[]> bounds = new ArrayList<>();
        List<Segment> segments = new ArrayList<>();
        for (int j = n; j > 0; j = from[j]) {
            bounds.add(0, new int[] {from[j], j});
            segments.add(0, last[j]);
        }
        List<BulkFinding.SizeRegime> regimes = new ArrayList<>();
        for (int k = 0; k < bounds.size(); k++) {
            int a = bounds.get(k)[0];
            int b = bounds.get(k)[1];
            Segment s = segments.get(k);
            regimes.add(new BulkFinding.SizeRegime(
                    quantity,
                    (int) x[a],
                    (int) x[b - 1],
                    b - a,
                    s.shape(),
                    s.level().value(),
                    s.level().ci95(),
                    s.perByte().value(),
                    s.perByte().ci95(),
                    a == 0 ? 0 : (int) x[a - 1],
                    a == 0 ? Double.NaN : y[a - 1]));
        }
        return regimes;
    }

    /** The model of sizes [a, b), or null when neither a level nor a line holds every size. */
    private static Segment segment(double[] x, double[] y, double[] ci, int a, int b) {
        int k = b - a;
        if (k == 1) return new Segment(SizeShape.SINGLE, 0, Estimate.of(y[a], ci[a]), Estimate.of(0, 0));
        double sw = 0;
        double swy = 0;
        for (int i = a; i < b; i++) {
            double w = 1 / sq(ci[i] / Z95);
            sw += w;
            swy += w * y[i];
        }
        double level = swy / sw;
        boolean flat = true;
        double flatChi2 = 0;
        for (int i = a; i < b; i++) {
            flat &= Math.abs(y[i] - level) <= CONSISTENT_CIS * ci[i];
            flatChi2 += sq((y[i] - level) / (ci[i] / Z95));
        }
        Segment constant = new Segment(SizeShape.CONSTANT, flatChi2, Estimate.of(level, Z95 / Math.sqrt(sw)), zero());
        if (k < 3) return flat ? constant : null;
        double[] sigma = new double[k];
        for (int i = 0; i < k; i++) sigma[i] = ci[a + i] / Z95;
        LineFit line = LineFit.fit(java.util.Arrays.copyOfRange(x, a, b), java.util.Arrays.copyOfRange(y, a, b), sigma);
        boolean onLine = true;
        for (int i = a; i < b; i++) onLine &= Math.abs(y[i] - line.at(x[i])) <= CONSISTENT_CIS * ci[i];
        Estimate slope = line.slopeEstimate();
        double first = line.at(x[a]);
        boolean grows = Math.abs(slope.value()) > slope.ci95()
                && Math.abs(slope.value()) * (x[b - 1] - x[a]) > LINEAR_GROWTH * Math.abs(first);
        Segment linear = new Segment(
                SizeShape.LINEAR, line.chi2(), Estimate.of(first, line.seAt(x[a]) * line.quantile95()), slope);
        if (onLine && (grows || !flat)) return linear;
        return flat ? constant : null;
    }

    private static Estimate zero() {
        return Estimate.of(0, 0);
    }

    private static double sq(double v) {
        return v * v;
    }
}
