package io.logp.stats;

import java.util.Arrays;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;

/**
 * The statistics that Luecke et al., "Measuring MPI Latency and Communication Rates for Small Messages" (2009,
 * section 3.4 and Appendix C), report for a set of ping-pong timing trials, all in microseconds:
 * <ul>
 *   <li>minimum, median (the mean of the two middle trials for an even count), mean and maximum;</li>
 *   <li>variance s^2 = sum (x - mean)^2 / (n - 1), the sample variance, and standard deviation s;</li>
 *   <li>coefficient of variation cv = 100 s / mean, in percent;</li>
 *   <li>standard error se = s / sqrt(n), the standard deviation of the mean;</li>
 *   <li>relative standard error rse = se / mean, as a fraction (Appendix C: 0.9985E-04).</li>
 * </ul>
 * One trial has no spread: the variance and everything derived from it are NaN for n = 1.
 */
public record PingPongStatistics(
        int n,
        double minUs,
        double medianUs,
        double meanUs,
        double maxUs,
        double variance,
        double stddev,
        double cvPercent,
        double stderr,
        double rse) {

    /**
     * Summarises the trials.
     *
     * @param samplesUs one time per trial, in microseconds; not modified
     * @throws IllegalArgumentException when there are no trials or a trial is NaN or infinite
     */
    public static PingPongStatistics of(double[] samplesUs) {
        requireTrials(samplesUs);
        int n = samplesUs.length;
        double[] sorted = samplesUs.clone();
        Arrays.sort(sorted);
        double median = Median.ofSorted(sorted, n);
        // Commons Math's mean adds a correction pass, which matters over 2^23 trials that agree to 4 digits.
        double mean = new Mean().evaluate(sorted);
        // Commons Math returns 0 for one value; one trial says nothing about spread, so it is NaN here.
        double variance = n > 1 ? new Variance(true).evaluate(sorted, mean) : Double.NaN;
        double stddev = Math.sqrt(variance);
        double stderr = stddev / Math.sqrt(n);
        return new PingPongStatistics(
                n,
                sorted[0],
                median,
                mean,
                sorted[n - 1],
                variance,
                stddev,
                relative(100 * stddev, mean),
                stderr,
                relative(stderr, mean));
    }

    /**
     * A spread relative to the mean: NaN unless the mean is positive. Times from which a timer's overhead was
     * subtracted can average zero or less, and a coefficient of variation of -300% would say nothing true.
     */
    private static double relative(double spread, double mean) {
        return mean > 0 ? spread / mean : Double.NaN;
    }

    /** Checks that there is at least one trial and that every trial is a finite time. */
    static void requireTrials(double[] samplesUs) {
        if (samplesUs.length < 1) throw new IllegalArgumentException("no trials to summarise");
        for (double sample : samplesUs) {
            if (!Double.isFinite(sample)) throw new IllegalArgumentException("trial is not finite: " + sample);
        }
    }

    /**
     * The communication rate of Appendix C: nBytes / timeUs. Bytes per microsecond are 10^6 bytes per second, so the
     * value is in MB/s (decimal megabytes): 8 bytes in 1.2451 us is 6.425 MB/s.
     *
     * @param nBytes message size in bytes, >= 0
     * @param timeUs one-way time in microseconds
     * @return the rate in MB/s, or NaN when timeUs is not positive (a trial from which the timer overhead was
     *         subtracted can be 0, and no rate belongs to it)
     * @throws IllegalArgumentException when nBytes is negative
     */
    public static double rateMBps(int nBytes, double timeUs) {
        if (nBytes < 0) throw new IllegalArgumentException("nBytes must be >= 0, got " + nBytes);
        return timeUs > 0 ? nBytes / timeUs : Double.NaN;
    }
}
