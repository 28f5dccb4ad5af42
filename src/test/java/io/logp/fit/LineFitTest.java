package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.junit.jupiter.api.Test;

/**
 * {@link LineFit} against values worked out by hand (Bevington ch. 6) and against Commons Math's
 * {@link SimpleRegression}, an independent implementation of the unweighted case.
 */
class LineFitTest {

    private static final double[] X = {0, 1, 2, 3, 4};
    /** Scatter around y = 3 + 2x with residuals summing to 0 and uncorrelated with x. */
    private static final double[] NOISY_Y = {3.1, 4.8, 7.2, 8.9, 11.0};

    @Test
    void exactLineWithKnownSigmasGivesItsSlopeAndInterceptAndTheErrorsOfTheWeights() {
        double[] y = {3, 5, 7, 9, 11};
        double[] sigma = {0.5, 0.5, 0.5, 0.5, 0.5};

        LineFit line = LineFit.fit(X, y, sigma);

        assertEquals(2, line.slope(), 1e-12);
        assertEquals(3, line.intercept(), 1e-12);
        assertEquals(0, line.chi2(), 1e-20);
        assertTrue(line.weighted());
        // sigma / sqrt(sum (x - mean)^2) = 0.5 / sqrt(10); sigma * sqrt(sum x^2 / (n sum (x - mean)^2)) = 0.5
        // sqrt(30/50)
        assertEquals(0.5 / Math.sqrt(10), line.seSlope(), 1e-12);
        assertEquals(0.5 * Math.sqrt(0.6), line.seIntercept(), 1e-12);
        assertEquals(1, line.scale(), 0, "an exact line does not shrink the errors the weights promise");
        assertEquals(-0.05, line.covariance(), 1e-12, "-mean(x) sigma^2 / sum (x - mean)^2 = -2 x 0.25 / 10");
    }

    @Test
    void exactLineWithKnownSigmasHasANormal95PercentInterval() {
        LineFit line = LineFit.fit(X, new double[] {3, 5, 7, 9, 11}, new double[] {0.5, 0.5, 0.5, 0.5, 0.5});

        assertEquals(1.959964, line.quantile95(), 1e-6);
        assertEquals(2, line.slopeEstimate().value(), 1e-12);
        assertEquals(1.959964 * 0.5 / Math.sqrt(10), line.slopeEstimate().ci95(), 1e-9);
        assertEquals(1.959964 * 0.5 * Math.sqrt(0.6), line.interceptEstimate().ci95(), 1e-9);
    }

    @Test
    void unweightedFitAgreesWithCommonsMath() {
        SimpleRegression reference = new SimpleRegression();
        for (int i = 0; i < X.length; i++) reference.addData(X[i], NOISY_Y[i]);

        LineFit line = LineFit.fit(X, NOISY_Y, null);

        assertFalse(line.weighted());
        assertEquals(reference.getSlope(), line.slope(), 1e-12);
        assertEquals(reference.getIntercept(), line.intercept(), 1e-12);
        assertEquals(reference.getSlopeStdErr(), line.seSlope(), 1e-12);
        assertEquals(reference.getInterceptStdErr(), line.seIntercept(), 1e-12);
        assertEquals(reference.getSumSquaredErrors(), line.chi2(), 1e-12);
        // Student t with 3 degrees of freedom: SimpleRegression's CI half-width at 95%.
        assertEquals(
                reference.getSlopeConfidenceInterval(), line.slopeEstimate().ci95(), 1e-9);
    }

    @Test
    void scatterBeyondTheSigmasWidensTheErrorsToTheResiduals() {
        // sigma 0.01 promises far less scatter than the data has: the Birge ratio scales the errors up, and with
        // equal sigmas they become exactly the unweighted errors from the residuals.
        double[] tiny = {0.01, 0.01, 0.01, 0.01, 0.01};

        LineFit weighted = LineFit.fit(X, NOISY_Y, tiny);
        LineFit unweighted = LineFit.fit(X, NOISY_Y, null);

        assertTrue(weighted.scale() > 1, "chi2/dof = " + weighted.scale());
        assertEquals(unweighted.seSlope(), weighted.seSlope(), 1e-12);
        assertEquals(unweighted.seIntercept(), weighted.seIntercept(), 1e-12);
        assertEquals(
                unweighted.slopeEstimate().ci95(), weighted.slopeEstimate().ci95(), 1e-9, "t quantile, not normal");
    }

    @Test
    void scatterWithinTheSigmasKeepsTheErrorsOfTheWeights() {
        double[] wide = {1, 1, 1, 1, 1};

        LineFit line = LineFit.fit(X, NOISY_Y, wide);

        assertEquals(1, line.scale(), 0);
        assertEquals(1 / Math.sqrt(10), line.seSlope(), 1e-12, "never narrower than the weights promise");
        assertEquals(1.959964, line.quantile95(), 1e-6);
    }

    @Test
    void weightsPullTheLineTowardsThePrecisePoints() {
        // Two exact lines' worth of points: y = x (precise) and one point far above with a huge sigma.
        LineFit line = LineFit.fit(
                new double[] {0, 1, 2, 3}, new double[] {0, 1, 2, 30}, new double[] {0.01, 0.01, 0.01, 1e6});

        assertEquals(1, line.slope(), 1e-6);
        assertEquals(0, line.intercept(), 1e-6);
    }

    @Test
    void unweightedTwoPointFitIsExactButHasNoConfidenceInterval() {
        LineFit line = LineFit.fit(new double[] {2, 6}, new double[] {10, 30}, null);

        assertEquals(5, line.slope(), 1e-12);
        assertEquals(0, line.intercept(), 1e-12);
        assertTrue(Double.isNaN(line.seSlope()) && Double.isNaN(line.seIntercept()));
        assertFalse(line.slopeEstimate().hasCi());
        assertFalse(line.interceptEstimate().hasCi());
        assertTrue(line.slopeEstimate().isKnown());
    }

    @Test
    void weightedTwoPointFitTakesItsErrorsFromTheWeights() {
        LineFit line = LineFit.fit(new double[] {2, 6}, new double[] {10, 30}, new double[] {0.1, 0.1});

        assertEquals(5, line.slope(), 1e-12);
        assertEquals(Math.sqrt(2) * 0.1 / 4, line.seSlope(), 1e-12, "difference of two points 4 apart");
        assertTrue(line.slopeEstimate().hasCi());
    }

    @Test
    void aSigmaThatIsZeroOrUnknownFallsBackToTheUnweightedFit() {
        LineFit zero = LineFit.fit(X, NOISY_Y, new double[] {0.5, 0.5, 0, 0.5, 0.5});
        LineFit nan = LineFit.fit(X, NOISY_Y, new double[] {0.5, Double.NaN, 0.5, 0.5, 0.5});
        LineFit unweighted = LineFit.fit(X, NOISY_Y, null);

        assertFalse(zero.weighted());
        assertFalse(nan.weighted());
        assertEquals(unweighted, zero);
        assertEquals(unweighted, nan);
    }

    @Test
    void valueAndItsErrorAtAPoint() {
        LineFit line = LineFit.fit(X, new double[] {3, 5, 7, 9, 11}, new double[] {0.5, 0.5, 0.5, 0.5, 0.5});

        assertEquals(13, line.at(5), 1e-12);
        // At the mean of x the error is sigma / sqrt(n); it grows away from it.
        assertEquals(0.5 / Math.sqrt(5), line.seAt(2), 1e-12);
        assertTrue(line.seAt(10) > line.seAt(4));
    }

    @Test
    void fewerThanTwoPointsOrOneDistinctXIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> LineFit.fit(new double[] {1}, new double[] {1}, null));
        assertThrows(IllegalArgumentException.class, () -> LineFit.fit(new double[] {1, 2}, new double[] {1}, null));
        IllegalArgumentException sameX = assertThrows(
                IllegalArgumentException.class,
                () -> LineFit.fit(new double[] {3, 3, 3}, new double[] {1, 2, 3}, null));
        assertTrue(sameX.getMessage().contains("distinct x"), sameX.getMessage());
    }
}
