package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.LayerStack;
import io.logp.analysis.LayerStack.Layer;
import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import io.logp.report.table.Table;
import io.logp.report.table.TableFormatFactory;
import io.logp.report.table.TableFormatType;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The layers' table: one screen, a row per layer and per MPI that adds, a mark only where significant. */
class LayersTableTest {

    private static RunSummary run(String label, double rtt, double ci, int launches) {
        return new RunSummary(
                label,
                RunSummary.Kind.MEASURED,
                Estimate.of(0.3461, ci),
                Estimate.of(0.4472, ci),
                Estimate.of(0.4223, ci),
                Estimate.of(-0.0123, ci),
                Estimate.of(rtt, ci),
                Estimate.of(1.234, 0.0456),
                Estimate.of(12345.6, 234.5),
                "",
                launches);
    }

    static LayerStack fiveLayers(int launches) {
        String dir = "signatures/20261206-230000-layers-";
        return LayerStack.of(List.of(
                new Layer(
                        "ompi-ucx",
                        "Open MPI, pml ucx",
                        Optional.of("ucx-am"),
                        run("a", 1.457, 0.021, launches),
                        dir + "ompi-ucx"),
                new Layer(
                        "ompi-ob1",
                        "Open MPI, pml ob1",
                        Optional.empty(),
                        run("b", 1.056, 0.021, launches),
                        dir + "ompi-ob1"),
                new Layer(
                        "mpich",
                        "MPICH, ch4:ucx",
                        Optional.of("ucx-am"),
                        run("c", 1.075, 0.021, launches),
                        dir + "mpich"),
                new Layer(
                        "ucx-am",
                        "UCX Active Messages",
                        Optional.empty(),
                        run("d", 1.070, 0.021, launches),
                        dir + "ucx-am"),
                new Layer("ofi", "libfabric", Optional.empty(), run("e", 3.3, 0.5, launches), dir + "ofi")));
    }

    @Test
    void fiveLayersAndTwoAdditionsFitOneScreen() {
        String text = TableFormatFactory.of(TableFormatType.TEXT).render(LayersTable.of(fiveLayers(3)));
        List<String> lines = text.lines().toList();
        assertTrue(lines.size() <= 40, lines.size() + " lines:\n" + text);
        for (String l : lines) assertTrue(l.length() <= 120, l.length() + " columns: " + l);
        for (String name : List.of("ompi-ucx", "ompi-ob1", "mpich", "ucx-am", "ofi"))
            assertTrue(lines.stream().anyMatch(l -> l.startsWith(name + " ")), name + " has no row:\n" + text);
        // RTT 1.457 - 1.070 = +0.387, beyond sqrt(2) x 0.021: marked; MPICH's +0.005 is not.
        assertTrue(text.contains("+0.387 ± 0.030*"), text);
        assertTrue(text.contains("+0.005 ± 0.030 "), text);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith(LayersTable.ADDS + "ompi-ucx")), text);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith(LayersTable.ADDS + "mpich")), text);
    }

    @Test
    void oneLaunchMarksNothing() {
        Table t = LayersTable.of(fiveLayers(1));
        String text = TableFormatFactory.of(TableFormatType.TEXT).render(t);
        String rows = text.lines().filter(l -> l.startsWith(LayersTable.ADDS)).reduce("", (a, b) -> a + b + "\n");
        assertEquals(2, rows.lines().count(), text);
        assertTrue(!rows.contains("*"), rows);
    }

    @Test
    void csvAndLatexCarryEveryLayerAndTheTest() {
        Table t = LayersTable.of(fiveLayers(3));
        String csv = TableFormatFactory.of(TableFormatType.CSV).render(t);
        String header = csv.lines().findFirst().orElseThrow();
        assertTrue(
                header.contains("rtt_us") && header.contains("rtt_ci95_us") && header.contains("rtt_significant"),
                header);
        assertEquals(
                1 + 5 + 2,
                csv.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).count(),
                csv);
        String tex = TableFormatFactory.of(TableFormatType.LATEX).render(t);
        assertTrue(tex.contains("ompi-ucx") && tex.contains("\\toprule"), tex);
    }
}
