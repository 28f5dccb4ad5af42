package io.logp.fit;

import io.logp.data.Estimate;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The breaks of another suite's t(n), found from the data on both sides of each gap between adjacent sizes: a line
 * through up to {@value #SIDE} sizes on the left, another through up to {@value #SIDE} on the right. A gap is a break
 * when one line through both sides misses a point by more than the noise ({@link #tolerance}) and the two lines
 * differ significantly there; the gap that explains the most misfit is taken first, then the search goes on inside
 * the pieces. Its kind comes from the data: a step up where the time jumps above the left side's trend, a step down
 * only where the time really falls, and a rate change where the two lines meet between the sizes. Kept apart from
 * {@link TransferTimeRegimes} (logp's own T(n), with CIs per point): these tables give one number per size.
 */
final class ForeignSteps {

    /** Sizes each side of a gap that judge it. */
    static final int SIDE = 3;
    /** A step smaller than this share of the time is within what benchmark runs repeat to. */
    static final double MIN_STEP_FRACTION = 0.05;
    /** Slopes closer than this ratio are one rate. */
    static final double MIN_RATE_RATIO = 1.3;

    private static final double Z95 = 1.959964;
    private static final int MAX_BREAKS = 12;

    /** A break after point {@code index} (0-based in the arrays given). */
    record Found(int index, ForeignTableFit.Break brk) {}

    private ForeignSteps() {}

    /** The breaks by ascending size; {@code n} ascending and distinct, {@code sigma} each time's standard error. */
    static List<Found> find(double[] n, double[] t, double[] sigma) {
        TreeSet<Integer> cuts = new TreeSet<>(); // a cut c separates point c-1 from point c
        List<Found> found = new ArrayList<>();
        while (found.size() < MAX_BREAKS) {
            Candidate best = null;
            for (int j = 0; j + 1 < n.length; j++) {
                if (cuts.contains(j + 1)) continue;
                Integer below = cuts.floor(j);
                Integer above = cuts.ceiling(j + 1);
                int lo = Math.max(below == null ? 0 : below, j - SIDE + 1);
                int hi = Math.min(above == null ? n.length : above, j + 1 + SIDE);
                Candidate c = judge(n, t, sigma, lo, j, hi);
                if (c != null && (best == null || c.misfit > best.misfit)) best = c;
            }
            if (best == null) break;
            cuts.add(best.found.index + 1);
            found.add(best.found);
        }
        found.sort((a, b) -> Integer.compare(a.index, b.index));
        return found;
    }

    /** How much the time may stray from a line through its neighbours and still be the same regime. */
    static double tolerance(double t, double sigma) {
        return Math.max(3 * sigma, MIN_STEP_FRACTION * t);
    }

    private record Candidate(Found found, double misfit) {}

    /** The gap after point j, judged on points lo..j (left) and j+1..hi-1 (right); null when it is no break. */
    private static Candidate judge(double[] n, double[] t, double[] sigma, int lo, int j, int hi) {
        int leftCount = j - lo + 1;
        int rightCount = hi - j - 1;
        if (leftCount + rightCount < 3 || (leftCount < 2 && rightCount < 2)) return null;
        double misfit = misfitOfOneLine(n, t, sigma, lo, hi);
        if (misfit <= 1) return null;
        LineFit left = leftCount >= 2 ? line(n, t, sigma, lo, j + 1) : null;
        LineFit right = rightCount >= 2 ? line(n, t, sigma, j + 1, hi) : null;
        // The gap where two lines explain the points best is the break; its neighbours' windows only contain it.
        double twoLines = Math.max(miss(left, n, t, sigma, lo, j + 1), miss(right, n, t, sigma, j + 1, hi));
        misfit = misfit / Math.max(0.25, twoLines);
        // A lone point on one side takes the other side's slope: what it shows is a step.
        double slopeL = left != null ? left.slope() : right.slope();
        double slopeR = right != null ? right.slope() : left.slope();
        double a = n[j];
        double b = n[j + 1];
        double dA = valueR(right, slopeR, n, t, j, a) - valueL(left, slopeL, n, t, j, a);
        double dB = valueR(right, slopeR, n, t, j, b) - valueL(left, slopeL, n, t, j, b);
        double floor = Z95 * Math.hypot(sigma[j], sigma[j + 1]);
        Estimate rateBefore = rate(left, slopeL, sigma[j]);
        Estimate rateAfter = rate(right, slopeR, sigma[j + 1]);
        boolean rising = t[j + 1] > t[j];
        if (Math.signum(dA) == Math.signum(dB) && dA != 0) {
            double x = Math.abs(dA) < Math.abs(dB) ? a : b;
            double step = Math.abs(dA) < Math.abs(dB) ? dA : dB;
            double ci = Math.max(floor, Z95 * Math.hypot(se(left, x), se(right, x)));
            boolean big = Math.abs(step) > ci && Math.abs(step) > MIN_STEP_FRACTION * t[j + 1];
            if (big && step > 0 && rising) {
                return candidate(
                        n, j, ForeignTableFit.Kind.STEP_UP, Estimate.of(step, ci), rateBefore, rateAfter, misfit);
            }
            if (big && step < 0 && t[j + 1] < t[j] - floor) {
                return candidate(
                        n, j, ForeignTableFit.Kind.STEP_DOWN, Estimate.of(step, ci), rateBefore, rateAfter, misfit);
            }
        }
        // The lines meet (or the time goes on rising): a break only if the rates differ.
        if (left == null || right == null) return null;
        double sL = left.slope();
        double sR = right.slope();
        double seDiff = Math.hypot(left.seSlope(), right.seSlope());
        boolean differ = Math.abs(sR - sL) > Z95 * seDiff
                && Math.max(Math.abs(sL), Math.abs(sR)) > MIN_RATE_RATIO * Math.min(Math.abs(sL), Math.abs(sR));
        if (!differ) return null;
        return candidate(n, j, ForeignTableFit.Kind.RATE_CHANGE, Estimate.unknown(), rateBefore, rateAfter, misfit);
    }

    private static Candidate candidate(
            double[] n,
            int j,
            ForeignTableFit.Kind kind,
            Estimate step,
            Estimate before,
            Estimate after,
            double misfit) {
        ForeignTableFit.Break b = new ForeignTableFit.Break((int) n[j], (int) n[j + 1], kind, step, before, after);
        return new Candidate(new Found(j, b), misfit);
    }

    /** The largest miss of one line through points lo..hi-1, in units of each point's tolerance. */
    private static double misfitOfOneLine(double[] n, double[] t, double[] sigma, int lo, int hi) {
        LineFit one = line(n, t, sigma, lo, hi);
        double worst = 0;
        for (int i = lo; i < hi; i++)
            worst = Math.max(worst, Math.abs(t[i] - one.at(n[i])) / tolerance(t[i], sigma[i]));
        return worst;
    }

    private static double miss(LineFit f, double[] n, double[] t, double[] sigma, int from, int to) {
        double worst = 0;
        if (f != null)
            for (int i = from; i < to; i++)
                worst = Math.max(worst, Math.abs(t[i] - f.at(n[i])) / tolerance(t[i], sigma[i]));
        return worst;
    }

    static LineFit line(double[] n, double[] t, double[] sigma, int from, int to) {
        double[] x = new double[to - from];
        double[] y = new double[to - from];
        double[] s = new double[to - from];
        for (int i = from; i < to; i++) {
            x[i - from] = n[i];
            y[i - from] = t[i];
            s[i - from] = sigma[i];
        }
        return LineFit.fit(x, y, s);
    }

    private static double valueL(LineFit left, double slope, double[] n, double[] t, int j, double x) {
        return left != null ? left.at(x) : t[j] + slope * (x - n[j]);
    }

    private static double valueR(LineFit right, double slope, double[] n, double[] t, int j, double x) {
        return right != null ? right.at(x) : t[j + 1] + slope * (x - n[j + 1]);
    }

    private static double se(LineFit f, double x) {
        return f == null ? 0 : f.seAt(x);
    }

    /** 1/slope in MB/s (bytes per us), unknown where the slope is not positive beyond its error. */
    static Estimate rate(LineFit f, double slope, double sigma) {
        if (f == null || !(slope > 0)) return Estimate.unknown();
        double ci = Z95 * f.seSlope();
        if (!(slope > ci)) return Estimate.unknown();
        return Estimate.of(1 / slope, ci / (slope * slope));
    }
}
