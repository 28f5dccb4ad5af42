package io.logp.plot;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The queue profile's charts, as Brightwell, Goudy and Underwood draw them: the longest posted-receive and
 * unexpected queue of every rank (bars side by side), and how deep the searches went (the number of searches at
 * each depth, all ranks together, one curve per queue).
 */
public final class QueueProfileCharts {

    /** One rank's two maxima. */
    public record RankMaxima(int rank, long postedMax, long unexpectedMax) {}

    private QueueProfileCharts() {}

    public static CategoryChart maxima(List<RankMaxima> ranks, String title) {
        if (ranks.isEmpty()) throw new IllegalArgumentException("no rank to chart");
        CategoryChart chart = ChartStyle.newCategoryChart(title, "rank", "longest queue (entries)");
        List<String> names = ranks.stream().map(r -> Integer.toString(r.rank())).toList();
        List<Long> posted = ranks.stream().map(RankMaxima::postedMax).toList();
        List<Long> unexpected = ranks.stream().map(RankMaxima::unexpectedMax).toList();
        CategorySeries p = chart.addSeries("posted receives", names, posted);
        p.setFillColor(ChartStyle.color(0));
        CategorySeries u = chart.addSeries("unexpected messages", names, unexpected);
        u.setFillColor(ChartStyle.color(1));
        chart.getStyler().setYAxisMin(0.0);
        return chart;
    }

    /**
     * Searches per depth; {@code posted[d]} and {@code unexpected[d]} count searches that passed d entries (the last
     * bucket holds every deeper one). Depths with no search on either queue are left out of both curves.
     */
    public static XYChart depths(long[] posted, long[] unexpected, String title) {
        XYChart chart = ChartStyle.newChart(title, "search depth (entries passed)", "searches");
        int n = Math.max(posted.length, unexpected.length);
        if (n == 0) throw new IllegalArgumentException("no search to chart");
        int index = 0;
        for (var curve : List.of(
                new Object[] {"posted queue (per arriving message)", posted},
                new Object[] {"unexpected queue (per receive post)", unexpected})) {
            long[] h = (long[]) curve[1];
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            for (int d = 0; d < h.length; d++) {
                if (h[d] == 0) continue;
                x.add((double) d);
                y.add((double) h[d]);
            }
            if (x.isEmpty()) continue;
            XYSeries s = chart.addSeries((String) curve[0], x, y);
            ChartStyle.styleCurve(s, index++);
        }
        if (index == 0) throw new IllegalArgumentException("no search to chart");
        chart.getStyler().setXAxisMin(0.0);
        chart.getStyler().setYAxisMin(0.0);
        return chart;
    }

    public static List<Path> renderMaxima(List<RankMaxima> ranks, String title, Path png) throws IOException {
        return ChartFiles.writePngAndSvg(maxima(ranks, title), png);
    }

    public static List<Path> renderDepths(long[] posted, long[] unexpected, String title, Path png) throws IOException {
        return ChartFiles.writePngAndSvg(depths(posted, unexpected, title), png);
    }
}
