package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.fit.BulkFitter;
import io.logp.fit.BulkParameters;
import io.logp.fit.BulkRecoveryTest;
import io.logp.fit.TransferTimeRegimes;
import io.logp.report.table.Cell;
import io.logp.report.table.Table;
import io.logp.report.table.Tables;
import io.logp.transport.sim.LogpModel;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The bulk part as tables, and G per byte in one notation (ns/B, plain decimals) in the tables and the summary. */
class BulkTableTest {

    private static BulkParameters bulk;

    @BeforeAll
    static void fit() throws Exception {
        // 140 MB/s: G = 1/140 us per byte = 7.14 ns/B.
        LogpModel model = new LogpModel(1.4, 2.2, 7.6, 6.3, 32, 0.02, 0, 1, 41)
                .withBulk(new LogpModel.BulkCosts(0, 0, 1 / 140.0));
        BulkRecoveryTest.Run run = BulkRecoveryTest.simulate(model);
        bulk = BulkFitter.fit(run.signature(), run.times(), OptionalInt.of(8)).orElseThrow();
    }

    private static List<Table> tables() {
        return BulkTable.tables(bulk, Map.of("store", bulk.times()));
    }

    @Test
    void theHeadlineTheRegimesAndTheSizes() {
        List<Table> t = tables();
        assertEquals(3, t.size());
        assertEquals(
                List.of("T0", "R", "G"),
                t.get(0).rows().stream().map(r -> ((Cell.Text) r.get(0)).text()).toList());
        TransferTimeRegimes regimes = bulk.times();
        assertEquals(regimes.regimes().size(), t.get(1).rows().size());
        assertEquals(bulk.sizes().size(), t.get(2).rows().size());
    }

    @Test
    void gIsInNanosecondsPerByteWithFourDecimals() {
        List<Cell> g = tables().get(0).rows().get(2);
        Cell.Value value = (Cell.Value) g.get(1);
        assertEquals(1000 * bulk.gPerByte().value(), value.value(), 1e-12);
        assertEquals(1000 * bulk.gPerByte().ci95(), value.ci95(), 1e-12);
        assertEquals(4, value.decimals());
        assertEquals(new Cell.Text("ns/B"), g.get(2));
        assertEquals(1000 / 140.0, value.value(), 0.05 * 1000 / 140.0, "the model's G");
    }

    @Test
    void theSummaryShowsGAsTheTablesDo() {
        String line = String.join("\n", ScreenSummary.bulk(bulk, Map.of("store", bulk.times())));
        String g = String.format(
                Locale.ROOT,
                "G %.4f ± %.4f ns/B",
                1000 * bulk.gPerByte().value(),
                1000 * bulk.gPerByte().ci95());
        assertTrue(line.contains(g), g + " in " + line);
        assertTrue(Tables.text(tables())
                .contains(String.format(
                        Locale.ROOT, "%.4f ± ", 1000 * bulk.gPerByte().value())));
    }

    @Test
    void noNumberIsInENotation() {
        String text = Tables.text(tables()) + ScreenSummary.bulk(bulk, Map.of("store", bulk.times()));
        assertFalse(text.matches("(?s).*\\d[eE][-+]?\\d.*"), text);
    }
}
