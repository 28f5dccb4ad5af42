package io.logp.report.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;
import org.junit.jupiter.api.Test;

class TableTest {

    @Test
    void aRowMustHaveOneCellPerColumn() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Table.builder("t")
                .columns(Column.text("a"), Column.text("b"))
                .row(Cell.text("x"))
                .build());
        assertEquals("row 0 of 't' has 1 cells for 2 columns", e.getMessage());
    }

    @Test
    void anIntervalNeedsAColumnThatKeepsIt() {
        assertThrows(IllegalArgumentException.class, () -> Table.builder("t")
                .columns(Column.number("a", Symbol.of("a"), Unit.US))
                .row(Cell.of(1.0, 0.1, 3))
                .build());
    }

    @Test
    void aNumberThatIsNotFiniteIsMissing() {
        assertInstanceOf(Cell.Missing.class, Cell.of(Double.NaN, 3));
        assertInstanceOf(Cell.Missing.class, Cell.of(Double.POSITIVE_INFINITY, 0.1, 3));
        assertThrows(IllegalArgumentException.class, () -> new Cell.Value(Double.NaN, 0, 3, false));
    }

    @Test
    void numbersRoundHalfUpAndSignedOnesShowTheirPlus() {
        // The CI to two significant digits, the value to its last digit (issue 48), rounded half up.
        assertEquals("0.1846 ± 0.0075", Numbers.withCi((Cell.Value) Cell.of(0.18455, 0.0075, 3)));
        assertEquals("28400 ± 1700", Numbers.withCi((Cell.Value) Cell.of(28395.024, 1699.886, 3)));
        assertEquals("+0.250", Numbers.shown((Cell.Value) Cell.signed(0.25, 3)));
        assertEquals("-0.250", Numbers.shown((Cell.Value) Cell.signed(-0.25, 3)));
        assertEquals("-0.00010", Numbers.shown((Cell.Value) Cell.of(-0.0001, 3)), "no false zero");
        assertEquals("0.000 ± 0.035", Numbers.withCi((Cell.Value) Cell.of(-0.00001, 0.035, 3)), "no negative zero");
    }

    @Test
    void csvNamesFollowTheDataFiles() {
        assertEquals("o_s_us", CsvNames.value(Column.estimate("o_s", Symbol.sub("o", "s"), Unit.US)));
        assertEquals("o_s_ci95_us", CsvNames.ci(Column.estimate("o_s", Symbol.sub("o", "s"), Unit.US)));
        assertEquals("R_MBps", CsvNames.value(Column.number("R", Symbol.of("R"), Unit.MB_PER_S)));
        assertEquals("cv_percent", CsvNames.value(Column.number("cv", "CV", Unit.PERCENT)));
        assertEquals(
                "mean_ci99_us",
                CsvNames.ci(Column.estimate("mean", "mean", Unit.US).withConfidence(99)));
        assertEquals("T_n", Column.text("T(n)").key());
    }
}
