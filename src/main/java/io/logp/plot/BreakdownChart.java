package io.logp.plot;

import io.logp.data.Estimate;
import io.logp.data.RunIds;
import io.logp.data.RunSummary;
import io.logp.presentation.ChartOptions.Style;
import io.logp.presentation.ChartScale;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler.LegendPosition;

/**
 * The LogP summary of several systems as in Figure 6 of Culler et al., "Assessing Fast Network Interfaces": on the
 * left, per system, a bar of the one-way time o_s + L + o_r split into its parts (o_s at the bottom, then L, then o_r
 * on top); on the right, per system, a bar of the gap g; both on one time axis, each bar named by its system, in
 * horizontal labels.
 *
 * <p>XChart cannot set a stack beside a plain bar in one category, so the figure has two panels. The stack is drawn
 * as overlapping bars from the axis, each reaching the top of its part: o_s + L + o_r behind, o_s + L in front of it,
 * o_s in front; that also works on a log axis, where a stack of lengths would not. Each boundary carries its 95% CI
 * as a whisker where it ends in the open: the top, RTT/2, half that of the RTT, and g its own (an inner boundary's
 * whisker would lie inside the next part; the table gives every CI). The 1996 machines have no CIs and no whiskers.
 *
 * <p>The time axis is linear from 0 unless asked for a log axis, or left to choose ({@link ChartScale#AUTO}) and the
 * bars span more than {@link #LOG_SPAN}: a sub-microsecond shared-memory run beside the 16 us of a 1996 machine is
 * invisible on a linear axis. A log axis with a bar below 1 us is drawn in nanoseconds.
 *
 * <p>A stack cannot hold a negative part, and a negative L is what the fit reports when the measured RTT is below 2
 * (o_s + o_r), as over TCP loopback. Such a part is drawn as 0 and its legend entry reads {@code "L (L < 0 drawn as
 * 0)"}; an unknown value is drawn as 0 too (on a log axis: as a bar of no height), and its legend entry names the runs
 * that lack it. {@link #build} returns the XChart models so
 * that tests can check the bar heights; {@link #render} writes the files.
 */
public final class BreakdownChart {

    static final String Y_AXIS_TITLE = "time (us)";
    /** The time axis of a log chart with a bar below 1 us (see {@link #build}). */
    static final String Y_AXIS_TITLE_NS = "time (ns)";

    // Short: a bar panel of a one-column figure is 1.75 in wide; the legend names the parts.
    static final String ONE_WAY_TITLE = "one-way time";
    static final String GAP_TITLE = "gap";
    static final String O_S = "o_s";
    static final String L = "L";
    /** The legend entry of L when some run's L is negative. */
    static final String L_CLAMPED = clampedName(L);

    static final String O_R = "o_r";
    static final String GAP = "g";

    /** With {@link ChartScale#AUTO}, the axis turns logarithmic when the tallest bar is more than this times the lowest. */
    static final double LOG_SPAN = 20;

    /** Room above the tallest bar, as a fraction of it, so that no bar touches the plot border. */
    private static final double HEADROOM = 0.08;
    /** A log axis runs from the lowest bar part / this to the highest x this. */
    static final double LOG_MARGIN_FACTOR = 1.5;
    /** The bars fill this much of their category, leaving a gap that tells the categories apart. */
    private static final double BAR_FILL = 0.6;

    private BreakdownChart() {}

    /**
     * The two panels of the figure.
     *
     * @param oneWay the stacked one-way time per system
     * @param gap    g per system
     * @param log    whether the time axis (the same in both) is logarithmic
     * @param ns     whether the times are drawn in nanoseconds rather than microseconds
     */
    record Figure(CategoryChart oneWay, CategoryChart gap, boolean log, boolean ns, List<Figure> smaller) {

        Figure(CategoryChart oneWay, CategoryChart gap, boolean log, boolean ns) {
            this(oneWay, gap, log, ns, List.of());
        }

        /** The panels, two per scale: the larger systems' first, then those of each smaller scale. */
        List<CategoryChart> panels() {
            List<CategoryChart> all = new ArrayList<>(List.of(oneWay, gap));
            for (Figure f : smaller) all.addAll(f.panels());
            return all;
        }

        ChartGrid grid(String title) {
            return new ChartGrid(title, panels(), 2);
        }
    }

    /**
     * The figure of the systems; when left to choose ({@link ChartScale#AUTO}) and they span more than
     * {@link #LOG_SPAN}, one pair of panels per scale, each on a linear axis from 0: the systems whose tallest bar is
     * below the largest's / {@link #LOG_SPAN} get their own pair, so that a stack keeps its proportions and stays
     * readable (issue 36).
     */
    static Figure build(List<RunSummary> runs, ChartScale scale) {
        if (runs.isEmpty()) throw new IllegalArgumentException("the chart needs at least one run");
        if (scale != ChartScale.AUTO) return buildOne(runs, scale);
        double largest =
                runs.stream().mapToDouble(BreakdownChart::tallest).max().orElse(0);
        List<RunSummary> large =
                runs.stream().filter(r -> tallest(r) * LOG_SPAN >= largest).toList();
        List<RunSummary> small =
                runs.stream().filter(r -> tallest(r) * LOG_SPAN < largest).toList();
        if (small.isEmpty() || large.isEmpty()) return buildOne(runs, ChartScale.LINEAR);
        Figure big = buildOne(large, ChartScale.LINEAR);
        return new Figure(big.oneWay(), big.gap(), false, false, List.of(build(small, ChartScale.AUTO)));
    }

    /** The taller of a system's one-way time and gap. */
    private static double tallest(RunSummary run) {
        return Math.max(height(run.oS()) + height(run.latency()) + height(run.oR()), height(run.g()));
    }

    /**
     * The figure of the systems, in their order, each named by its label (shortened when run ids of one study share
     * their date and a prefix).
     *
     * @param runs  at least one system
     * @param scale the time axis; AUTO to choose from the values
     * @throws IllegalArgumentException when there is no run
     */
    private static Figure buildOne(List<RunSummary> runs, ChartScale scale) {
        List<String> names = shortLabels(runs.stream().map(RunSummary::label).toList());
        List<Double> oS = new ArrayList<>();
        List<Double> toL = new ArrayList<>();
        List<Double> top = new ArrayList<>();
        List<Double> gap = new ArrayList<>();
        List<Double> oSBar = new ArrayList<>();
        List<Double> toLBar = new ArrayList<>();
        List<Double> topBar = new ArrayList<>();
        List<Double> gapBar = new ArrayList<>();
        for (RunSummary run : runs) {
            double s = height(run.oS());
            double l = s + height(run.latency());
            double t = l + height(run.oR());
            oS.add(s);
            toL.add(l);
            top.add(t);
            gap.add(height(run.g()));
            // Whiskers only where a bar ends in the open: the stack's top and g. An inner boundary's whisker was
            // drawn inside the next part up (issue 48); its CI is in the table beside the figure.
            oSBar.add(0.0);
            toLBar.add(0.0);
            topBar.add(run.rtt().isKnown() && run.rtt().hasCi() ? run.rtt().ci95() / 2 : 0);
            gapBar.add(ci(run.g()));
        }
        boolean log =
                switch (scale) {
                    case LOG -> true;
                    case LINEAR -> false;
                    // A stack shows proportions truthfully only from 0 (issue 36: on a log axis o_s looked like most
                    // of each bar): a log axis only when asked for.
                    case AUTO -> false;
                };
        // XChart 3.8.8 draws the whisker of a bar below 1 on a log axis at the bar's foot (it tests the sign of the
        // value's log); in nanoseconds every bar of a machine today is above 1.
        boolean ns = log && lowest(top, gap, oS) < 1;
        if (ns)
            for (List<Double> values : List.of(oS, toL, top, gap, oSBar, toLBar, topBar, gapBar)) scale(values, 1e3);
        double[] range = range(List.of(oS, toL, top, gap), List.of(oSBar, toLBar, topBar, gapBar), log);
        String axis = ns ? Y_AXIS_TITLE_NS : Y_AXIS_TITLE;

        CategoryChart oneWay = panel(ONE_WAY_TITLE, axis, log, range);
        // Back to front: each bar covers the one behind it up to its own top, so the three read as one stack.
        addSeries(oneWay, clamped(O_R, runs, RunSummary::oR), names, top, topBar, 1, log);
        addSeries(oneWay, clamped(L, runs, RunSummary::latency), names, toL, toLBar, 2, log);
        addSeries(oneWay, clamped(O_S, runs, RunSummary::oS), names, oS, oSBar, 0, log);
        CategoryChart gapPanel = panel(GAP_TITLE, axis, log, range);
        // Its legend, one entry, keeps the plot as tall as the stack's beside it, so that the two axes line up.
        addSeries(gapPanel, clamped(GAP, runs, RunSummary::g), names, gap, gapBar, 3, log);
        // Its one entry would only repeat the panel's title.
        gapPanel.getStyler().setLegendVisible(false);
        return new Figure(oneWay, gapPanel, log, ns);
    }

    /**
     * Builds the figure and writes it as PNG and SVG.
     *
     * @param title the figure's title; null or blank for none, as a paper figure takes its title from the caption
     * @param png   the PNG file, with or without its ".png"; the SVG gets the same name ending in ".svg"
     * @return the files written, PNG first
     */
    public static List<Path> render(List<RunSummary> runs, String title, ChartScale scale, Path png)
            throws IOException {
        return render(runs, title, scale, png, Style.SCREEN);
    }

    /** As {@link #render(List, String, ChartScale, Path)}, in the files of the style. */
    public static List<Path> render(List<RunSummary> runs, String title, ChartScale scale, Path png, Style style)
            throws IOException {
        return ChartFiles.write(build(runs, scale).grid(title), png, style);
    }

    private static CategoryChart panel(String title, String axis, boolean log, double[] range) {
        CategoryChart chart = ChartStyle.newCategoryChart(title, "", axis);
        CategoryStyler styler = chart.getStyler();
        styler.setOverlapped(true);
        styler.setYAxisLogarithmic(log);
        styler.setYAxisMin(range[0]);
        styler.setYAxisMax(range[1]);
        styler.setAvailableSpaceFill(BAR_FILL);
        styler.setXAxisTitleVisible(false);
        styler.setLegendPosition(LegendPosition.OutsideS);
        styler.setLegendLayout(org.knowm.xchart.style.Styler.LegendLayout.Horizontal);
        // A whisker in its bar's colour would vanish in the bar.
        styler.setErrorBarsColorSeriesColor(false);
        styler.setErrorBarsColor(java.awt.Color.BLACK);
        // XChart's own labels of a linear axis below 1 drop the leading zero (".5").
        if (!log) styler.setYAxisDecimalPattern("0.###");
        return chart;
    }

    /**
     * A series of bar tops with their whiskers. A log axis has no 0: there a top of 0 (unknown, or clamped) is put at
     * the axis' lower end, a bar of no height (XChart takes no null beside whiskers).
     */
    private static void addSeries(
            CategoryChart chart,
            String name,
            List<String> names,
            List<Double> tops,
            List<Double> bars,
            int colour,
            boolean log) {
        double floor = chart.getStyler().getYAxisMin();
        List<Double> y = new ArrayList<>();
        List<Double> e = new ArrayList<>();
        for (int i = 0; i < tops.size(); i++) {
            boolean shown = !log || tops.get(i) > 0;
            y.add(shown ? tops.get(i) : floor);
            e.add(log ? logWhisker(tops.get(i), bars.get(i)) : bars.get(i));
        }
        // No CI at all (the 1996 machines, an inner part): no whisker, where XChart draws a flat one of length 0.
        boolean none = bars.stream().allMatch(b -> !(b > 0));
        CategorySeries series = none ? chart.addSeries(name, names, y) : chart.addSeries(name, names, y, e);
        series.setFillColor(ChartStyle.color(colour));
        series.setLineColor(ChartStyle.color(colour));
    }

    /**
     * The whisker XChart is to draw on a log axis. XChart 3.8.8 takes the log10 of a category series' error value as
     * the whisker's half-length in decades, drawn both ways from the top; the half-length that spans the CI in
     * decades, {@code (log10(t + ci) - log10(t - ci)) / 2}, is therefore passed as 10 to its power. A CI reaching 0
     * or below would have no end on the axis: it is cut at 90% of its bar.
     */
    static double logWhisker(double top, double ci) {
        if (!(top > 0) || !(ci > 0)) return 1;
        double below = Math.min(ci, 0.9 * top);
        return Math.pow(10, (Math.log10(top + ci) - Math.log10(top - below)) / 2);
    }

    /** The axis range: from 0 on a linear axis, around the lowest and highest whisker ends on a log axis. */
    private static double[] range(List<List<Double>> tops, List<List<Double>> bars, boolean log) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = 0;
        for (int s = 0; s < tops.size(); s++) {
            for (int i = 0; i < tops.get(s).size(); i++) {
                double t = tops.get(s).get(i);
                double b = bars.get(s).get(i);
                hi = Math.max(hi, t + b);
                if (t > 0) lo = Math.min(lo, log ? t - Math.min(b, 0.9 * t) : t);
            }
        }
        if (hi <= 0) return new double[] {0, 1};
        if (log) {
            double top = hi * LOG_MARGIN_FACTOR;
            return new double[] {LogAxes.lowerEnd(lo / LOG_MARGIN_FACTOR, top), top};
        }
        return new double[] {0, hi * (1 + HEADROOM)};
    }

    /** The lowest value above 0; infinity when there is none. */
    private static double lowest(List<Double> tops, List<Double> gaps, List<Double> bottoms) {
        double lo = Double.POSITIVE_INFINITY;
        for (List<Double> values : List.of(tops, gaps, bottoms))
            for (double v : values) if (v > 0) lo = Math.min(lo, v);
        return lo;
    }

    private static void scale(List<Double> values, double factor) {
        values.replaceAll(v -> v * factor);
    }

    /** The tallest bar over the lowest non-zero part, o_s included: what a linear axis would have to show at once. */
    private static double span(List<Double> tops, List<Double> gaps, List<Double> bottoms) {
        double hi = 0;
        double lo = Double.POSITIVE_INFINITY;
        for (List<Double> values : List.of(tops, gaps, bottoms))
            for (double v : values) {
                hi = Math.max(hi, v);
                if (v > 0) lo = Math.min(lo, v);
            }
        return hi > 0 && Double.isFinite(lo) ? hi / lo : 1;
    }

    /**
     * The series' legend entry: its name, and a note when some run's part is negative and drawn as 0, or unknown and
     * left out of its stack (issue 48: a missing L was dropped silently, its stack read as o_s + o_r alone).
     */
    private static String clamped(
            String name, List<RunSummary> runs, java.util.function.Function<RunSummary, Estimate> part) {
        boolean negative = runs.stream().map(part).anyMatch(e -> e.isKnown() && e.value() < 0);
        List<String> names = shortLabels(runs.stream().map(RunSummary::label).toList());
        List<String> unknown = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) if (!part.apply(runs.get(i)).isKnown()) unknown.add(names.get(i));
        String shown = negative ? clampedName(name) : name;
        return unknown.isEmpty() ? shown : unknownName(shown, unknown);
    }

    /** The legend entry of a series some runs do not know: {@code "L (unknown for meiko: left out)"}. */
    static String unknownName(String name, List<String> runs) {
        return name + " (unknown for " + String.join(", ", runs) + ": left out)";
    }

    /** The legend entry of a series with a negative part: {@code "L (L < 0 drawn as 0)"}. */
    static String clampedName(String name) {
        return name + " (" + name + " < 0 drawn as 0)";
    }

    /** A bar height: the value, or 0 when it is negative or unknown (a stack has no room below its base). */
    private static double height(Estimate e) {
        return e.isKnown() ? Math.max(0, e.value()) : 0;
    }

    private static double ci(Estimate e) {
        return e.isKnown() && e.hasCi() ? e.ci95() : 0;
    }

    /**
     * Run ids carry a date prefix, and runs of one study a common label ("20261122-180515-tradeoff-shm", "...-tcp"):
     * the bars of measured runs are named by what differs among them, so the names stay short enough to read;
     * other names (references, names given with --name) stay as they are.
     */
    static List<String> shortLabels(List<String> labels) {
        List<Integer> stamped = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) if (RunIds.stamped(labels.get(i))) stamped.add(i);
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
            for (int i : stamped) shortened.set(i, RunIds.label(labels.get(i)));
        }
        return shortened.stream().distinct().count() == labels.size() ? shortened : labels;
    }
}
