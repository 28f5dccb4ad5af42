package io.logp.fit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The points {@link SteadyRunSearch} may set aside, in a tree of blocks of consecutive points, each block with what
 * bounds the chi^2 that leaving one of its points out can remove from any later run: R = w e^2 / (1 - h), e the
 * point's residual and h its leverage. A block keeps its points' largest normalised residual about the line of the
 * run when it was formed, and its range of x and of weights; residuals about a later run's line differ by at most
 * that line's distance from the old one over the block's range. Blocks pair up as they fill, as the digits of a
 * binary counter do, so there are O(log n) trees, and a search descends only into blocks whose bound reaches the best
 * point found so far (or the least a point must remove to make a line): the few points that matter, an outlier or
 * two, cost O(log n) each, and the search O(log n) plus that, instead of O(n).
 */
final class CandidateBlocks {

    /** A found best point: its index, the chi^2 it removes, and the points that remove as much within the margin. */
    record Best(int point, double removed, List<Integer> tied) {}

    /** Points per leaf block: small enough to evaluate at once, large enough that the tree is small. */
    static final int LEAF = 16;

    private final double[] x;
    private final double[] y;
    private final double[] weight;

    private int nodes;
    private int[] low = new int[64];
    private int[] high = new int[64];
    private int[] level = new int[64];
    private int[] left = new int[64];
    private int[] right = new int[64];
    private double[] maxResidual = new double[64];
    private double[] maxRootWeight = new double[64];
    private double[] maxWeight = new double[64];
    private double[] refMeanX = new double[64];
    private double[] refMeanY = new double[64];
    private double[] refSlope = new double[64];
    /** The roots of the trees, from the oldest (highest points) to the newest. */
    private int[] roots = new int[64];

    private int rootCount;
    /** The leaf being filled: points (openLow, openHigh], added from the top down; none when equal. */
    private int openHigh = -1;

    private int openLow = -1;
    /** Scratch of one search, kept to spare the allocations. */
    private int[] stack = new int[64];

    private int[] foundPoints = new int[64];
    private double[] foundRemoved = new double[64];
    private int found;
    private double best;
    /** Points and blocks looked at so far: the search's cost, which SteadyRunSearchTest checks grows like n log n. */
    private long work;

    /** @param weight every point's weight 1/sigma^2 (unscaled) */
    CandidateBlocks(double[] x, double[] y, double[] weight) {
        this.x = x;
        this.y = y;
        this.weight = weight;
    }

    /** Point k becomes a candidate; {@code run} is the current run, which holds it. */
    void add(int k, LineAccumulator run) {
        if (openHigh == openLow) openHigh = k;
        openLow = k - 1;
        if (openHigh - openLow < LEAF) return;
        push(node(openLow + 1, openHigh, 0, -1, -1, run));
        openHigh = openLow;
        // Two trees of one height become one: the parent bounds both halves about the current line.
        while (rootCount >= 2 && level[roots[rootCount - 1]] == level[roots[rootCount - 2]]) {
            int newer = roots[--rootCount];
            int older = roots[--rootCount];
            push(node(low[newer], high[older], level[older] + 1, older, newer, run));
        }
    }

    private void push(int root) {
        if (rootCount == roots.length) roots = Arrays.copyOf(roots, 2 * rootCount);
        roots[rootCount++] = root;
    }

    private int node(int lo, int hi, int height, int older, int newer, LineAccumulator run) {
        if (nodes == low.length) grow();
        int b = nodes++;
        low[b] = lo;
        high[b] = hi;
        level[b] = height;
        left[b] = older;
        right[b] = newer;
        refMeanX[b] = run.meanX();
        refMeanY[b] = run.meanY();
        refSlope[b] = run.slope();
        double z = 0, rootW = 0, w = 0;
        work += hi - lo + 1;
        for (int k = lo; k <= hi; k++) {
            double root = Math.sqrt(weight[k]);
            z = Math.max(z, root * Math.abs(y[k] - reference(b, x[k])));
            rootW = Math.max(rootW, root);
            w = Math.max(w, weight[k]);
        }
        maxResidual[b] = z;
        maxRootWeight[b] = rootW;
        maxWeight[b] = w;
        return b;
    }

    /**
     * The candidate whose absence takes the most chi^2 from {@code run}, when that is at least {@code needed} (else
     * null): with every other within {@code margin} (relative) plus {@code noise} of it as tied.
     */
    Best best(LineAccumulator run, double needed, double margin, double noise) {
        found = 0;
        best = Double.NEGATIVE_INFINITY;
        for (int k = openLow + 1; k <= openHigh; k++) take(run, k);
        int depth = 0;
        for (int r = 0; r < rootCount; r++) {
            if (depth == stack.length) stack = Arrays.copyOf(stack, 2 * depth);
            stack[depth++] = roots[r];
        }
        while (depth > 0 && !Double.isNaN(best)) {
            int b = stack[--depth];
            if (bound(run, b) < Math.max(needed, best - margin * Math.abs(best) - noise)) continue;
            if (left[b] < 0) {
                for (int k = low[b]; k <= high[b]; k++) take(run, k);
                continue;
            }
            if (depth + 2 > stack.length) stack = Arrays.copyOf(stack, 2 * stack.length);
            // The child that may hold more goes on top, so that the best found rises early and prunes the other.
            boolean leftFirst = bound(run, left[b]) >= bound(run, right[b]);
            stack[depth++] = leftFirst ? right[b] : left[b];
            stack[depth++] = leftFirst ? left[b] : right[b];
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

    long work() {
        return work;
    }

    /** Evaluates candidate k; a NaN (a degenerate point) makes the best NaN, which the caller hands over. */
    private void take(LineAccumulator run, int k) {
        work++;
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
        work++;
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
        level = Arrays.copyOf(level, length);
        left = Arrays.copyOf(left, length);
        right = Arrays.copyOf(right, length);
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
