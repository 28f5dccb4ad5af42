package io.logp.fit;

import io.logp.data.Estimate;
import java.util.Arrays;
import java.util.Locale;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.IntPredicate;

/**
 * Latency and bandwidth read off a ping-pong size sweep with the linear model TransferTime(n) = Ts + Tc n of
 * n bytes (Hockney's model, as in the Janus ping-pong report: latency "is determined by finding the y-intercept",
 * bandwidth "is the inverse of the slope of the line for larger packet sizes"). The two parameters come from two
 * least-squares lines, each over the sizes where it dominates:
 * <ul>
 *   <li>Ts, the latency in us: the intercept of a line over the sizes n <= smallMaxBytes, where Tc n is small
 *       and the intercept is well determined;</li>
 *   <li>Tc, in us per byte: the slope of a line over the sizes n >= largeMinBytes, where Ts is negligible and
 *       protocol switches at middle sizes (eager to rendezvous) do not bend the line;</li>
 *   <li>the bandwidth 1 / Tc in bytes per us, which is MB/s (10^6 bytes/s), with the 95% half-width
 *       propagated to first order: ci(1/Tc) = ci(Tc) / Tc^2.</li>
 * </ul>
 * Times should be one-way, that is ping-pong times divided by two as in Luecke et al. and the Janus report. A line
 * is weighted by 1/sigma^2, sigma = ci95 / 1.96, when every point of its range has a known positive CI, and is an
 * ordinary least-squares line otherwise ({@link LineFit}); confidence intervals are 95% half-widths, NaN when they
 * cannot be computed (an unweighted line through two points).
 *
 * @param tsUs              Ts, the latency, in microseconds
 * @param tsCi95Us          95% half-width of Ts
 * @param tsFromBytes       smallest size of the latency line
 * @param tsToBytes         largest size of the latency line
 * @param tcUsPerByte       Tc, the time per byte, in microseconds per byte
 * @param tcCi95            95% half-width of Tc
 * @param tcFromBytes       smallest size of the bandwidth line
 * @param tcToBytes         largest size of the bandwidth line
 * @param bandwidthMBps     1 / Tc in MB/s; NaN when Tc is not positive (the large sizes do not take longer)
 * @param bandwidthCi95MBps 95% half-width of the bandwidth
 */
public record TransferTimeFit(
        double tsUs,
        double tsCi95Us,
        int tsFromBytes,
        int tsToBytes,
        double tcUsPerByte,
        double tcCi95,
        int tcFromBytes,
        int tcToBytes,
        double bandwidthMBps,
        double bandwidthCi95MBps) {

    /** The normal quantile that turns a 95% half-width into a standard error for the weights. */
    private static final double Z95 = 1.959964;

    /** The fitted time of a message of nBytes bytes, Ts + Tc n, in microseconds. */
    public double timeUs(double nBytes) {
        return tsUs + tcUsPerByte * nBytes;
    }

    /**
     * Fits Ts and Tc.
     *
     * @param nBytes        message sizes in bytes, >= 0; a size may repeat
     * @param timeUs        one-way time per size, in microseconds (a median or mean of trials)
     * @param ci95Us        95% half-width of each time, NaN where unknown; null when none is known
     * @param smallMaxBytes sizes up to this fit the latency Ts
     * @param largeMinBytes sizes from this fit the per-byte time Tc
     * @throws IllegalArgumentException when the arrays differ in length, a size is negative, a time is not finite,
     *                                  or a range holds fewer than two distinct sizes (the message names the range)
     */
    public static TransferTimeFit fit(
            int[] nBytes, double[] timeUs, double[] ci95Us, int smallMaxBytes, int largeMinBytes) {
        requireInput(nBytes, timeUs, ci95Us);
        Range small = Range.of(
                nBytes,
                n -> n <= smallMaxBytes,
                String.format(Locale.ROOT, "the latency range (n_bytes <= %d, for Ts)", smallMaxBytes));
        Range large = Range.of(
                nBytes,
                n -> n >= largeMinBytes,
                String.format(Locale.ROOT, "the bandwidth range (n_bytes >= %d, for Tc)", largeMinBytes));
        Estimate ts = small.line(nBytes, timeUs, ci95Us).interceptEstimate();
        Estimate tc = large.line(nBytes, timeUs, ci95Us).slopeEstimate();
        double tcValue = tc.value();
        boolean grows = tcValue > 0;
        double bandwidth = grows ? 1 / tcValue : Double.NaN;
        double bandwidthCi = grows ? tc.ci95() / (tcValue * tcValue) : Double.NaN;
        return new TransferTimeFit(
                ts.value(),
                ts.ci95(),
                small.from(),
                small.to(),
                tcValue,
                tc.ci95(),
                large.from(),
                large.to(),
                bandwidth,
                bandwidthCi);
    }

    private static void requireInput(int[] nBytes, double[] timeUs, double[] ci95Us) {
        if (nBytes.length != timeUs.length || (ci95Us != null && ci95Us.length != nBytes.length)) {
            throw new IllegalArgumentException(String.format(
                    Locale.ROOT,
                    "sizes, times and CIs differ in length: %d, %d, %d",
                    nBytes.length,
                    timeUs.length,
                    ci95Us == null ? nBytes.length : ci95Us.length));
        }
        for (int i = 0; i < nBytes.length; i++) {
            if (nBytes[i] < 0) throw new IllegalArgumentException("n_bytes must be >= 0, got " + nBytes[i]);
            if (!Double.isFinite(timeUs[i])) {
                throw new IllegalArgumentException("time at n_bytes = " + nBytes[i] + " is not finite: " + timeUs[i]);
            }
        }
    }

    /** The points of one size range: their indices and the sizes they span. */
    private record Range(int[] indices, int from, int to) {

        static Range of(int[] nBytes, IntPredicate inRange, String name) {
            SortedSet<Integer> sizes = new TreeSet<>();
            int[] indices = new int[nBytes.length];
            int count = 0;
            for (int i = 0; i < nBytes.length; i++) {
                if (inRange.test(nBytes[i])) {
                    indices[count++] = i;
                    sizes.add(nBytes[i]);
                }
            }
            // Two points of one size fix no line; the caller must widen the range or measure more sizes.
            if (sizes.size() < 2) {
                throw new IllegalArgumentException(String.format(
                        Locale.ROOT, "%s needs at least 2 distinct sizes, got %d %s", name, sizes.size(), sizes));
            }
            return new Range(Arrays.copyOf(indices, count), sizes.first(), sizes.last());
        }

        LineFit line(int[] nBytes, double[] timeUs, double[] ci95Us) {
            int n = indices.length;
            double[] x = new double[n];
            double[] y = new double[n];
            double[] sigma = new double[n];
            for (int k = 0; k < n; k++) {
                int i = indices[k];
                x[k] = nBytes[i];
                y[k] = timeUs[i];
                sigma[k] = ci95Us == null ? Double.NaN : ci95Us[i] / Z95;
            }
            // LineFit weights only when every sigma is known and positive, which is the rule stated above.
            return LineFit.fit(x, y, sigma);
        }
    }
}
