package io.logp.data;

import java.util.Arrays;

/**
 * Parameters of the bulk-transfer experiment. Defaults live in {@link Defaults}.
 *
 * @param timeSizes      sizes whose round trip T(n) is measured, ascending, each >= the small message
 * @param signatureSizes sizes whose signature is measured (o_s(n), o_r(n), g(n)), ascending
 * @param get            whether bulk gets are timed too (T(n) only), besides stores
 * @param mMax           largest M of each signature's initial grid
 * @param mCap           largest M a non-converged curve may be extended to
 * @param delayFactors   the delays D of each signature, as multiples of its pilot gap (D = 0 is always added)
 * @param rule           stopping rule of every point (the small-message signature's)
 * @param warmupSeconds  untimed warm-up of each size before it is timed
 * @param budgetSeconds  cap on the whole bulk experiment
 * @param seed           seed of the round shuffling
 * @param largeRegimeSizes signature sizes measured only where fewer than two of {@code signatureSizes} lie in the
 *                       large-message regime of the measured T(n), so that its o_s(n) and g(n) still have a line
 *                       (TCP's eager limit is 64 KiB, shared memory's 4 KiB), ascending
 */
public record BulkSettings(
        int[] timeSizes,
        int[] signatureSizes,
        boolean get,
        int mMax,
        int mCap,
        double[] delayFactors,
        StoppingRule rule,
        double warmupSeconds,
        double budgetSeconds,
        long seed,
        int[] largeRegimeSizes) {

    /** Settings whose signature sizes are all measured. */
    public BulkSettings(
            int[] timeSizes,
            int[] signatureSizes,
            boolean get,
            int mMax,
            int mCap,
            double[] delayFactors,
            StoppingRule rule,
            double warmupSeconds,
            double budgetSeconds,
            long seed) {
        this(
                timeSizes,
                signatureSizes,
                get,
                mMax,
                mCap,
                delayFactors,
                rule,
                warmupSeconds,
                budgetSeconds,
                seed,
                new int[0]);
    }

    public BulkSettings {
        requireAscending("transfer sizes", timeSizes);
        requireAscending("signature sizes", signatureSizes);
        requireAscending("large-regime signature sizes", largeRegimeSizes);
        if (timeSizes.length == 0 && signatureSizes.length == 0) throw new IllegalArgumentException("no bulk sizes");
        if (mMax < 2) throw new IllegalArgumentException("M max must be >= 2, got " + mMax);
        if (mCap < mMax) throw new IllegalArgumentException("M cap (" + mCap + ") must be >= M max (" + mMax + ")");
        if (delayFactors.length == 0) throw new IllegalArgumentException("a signature needs a delay above the gap");
        if (warmupSeconds < 0) throw new IllegalArgumentException("warm-up must be >= 0 s");
        if (!(budgetSeconds > 0)) throw new IllegalArgumentException("budget must be > 0 s");
    }

    /** The largest message the transport must carry. */
    public int largestBytes() {
        int t = timeSizes.length == 0 ? 0 : timeSizes[timeSizes.length - 1];
        int s = signatureSizes.length == 0 ? 0 : signatureSizes[signatureSizes.length - 1];
        int l = largeRegimeSizes.length == 0 ? 0 : largeRegimeSizes[largeRegimeSizes.length - 1];
        return Math.max(t, Math.max(s, l));
    }

    /**
     * Powers of two from {@code smallest} to {@code largest} with the point half way (x1.5) between each two, so a
     * protocol switch between neighbours is located within a factor 1.5, plus {@code largest} itself.
     */
    public static int[] grid(int smallest, int largest) {
        if (smallest < 1 || largest < smallest) {
            throw new IllegalArgumentException("need 1 <= smallest <= largest, got " + smallest + " and " + largest);
        }
        java.util.TreeSet<Integer> sizes = new java.util.TreeSet<>();
        for (long p = smallest; p <= largest; p *= 2) {
            sizes.add((int) p);
            if (p + p / 2 <= largest && p >= 2) sizes.add((int) (p + p / 2));
        }
        sizes.add(largest);
        return sizes.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void requireAscending(String name, int[] sizes) {
        for (int i = 0; i < sizes.length; i++) {
            if (sizes[i] < 1 || (i > 0 && sizes[i] <= sizes[i - 1])) {
                throw new IllegalArgumentException(name + " must be ascending and >= 1: " + Arrays.toString(sizes));
            }
        }
    }
}
