package io.logp.report.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TextTableFormatTest {

    private static String text(Table t, int width) {
        return TableFormatFactory.of(TableFormatType.TEXT, width).render(t);
    }

    @Test
    void theSmallTableIsTitleHeaderRuleRowsThenNotes() {
        List<String> lines = text(SmallTables.parameters(), 120).lines().toList();
        assertEquals("LogP <parameters> & \"friends\"", lines.get(0));
        assertEquals("parameter  value ± 95% CI (us)  o_s/T  note", lines.get(1), "one header line: the table fits");
        assertTrue(lines.get(2).matches("-{9}  -{19}  -{5}  -{25}"), lines.get(2));
        assertEquals("o_s            0.1851 ± 0.0081   0.25", lines.get(3));
        assertEquals("L             12.3                n/a  no CI: a|b, \"quoted\"", lines.get(4));
        assertEquals("RTT               n/a           -0.04  <script>alert(1)</script>", lines.get(5));
        assertEquals("send-only      M <= 4            7     at D = 0", lines.get(6), "7 stands on the decimal point");
        assertEquals("window: 16 requests", lines.get(7));
        assertTrue(lines.get(8).startsWith("warning UNCERTAIN_LATENCY: L = 0.300 ± 0.350 us is uncertain"));
    }

    @Test
    void decimalsAndPlusMinusLineUp() {
        List<String> rows =
                text(SmallTables.parameters(), 120).lines().skip(3).limit(4).toList();
        int point = rows.get(0).indexOf("0.1851") + 1;
        assertEquals('.', rows.get(1).charAt(point), rows.get(1));
        // Words in a numeric column end where the values end: 0.1851, four decimals by its CI's last digit.
        assertEquals(point + 4, rows.get(2).indexOf("n/a") + 2, rows.get(2));
        assertEquals(point + 4, rows.get(3).indexOf("M <= 4") + 5, rows.get(3));
    }

    @ParameterizedTest(name = "width {0}")
    @ValueSource(ints = {40, 60, 80, 120})
    void noLineIsWiderThanTheWidth(int width) {
        for (Table t : List.of(SmallTables.parameters(), SmallTables.wide())) {
            for (String line : text(t, width).lines().toList())
                assertTrue(line.length() <= width, line.length() + " > " + width + ": " + line);
        }
    }

    @ParameterizedTest(name = "width {0}")
    @ValueSource(ints = {40, 60, 80, 120})
    void numbersAreNeverCutOrWrapped(int width) {
        String out = text(SmallTables.wide(), width);
        for (List<Cell> row : SmallTables.wide().rows()) {
            for (Cell cell : row) {
                if (cell instanceof Cell.Value v)
                    assertTrue(out.contains(Numbers.withCi(v)), Numbers.withCi(v) + " whole in\n" + out);
            }
        }
    }

    @Test
    void aTooWideTableIsSlicedAndEverySliceRepeatsTheKeyColumns() {
        String out = text(SmallTables.wide(), 120);
        List<String> headers =
                out.lines().filter(l -> l.startsWith("op ") || l.equals("op")).toList();
        assertTrue(headers.size() >= 2, "sliced:\n" + out);
        for (String h : headers) assertTrue(h.contains("n_bytes") && h.contains(" P"), h);
        for (int i = 0; i < 11; i++)
            assertEquals(1, out.split("time number " + i + "\\b", -1).length - 1, "column " + i + " once:\n" + out);
        assertEquals(
                4 * headers.size(),
                out.lines().filter(l -> l.startsWith("MPI_")).count(),
                out);
    }

    @Test
    void aLongTextCellWrapsAtWordsInsideItsColumn() {
        List<String> lines = text(SmallTables.wide(), 120).lines().toList();
        int first = 0;
        while (!lines.get(first).contains("binomial")) first++;
        int column = lines.get(first).indexOf("binomial");
        StringBuilder words = new StringBuilder(lines.get(first).substring(column));
        for (int l = first + 1;
                l < lines.size() && lines.get(l).substring(0, column).isBlank();
                l++) {
            assertTrue(lines.get(l).charAt(column) != ' ', "continued in its own column: " + lines.get(l));
            words.append(' ').append(lines.get(l).substring(column));
        }
        assertTrue(first + 1 < lines.size() && lines.get(first + 1).startsWith(" "), "wrapped: " + lines);
        assertEquals(
                "binomial tree over P ranks then a scatter of n/P bytes and an allgather of the rest",
                words.toString());
    }

    @Test
    void notesWrapAtWordsWithAHangingIndentAndKeepPlusMinusWithItsNumbers() {
        List<String> lines = text(SmallTables.parameters(), 60).lines().toList();
        int first = lines.indexOf(lines.stream()
                .filter(l -> l.startsWith("warning UNCERTAIN_LATENCY"))
                .findFirst()
                .orElseThrow());
        List<String> note = lines.subList(first, lines.size());
        assertTrue(note.size() > 2, "wrapped: " + note);
        for (String l : note.subList(1, note.size())) assertTrue(l.startsWith("  ") && l.charAt(2) != ' ', l);
        String joined =
                note.stream().map(String::strip).reduce((a, b) -> a + " " + b).orElseThrow();
        assertEquals(SmallTables.parameters().notes().get(1).line(), joined);
        for (String l : note) assertTrue(!l.strip().startsWith("±") && !l.endsWith("±"), l);
    }

    @Test
    void wordsLongerThanALineAreTheOnlyOnesCut() {
        assertEquals(List.of("abcdefghij", "  klmnopqr", "  st uv"), Words.wrap("abcdefghijklmnopqrst uv", 10, "  "));
        assertEquals(List.of("x 1.0 ± 0.5", "y"), Words.wrap("x 1.0 ± 0.5 y", 12, ""));
        assertEquals(List.of(""), Words.wrap("", 10, "  "));
        assertEquals(
                List.of("shorter than", "o_s + o_r = 0.269 us"),
                Words.wrap("shorter than o_s + o_r = 0.269 us", 20, ""));
        // Held together only while it fits a line: then its words go one by one, never cut.
        assertEquals(List.of("a o_s + o_r", "= 0.269 us"), Words.wrap("a o_s + o_r = 0.269 us", 12, ""));
    }

    @Test
    void theRenderingDoesNotDependOnTheLocale() {
        Locale saved = Locale.getDefault();
        String root = text(SmallTables.wide(), 100);
        try {
            for (String tag : List.of("ru", "ar-EG", "de-DE")) {
                Locale.setDefault(Locale.forLanguageTag(tag));
                assertEquals(root, text(SmallTables.wide(), 100), tag);
            }
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void aWidthTooNarrowForAnyTableIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> TableFormatFactory.of(TableFormatType.TEXT, 39));
    }
}
