package io.logp.fit;

import static io.logp.fit.SteadyStateFitter.FIRST_POINT_SIGMAS;
import static io.logp.fit.SteadyStateFitter.MIN_POINTS_FOR_OUTLIER;
import static io.logp.fit.SteadyStateFitter.MIN_STEADY_POINTS;
import static io.logp.fit.SteadyStateFitter.NONE;
import static io.logp.fit.SteadyStateFitter.NOT_A_LINE;
import static io.logp.fit.SteadyStateFitter.RELATIVE_ERROR_FLOOR;

import java.util.ArrayList;
import java.util.List;

/**
 * {@link SteadyStateFitter}'s search for the longest run of last points that is a line, in O(n log n) for a curve of n
 * points. It asks the same question for every start s of a run, from the end of the curve down to its first point:
 * is [s, n) a line, or a line without one point (the one whose absence leaves the least chi^2)? Asked by fitting
 * every run afresh, and every run once without each of its points, that is O(n^2) to O(n^3): ten thousand points
 * took seconds, a million would take days. Here every run is the run one point shorter plus point s, so its line,
 * chi^2 and leave-one-out chi^2s follow in O(1) from the shorter one's ({@link LineAccumulator}), and the best point
 * to set aside is looked for only where a bound says it can be ({@link CandidateBlocks}).
 *
 * <p>The answers are those of the exhaustive search: the same formulas, evaluated differently. Where the two ways of
 * computing could disagree, that is where a chi^2 or a first-point deviation lies within {@value #MARGIN} (relative)
 * of its limit, two candidates are that close, or a curve without CIs has some points at the resolution floor and
 * others not (their errors are then not one scale of fixed weights), that start is decided by the exhaustive
 * computation of {@link SteadyStateFitter#outlierOfLine}, which SteadyRunSearchTest also compares every answer with.
 */
final class SteadyRunSearch {

    /**
     * Comparisons this close (relative) to their limit are left to the exhaustive computation: the two evaluations
     * differ in rounding by far less (about 1e-12 for ten thousand points).
     */
    static final double MARGIN = 1e-6;
    /** A leave-one-out chi^2 is a difference of chi^2s, so it carries rounding of this much of the run's chi^2. */
    static final double CANCELLATION = 1e-10;
    /** A line's value carries rounding of this much of the values it is fitted to. */
    static final double ROUNDING = 1e-12;

    private enum Verdict {
        YES,
        NO,
        UNSURE
    }

    /**
     * The steady run: its first point, the point set aside in it (or NONE, or NOT_A_LINE), and whether accepted; and
     * the work it took (points and blocks looked at, a fallback's points counted as the exhaustive search looks at
     * them), by which SteadyRunSearchTest checks the cost grows like n log n without timing anything.
     */
    record Outcome(int first, int outlier, boolean accepted, long work) {

        /** The same run, whatever the work: what the two searches must agree on. */
        Outcome withoutWork() {
            return new Outcome(first, outlier, accepted, 0);
        }
    }

    private static final int UNSURE = -3;

    private final double[] x;
    private final double[] y;
    private final int n;
    private final TotalTimeErrors errors;
    /** A curve with CIs: its errors. Otherwise null, and the three below. */
    private final Weights fixed;
    /** Errors at the resolution of the file's costs: a curve without CIs whose scatter is below it. */
    private final Weights floored;
    /** Errors proportional to T (times the run's relative scatter): a curve without CIs, above the floor. */
    private final Weights proportional;
    /** The weights by which a curve without CIs measures its relative scatter. */
    private final Weights scatter;
    /** The least and the most resolution / T over the current run: which points a relative error puts at the floor. */
    private double minFloorRatio = Double.POSITIVE_INFINITY;

    private double maxFloorRatio = 0;

    private long fallbackWork;

    private SteadyRunSearch(double[] x, double[] y, TotalTimeErrors errors) {
        this.x = x;
        this.y = y;
        this.n = x.length;
        this.errors = errors;
        double[] sigmas = errors.fixedSigmas();
        if (sigmas != null) {
            fixed = new Weights(sigmas, true);
            floored = proportional = scatter = null;
        } else {
            double[] resolution = new double[n];
            double[] scatterSigma = new double[n];
            for (int i = 0; i < n; i++) {
                resolution[i] = TotalTimeErrors.resolution(x[i]);
                scatterSigma[i] = Math.max(y[i], resolution[i]);
            }
            fixed = null;
            floored = new Weights(resolution, true);
            proportional = new Weights(y.clone(), true);
            scatter = new Weights(scatterSigma, false);
        }
    }

    /** The search over the points (x = M, y = T(M)) of one curve, sorted by M, judged by {@code errors}. */
    static Outcome search(double[] x, double[] y, TotalTimeErrors errors) {
        return new SteadyRunSearch(x, y, errors).run();
    }

    private Outcome run() {
        int start = Math.max(0, n - MIN_STEADY_POINTS);
        int first = start;
        int outlier = NOT_A_LINE;
        boolean accepted = false;
        for (int s = n - 1; s >= 0; s--) {
            advance(s);
            if (s > start) continue;
            int o = outlierAt(s);
            if (s == start) {
                outlier = o;
                accepted = o != NOT_A_LINE && n - start >= MIN_STEADY_POINTS;
            } else if (o != NOT_A_LINE) {
                first = s;
                outlier = o;
                accepted = true;
            }
        }
        long work = n + fallbackWork;
        for (Weights set : new Weights[] {fixed, floored, proportional}) {
            if (set != null) work += set.candidates.work();
        }
        return new Outcome(first, outlier, accepted, work);
    }

    /** The exhaustive search on [s, n): counted as the points it fits, up to a fit without each point. */
    private int exhaustively(int s) {
        fallbackWork += (long) (n - s) * (n - s);
        return SteadyStateFitter.outlierOfLine(x, y, errors.forRun(s, n), s, n);
    }

    private void advance(int s) {
        if (fixed != null) {
            fixed.advance(s);
            return;
        }
        floored.advance(s);
        proportional.advance(s);
        scatter.advance(s);
        double ratio = y[s] > 0 ? TotalTimeErrors.resolution(x[s]) / y[s] : Double.POSITIVE_INFINITY;
        minFloorRatio = Math.min(minFloorRatio, ratio);
        maxFloorRatio = Math.max(maxFloorRatio, ratio);
    }

    /** {@link SteadyStateFitter#outlierOfLine} for the run [s, n). */
    private int outlierAt(int s) {
        for (ChiSquaredQuantiles quantiles : List.of(ChiSquaredQuantiles.FAST, ChiSquaredQuantiles.EXACT)) {
            int o = attempt(s, quantiles);
            if (o != UNSURE) return o;
        }
        return exhaustively(s);
    }

    private int attempt(int s, ChiSquaredQuantiles quantiles) {
        Weights set = fixed;
        double scale = 1;
        double margin = MARGIN;
        if (fixed == null) {
            // TotalTimeErrors.forRun: the relative scatter of [s + 1, n), capped by the floor.
            int dof = n - s - 3;
            double relative = RELATIVE_ERROR_FLOOR;
            if (dof >= 1) {
                relative = Math.min(relative, Math.sqrt(scatter.rest.chi2() / quantiles.lower(dof)));
                margin += quantiles.error(dof);
            }
            if (proportional.usable && relative >= maxFloorRatio) {
                set = proportional;
                scale = relative;
            } else if (relative <= minFloorRatio) {
                set = floored;
            } else {
                return exhaustively(s);
            }
        }
        Verdict line = isLine(set, scale, s, NONE, quantiles, margin);
        if (line != Verdict.NO) return line == Verdict.YES ? NONE : UNSURE;
        if (n - s < MIN_POINTS_FOR_OUTLIER) return NOT_A_LINE;
        return setAside(set, scale, s, quantiles, margin);
    }

    /**
     * {@link SteadyStateFitter#isLine} from the accumulated sums, with every error multiplied by {@code scale}: UNSURE
     * when a comparison is too close to call.
     */
    private Verdict isLine(Weights set, double scale, int s, int skip, ChiSquaredQuantiles quantiles, double margin) {
        int dof = n - s - 2 - (skip == NONE ? 0 : 1);
        if (dof < 1) return Verdict.YES;
        double c = 1 / (scale * scale);
        double chi2 = c * (skip == NONE ? set.run.chi2() : set.run.chi2Without(x[skip], y[skip], set.weight(skip)));
        double limit = quantiles.upper(dof);
        double slack = (margin + quantiles.error(dof)) * limit + CANCELLATION * c * set.run.chi2();
        if (!(Math.abs(chi2 - limit) > slack)) return Verdict.UNSURE;
        if (chi2 > limit) return Verdict.NO;
        LineAccumulator rest = skip == NONE ? set.rest : set.rest.without(x[skip], y[skip], set.weight(skip));
        double predicted = rest.at(x[s]);
        double deviation = Math.abs(y[s] - predicted);
        double bound = FIRST_POINT_SIGMAS * Math.hypot(scale * set.sigma[s], Math.sqrt(rest.seAtSquared(x[s], c)));
        double tolerance = margin * bound + ROUNDING * (Math.abs(y[s]) + Math.abs(predicted));
        if (!(Math.abs(deviation - bound) > tolerance)) return Verdict.UNSURE;
        return deviation <= bound ? Verdict.YES : Verdict.NO;
    }

    /** The second half of {@link SteadyStateFitter#outlierOfLine}: the best point to set aside, if any makes a line. */
    private int setAside(Weights set, double scale, int s, ChiSquaredQuantiles quantiles, double margin) {
        int dof = n - s - 3;
        double c = 1 / (scale * scale);
        double noise = CANCELLATION * set.run.chi2();
        // In the unscaled weights: a point makes a line only if leaving it out removes at least this much chi^2.
        double needed = set.run.chi2() - quantiles.upper(dof) * (1 + margin + quantiles.error(dof)) / c - noise;
        CandidateBlocks.Best best = set.candidates.best(set.run, needed, MARGIN, noise);
        if (best == null) return NOT_A_LINE;
        if (best.point() < 0) return UNSURE;
        if (!best.tied().isEmpty()) return amongTied(s, best.point(), best.tied());
        Verdict v = isLine(set, scale, s, best.point(), quantiles, margin);
        return v == Verdict.YES ? best.point() : v == Verdict.NO ? NOT_A_LINE : UNSURE;
    }

    /**
     * Candidates too close to call: the exhaustive search's own chi^2s decide among them (every other candidate's is
     * clearly larger), by its rules (the first of equal ones), and its own test whether the best makes a line.
     */
    private int amongTied(int s, int best, List<Integer> tied) {
        fallbackWork += (long) (tied.size() + 2) * (n - s);
        double[] sigma = errors.forRun(s, n);
        List<Integer> candidates = new ArrayList<>(tied);
        candidates.add(best);
        candidates.sort(null);
        int pick = NOT_A_LINE;
        double least = Double.POSITIVE_INFINITY;
        for (int k : candidates) {
            double chi2 = SteadyStateFitter.fitRange(x, y, sigma, s, n, k).chi2();
            if (chi2 < least) {
                least = chi2;
                pick = k;
            }
        }
        return SteadyStateFitter.isLine(x, y, sigma, s, n, pick) ? pick : NOT_A_LINE;
    }

    /** One set of weights 1/sigma^2 over the curve, with the current run and the run one point shorter. */
    private final class Weights {
        final double[] sigma;
        final LineAccumulator run = new LineAccumulator();
        final LineAccumulator rest = new LineAccumulator();
        final double[] weight;
        /** The points that may be set aside, or null when none is ever asked for. */
        final CandidateBlocks candidates;
        /** False once the run holds a point these weights cannot weigh (a zero error). */
        boolean usable = true;

        Weights(double[] sigma, boolean withCandidates) {
            this.sigma = sigma;
            this.weight = new double[n];
            for (int i = 0; i < n; i++) weight[i] = 1 / (sigma[i] * sigma[i]);
            this.candidates = withCandidates ? new CandidateBlocks(x, y, weight) : null;
        }

        double weight(int i) {
            return weight[i];
        }

        void advance(int s) {
            if (!usable) return;
            if (!(sigma[s] > 0) || !Double.isFinite(sigma[s])) {
                usable = false;
                return;
            }
            rest.copyFrom(run);
            run.add(x[s], y[s], weight(s));
            int k = s + MIN_STEADY_POINTS;
            if (candidates != null && k < n) candidates.add(k, run);
        }
    }
}
