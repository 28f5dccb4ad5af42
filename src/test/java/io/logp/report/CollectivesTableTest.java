package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.CollectivesAnalysis;
import io.logp.data.CollectiveOp;
import io.logp.fit.CollectiveModel;
import io.logp.format.run.CollectivesCsv;
import io.logp.report.table.Cell;
import io.logp.report.table.Note;
import io.logp.report.table.Table;
import io.logp.report.table.TableFormatFactory;
import io.logp.report.table.TableFormatType;
import io.logp.report.table.Tables;
import io.logp.stats.TrimmedStatistics;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The collectives as tables: one row per point with its prediction, the timer checks apart, within 120 columns. */
class CollectivesTableTest {

    private static final CollectiveModel MODEL = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, 5, 0.01));

    private static CollectivesCsv.Row row(CollectiveOp op, int n, int p, double meanUs, int launches, double loopUs) {
        TrimmedStatistics s = new TrimmedStatistics(
                meanUs, 0.1, meanUs - 1, meanUs + 1, 0.2, 0.99, 30, 16, meanUs, meanUs - 0.1, meanUs + 0.1);
        return new CollectivesCsv.Row(op, n, p, s, launches, loopUs, loopUs * 1.5);
    }

    private static CollectivesAnalysis analysis() {
        TrimmedStatistics check = new TrimmedStatistics(2.01, 0.01, 1.9, 2.1, 0.02, 0.99, 30, 16, 2.0, 1.99, 2.01);
        return CollectivesAnalysis.of(
                List.of(
                        // LogP: 2 hops of 8 us; the 4 us above them are the call's, added to every prediction
                        row(CollectiveOp.BARRIER, 0, 4, 20, 40, 18),
                        row(CollectiveOp.BCAST, 100, 2, 13.5, -1, Double.NaN)), // LogP: one hop of 9 us, + 4
                MODEL,
                List.of(new CollectivesCsv.TimerRow("System.nanoTime", "WaitPatternUp", 2, 2, check, 40)),
                List.of(),
                List.of());
    }

    @Test
    void eachPointIsARowBesideItsPrediction() {
        List<Table> tables = CollectivesTable.tables(analysis());
        assertEquals(2, tables.size(), "the points, then the timer checks");
        Table points = tables.get(0);
        assertEquals(3, points.keyColumns(), "op, n_bytes and P name a row");
        List<Cell> barrier = points.rows().get(0);
        assertEquals(new Cell.Text("barrier"), barrier.get(0));
        assertEquals(new Cell.Value(20, 0.2, 3, false), barrier.get(3));
        assertEquals(new Cell.Value(20, Double.NaN, 3, false), barrier.get(14));
        assertEquals(new Cell.Value(1, Double.NaN, 2, false), barrier.get(15));
        List<Cell> bcast = points.rows().get(1);
        assertInstanceOf(Cell.Missing.class, bcast.get(10), "launches not in the file");
        assertInstanceOf(Cell.Missing.class, bcast.get(12), "no loop of k");
        assertEquals(13.5 / 13, ((Cell.Value) bcast.get(15)).value(), 1e-12);
        assertEquals("mean ± 99% CI", points.columns().get(3).header(), "the file's confidence");
        assertTrue(
                points.notes().stream().map(Note::label).anyMatch("loop of k"::equals),
                points.notes().toString());
    }

    @Test
    void theCsvNamesTheFilesConfidence() {
        String csv = TableFormatFactory.of(TableFormatType.CSV)
                .render(CollectivesTable.tables(analysis()).get(0));
        assertTrue(csv.startsWith("op,n_bytes,P,mean_us,mean_ci99_us,median_us,"), csv);
    }

    @Test
    void theTextStaysWithin120ColumnsAndKeepsEveryNumber() {
        String text = Tables.text(CollectivesTable.tables(analysis()));
        for (String line : text.lines().toList()) assertTrue(line.length() <= 120, line.length() + ": " + line);
        for (String number : List.of("20.00 ± 0.20", "13.50 ± 0.20", "13.0", "1.00", "1.04", "2.010 ± 0.020"))
            assertTrue(text.contains(number), number + " in\n" + text);
        assertTrue(text.contains("barrier"), text);
    }
}
