package io.logp.experiment;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Arrays;
import java.util.TreeSet;

/**
 * The grid of a signature sweep: the values of M (log-like, dense enough to show the send-only to steady
 * transition), the delays D, and how far M may be extended for curves that have not converged.
 *
 * @param mGrid    ascending M values, each >= 1
 * @param delaysUs ascending nominal delays in microseconds, starting with 0
 * @param mCap     largest M the sweep may extend to
 */
public record SweepPlan(int[] mGrid, double[] delaysUs, int mCap) {

    /** Delays relative to the pilot gap g: below it (may sit on the plateau) and clearly above (give o_r). */
    static final double[] DELAY_FACTORS = {0.5, 1, 2, 4};

    public SweepPlan {
        if (mGrid.length == 0) throw new IllegalArgumentException("empty M grid");
        if (delaysUs.length == 0 || delaysUs[0] != 0) throw new IllegalArgumentException("delays must start with 0");
        for (int i = 0; i < mGrid.length; i++) {
            if (mGrid[i] < 1 || (i > 0 && mGrid[i] <= mGrid[i - 1]))
                throw new IllegalArgumentException("M grid must be ascending and >= 1: " + Arrays.toString(mGrid));
        }
        for (int i = 1; i < delaysUs.length; i++) {
            if (!(delaysUs[i] > delaysUs[i - 1]))
                throw new IllegalArgumentException("delays must be ascending: " + Arrays.toString(delaysUs));
        }
        if (mCap < mGrid[mGrid.length - 1])
            throw new IllegalArgumentException("M cap " + mCap + " below the largest M");
    }

    /** 1, 2, 3, 4, 6, 8, 12, 16, ... up to mMax: steps of 1.33 and 1.5, even in log M. */
    public static int[] mGrid(int mMax) {
        if (mMax < 1) throw new IllegalArgumentException("M max must be >= 1, got " + mMax);
        TreeSet<Integer> grid = new TreeSet<>();
        for (int p = 1; p <= mMax; p *= 2) {
            grid.add(p);
            if (p >= 2 && p + p / 2 <= mMax) grid.add(p + p / 2);
        }
        grid.add(mMax);
        return grid.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Next M values when a curve must be extended: x1.5 and x2 of the largest so far. */
    public static int[] extension(int mLast) {
        return new int[] {mLast + mLast / 2, 2 * mLast};
    }

    /** D = 0 plus multiples of the pilot gap, rounded to two significant digits. */
    public static double[] delaysFromGap(double gUs) {
        return delaysFromGap(gUs, DELAY_FACTORS);
    }

    /** D = 0 plus the given ascending multiples of the pilot gap, rounded to two significant digits. */
    public static double[] delaysFromGap(double gUs, double[] factors) {
        if (!(gUs > 0)) throw new IllegalArgumentException("pilot gap must be > 0, got " + gUs);
        double[] d = new double[factors.length + 1];
        for (int i = 0; i < factors.length; i++) {
            d[i + 1] =
                    new BigDecimal(gUs * factors[i]).round(new MathContext(2)).doubleValue();
        }
        return d;
    }
}
