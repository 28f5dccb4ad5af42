package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.stats.ConfidenceInterval;
import java.util.List;

/**
 * One parameter over N separate launches of the ranks (fresh processes, as JMH's forks): its mean, the CI that the
 * launches' own CIs give it (within launches), and the interval a launch on this machine falls in (between launches).
 *
 * <p>Between launches: the 95% prediction interval of one launch's value from the N launch values, {@code t(0.975,
 * N-1) s sqrt(1 + 1/N)}, with s their sample standard deviation. It is wider than the t interval of the mean
 * ({@code t s / sqrt(N)}) on purpose: what a reader takes away is the value this machine gives, and a machine that
 * moves between performance states from one launch to the next (an RTT of 0.30 or 0.85 us) must show that as the
 * width of the number, so that a single launch's value never contradicts it. (For N up to 8 it covers every launch
 * of the N: no value lies further than s (N-1)/sqrt(N) from their mean.) A random-effects combination was tried and
 * set aside: it weighs a launch by its own CI, which is what a mean should do, but its interval (that of the
 * machine's true value) left out launches that read otherwise with a narrow CI, the very launches that show a
 * machine changing state.
 *
 * <p>Within launches: the CI of the mean of N independent estimates, {@code sqrt(sum ci_k^2) / N}. The headline is
 * the mean with the wider of the two half-widths.
 *
 * @param launches    how many launches had a value
 * @param mean        the mean of the launch values (NaN without one)
 * @param sd          their sample standard deviation: the machine's spread from launch to launch (NaN for N &lt; 2)
 * @param withinCi95  the half-width from the launches' own CIs (NaN when a launch has none)
 * @param betweenCi95 the half-width of the prediction interval of one launch (NaN for N &lt; 2)
 * @param heterogeneity Cochran's Q over the launches, sum ((x_k - x_w) / se_k)^2 around their inverse-variance mean
 *                    x_w, where every launch has a CI (NaN otherwise)
 */
public record LaunchSpread(
        int launches, double mean, double sd, double withinCi95, double betweenCi95, double heterogeneity) {

    private static final double Z95 = 1.959964;

    /** Of the launches' estimates of one parameter; unknown values are left out. */
    public static LaunchSpread of(List<Estimate> perLaunch) {
        List<Estimate> known = perLaunch.stream().filter(Estimate::isKnown).toList();
        int n = known.size();
        if (n == 0) return new LaunchSpread(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        double mean = known.stream().mapToDouble(Estimate::value).sum() / n;
        double squares = known.stream()
                .mapToDouble(e -> (e.value() - mean) * (e.value() - mean))
                .sum();
        double sd = n < 2 ? Double.NaN : Math.sqrt(squares / (n - 1));
        boolean allCi = known.stream().allMatch(Estimate::hasCi);
        double within = allCi
                ? Math.sqrt(known.stream().mapToDouble(e -> e.ci95() * e.ci95()).sum()) / n
                : Double.NaN;
        double between = n < 2
                ? Double.NaN
                : ConfidenceInterval.tQuantile(ConfidenceInterval.CONFIDENCE, n - 1) * sd * Math.sqrt(1 + 1.0 / n);
        return new LaunchSpread(n, mean, sd, within, between, cochranQ(known));
    }

    /** Cochran's Q of the launches around their inverse-variance mean; NaN unless every launch has a CI above 0. */
    private static double cochranQ(List<Estimate> known) {
        if (!known.stream().allMatch(e -> e.hasCi() && e.ci95() > 0)) return Double.NaN;
        double sumW = 0;
        double sumWx = 0;
        for (Estimate e : known) {
            double w = 1 / sq(e.ci95() / Z95);
            sumW += w;
            sumWx += w * e.value();
        }
        double fixed = sumWx / sumW;
        double q = 0;
        for (Estimate e : known) q += sq(e.value() - fixed) / sq(e.ci95() / Z95);
        return q;
    }

    private static double sq(double x) {
        return x * x;
    }

    /**
     * Whether the launches differ by more than their own CIs say: Cochran's Q beyond its 95% quantile (chi-squared,
     * N - 1 degrees of freedom) where every launch has a CI, a between-launch interval wider than the within-launch one
     * where not.
     */
    public boolean spreadsBeyondCis() {
        if (!hasBetween()) return false;
        if (Double.isNaN(heterogeneity)) return betweenIsWider();
        return heterogeneity
                > new org.apache.commons.math3.distribution.ChiSquaredDistribution(null, launches - 1)
                        .inverseCumulativeProbability(ConfidenceInterval.CONFIDENCE);
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

    /** Whether the between-launch interval is the one the headline shows. */
    public boolean betweenIsWider() {
        return hasBetween() && !(withinCi95 > betweenCi95);
    }

    /** Whether {@code value} lies within the between-launch interval around the mean. */
    public boolean covers(double value) {
        return hasBetween() && Math.abs(value - mean) <= betweenCi95;
    }
}
