package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.stats.ConfidenceInterval;

/**
 * A straight line y = intercept + slope * x fitted by least squares, with standard errors: weighted by
 * 1/sigma^2 when every point's standard error is known, ordinary otherwise. With known weights the errors are
 * scaled up by sqrt(chi^2/dof) when the scatter exceeds what the weights promise (Birge ratio); without weights
 * they come from the residuals alone and are NaN for two points. Closed form (Bevington, Data Reduction and
 * Error Analysis, ch. 6), since the two-parameter case needs no matrix code.
 */
public record LineFit(
        double intercept,
        double slope,
        double seIntercept,
        double seSlope,
        double covariance,
        int n,
        double chi2,
        boolean weighted,
        double scale) {

    public static LineFit fit(double[] x, double[] y, double[] sigma) {
        int n = x.length;
        if (n < 2 || y.length != n) throw new IllegalArgumentException("a line needs at least two points, got " + n);
        boolean weighted = sigma != null && allPositive(sigma);
        double s = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
        for (int i = 0; i < n; i++) {
            double w = weighted ? 1 / (sigma[i] * sigma[i]) : 1;
            s += w;
            sx += w * x[i];
            sy += w * y[i];
            sxx += w * x[i] * x[i];
            sxy += w * x[i] * y[i];
        }
        double delta = s * sxx - sx * sx;
        if (!(delta > 0)) throw new IllegalArgumentException("a line needs at least two distinct x values");
        double slope = (s * sxy - sx * sy) / delta;
        double intercept = (sxx * sy - sx * sxy) / delta;
        double chi2 = 0;
        for (int i = 0; i < n; i++) {
            double r = y[i] - intercept - slope * x[i];
            chi2 += weighted ? r * r / (sigma[i] * sigma[i]) : r * r;
        }
        int dof = n - 2;
        double scale;
        if (weighted) scale = dof > 0 ? Math.max(1, chi2 / dof) : 1;
        else scale = dof > 0 ? chi2 / dof : Double.NaN;
        return new LineFit(
                intercept,
                slope,
                Math.sqrt(sxx / delta * scale),
                Math.sqrt(s / delta * scale),
                -sx / delta * scale,
                n,
                chi2,
                weighted,
                scale);
    }

    /** Value of the line at x. */
    public double at(double x) {
        return intercept + slope * x;
    }

    /** Standard error of the line's value at x. */
    public double seAt(double x) {
        double v = seIntercept * seIntercept + x * x * seSlope * seSlope + 2 * x * covariance;
        return Math.sqrt(Math.max(0, v));
    }

    /** Quantile for a 95% interval: normal with trusted weights, Student t on the residuals otherwise. */
    public double quantile95() {
        int dof = n - 2;
        boolean fromResiduals = !weighted || (dof > 0 && chi2 / dof > 1);
        return fromResiduals && dof > 0 ? ConfidenceInterval.tQuantile(ConfidenceInterval.CONFIDENCE, dof) : 1.959964;
    }

    public Estimate slopeEstimate() {
        return Estimate.of(slope, seSlope * quantile95());
    }

    public Estimate interceptEstimate() {
        return Estimate.of(intercept, seIntercept * quantile95());
    }

    static boolean allPositive(double[] v) {
        for (double d : v) if (!(d > 0) || !Double.isFinite(d)) return false;
        return true;
    }
}
