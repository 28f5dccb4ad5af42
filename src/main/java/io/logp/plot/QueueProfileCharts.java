package io.logp.plot;

import io.logp.data.QueueProfile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;

/**
 * The queue profile's charts, as Brightwell, Goudy and Underwood draw them: the longest posted-receive and
 * unexpected queue of every rank (bars side by side), and how deep the searches went (the number of searches at
 * each depth, all ranks together, one curve per queue).
 */
public final class QueueProfileCharts {

    /** One rank's two maxima. */
    public record RankMaxima(int rank, long postedMax, long unexpectedMax) {}

    static final String MAXIMA_FILE = "queue_maxima.png";
    static final String DEPTHS_FILE = "queue_search_depths.png";

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
        // Whole entries, from 0 to a little above the longest (issue 36: every bar was 1 on a 0..1 axis).
        AxisKind.of(chart, AxisKind.COUNT, AxisKind.COUNT);
        long longest = ranks.stream()
                .mapToLong(r -> Math.max(r.postedMax(), r.unexpectedMax()))
                .max()
                .orElse(0);
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(Math.max(2, Math.ceil(longest * 1.25)));
        return chart;
    }

    /**
     * Searches per depth, as bars side by side, one colour per queue; {@code posted[d]} and {@code unexpected[d]}
     * count searches that passed d entries (the last bucket holds every deeper one, labelled "≥ d"). Depths with no
     * search on either queue are left out. The count axis is logarithmic when the counts span more than
     * {@link #LOG_SPAN} (most searches find their match at once): a bar of one search is still seen, at the floor of
     * {@link #LOG_FLOOR}.
     */
    public static CategoryChart depths(long[] posted, long[] unexpected, String title) {
        int n = Math.max(posted.length, unexpected.length);
        if (n == 0) throw new IllegalArgumentException("no search to chart");
        List<String> depths = new ArrayList<>();
        List<Long> p = new ArrayList<>();
        List<Long> u = new ArrayList<>();
        long most = 0;
        long least = Long.MAX_VALUE;
        for (int d = 0; d < n; d++) {
            long a = d < posted.length ? posted[d] : 0;
            long b = d < unexpected.length ? unexpected[d] : 0;
            if (a == 0 && b == 0) continue;
            depths.add(d == n - 1 ? "≥ " + d : Integer.toString(d));
            p.add(a);
            u.add(b);
            most = Math.max(most, Math.max(a, b));
            for (long c : new long[] {a, b}) if (c > 0) least = Math.min(least, c);
        }
        if (depths.isEmpty()) throw new IllegalArgumentException("no search to chart");
        boolean log = most > LOG_SPAN * least;
        CategoryChart chart = ChartStyle.newCategoryChart(title, "search depth (entries passed)", "searches");
        AxisKind.of(chart, AxisKind.COUNT, AxisKind.COUNT);
        chart.getStyler().setYAxisLogarithmic(log);
        chart.getStyler().setYAxisMin(log ? LOG_FLOOR : 0.0);
        chart.getStyler().setYAxisMax(log ? most * 2.0 : Math.max(1, most) * 1.1);
        List<Double> floorP =
                p.stream().map(c -> log && c == 0 ? LOG_FLOOR : (double) c).toList();
        List<Double> floorU =
                u.stream().map(c -> log && c == 0 ? LOG_FLOOR : (double) c).toList();
        chart.addSeries("posted queue (per arriving message)", depths, floorP).setFillColor(ChartStyle.color(0));
        chart.addSeries("unexpected queue (per receive post)", depths, floorU).setFillColor(ChartStyle.color(1));
        return chart;
    }

    /** A count axis over more than this factor is logarithmic. */
    static final double LOG_SPAN = 100;
    /** Bottom of a logarithmic count axis: below one search, so that a bar of one still shows. */
    static final double LOG_FLOOR = 0.5;

    public static List<Path> renderMaxima(List<RankMaxima> ranks, String title, Path png) throws IOException {
        return ChartFiles.writePngAndSvg(maxima(ranks, title), png);
    }

    public static List<Path> renderDepths(long[] posted, long[] unexpected, String title, Path png) throws IOException {
        return ChartFiles.writePngAndSvg(depths(posted, unexpected, title), png);
    }

    /** The maxima chart of the ranks whose queues the MPI exposed, in {@code plots}; none when no rank's are. */
    public static List<Path> drawMaxima(List<QueueProfile> ranks, Path plots) throws IOException {
        List<QueueProfile> visible = visible(ranks);
        if (visible.isEmpty()) return List.of();
        Files.createDirectories(plots);
        return renderMaxima(
                visible.stream()
                        .map(p -> new RankMaxima(
                                p.rank(), p.posted().max(), p.unexpected().max()))
                        .toList(),
                "Longest message queues per rank",
                plots.resolve(MAXIMA_FILE));
    }

    /** The search depths of all visible ranks together, in {@code plots}; none when no search passed an entry. */
    public static List<Path> drawDepths(List<QueueProfile> ranks, Path plots) throws IOException {
        List<QueueProfile> visible = visible(ranks);
        if (visible.isEmpty()) return List.of();
        long[] posted = total(visible, true);
        long[] unexpected = total(visible, false);
        if (Arrays.stream(posted).sum() + Arrays.stream(unexpected).sum() <= 0) return List.of();
        Files.createDirectories(plots);
        return renderDepths(posted, unexpected, "Search depths, all ranks", plots.resolve(DEPTHS_FILE));
    }

    private static List<QueueProfile> visible(List<QueueProfile> ranks) {
        return ranks.stream().filter(QueueProfile::queuesVisible).toList();
    }

    private static long[] total(List<QueueProfile> ranks, boolean posted) {
        int n = ranks.stream()
                .mapToInt(p -> (posted ? p.posted() : p.unexpected()).histogram().length)
                .max()
                .orElse(0);
        long[] sum = new long[n];
        for (QueueProfile p : ranks) {
            long[] h = (posted ? p.posted() : p.unexpected()).histogram();
            for (int i = 0; i < h.length; i++) sum[i] += h[i];
        }
        return sum;
    }
}
