package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.data.NetworkPath.Medium;
import io.logp.fit.CurveFit;
import io.logp.fit.LogpParameters;
import io.logp.report.table.Cell;
import io.logp.report.table.Note;
import io.logp.report.table.Table;
import io.logp.report.table.TableFormatFactory;
import io.logp.report.table.TableFormatType;
import io.logp.report.table.Tables;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LogpTableTest {

    private static Table table(LogpParameters p, Map<String, String> context) {
        List<Table> tables = LogpTable.tables(p, context, Medium.UNKNOWN);
        assertEquals(1, tables.size());
        return tables.get(0);
    }

    /** The value cell of the row labelled {@code label}. */
    private static Cell valueOf(Table t, String label) {
        for (List<Cell> row : t.rows())
            if (row.get(0) instanceof Cell.Text x && x.text().equals(label)) return row.get(1);
        throw new AssertionError("no row " + label + " in " + t.rows());
    }

    private static Cell.Value number(Table t, String label) {
        return assertInstanceOf(Cell.Value.class, valueOf(t, label), label);
    }

    @Test
    void valuesCarryThreeDecimalsAndTheirCi() {
        Table t = table(ReportFixtures.parameters(), Map.of());
        assertEquals(new Cell.Value(0.152, 0.004, 3, false), number(t, "o_s"));
        assertEquals(new Cell.Value(0.2104, 0.0061, 3, false), number(t, "o_r"));
        String text = Tables.text(List.of(t));
        // Each value to its CI's last digit, the CI to two significant digits (issue 48).
        assertTrue(text.contains("0.1520 ± 0.0040   us"), text);
        assertTrue(text.contains("0.2104 ± 0.0061   us"), text);
        // The run's own UNCERTAIN_LATENCY doubts L: its value carries the mark the comparison carries.
        assertTrue(text.matches("(?s).*\nL +0\\.300 +\\? +us.*"), text);
        assertTrue(text.contains("\n?: uncertain by this run's own findings (below): L\n"), text);
    }

    @Test
    void unknownValuesAreMissingAndUnknownCisAreNotShown() {
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
        Table t = table(p, Map.of());

        assertInstanceOf(Cell.Missing.class, valueOf(t, "o_s"));
        assertEquals(new Cell.Value(0.2, Double.NaN, 3, false), valueOf(t, "o_r"));
        assertInstanceOf(Cell.Missing.class, valueOf(t, "L"), "a CI without a value is not shown");
        assertInstanceOf(Cell.Missing.class, valueOf(t, "Idle = g - o_s - o_r"));
        assertInstanceOf(Cell.Missing.class, valueOf(t, "o_r slope vs D"));
        assertInstanceOf(Cell.Missing.class, valueOf(t, "send-only range"));
        String md = Tables.markdown(List.of(t));
        assertTrue(md.contains("| o_r | 0.200 | us | steady cost - D - o_s of the curves with D > Idle |\n"), md);
        assertTrue(
                md.contains("| o_s | n/a |  | send-only range of the D = 0 curve |\n"),
                "no unit without a value: " + md);
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
        assertEquals(0.65, number(table(p, Map.of()), "Idle = g - o_s - o_r").value(), 1e-12);
    }

    @Test
    void everyCurveHasARowWithItsRangeAndState() {
        Table t = table(ReportFixtures.parameters(), Map.of());
        List<String> rows = t.rows().stream()
                .map(r -> ((Cell.Text) r.get(0)).text() + " | " + ((Cell.Text) r.get(3)).text())
                .toList();
        assertEquals(
                List.of(
                        "steady cost, D = 0.000 us | M 16..64, converged, not above the gap",
                        "steady cost, D = 1.500 us | M 8..64, converged, above the gap",
                        "steady cost, D = 12.400 us | M 32..64, not converged, above the gap"),
                rows.subList(8, 11));
        assertEquals(new Cell.Text("M <= 4"), valueOf(t, "send-only range"));
        assertEquals(11, t.rows().size(), "5 parameters, Idle, slope, send-only, 3 curves");
    }

    @Test
    void theDecimalPointsLineUpInTheText() {
        List<String> rows = Tables.text(
                        LogpTable.tables(ReportFixtures.parameters(List.of()), Map.of(), Medium.UNKNOWN))
                .lines()
                .skip(3)
                .toList();
        assertEquals(11, rows.size());
        int point = rows.get(0).indexOf("0.152") + 1;
        for (String row : rows) {
            if (row.contains("M <= 4")) continue;
            assertEquals('.', row.charAt(point), row);
        }
    }

    @Test
    void theContextInMapOrderThenTheFindingsAreTheNotes() {
        Map<String, String> context = new LinkedHashMap<>();
        context.put("window", "16");
        context.put("ranks", "2");
        Table t = table(
                ReportFixtures.parameters(
                        List.of(new io.logp.finding.RunFinding.Untyped(null, "few points\nat D = 12.4"))),
                context);
        assertEquals(
                List.of(
                        new Note("window", "16"),
                        new Note("ranks", "2"),
                        new Note("info UNTYPED", "few points\nat D = 12.4")),
                t.notes());
        List<String> lines = Tables.text(List.of(t)).lines().toList();
        int n = lines.size();
        assertEquals(
                List.of("window: 16", "ranks: 2", "info UNTYPED: few points at D = 12.4"), lines.subList(n - 3, n));
    }

    @Test
    void theFindingsCarryTheirCodeInEveryRendering() {
        Table t = table(ReportFixtures.parameters(), ReportFixtures.context());
        String md = Tables.markdown(List.of(t));
        assertTrue(md.contains("\n- warning UNCERTAIN_LATENCY: L = 0.30 ± 0.35 us is uncertain"), md);
        String html = Tables.html(List.of(t));
        assertTrue(html.contains("<span class=\"label\">warning UNCERTAIN_LATENCY</span>: L = 0.30 ± 0.35 us"), html);
    }

    @Test
    void csvHoldsValueAndCiApartWithTheirUnit() {
        String csv = TableFormatFactory.of(TableFormatType.CSV).render(table(ReportFixtures.parameters(), Map.of()));
        List<String> lines = csv.lines().toList();
        assertEquals("parameter,value,value_ci95,unit,note", lines.get(0));
        assertEquals("o_s,0.152,0.004,us,send-only range of the D = 0 curve", lines.get(1));
        assertEquals("L,0.3,,us,RTT/2 - o_s - o_r", lines.get(4));
        assertEquals("send-only range,M <= 4,,,at D = 0", lines.get(8));
    }

    @Test
    void aCurveWithoutCiShowsItsValueAlone() {
        LogpParameters p = new LogpParameters(
                0,
                Estimate.of(0.15, 0.004),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                2,
                List.of(new CurveFit(2, Estimate.of(2.5, Double.NaN), 8, 32, 5, true, true)),
                List.of());
        String md = Tables.markdown(LogpTable.tables(p, Map.of(), Medium.UNKNOWN));
        assertTrue(md.contains("| o_s | 0.1500 ± 0.0040 | us | send-only range of the D = 0 curve |\n"), md);
        assertTrue(md.contains("| steady cost, D = 2.000 us | 2.50 | us | M 8..32, converged, above the gap |\n"), md);
    }
}
