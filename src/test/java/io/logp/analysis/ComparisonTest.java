package io.logp.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.Comparison.Parameter;
import io.logp.analysis.Comparison.Row;
import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import io.logp.report.ComparisonFixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Differences, percentages and the significance rule of a comparison, on hand-built runs. */
class ComparisonTest {

    private static RunSummary run(String label, Estimate oS) {
        return new RunSummary(
                label,
                RunSummary.Kind.MEASURED,
                oS,
                Estimate.of(2, 0.01),
                Estimate.of(7, 0.01),
                Estimate.of(6, 0.01),
                Estimate.of(19, 0.02),
                Estimate.unknown(),
                Estimate.unknown(),
                "");
    }

    @Test
    void aDifferenceOfSixTenthsWithCisOfOneHundredthIsSignificant() {
        Comparison c = Comparison.of(List.of(run("a", Estimate.of(1.4, 0.01)), run("b", Estimate.of(2.0, 0.01))));
        Row row = c.row(1, Parameter.O_S);
        assertEquals(0.6, row.diff(), 1e-12);
        assertEquals(100 * 0.6 / 1.4, row.diffPercent(), 1e-9);
        assertTrue(row.significant());
        assertFalse(row.baseline());
    }

    @Test
    void theBaselineHasNoDifference() {
        Comparison c = ComparisonFixtures.comparison();
        for (Parameter p : c.parameters()) {
            Row row = c.row(0, p);
            assertTrue(row.baseline());
            assertFalse(row.hasDiff());
            assertTrue(Double.isNaN(row.diffPercent()));
            assertFalse(row.significant());
        }
        assertEquals("20240101-120000-vader", c.baseline().label());
    }

    @Test
    void overlappingCisAreNotSignificant() {
        assertFalse(Comparison.isSignificant(Estimate.of(1.0, 0.1), Estimate.of(1.05, 0.1)));
        assertFalse(Comparison.isSignificant(Estimate.of(1.0, 0.1), Estimate.of(1.0, 0.1)));
    }

    /** 3-4-5: the combined CI is exactly 5, and the rule is a strict inequality. */
    @Test
    void theCisCombineInQuadrature() {
        assertFalse(Comparison.isSignificant(Estimate.of(10, 3), Estimate.of(15, 4)));
        assertTrue(Comparison.isSignificant(Estimate.of(10, 3), Estimate.of(15.001, 4)));
        assertTrue(Comparison.isSignificant(Estimate.of(10, 3), Estimate.of(4.999, 4)));
        // 4.5 exceeds each CI alone, but not the two combined.
        assertFalse(Comparison.isSignificant(Estimate.of(10, 3), Estimate.of(14.5, 4)));
    }

    /** The 1996 machines have no CI: nothing says how far off they could be, so they are never marked. */
    @Test
    void aValueWithoutCiIsNeverSignificant() {
        assertFalse(
                Comparison.isSignificant(Estimate.of(1.0, Double.NaN), Estimate.of(7.6, Double.NaN)),
                "two references, however far apart");
        assertFalse(
                Comparison.isSignificant(Estimate.of(1.0, 0.02), Estimate.of(7.6, Double.NaN)), "one side without CI");
        assertFalse(Comparison.isTestable(Estimate.of(1.0, 0.02), Estimate.of(7.6, Double.NaN)));
        assertTrue(Comparison.isTestable(Estimate.of(1.0, 0.02), Estimate.of(7.6, 0)));
        Comparison c = ComparisonFixtures.comparison();
        for (Parameter p : c.parameters()) {
            Row paragon = c.row(2, p);
            assertFalse(paragon.tested(), p.symbol());
            assertFalse(paragon.significant(), p.symbol());
        }
        Row tcpL = c.row(1, Parameter.L);
        assertFalse(tcpL.tested(), "the baseline's L has no CI");
        assertTrue(c.row(1, Parameter.O_S).tested());
        assertTrue(c.row(1, Parameter.O_S).significant(), "0.752 +- 0.010 against 0.152 +- 0.004");
    }

    @Test
    void anUnknownValueHasNoDifferenceAndIsNeverSignificant() {
        assertFalse(Comparison.isSignificant(Estimate.unknown(), Estimate.of(1, 0)));
        Comparison c = Comparison.of(List.of(run("a", Estimate.unknown()), run("b", Estimate.of(2.0, 0.01))));
        Row row = c.row(1, Parameter.O_S);
        assertFalse(row.hasDiff());
        assertFalse(row.significant());
        assertEquals(2.0, row.value().value());
    }

    @Test
    void percentagesAreOfTheBaselinesMagnitude() {
        Comparison c = ComparisonFixtures.comparison();
        Row tcpL = c.row(1, Parameter.L);
        assertEquals(-0.35, tcpL.diff(), 1e-12);
        assertEquals(-116.66666666666667, tcpL.diffPercent(), 1e-9);
        RunSummary negativeBase = run("neg", Estimate.of(-0.5, 0.01));
        Row up = Comparison.of(List.of(negativeBase, run("pos", Estimate.of(0.5, 0.01))))
                .row(1, Parameter.O_S);
        assertEquals(200, up.diffPercent(), 1e-9, "a rise from -0.5 to 0.5 is +200%, not -200%");
        Row fromZero = Comparison.of(List.of(run("z", Estimate.of(0, 0.01)), run("b", Estimate.of(1, 0.01))))
                .row(1, Parameter.O_S);
        assertEquals(1, fromZero.diff());
        assertTrue(Double.isNaN(fromZero.diffPercent()));
    }

    @Test
    void rowsRunParameterByParameterAndSkipWhatNoRunKnows() {
        Comparison c = Comparison.of(List.of(ComparisonFixtures.vader(), ComparisonFixtures.paragon()));
        assertEquals(List.of(Parameter.O_S, Parameter.O_R, Parameter.G, Parameter.L, Parameter.RTT), c.parameters());
        assertEquals(List.of(Parameter.T0, Parameter.R), c.unknownParameters());
        assertEquals(10, c.rows().size());
        assertEquals(Parameter.O_S, c.rows().get(1).parameter());
        assertEquals("Intel Paragon", c.rows().get(1).run().label());
        assertEquals(Parameter.O_R, c.rows().get(2).parameter());
        assertThrows(IllegalArgumentException.class, () -> c.row(0, Parameter.T0));
        assertThrows(IndexOutOfBoundsException.class, () -> c.row(2, Parameter.G));
    }

    @Test
    void aParameterOneRunKnowsHasRowsForAll() {
        Comparison c = ComparisonFixtures.comparison();
        assertEquals(List.of(), c.unknownParameters());
        assertEquals(7 * 3, c.rows().size());
        assertEquals(1250.75, c.row(1, Parameter.R).value().value());
        assertFalse(c.row(2, Parameter.R).value().isKnown());
        assertFalse(c.row(1, Parameter.R).hasDiff(), "the baseline has no R to differ from");
        assertEquals("MB/s", Parameter.R.unit());
    }

    @Test
    void theSameRunTwiceComparesRowByPosition() {
        RunSummary a = ComparisonFixtures.vader();
        Comparison c = Comparison.of(List.of(a, a));
        assertTrue(c.row(0, Parameter.G).baseline());
        assertFalse(c.row(1, Parameter.G).baseline());
        assertEquals(0, c.row(1, Parameter.G).diff());
        assertFalse(c.row(1, Parameter.G).significant());
    }

    @Test
    void aComparisonNeedsARun() {
        assertThrows(IllegalArgumentException.class, () -> Comparison.of(List.of()));
    }
}
