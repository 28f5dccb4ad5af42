package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.PingPongAnalysis;
import io.logp.analysis.QueueAnalysis;
import io.logp.data.Estimate;
import io.logp.data.PingPongSeries;
import io.logp.data.QueueCurve;
import io.logp.data.QueuePoint;
import io.logp.format.run.PingPongData;
import io.logp.format.run.QueueData;
import io.logp.report.table.Cell;
import io.logp.report.table.Table;
import io.logp.report.table.Tables;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The ping-pong and queue results as tables of the table model, with numbers worked out by hand. */
class PingPongQueueTablesTest {

    private static List<Cell> row(Table t, String key) {
        return t.rows().stream()
                .filter(r -> r.get(0) instanceof Cell.Text text && text.text().equals(key))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no row " + key + " in " + t.title()));
    }

    private static double value(Cell c) {
        return assertInstanceOf(Cell.Value.class, c).value();
    }

    @Test
    void pingPongStatisticsSweepAndLine() {
        // One interrupted trial (50 us) among four, removed by the filter at 3 x the median (1.1 us).
        double[] main = {1.0, 1.0, 1.1, 1.2, 50.0};
        // TransferTime = 1 us + n / (1000 MB/s), two trials per size a little apart so that each mean has a CI.
        List<PingPongSeries> sweep = new ArrayList<>();
        for (int n : new int[] {8, 16, 32, 1024, 2048, 4096}) {
            double t = 1.0 + n / 1000.0;
            sweep.add(new PingPongSeries(n, 10, new double[] {t - 0.001, t + 0.001}));
        }
        PingPongAnalysis a = PingPongAnalysis.of(
                new PingPongData.Contents(Map.of("n_bytes", 8, "npp_used", 10), main, List.of(), sweep, Map.of()),
                3.0,
                64,
                1024);

        List<Table> tables = PingPongTable.tables(a);

        assertEquals(3, tables.size(), "statistics, the line and the sweep; no timer check was recorded");
        Table stats = tables.get(0);
        assertEquals(5, value(row(stats, "trials").get(1)));
        assertEquals(4, value(row(stats, "trials").get(2)));
        assertEquals(1.1, value(row(stats, "median").get(1)), 1e-12);
        assertEquals(1.05, value(row(stats, "median").get(2)), 1e-12);
        assertEquals(1.075, value(row(stats, "mean ± 95% CI").get(2)), 1e-12);
        assertEquals(50.0, value(row(stats, "maximum").get(1)), 1e-12);
        assertEquals(1.2, value(row(stats, "maximum").get(2)), 1e-12);
        Table line = tables.get(1);
        assertEquals(1.0, value(row(line, "Ts (latency)").get(1)), 1e-6);
        assertEquals(1000.0, value(row(line, "1/Tc (bandwidth)").get(1)), 1e-3);
        assertEquals(6, tables.get(2).rows().size());
        String html = Tables.html(tables);
        assertTrue(
                java.util.regex.Pattern.compile(
                                "<th scope=\"row\">Ts \\(latency\\)</th><td class=\"num\">1\\.000 ± 0\\.\\d{3}</td>")
                        .matcher(html)
                        .find(),
                html);
    }

    @Test
    void queueCostPerEntryAndWhatOrIsWorth() {
        // Half round trip 1 us + 0.01 us per queued entry: a round trip searches once, so 20 ns per entry.
        List<QueuePoint> points = new ArrayList<>();
        for (int q : new int[] {0, 10, 20, 40}) {
            double t = 1.0 + 0.01 * q;
            points.add(new QueuePoint(QueueCurve.POSTED_TAIL, q, 8, new double[] {t - 0.001, t, t + 0.001}));
        }
        QueueAnalysis a = QueueAnalysis.of(
                new QueueData.Contents(io.logp.format.run.QueueParams.NONE, points), Estimate.of(2.0, 0.01));

        Table t = QueueTable.tables(a).get(0);

        List<Cell> row = row(t, "posted-tail");
        assertEquals(20.0, value(row.get(1)), 1e-9);
        assertEquals(1.0, value(row.get(2)), 1e-9);
        assertEquals(40, value(row.get(3)));
        assertEquals(100.0, value(row.get(4)), 1e-6, "o_r = 2 us is 2000 ns / 20 ns per entry");
    }
}
