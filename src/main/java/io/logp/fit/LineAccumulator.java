package io.logp.fit;

/**
 * A weighted least-squares line over a set of points that grows one point at a time, with the answers
 * {@link SteadyRunSearch} needs in O(1): the chi^2 of the set, of the set without one of its points, and the line and
 * its standard error at x with or without one point. The same numbers as {@link LineFit} on those points, computed
 * from centred sums updated in place (West's weighted form of Welford's algorithm) rather than raw sums, so that
 * adding the millionth point loses no more precision than the second did.
 *
 * <p>chi^2 grows by each added point's prediction residual d from the line through the earlier ones:
 * d^2 w / (1 + w v) with v the variance factor of the prediction (the recursive least-squares identity), which keeps
 * it accurate when the points lie on the line far better than their spread about their mean. Leaving out point k
 * takes away its residual e with its leverage h: e^2 w / (1 - h) (Cook and Weisberg, Residuals and Influence in
 * Regression, 1982, ch. 2).
 */
final class LineAccumulator {

    private int count;
    private double weight;
    private double meanX;
    private double meanY;
    /** Sum of w (x - meanX)^2. */
    private double cxx;
    /** Sum of w (x - meanX)(y - meanY). */
    private double cxy;

    private double chi2;

    void add(double x, double y, double w) {
        if (count > 0) {
            if (count > 1) chi2 += w * sq(y - at(x)) / (1 + w * leverageFactor(x));
            double total = weight + w;
            double dx = x - meanX;
            double dy = y - meanY;
            meanX += w * dx / total;
            meanY += w * dy / total;
            cxx += w * dx * (x - meanX);
            cxy += w * dx * (y - meanY);
            weight = total;
        } else {
            weight = w;
            meanX = x;
            meanY = y;
        }
        count++;
    }

    void copyFrom(LineAccumulator other) {
        count = other.count;
        weight = other.weight;
        meanX = other.meanX;
        meanY = other.meanY;
        cxx = other.cxx;
        cxy = other.cxy;
        chi2 = other.chi2;
    }

    int count() {
        return count;
    }

    /** chi^2 with the weights as added; weights scaled by c scale it by c. */
    double chi2() {
        return chi2;
    }

    /** The line's value at x (the same for weights scaled by any constant). */
    double at(double x) {
        return meanY + slope() * (x - meanX);
    }

    /** chi^2 of the set without its point (x, y, w); NaN when the rest has fewer than two distinct x. */
    double chi2Without(double x, double y, double w) {
        return chi2 - removal(x, y, w);
    }

    /** How much chi^2 leaving out the set's point (x, y, w) removes; NaN when its leverage is 1. */
    double removal(double x, double y, double w) {
        double h = w * leverageFactor(x);
        if (!(h < 1)) return Double.NaN;
        return w * sq(y - at(x)) / (1 - h);
    }

    double weight() {
        return weight;
    }

    double meanX() {
        return meanX;
    }

    double meanY() {
        return meanY;
    }

    double slope() {
        return cxy / cxx;
    }

    /** Sum of w (x - meanX)^2. */
    double cxx() {
        return cxx;
    }

    /** The set without its point (x, y, w), chi^2 included. */
    LineAccumulator without(double x, double y, double w) {
        LineAccumulator rest = new LineAccumulator();
        rest.chi2 = chi2Without(x, y, w);
        rest.count = count - 1;
        rest.weight = weight - w;
        rest.meanX = meanX - w * (x - meanX) / rest.weight;
        rest.meanY = meanY - w * (y - meanY) / rest.weight;
        rest.cxx = cxx - w * (x - rest.meanX) * (x - meanX);
        rest.cxy = cxy - w * (x - rest.meanX) * (y - meanY);
        return rest;
    }

    /**
     * The square of {@link LineFit#seAt} for these points with every weight multiplied by {@code c}: the errors are
     * scaled up by chi^2/dof when the scatter exceeds what the weights promise.
     */
    double seAtSquared(double x, double c) {
        int dof = count - 2;
        double scale = dof > 0 ? Math.max(1, c * chi2 / dof) : 1;
        return scale * leverageFactor(x) / c;
    }

    /** 1/W + (x - meanX)^2 / Cxx: the prediction's variance at x per unit of 1/weight. */
    private double leverageFactor(double x) {
        return 1 / weight + sq(x - meanX) / cxx;
    }

    private static double sq(double v) {
        return v * v;
    }
}
