package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.fit.HistoryBands;
import io.logp.presentation.ChartOptions.Style;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A long history stays readable: a dot per run, the whiskers of every k-th run, round run ticks. */
class HistoryChartTest {

    /** n runs around 1.4 with CI 0.05, and from run {@code stepAt} (from 0) 0.6 higher. */
    private static List<HistoryBands.Point> series(int n, int stepAt) {
        Random random = new Random(1);
        List<Estimate> values = new ArrayList<>();
        for (int i = 0; i < n; i++)
            values.add(Estimate.of(1.4 + (i >= stepAt ? 0.6 : 0) + 0.02 * random.nextGaussian(), 0.05));
        return HistoryBands.of(values);
    }

    @Test
    void aShortHistoryDrawsEveryCi() {
        HistoryChart.Runs runs = HistoryChart.Runs.of(series(10, 7));
        assertEquals(1, runs.every());
        assertEquals(runs.x(), runs.sampleX());
        assertEquals(List.of(8.0), runs.movedX(), "the step is named at run 8 (x from 1)");
    }

    @Test
    void aLongHistoryDrawsTheCisOfEveryKthRunAndEveryMove() {
        HistoryChart.Runs runs = HistoryChart.Runs.of(series(1000, 700));
        assertEquals(1000, runs.x().size(), "every run a dot");
        assertEquals(25, runs.every(), "ceil(1000 / 40)");
        assertEquals(HistoryChart.WHISKERS_AT_MOST, runs.sampleX().size());
        assertEquals(List.of(1.0, 26.0, 51.0), runs.sampleX().subList(0, 3));
        assertEquals(List.of(701.0), runs.movedX());
        assertEquals(0.05, runs.movedE().get(0), 1e-12, "a move keeps its CI");
        double[] range = runs.yRange().orElseThrow();
        assertTrue(range[0] < 1.4 - 0.05 && range[1] > 2.0 + 0.05, range[0] + " " + range[1]);
        assertTrue(range[0] > 1.2 && range[1] < 2.2, "the runs' range, not the wide first bands");
    }

    @Test
    void runTicksAreRoundAndFew() {
        assertEquals(List.of(0.0, 200.0, 400.0, 600.0, 800.0, 1000.0), values(HistoryChart.runTicks(1000)));
        assertEquals(List.of(0.0, 20.0, 40.0, 60.0, 80.0, 100.0), values(HistoryChart.runTicks(100)));
        assertEquals(List.of(0.0, 2.0, 4.0, 6.0, 8.0, 10.0), values(HistoryChart.runTicks(10)));
        assertEquals(List.of(0.0, 1.0, 2.0, 3.0), values(HistoryChart.runTicks(3)));
        for (int n = 1; n <= 5000; n += 7)
            assertTrue(HistoryChart.runTicks(n).size() <= HistoryChart.RUN_TICKS, "" + n);
    }

    @Test
    void ordinals() {
        assertEquals(
                List.of("1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "25th", "112th"),
                List.of(1, 2, 3, 4, 11, 12, 13, 21, 25, 112).stream()
                        .map(HistoryChart::ordinal)
                        .toList());
    }

    @Test
    void aThousandRunsRenderInBothStyles(@TempDir Path tmp) throws Exception {
        List<HistoryChart.Panel> panels = List.of(new HistoryChart.Panel("o_s (us)", series(1000, 700)));
        for (Style style : List.of(Style.SCREEN, Style.PAPER)) {
            List<Path> files = HistoryChart.render("t", panels, tmp.resolve("history-1.png"), style);
            for (Path f : files) assertTrue(Files.size(f) > 1000, f.toString());
        }
    }

    private static List<Double> values(List<LogTicks.Tick> ticks) {
        return ticks.stream().map(LogTicks.Tick::value).toList();
    }

    /**
     * Every panel's legend lies below its plot in rows whose entries do not overlap, in every style (issue 48: the
     * screen's horizontal legends ran into each other in the o_r and L panels). -Dlogp.figures=DIR keeps the files.
     */
    @Test
    void legendsLieBelowWithoutOverlap(@TempDir Path dir) throws Exception {
        for (io.logp.presentation.ChartOptions.Style style : io.logp.presentation.ChartOptions.Style.values()) {
            List<HistoryChart.Panel> panels = List.of(
                    new HistoryChart.Panel("o_r (µs)", series(12, 8)),
                    new HistoryChart.Panel("L (µs)", series(300, 200)));
            String keep = System.getProperty("logp.figures");
            Path out = (keep == null ? dir : Path.of(keep)).resolve("history-" + style.label() + ".png");
            java.nio.file.Files.createDirectories(out.getParent());
            List<org.knowm.xchart.XYChart> charts = new ArrayList<>();
            for (HistoryChart.Panel p : panels) charts.add(HistoryChart.panel(p));
            ChartFiles.write(new ChartGrid("history", charts, 2), out, style);
            for (org.knowm.xchart.XYChart c : charts) {
                FlowLegend legend = FlowLegend.of(c);
                assertTrue(legend != null, style + ": " + c.getTitle() + " has no legend below its plot");
                List<FlowLegend.Entry> entries = legend.entries();
                assertTrue(entries.size() >= 2, style + ": " + entries.size() + " entries");
                for (int a = 0; a < entries.size(); a++)
                    for (int b = a + 1; b < entries.size(); b++)
                        assertTrue(
                                !entries.get(a).box().intersects(entries.get(b).box()),
                                style + ": entries " + a + " and " + b + " overlap in " + c.getTitle());
            }
        }
    }
}
