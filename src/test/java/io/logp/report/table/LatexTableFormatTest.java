package io.logp.report.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The LaTeX rendering of the table model: a booktabs tabular whose rows are the table's rows, symbols in math mode,
 * numbers with their decimals, {@code $\pm$}, math minus signs and marks; and the test outcome a column carries,
 * in LaTeX, text and CSV.
 */
class LatexTableFormatTest {

    private static String latex(Table t) {
        return TableFormatFactory.of(TableFormatType.LATEX).render(t);
    }

    /** Rows between \midrule and \bottomrule. */
    private static List<String> rows(String tex) {
        List<String> lines = tex.lines().toList();
        return lines.subList(lines.indexOf("\\midrule") + 1, lines.indexOf("\\bottomrule"));
    }

    /** Two systems, o_s with a CI and a mark, T0 without; one value unknown. */
    private static Table marked() {
        Cell.Value fast = (Cell.Value) Cell.of(0.152, 0.004, 3);
        Cell.Value slow = (Cell.Value) Cell.of(0.752, 0.01, 3);
        return Table.builder("LogP parameters")
                .columns(
                        Column.text("system", "system"),
                        Column.estimate("o_s", Symbol.sub("o", "s"), Unit.US).withMark("significant"),
                        Column.number("T0", Symbol.indexed("T", 0), Unit.US),
                        Column.number("diff", "diff", Unit.PERCENT))
                .row(Cell.text("shm_1"), fast, Cell.missing(), Cell.missing())
                .row(Cell.text("tcp"), slow.marked(Cell.Mark.MARKED), Cell.of(-12.5, 1), Cell.signed(394.7, 1))
                .note("*", "beyond the combined CIs")
                .build();
    }

    @Test
    void rendersABooktabsTabularWithSymbolsNumbersAndMarks() {
        String tex = latex(marked());
        assertTrue(tex.startsWith("% LogP parameters\n"), tex);
        assertTrue(tex.contains("\n% *: beyond the combined CIs\n"), tex);
        assertTrue(tex.contains("\\begin{tabular}{lrrr}\n\\toprule\n"), tex);
        assertTrue(tex.contains("system & $o_{s}$ ($\\mu$s) & $T_{0}$ ($\\mu$s) & diff (\\%) \\\\\n\\midrule\n"), tex);
        assertEquals(
                List.of(
                        "shm\\_1 & 0.1520 $\\pm$ 0.0040 & -- & -- \\\\",
                        "tcp & 0.752 $\\pm$ 0.010$^{*}$ & $-$12.5 & $+$395 \\\\"),
                rows(tex));
        assertTrue(tex.endsWith("\\bottomrule\n\\end{tabular}\n"), tex);
    }

    @Test
    void wordsAreNotSetAsSymbols() {
        Column rtt = Column.number("rtt", "RTT", Unit.US);
        Column system = Column.text("system", "system");
        assertEquals("RTT ($\\mu$s)", LatexTableFormat.header(rtt));
        assertEquals("system", LatexTableFormat.header(system));
        assertEquals("$g$ (MB/s)", LatexTableFormat.header(Column.number("g", Symbol.of("g"), Unit.MB_PER_S)));
        // Only a symbol given as one is set in math: a one-letter word stays a word.
        assertEquals("x (ns/B)", LatexTableFormat.header(Column.number("x", "x", Unit.NS_PER_BYTE)));
        assertEquals(
                "$T_{0}$ ($\\mu$s)", LatexTableFormat.header(Column.estimate("T0", Symbol.indexed("T", 0), Unit.US)));
        assertEquals("$n_{bytes}$", LatexTableFormat.header(Column.number("n", Symbol.sub("n", "bytes"), Unit.NONE)));
    }

    @Test
    void aSymbolsHeaderIsItsText() {
        assertEquals(
                "o_s (us)",
                Column.estimate("o_s", Symbol.sub("o", "s"), Unit.US).title());
        assertEquals(
                "T0", Column.estimate("T0", Symbol.indexed("T", 0), Unit.NONE).header());
    }

    @Test
    void theMarkIsTrueFalseOrEmptyInCsvAndAStarInText() {
        Table t = Table.builder("t")
                .columns(
                        Column.text("run", "run"),
                        Column.estimate("o_s", Symbol.sub("o", "s"), Unit.US).withMark("significant"))
                .row(Cell.text("base"), Cell.of(1.0, 0.1, 3))
                .row(Cell.text("same"), ((Cell.Value) Cell.of(1.05, 0.1, 3)).marked(Cell.Mark.CLEAR))
                .row(Cell.text("other"), ((Cell.Value) Cell.of(2.0, 0.1, 3)).marked(Cell.Mark.MARKED))
                .build();
        String csv = TableFormatFactory.of(TableFormatType.CSV).render(t);
        assertEquals(
                "run,o_s_us,o_s_ci95_us,o_s_significant\nbase,1,0.1,\nsame,1.05,0.1,false\nother,2,0.1,true\n", csv);
        String text = TableFormatFactory.of(TableFormatType.TEXT).render(t);
        assertTrue(text.contains("\nother  2.00 ± 0.10*\n"), text);
        assertTrue(text.contains("\nsame   1.05 ± 0.10\n"), text);
        String md = TableFormatFactory.of(TableFormatType.MARKDOWN).render(t);
        assertTrue(md.contains("| other | 2.00 ± 0.10* |"), md);
    }
}
