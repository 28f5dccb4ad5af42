package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.stats.ConfidenceInterval;
import java.util.List;

/**
 * One parameter over N separate launches of the ranks (fresh processes, as JMH's forks): its value, the CI that the
 * launches' own CIs give it (within launches), and the interval a launch on this machine falls in (between launches).
 *
 * <p>When every launch has a CI, the launches are combined as a random-effects meta-analysis (DerSimonian and Laird,
 * 1986): each launch k has its own variance v_k = (ci_k / 1.96)^2, the launches scatter around the machine's value
 * with a variance tau^2 of their own (from Cochran's Q, 0 when they agree within their CIs), and the value is the
 * mean weighted by 1 / (v_k + tau^2). A launch with a wide CI (one a competing process hit) then counts for little,
 * instead of widening every interval. The between-launch interval is the 95% prediction interval of one launch
 * (Higgins, Thompson and Spiegelhalter, 2009): {@code t(0.975, N-2) sqrt(tau^2 + SE^2)}, for N &gt;= 3.
 *
 * <p>Without a CI for every launch (or for N = 2) the launches count alike: the plain mean, and the prediction interval
 * {@code t(0.975, N-1) s sqrt(1 + 1/N)} with s their standard deviation.
 *
 * <p>Both are prediction intervals, not the t interval of the mean ({@code t s / sqrt(N)}), on purpose: what a reader
 * takes away is the value this machine gives, and a machine that moves between performance states from one launch to
 * the next (an RTT of 0.30 or 0.85 us) must show that as the width of the number, so that a single launch's value does
 * not contradict it. Within launches: the inverse-variance CI {@code 1.96 / sqrt(sum 1/v_k)}. The headline is the
 * value with the wider of the two half-widths.
 *
 * @param launches    how many launches had a value
 * @param mean        the launches' combined value (NaN without one)
 * @param sd          the launch values' sample standard deviation: the machine's spread from launch to launch (NaN for
 *                    N &lt; 2)
 * @param withinCi95  the half-width from the launches' own CIs (NaN when a launch has none)
 * @param betweenCi95 the half-width of the prediction interval of one launch (NaN for N &lt; 2)
 * @param tau         the random-effects standard deviation of the launches beyond their own CIs (0 when they agree
 *                    within them; NaN when the launches were not weighed)
 */
public record LaunchSpread(int launches, double mean, double sd, double withinCi95, double betweenCi95, double tau) {

    private static final double Z95 = 1.959964;

    /** Of the launches' estimates of one parameter; unknown values are left out. */
    public static LaunchSpread of(List<Estimate> perLaunch) {
        List<Estimate> known = perLaunch.stream().filter(Estimate::isKnown).toList();
        int n = known.size();
        if (n == 0) return new LaunchSpread(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        double plainMean = known.stream().mapToDouble(Estimate::value).sum() / n;
        double squares = known.stream()
                .mapToDouble(e -> (e.value() - plainMean) * (e.value() - plainMean))
                .sum();
        double sd = n < 2 ? Double.NaN : Math.sqrt(squares / (n - 1));
        boolean weighed = known.stream().allMatch(e -> e.hasCi() && e.ci95() > 0);
        if (!weighed) {
            double between = n < 2
                    ? Double.NaN
                    : ConfidenceInterval.tQuantile(ConfidenceInterval.CONFIDENCE, n - 1) * sd * Math.sqrt(1 + 1.0 / n);
            double within = known.stream().allMatch(Estimate::hasCi)
                    ? Math.sqrt(known.stream()
                                    .mapToDouble(e -> e.ci95() * e.ci95())
                                    .sum())
                            / n
                    : Double.NaN;
            return new LaunchSpread(n, plainMean, sd, within, between, Double.NaN);
        }
        double[] v = known.stream().mapToDouble(e -> sq(e.ci95() / Z95)).toArray();
        double[] x = known.stream().mapToDouble(Estimate::value).toArray();
        double sumW = 0;
        double sumW2 = 0;
        double sumWx = 0;
        for (int k = 0; k < n; k++) {
            sumW += 1 / v[k];
            sumW2 += 1 / (v[k] * v[k]);
            sumWx += x[k] / v[k];
        }
        double fixed = sumWx / sumW;
        double within = Z95 / Math.sqrt(sumW);
        if (n < 2) return new LaunchSpread(n, fixed, sd, within, Double.NaN, 0);
        double q = 0;
        for (int k = 0; k < n; k++) q += sq(x[k] - fixed) / v[k];
        double tau2 = Math.max(0, (q - (n - 1)) / (sumW - sumW2 / sumW));
        double sumRw = 0;
        double sumRwx = 0;
        for (int k = 0; k < n; k++) {
            sumRw += 1 / (v[k] + tau2);
            sumRwx += x[k] / (v[k] + tau2);
        }
        double mean = sumRwx / sumRw;
        double se2 = 1 / sumRw;
        double between = n < 3
                ? ConfidenceInterval.tQuantile(ConfidenceInterval.CONFIDENCE, n - 1) * sd * Math.sqrt(1 + 1.0 / n)
                : ConfidenceInterval.tQuantile(ConfidenceInterval.CONFIDENCE, n - 2) * Math.sqrt(tau2 + se2);
        return new LaunchSpread(n, mean, sd, within, between, Math.sqrt(tau2));
    }

    private static double sq(double x) {
        return x * x;
    }

    /** Whether there is a between-launch interval: two launches or more. */
    public boolean hasBetween() {
        return Double.isFinite(betweenCi95);
    }

    /** The mean with the wider of the within- and the between-launch half-widths. */
    public Estimate headline() {
        if (!hasBetween()) return Estimate.of(mean, withinCi95);
        double ci = Double.isFinite(withinCi95) ? Math.max(withinCi95, betweenCi95) : betweenCi95;
        return Estimate.of(mean, ci);
    }

    /**
     * Whether the launches differ by more than their own CIs say: a spread beyond them (tau &gt; 0) where the launches
     * were weighed, a between-launch interval wider than the within-launch one where they were not.
     */
    public boolean spreadsBeyondCis() {
        if (!hasBetween()) return false;
        return Double.isNaN(tau) ? betweenIsWider() : tau > 0 && betweenIsWider();
    }

    /** Whether the between-launch interval is the one the headline shows. */
    public boolean betweenIsWider() {
        return hasBetween() && !(withinCi95 > betweenCi95);
    }

    /** Whether {@code value} lies within the between-launch interval around the mean. */
    public boolean covers(double value) {
        return hasBetween() && Math.abs(value - mean) <= betweenCi95;
    }
}
