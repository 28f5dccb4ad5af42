package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The quantiles the steady-state search compares with: exact (Commons Math's own values) up to
 * {@value ChiSquaredQuantiles#EXACT_UP_TO} degrees of freedom, and above it within the error bound the search widens
 * its margins by.
 */
class ChiSquaredQuantilesTest {

    @Test
    void exactWhereCachedAndWithinTheStatedBoundWhereApproximated() {
        for (int dof : new int[] {1, 2, 3, 10, 100, 999, 1000}) {
            assertEquals(
                    ChiSquaredQuantiles.compute(dof, SteadyStateFitter.ACCEPT_QUANTILE),
                    ChiSquaredQuantiles.FAST.upper(dof));
            assertEquals(
                    ChiSquaredQuantiles.compute(dof, TotalTimeErrors.SCATTER_LOWER_TAIL),
                    ChiSquaredQuantiles.FAST.lower(dof));
            assertEquals(0, ChiSquaredQuantiles.FAST.error(dof));
        }
        for (int dof : new int[] {1001, 1500, 3000, 10_000, 100_000, 1_000_000}) {
            double bound = ChiSquaredQuantiles.FAST.error(dof);
            double upper = ChiSquaredQuantiles.compute(dof, SteadyStateFitter.ACCEPT_QUANTILE);
            double lower = ChiSquaredQuantiles.compute(dof, TotalTimeErrors.SCATTER_LOWER_TAIL);
            assertTrue(Math.abs(ChiSquaredQuantiles.FAST.upper(dof) / upper - 1) < bound, "upper at " + dof);
            assertTrue(Math.abs(ChiSquaredQuantiles.FAST.lower(dof) / lower - 1) < bound, "lower at " + dof);
            assertEquals(upper, ChiSquaredQuantiles.EXACT.upper(dof));
            assertEquals(0, ChiSquaredQuantiles.EXACT.error(dof));
        }
    }
}
