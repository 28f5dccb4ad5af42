package io.logp.plot;

import io.logp.data.ChartOptions.Style;
import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.style.AxesChartStyler.TextAlignment;
import org.knowm.xchart.style.CategoryStyler;

/**
 * The LogP summary of several runs as in Figure 6 of Culler et al., "Assessing Fast Network Interfaces": for every
 * run, a bar of the one-way time o_s + L + o_r split into its parts (o_s at the bottom, then L, then o_r on top),
 * and next to it a bar of the gap g.
 *
 * <p>XChart stacks either every series of a category chart or none, so each run has two categories (bar positions)
 * and all four series are stacked: the run's label, where o_s, L and o_r stand and g is 0, and then {@code "g"},
 * where g stands and the others are 0, which leaves one plain bar of g beside each stacked bar. The categories
 * named {@code "g"} repeat, one per run; XChart places categories by position, not by name. Labels too long to
 * stand side by side are turned upright.
 *
 * <p>A stack cannot hold a negative part, and a negative L is what the fit reports when the measured RTT is below
 * 2 (o_s + o_r), as over TCP loopback. Such an L is drawn as 0 and the legend entry reads
 * {@code "L (L < 0 drawn as 0)"} (likewise for any other negative part); an unknown value is drawn as 0 too. {@link #build} returns the XChart model so that tests can check the bar
 * heights; {@link #render} writes the PNG and the SVG.
 */
public final class BreakdownChart {

    static final String Y_AXIS_TITLE = "time (us)";
    static final String O_S = "o_s";
    static final String L = "L";
    /** The legend entry of L when some run's L is negative. */
    static final String L_CLAMPED = clampedName(L);

    static final String O_R = "o_r";
    static final String GAP = "g";

    /**
     * About how many characters of tick labels fit side by side under the plot (some 960 px of bars at 22 px type):
     * when the longest label times the number of bars exceeds this, the labels would run into each other and are
     * turned upright instead.
     */
    static final int LABEL_CHARS_ACROSS = 80;

    static final int UPRIGHT_DEGREES = 90;
    /** The empty part of a bar: where a run's other bar stands. */
    private static final Estimate NONE = Estimate.of(0, Double.NaN);
    /** The bars fill this much of their category, leaving a gap that tells the categories apart. */
    private static final double BAR_FILL = 0.7;
    /** Room above the tallest bar, as a fraction of it, so that no bar touches the plot border. */
    private static final double HEADROOM = 0.08;

    private BreakdownChart() {}

    /**
     * The chart of the runs, in their order.
     *
     * @param runs  at least one run
     * @param title chart title; null or blank for none, as a paper figure takes its title from the caption
     * @throws IllegalArgumentException when there is no run
     */
    public static CategoryChart build(List<RunSummary> runs, String title) {
        if (runs.isEmpty()) throw new IllegalArgumentException("the chart needs at least one run");
        List<String> categories = new ArrayList<>();
        List<Estimate> oS = new ArrayList<>();
        List<Estimate> latency = new ArrayList<>();
        List<Estimate> oR = new ArrayList<>();
        List<Estimate> gap = new ArrayList<>();
        List<String> labels = shortLabels(runs.stream().map(RunSummary::label).toList());
        for (int i = 0; i < runs.size(); i++) {
            RunSummary run = runs.get(i);
            categories.add(labels.get(i));
            categories.add(GAP);
            oS.addAll(List.of(run.oS(), NONE));
            latency.addAll(List.of(run.latency(), NONE));
            oR.addAll(List.of(run.oR(), NONE));
            gap.addAll(List.of(NONE, run.g()));
        }
        CategoryChart chart = ChartStyle.newCategoryChart(title, "", Y_AXIS_TITLE);
        CategoryStyler styler = chart.getStyler();
        styler.setStacked(true);
        // Times are compared by bar height, which only works against a zero baseline.
        styler.setYAxisMin(0.0);
        double tallest = 0;
        for (int i = 0; i < categories.size(); i++) {
            tallest = Math.max(
                    tallest, height(oS.get(i)) + height(latency.get(i)) + height(oR.get(i)) + height(gap.get(i)));
        }
        if (tallest > 0) styler.setYAxisMax(tallest * (1 + HEADROOM));
        styler.setAvailableSpaceFill(BAR_FILL);
        styler.setXAxisTitleVisible(false);
        int longest = categories.stream().mapToInt(String::length).max().orElse(0);
        if (longest * categories.size() > LABEL_CHARS_ACROSS) {
            // Right-aligned, an upright label starts at its bar: centred, a long one would hang below a short one.
            styler.setXAxisLabelRotation(UPRIGHT_DEGREES);
            styler.setXAxisLabelAlignment(TextAlignment.Right);
            styler.setXAxisLabelAlignmentVertical(TextAlignment.Right);
        }
        // Added bottom to top: XChart stacks series in the order they were added.
        addSeries(chart, O_S, categories, oS, 0);
        addSeries(chart, L, categories, latency, 2);
        addSeries(chart, O_R, categories, oR, 1);
        addSeries(chart, GAP, categories, gap, 3);
        return chart;
    }

    /**
     * Builds the chart and writes it as PNG and, next to it, as SVG.
     *
     * @param png the PNG file, with or without its ".png"; the SVG gets the same name ending in ".svg"
     * @return the files written, PNG first
     */
    public static List<Path> render(List<RunSummary> runs, String title, Path png) throws IOException {
        return render(runs, title, png, Style.SCREEN);
    }

    /** Builds the chart and writes it in the files of the style; returns the files written, PNG first. */
    public static List<Path> render(List<RunSummary> runs, String title, Path png, Style style) throws IOException {
        return ChartFiles.write(build(runs, title), png, style);
    }

    /** Adds a series of bar parts; its legend entry says so when a negative part had to be drawn as 0. */
    private static void addSeries(
            CategoryChart chart, String name, List<String> categories, List<Estimate> parts, int colour) {
        boolean clamped = parts.stream().anyMatch(e -> e.isKnown() && e.value() < 0);
        List<Double> heights = parts.stream().map(BreakdownChart::height).toList();
        CategorySeries series = chart.addSeries(clamped ? clampedName(name) : name, categories, heights);
        series.setFillColor(ChartStyle.color(colour));
        series.setLineColor(ChartStyle.color(colour));
    }

    /** The legend entry of a series with a negative part: {@code "L (L < 0 drawn as 0)"}. */
    static String clampedName(String name) {
        return name + " (" + name + " < 0 drawn as 0)";
    }

    /** A bar height: the value, or 0 when it is negative or unknown (a stack has no room below its base). */
    private static double height(Estimate e) {
        return e.isKnown() ? Math.max(0, e.value()) : 0;
    }

    /** The date and time at the start of a run id (RunDirectory.newRunId). */
    private static final java.util.regex.Pattern RUN_STAMP = java.util.regex.Pattern.compile("^\\d{8}-\\d{6}-");

    /**
     * Run ids carry a date prefix, and runs of one study a common label ("20261122-180515-tradeoff-shm", "...-tcp"):
     * the bars of measured runs are named by what differs among them, so the names stay short enough to read;
     * other names (reference platforms) stay as they are.
     */
    static List<String> shortLabels(List<String> labels) {
        List<Integer> stamped = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++)
            if (RUN_STAMP.matcher(labels.get(i)).find()) stamped.add(i);
        List<String> shortened = new ArrayList<>(labels);
        if (stamped.size() >= 2) {
            String prefix = labels.get(stamped.get(0));
            for (int i : stamped) {
                String l = labels.get(i);
                int n = 0;
                while (n < Math.min(prefix.length(), l.length()) && prefix.charAt(n) == l.charAt(n)) n++;
                prefix = prefix.substring(0, n);
            }
            int cut = Math.max(prefix.lastIndexOf('-'), prefix.lastIndexOf('_')) + 1;
            for (int i : stamped) {
                String rest = labels.get(i).substring(cut);
                shortened.set(i, rest.isEmpty() ? labels.get(i) : rest);
            }
        } else {
            for (int i : stamped)
                shortened.set(i, RUN_STAMP.matcher(labels.get(i)).replaceFirst(""));
        }
        return shortened.stream().distinct().count() == labels.size() ? shortened : labels;
    }
}
