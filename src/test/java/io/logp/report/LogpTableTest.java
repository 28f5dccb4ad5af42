package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.fit.CurveFit;
import io.logp.fit.LogpParameters;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LogpTableTest {

    @Test
    void valuesShowThreeDecimalsWithTheirCi() {
        String text = LogpTable.text(ReportFixtures.parameters(), Map.of());
        assertTrue(text.contains("0.152 ± 0.004 us"), text);
        assertTrue(text.contains("0.210 ± 0.006 us"), text);
    }

    @Test
    void unknownValuesShowNaAndUnknownCisNoPlusMinus() {
        LogpParameters p = new LogpParameters(
                0,
                Estimate.unknown(),
                Estimate.of(0.2, Double.NaN),
                Estimate.of(0.6, 0.01),
                Estimate.of(Double.NaN, 0.01),
                Estimate.of(1.6, 0.03),
                Estimate.unknown(),
                0,
                List.of(),
                List.of());

        String text = LogpTable.text(p, Map.of());

        assertEquals("n/a", valueOf(text, "o_s"));
        assertEquals("0.200 us", valueOf(text, "o_r"));
        assertEquals("n/a", valueOf(text, "L"), "a CI without a value is not shown");
        assertEquals("n/a", valueOf(text, "Idle = g - o_s - o_r"));
        assertEquals("n/a", valueOf(text, "o_r slope vs D"));
        assertEquals("n/a", valueOf(text, "send-only range"));
        assertTrue(LogpTable.markdown(p, Map.of()).contains("| o_r | 0.200 |  |\n"));
    }

    @Test
    void idleIsGMinusBothOverheads() {
        LogpParameters p = new LogpParameters(
                0,
                Estimate.of(0.1, Double.NaN),
                Estimate.of(0.25, Double.NaN),
                Estimate.of(1.0, Double.NaN),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                3,
                List.of(),
                List.of());
        assertEquals("0.650 us", valueOf(LogpTable.text(p, Map.of()), "Idle = g - o_s - o_r"));
    }

    @Test
    void everyCurveHasALineWithItsRangeAndState() {
        String text = LogpTable.text(ReportFixtures.parameters(), Map.of());
        assertTrue(
                text.contains("steady cost, D = 0.000 us   0.600 ± 0.012 us  M 16..64, converged, not above the gap"),
                text);
        assertTrue(text.contains("12.810 us         M 32..64, not converged, above the gap"), text);
        assertTrue(text.contains("M <= 4"), text);
    }

    @Test
    void textColumnsAreAligned() {
        List<String> rows = LogpTable.text(ReportFixtures.parameters(List.of()), Map.of())
                .lines()
                .skip(1)
                .toList();
        assertEquals(11, rows.size());
        int valueColumn = rows.get(0).indexOf("0.152");
        for (String row : rows) {
            assertEquals(' ', row.charAt(valueColumn - 1), row);
            assertTrue(row.charAt(valueColumn) != ' ', row);
        }
    }

    @Test
    void contextFollowsTheRowsInMapOrderThenWarnings() {
        Map<String, String> context = new LinkedHashMap<>();
        context.put("window", "16");
        context.put("ranks", "2");
        context.put("payload", "0 bytes");
        List<String> lines = LogpTable.text(
                        ReportFixtures.parameters(
                                List.of(new io.logp.finding.RunFinding.Note("few points\nat D = 12.4"))),
                        context)
                .lines()
                .toList();
        int n = lines.size();
        assertEquals(
                List.of("window: 16", "ranks: 2", "payload: 0 bytes", "info: few points at D = 12.4"),
                lines.subList(n - 4, n));
    }

    @Test
    void markdownIsAPipeTableThenContextThenWarnings() {
        String md = LogpTable.markdown(ReportFixtures.parameters(), ReportFixtures.context());
        List<String> lines = md.lines().toList();
        int header = lines.indexOf("| parameter | value (us) | 95% CI (us) |");
        assertTrue(header > 0, md);
        assertEquals("| --- | ---: | ---: |", lines.get(header + 1));
        int row = header + 2;
        for (; row < lines.size() && lines.get(row).startsWith("|"); row++) {
            String line = lines.get(row);
            assertTrue(line.endsWith(" |"), line);
            assertEquals(4, line.chars().filter(c -> c == '|').count(), "three cells: " + line);
        }
        assertEquals(11, row - header - 2, "5 parameters, Idle, slope, send-only, 3 curves");
        assertEquals("", lines.get(row), "a table ends with a blank line");
        assertEquals("- window: 16", lines.get(row + 1));
        assertEquals("- ranks: 2 (1 node)", lines.get(row + 4));
        assertEquals("## Warnings", lines.get(row + 6));
        assertTrue(lines.get(row + 8).startsWith("- UNCERTAIN_LATENCY: L = 0.300 ± 0.350 us is uncertain"));
    }

    @Test
    void markdownHasNoWarningsSectionWithoutWarnings() {
        String md = LogpTable.markdown(ReportFixtures.parameters(List.of()), Map.of());
        assertFalse(md.contains("Warnings"), md);
        assertTrue(md.endsWith(" |\n"), md);
    }

    @Test
    void markdownSeparatesValueAndCi() {
        LogpParameters p = new LogpParameters(
                0,
                Estimate.of(0.15, 0.004),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                2,
                List.of(new CurveFit(2, Estimate.of(2.5, 0.01), 8, 32, 5, true, true)),
                List.of());
        String md = LogpTable.markdown(p, Map.of());
        assertTrue(md.contains("| o_s | 0.150 | 0.004 |\n"), md);
        assertTrue(md.contains("| o_r | n/a |  |\n"), md);
        assertTrue(
                md.contains("| steady cost, D = 2.000 us (M 8..32, converged, above the gap) | 2.500 | 0.010 |\n"), md);
    }

    /** The value column of the text row labelled {@code label}, without the note. */
    private static String valueOf(String text, String label) {
        for (String line : text.lines().toList()) {
            if (line.startsWith(label + "  "))
                return line.substring(label.length()).strip().split(" {2,}")[0];
        }
        throw new AssertionError("no row " + label + " in\n" + text);
    }
}
