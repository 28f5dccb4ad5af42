package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.data.RttPoint;
import io.logp.stats.ConfidenceInterval;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.FDistribution;

/**
 * Breaks in T(n) found from the fit itself: a segmented weighted regression. A step in T(n) at constant or rising
 * bandwidth (fast box to plain eager, inline to copy, the small-message path to the bulk path) leaves delivered
 * bandwidth rising, so the bandwidth-fall rule never sees it; one line through both sides then bends T0 and R.
 *
 * <p>In the spirit of Netgauge's residual look-ahead (ptrn_loggp.c starts a new protocol range where the next points
 * leave the line fitted so far), but as a test: for every candidate position k within a run of sizes, one line
 * through the whole run is compared with a line on each side (a side of one size is that size alone) by the F test of
 * the nested least-squares models, F = ((RSS_1 - RSS_2) / (p_2 - 2)) / (RSS_2 / (N - p_2)). Points are weighted by
 * 1/sigma^2, sigma from their CI, or proportional to T when the file has none (other tools' files), so the test
 * judges relative scatter over sizes spanning five decades; F is free of sigma's scale, so CIs that are too narrow
 * by a common factor do not make breaks. A candidate is a break when
 * <ul>
 *   <li>its p-value, times the number of candidates (Bonferroni), is below {@value #SIGNIFICANCE};</li>
 *   <li>T steps there by more than {@value #MIN_STEP} of T with 95% confidence: the CI of the step lies beyond that
 *       share (noise and cache effects move T by a few percent; a change of protocol path costs more, and a step
 *       that noise could have drawn is no evidence of one). Mostly T steps up (a path with a start-up cost begins);
 *       it steps down where a faster path begins at a larger size (Open MPI's shared memory: copy in and out of
 *       the FIFO up to 32 KiB, one copy by CMA above), which no bandwidth fall shows either.</li>
 * </ul>
 * The strongest break (largest F) splits the run, and each side is searched again (binary segmentation). A regime
 * needs {@value #MIN_REGIME_SIZES} sizes (two for its line, one to judge it by), except at either end of the whole
 * size range, where a single size may stand alone: a path only the smallest (or largest) message takes.
 */
final class StepBreaks {

    /** Family-wise false-break rate of one search, the same 0.1% tail the steady-state fit uses. */
    static final double SIGNIFICANCE = 0.001;
    /** Smallest step, relative to T of the earlier regime at the break, that counts as a new protocol path. */
    static final double MIN_STEP = 0.10;
    /** Sizes of a regime between two breaks. */
    static final int MIN_REGIME_SIZES = 3;

    private static final double Z95 = 1.959964;

    private final double[] x;
    private final double[] y;
    private final double[] sigma;
    private final boolean fromCis;
    private final int total;

    private StepBreaks(List<RttPoint> sorted) {
        total = sorted.size();
        x = new double[total];
        y = new double[total];
        sigma = new double[total];
        boolean allCis = true;
        for (RttPoint p : sorted) allCis &= Double.isFinite(p.ci95Us()) && p.ci95Us() > 0;
        fromCis = allCis;
        for (int i = 0; i < total; i++) {
            RttPoint p = sorted.get(i);
            x[i] = p.nBytes();
            y[i] = p.rttUs();
            sigma[i] = allCis ? p.ci95Us() / Z95 : Math.abs(p.rttUs());
        }
    }

    /**
     * The step breaks within sizes [from, to) of {@code sorted} (sorted by n, distinct sizes).
     *
     * @return the breaks, by ascending size
     */
    static List<TransferBreak> find(List<RttPoint> sorted, int from, int to) {
        StepBreaks search = new StepBreaks(sorted);
        List<TransferBreak> found = new ArrayList<>();
        search.split(from, to, found);
        found.sort(java.util.Comparator.comparingInt(TransferBreak::lastBytes));
        return found;
    }

    /** The step at a break the bandwidth fall found between [from, k) and [k, to), for the report. */
    static TransferBreak measured(List<RttPoint> sorted, int from, int k, int to) {
        Candidate c = new StepBreaks(sorted).candidate(from, k, to, 1);
        return new TransferBreak(
                sorted.get(k - 1).nBytes(),
                sorted.get(k).nBytes(),
                TransferBreak.Evidence.BANDWIDTH_FALL,
                c == null ? sorted.get(k).nBytes() : (int) c.atBytes,
                c == null ? Estimate.unknown() : c.step,
                Double.NaN);
    }

    private void split(int from, int to, List<TransferBreak> found) {
        List<Integer> positions = new ArrayList<>();
        for (int k = from + 1; k < to; k++) {
            if (isAllowed(from, k) && isAllowed(k, to)) positions.add(k);
        }
        Candidate best = null;
        for (int k : positions) {
            Candidate c = candidate(from, k, to, positions.size());
            if (c != null && c.isBreak() && (best == null || c.f > best.f)) best = c;
        }
        if (best == null) return;
        found.add(new TransferBreak(
                (int) x[best.k - 1],
                (int) x[best.k],
                TransferBreak.Evidence.STEP,
                (int) best.atBytes,
                best.step,
                best.pValue));
        split(from, best.k, found);
        split(best.k, to, found);
    }

    /** A regime [a, b) is long enough: {@value #MIN_REGIME_SIZES} sizes, or one size at an end of the range. */
    private boolean isAllowed(int a, int b) {
        int n = b - a;
        return n >= MIN_REGIME_SIZES || (n >= 1 && (a == 0 || b == total));
    }

    private record Candidate(int k, double f, double pValue, double atBytes, Estimate step, double earlierUs) {
        boolean isBreak() {
            return pValue < SIGNIFICANCE && Math.abs(step.value()) - step.ci95() > MIN_STEP * Math.max(0, earlierUs);
        }
    }

    /** One side of a split: a weighted line, or a lone size. */
    private record Side(double rss, int parameters, LineFit line, int lone) {
        double at(double[] x, double[] y, double n) {
            return line != null ? line.at(n) : y[lone];
        }

        /** Variance of the side's value at n in units of sigma^2 (before scaling by the residuals). */
        double variance(double[] sigma, double n) {
            if (line == null) return sigma[lone] * sigma[lone];
            double se = line.seAt(n);
            return se * se / line.scale();
        }
    }

    private Side side(int a, int b) {
        if (b - a == 1) return new Side(0, 1, null, a);
        LineFit line = LineFit.fit(slice(x, a, b), slice(y, a, b), slice(sigma, a, b));
        return new Side(line.chi2(), 2, line, -1);
    }

    /**
     * The split at k of [from, to): its F, p-value (times {@code candidates}) and step; null when the split leaves no
     * residual degree of freedom.
     */
    private Candidate candidate(int from, int k, int to, int candidates) {
        int n = to - from;
        Side left = side(from, k);
        Side right = side(k, to);
        int p2 = left.parameters() + right.parameters();
        int dof = n - p2;
        if (dof < 1 || p2 <= 2) return null;
        double rss1 = n >= 2 ? side(from, to).rss() : 0;
        double rss2 = left.rss() + right.rss();
        double f;
        double pValue;
        if (rss2 <= 0) {
            f = Double.POSITIVE_INFINITY;
            pValue = rss1 > 0 ? 0 : 1;
        } else {
            f = ((rss1 - rss2) / (p2 - 2)) / (rss2 / dof);
            pValue = f <= 0 ? 1 : 1 - new FDistribution(null, p2 - 2, dof).cumulativeProbability(f);
        }
        // Where the step is read: at a lone size, else where the later regime starts.
        double at = left.line() == null ? x[left.lone()] : right.line() == null ? x[right.lone()] : x[k];
        double step = right.at(x, y, at) - left.at(x, y, at);
        double scale = rss2 / dof;
        if (fromCis) scale = Math.max(1, scale);
        double se = Math.sqrt((left.variance(sigma, at) + right.variance(sigma, at)) * scale);
        double ci = ConfidenceInterval.tQuantile(ConfidenceInterval.CONFIDENCE, dof) * se;
        return new Candidate(
                k,
                f,
                Math.min(1, pValue * candidates),
                at,
                Estimate.of(step, Double.isFinite(ci) ? ci : Double.NaN),
                left.at(x, y, at));
    }

    private static double[] slice(double[] v, int a, int b) {
        return java.util.Arrays.copyOfRange(v, a, b);
    }
}
