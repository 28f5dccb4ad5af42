package io.logp.report.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownTableFormatTest {

    private static final String MD =
            TableFormatFactory.of(TableFormatType.MARKDOWN).render(SmallTables.parameters());

    @Test
    void aHeadingThenAPipeTableWithNumbersRightAligned() {
        List<String> lines = MD.lines().toList();
        assertEquals("## LogP <parameters> & \"friends\"", lines.get(0));
        assertEquals("", lines.get(1));
        assertEquals("| parameter | value ± 95% CI (us) | o_s/T | note |", lines.get(2));
        assertEquals("| --- | ---: | ---: | --- |", lines.get(3));
        assertEquals("| o_s | 0.1851 ± 0.0081 | 0.25 |  |", lines.get(4));
        assertEquals("| RTT | n/a | -0.04 | <script>alert(1)</script> |", lines.get(6));
        assertEquals("| send-only | M <= 4 | 7 | at D = 0 |", lines.get(7));
    }

    @Test
    void everyRowHasOneCellPerColumnAndAPipeInACellIsEscaped() {
        List<String> rows = MD.lines().filter(l -> l.startsWith("|")).toList();
        assertEquals(2 + SmallTables.parameters().rows().size(), rows.size());
        for (String row : rows) {
            long unescaped =
                    row.replace("\\|", "").chars().filter(c -> c == '|').count();
            assertEquals(5, unescaped, "four cells: " + row);
        }
        assertTrue(MD.contains("| no CI: a\\|b, \"quoted\" |"), MD);
    }

    @Test
    void notesFollowAsAListOneLineEach() {
        List<String> lines = MD.lines().toList();
        int blank = lines.lastIndexOf("");
        assertEquals(
                List.of(
                        "- window: 16 requests",
                        "- " + SmallTables.parameters().notes().get(1).line()),
                lines.subList(blank + 1, lines.size()));
    }

    @Test
    void aLineBreakInACellDoesNotBreakTheRow() {
        Table t = Table.builder("t")
                .columns(Column.text("a"))
                .row(Cell.text("one\ntwo"))
                .build();
        assertTrue(
                TableFormatFactory.of(TableFormatType.MARKDOWN).render(t).endsWith("| one two |\n"),
                TableFormatFactory.of(TableFormatType.MARKDOWN).render(t));
    }
}
