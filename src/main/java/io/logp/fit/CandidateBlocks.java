package io.logp.fit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The points {@link SteadyRunSearch} may set aside, in blocks of consecutive points, each with what bounds the chi^2
 * that leaving one of its points out can remove from any later run: R = w e^2 / (1 - h), e the point's residual and h
 * its leverage. A block keeps its points' largest normalised residual about the line of the run when it was formed,
 * and its range of x and of weights; the residuals about a later run's line then differ by at most that line's
 * distance from the old one over the block's range. The best point to set aside is looked for only in blocks whose
 * bound reaches the best found so far, so a search costs O(n / b + b) for blocks of b points, not O(n).
 */
final class CandidateBlocks {

    /** A found best point: its index, the chi^2 it removes, and the points that remove as much within the margin. */
    record Best(int point, double removed, List<Integer> tied) {}

    private final double[] x;
    private final double[] y;
    private final double[] weight;
    private final int size;

    private int blocks;
    private int[] low = new int[16];
    private int[] high = new int[16];
    private double[] maxResidual = new double[16];
    private double[] maxRootWeight = new double[16];
    private double[] maxWeight = new double[16];
    private double[] refMeanX = new double[16];
    private double[] refMeanY = new double[16];
    private double[] refSlope = new double[16];
    /** The block being filled: points (openLow, openHigh], added from the top down; none when equal. */
    private int openHigh = -1;

    private int openLow = -1;
    /** Scratch of one search, kept to spare the allocations. */
    private double[] bounds = new double[16];

    private int[] foundPoints = new int[64];
    private double[] foundRemoved = new double[64];
    private int found;
    private double best;

    /**
     * @param weight every point's weight 1/sigma^2 (unscaled)
     * @param size   points per block
     */
    CandidateBlocks(double[] x, double[] y, double[] weight, int size) {
        this.x = x;
        this.y = y;
        this.weight = weight;
        this.size = size;
    }

    /** Point k becomes a candidate; {@code run} is the current run, which holds it. */
    void add(int k, LineAccumulator run) {
        if (openHigh == openLow) openHigh = k;
        openLow = k - 1;
        if (openHigh - openLow == size) close(run);
    }

    private void close(LineAccumulator run) {
        if (blocks == low.length) grow();
        int b = blocks++;
        low[b] = openLow + 1;
        high[b] = openHigh;
        refMeanX[b] = run.meanX();
        refMeanY[b] = run.meanY();
        refSlope[b] = run.slope();
        double z = 0, rootW = 0, w = 0;
        for (int k = low[b]; k <= high[b]; k++) {
            double root = Math.sqrt(weight[k]);
            z = Math.max(z, root * Math.abs(y[k] - reference(b, x[k])));
            rootW = Math.max(rootW, root);
            w = Math.max(w, weight[k]);
        }
        maxResidual[b] = z;
        maxRootWeight[b] = rootW;
        maxWeight[b] = w;
        openHigh = openLow;
    }

    /**
     * The candidate whose absence takes the most chi^2 from {@code run}, when that is at least {@code needed} (else
     * null): with every other within {@code margin} (relative) plus {@code noise} of it as tied.
     */
    Best best(LineAccumulator run, double needed, double margin, double noise) {
        found = 0;
        best = Double.NEGATIVE_INFINITY;
        for (int k = openLow + 1; k <= openHigh; k++) take(run, k);
        if (bounds.length < blocks) bounds = new double[low.length];
        int top = -1;
        for (int b = 0; b < blocks; b++) {
            bounds[b] = bound(run, b);
            if (bounds[b] >= needed && (top < 0 || bounds[b] > bounds[top])) top = b;
        }
        // First the block that may hold the most, then every other that may reach the best found.
        if (top >= 0) takeBlock(run, top);
        for (int b = 0; b < blocks && !Double.isNaN(best); b++) {
            if (b != top && bounds[b] >= Math.max(needed, best - margin * Math.abs(best) - noise)) takeBlock(run, b);
        }
        if (found == 0 || best < needed) return null;
        if (Double.isNaN(best)) return new Best(-1, Double.NaN, List.of());
        double tie = best - margin * Math.abs(best) - noise;
        int point = -1;
        List<Integer> tied = new ArrayList<>();
        for (int i = 0; i < found; i++) {
            if (foundRemoved[i] < tie) continue;
            if (foundRemoved[i] == best && point < 0) point = foundPoints[i];
            else tied.add(foundPoints[i]);
        }
        return new Best(point, best, tied);
    }

    private void takeBlock(LineAccumulator run, int b) {
        for (int k = low[b]; k <= high[b]; k++) take(run, k);
    }

    /** Evaluates candidate k; a NaN (a degenerate point) makes the best NaN, which the caller hands over. */
    private void take(LineAccumulator run, int k) {
        double removed = run.removal(x[k], y[k], weight[k]);
        if (found == foundPoints.length) {
            foundPoints = Arrays.copyOf(foundPoints, 2 * found);
            foundRemoved = Arrays.copyOf(foundRemoved, 2 * found);
        }
        foundPoints[found] = k;
        foundRemoved[found++] = removed;
        best = Double.isNaN(removed) || Double.isNaN(best) ? Double.NaN : Math.max(best, removed);
    }

    /** The most chi^2 leaving out a point of block b can take from the run; infinite when its leverage may be 1. */
    private double bound(LineAccumulator run, int b) {
        double lo = x[low[b]], hi = x[high[b]];
        double shift = Math.max(Math.abs(run.at(lo) - reference(b, lo)), Math.abs(run.at(hi) - reference(b, hi)));
        double z = maxResidual[b] + maxRootWeight[b] * shift;
        double far = Math.max(sq(lo - run.meanX()), sq(hi - run.meanX()));
        double leverage = maxWeight[b] * (1 / run.weight() + far / run.cxx());
        if (!(leverage < 1)) return Double.POSITIVE_INFINITY;
        // A hair above the exact bound, for the rounding of the quantities it is made of.
        return z * z / (1 - leverage) * (1 + 1e-9) + 1e-300;
    }

    private double reference(int b, double at) {
        return refMeanY[b] + refSlope[b] * (at - refMeanX[b]);
    }

    private void grow() {
        int length = 2 * low.length;
        low = Arrays.copyOf(low, length);
        high = Arrays.copyOf(high, length);
        maxResidual = Arrays.copyOf(maxResidual, length);
        maxRootWeight = Arrays.copyOf(maxRootWeight, length);
        maxWeight = Arrays.copyOf(maxWeight, length);
        refMeanX = Arrays.copyOf(refMeanX, length);
        refMeanY = Arrays.copyOf(refMeanY, length);
        refSlope = Arrays.copyOf(refSlope, length);
    }

    private static double sq(double v) {
        return v * v;
    }
}
