package io.logp.plot;

import io.logp.data.CollectiveMean;
import io.logp.data.CollectiveOp;
import io.logp.fit.CollectiveModel;
import io.logp.presentation.ChartOptions.Style;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToIntFunction;
import org.knowm.xchart.XYChart;

/**
 * Measured MPI collectives beside their LogP predictions ({@link CollectiveModel}): the time of each op against the
 * number of ranks P at its smallest measured size, and against the size per rank at the largest P. Each chart is a
 * figure of one panel per {@link CollectiveFamily} (rooted, all-to-all, barrier, prefix) with ops measured, so that
 * every op is read against its own prediction among at most three others rather than among all eleven. Each op
 * keeps one colour and marker in both charts; its measured mean (trimmed, MPIPerf) is a solid curve with the CI
 * half-width as error bars, and its prediction at the same points a dashed line of the same colour with a level
 * mark at each point (so that a run at one P still shows it), so that a gap between the two reads as "the library
 * chose another algorithm, or the network adds contention". Predictions that coincide, as the model's binomial-tree
 * broadcast and reduce always do, are drawn once, in black, named after every op they stand for
 * ({@link SharedPredictions}).
 *
 * <p>A log axis has no place for 0 or below: such points are left out there, and an error bar is shortened to
 * {@link TransferTimeChart#MAX_BAR_FRACTION} of its point's value so that it never reaches 0. A point with a NaN
 * mean (no valid launch) is never drawn, an unknown CI draws no bar, and an unknown prediction no dashed point.
 * The x axis is the same in every panel of a figure; each panel scales its time axis to its own ops. The
 * {@code build...} methods return the XChart models, so that tests check the plotted numbers rather than pixels.
 */
public final class CollectiveCharts {

    static final String RANKS_AXIS_TITLE = "P (ranks)";
    static final String SIZE_AXIS_TITLE = "message size per rank (bytes)";
    static final String TIME_AXIS_TITLE = "time (us)";
    /** The time axis of a P panel turns logarithmic when its largest value is more than this times its smallest. */
    static final double LOG_SPAN = 20;
    /**
     * The P axis runs this many ranks, or {@link #RANKS_MARGIN_FRACTION} of its span if more, beyond the smallest
     * and the largest P, keeping markers off the border.
     */
    private static final double RANKS_MARGIN = 0.5;

    private static final double RANKS_MARGIN_FRACTION = 0.03;
    /** Tick labels of the P axis: whole ranks. */
    static final String RANKS_PATTERN = "0";
    /** Tick labels of a linear time axis. */
    static final String LINEAR_TIME_PATTERN = "0.###";
    /** Room above the highest time (bar included) on a linear axis, as a fraction of it. */
    static final double LINEAR_HEADROOM = 0.05;
    /** A log time axis runs from the lowest time (bar included) / this to the highest x this. */
    static final double LOG_MARGIN_FACTOR = 1.25;
    /** The size axis runs from the smallest size / this to the largest x this, as in the other size charts. */
    private static final double X_MARGIN_FACTOR = 1.25;

    /** The legend entry of the predictions drawn in their op's colour. */
    static final String OWN_PREDICTION = "LogP, dashed in each op's colour";

    private CollectiveCharts() {}

    // ---------------------------------------------------------------- time against P

    /**
     * Time against P: per op its rows at the smallest n_bytes it was measured at, the measured mean with CI bars
     * ("bcast 8 B"; "barrier", which moves no data) and, with a model, the prediction at the same (op, n, P)
     * ("LogP: bcast (binomial tree)"), in its family's panel. A panel's time axis is linear from 0 unless its
     * values span more than {@link #LOG_SPAN}, then logarithmic. An op measured at one P only is a lone marker.
     *
     * @param rows  collectives.csv, in any order; (op, n_bytes, p) distinct
     * @param model the costs to predict with; null for the measurements alone
     * @param title the figure's title; null or blank for none
     * @throws IllegalArgumentException when no row has a mean to plot, or an (op, n_bytes, p) appears twice
     */
    static CollectiveFigure buildVsRanks(List<CollectiveMean> rows, CollectiveModel model, String title) {
        List<CollectiveMean> known = known(rows);
        if (known.isEmpty()) throw new IllegalArgumentException("no collective with a measured mean to plot");
        Map<CollectiveOp, List<CollectiveMean>> curves = new EnumMap<>(CollectiveOp.class);
        for (CollectiveOp op : ops(known)) {
            int smallest = known.stream()
                    .filter(r -> r.op() == op)
                    .mapToInt(CollectiveMean::nBytes)
                    .min()
                    .orElseThrow();
            // Points without a valid launch stay in the curve: their prediction is still drawn.
            curves.put(
                    op,
                    sortedBy(
                            rows.stream()
                                    .filter(r -> r.op() == op && r.nBytes() == smallest)
                                    .toList(),
                            CollectiveMean::p));
        }
        int pMin = curves.values().stream()
                .flatMap(List::stream)
                .mapToInt(CollectiveMean::p)
                .min()
                .orElseThrow();
        int pMax = curves.values().stream()
                .flatMap(List::stream)
                .mapToInt(CollectiveMean::p)
                .max()
                .orElseThrow();
        // A lone P gets a whole rank either side: XChart draws no tick at all on a range narrower than one.
        double margin = pMin == pMax ? 1 : Math.max(RANKS_MARGIN, RANKS_MARGIN_FRACTION * (pMax - pMin));

        Map<CollectiveFamily, XYChart> panels = new EnumMap<>(CollectiveFamily.class);
        Map<CollectiveFamily, Map<CollectiveOp, List<CollectiveMean>>> families = byFamily(curves);
        int[] size = CollectiveFigure.panelSize(families.size());
        for (Map.Entry<CollectiveFamily, Map<CollectiveOp, List<CollectiveMean>>> f : families.entrySet()) {
            Map<CollectiveOp, List<CollectiveMean>> mine = f.getValue();
            // The axis is chosen on every value it has to show, predictions included.
            List<Double> values = new ArrayList<>();
            mine.values().forEach(c -> c.forEach(r -> values.add(r.meanUs())));
            if (model != null) {
                mine.values()
                        .forEach(
                                c -> c.forEach(r -> values.add(CollectivePanel.predict(model, r.op(), r.nBytes(), r.p())
                                        .us())));
            }
            boolean log = spansMoreThan(values, LOG_SPAN);

            XYChart chart = panel(f.getKey(), RANKS_AXIS_TITLE, size);
            AxisKind.of(chart, AxisKind.COUNT, AxisKind.VALUE);
            chart.getStyler().setYAxisLogarithmic(log);
            // XChart's own labels of a linear axis below 1 drop the leading zero (".08").
            if (!log) chart.getStyler().setYAxisDecimalPattern(LINEAR_TIME_PATTERN);
            chart.getStyler().setXAxisMin(pMin - margin);
            chart.getStyler().setXAxisMax(pMax + margin);
            AxisLabels.giveTicks(chart, true, rankTicks(pMin, pMax));
            CollectivePanel.addCurves(
                    chart,
                    mine,
                    op -> ranksSeriesName(op, mine.get(op).get(0).nBytes()),
                    CollectiveMean::p,
                    model,
                    log);
            CollectivePanel.setTimeRange(chart, log);
            panels.put(f.getKey(), chart);
        }
        return new CollectiveFigure(title, panels);
    }

    /**
     * Builds {@link #buildVsRanks} and writes it as PNG and SVG, when the rows hold two values of P or more: against
     * a single P every curve is a lone point, which the chart against size shows better.
     *
     * @return the files written, PNG first; empty, and nothing written, for a run at one P
     */
    public static List<Path> renderVsRanks(List<CollectiveMean> rows, CollectiveModel model, String title, Path png)
            throws IOException {
        return renderVsRanks(rows, model, title, png, Style.SCREEN);
    }

    /** As {@link #renderVsRanks(List, CollectiveModel, String, Path)}, in the files of the style. */
    public static List<Path> renderVsRanks(
            List<CollectiveMean> rows, CollectiveModel model, String title, Path png, Style style) throws IOException {
        if (rankCount(rows) < 2) return List.of();
        return ChartFiles.write(buildVsRanks(rows, model, title).grid(), png, style);
    }

    /** Whole ranks from the smallest P to the largest, every one or every few, at most eight labels. */
    static List<LogTicks.Tick> rankTicks(int pMin, int pMax) {
        int step = 1;
        while ((pMax - pMin) / step + 1 > LogTicks.MAX_LABELS) step++;
        List<LogTicks.Tick> ticks = new ArrayList<>();
        for (int p = pMin; p <= pMax; p += step) ticks.add(new LogTicks.Tick(p, Integer.toString(p), ""));
        return ticks;
    }

    /** The distinct values of P among the rows with a measured mean. */
    static long rankCount(List<CollectiveMean> rows) {
        return known(rows).stream().mapToInt(CollectiveMean::p).distinct().count();
    }

    /**
     * A family's panel: its title, the house fonts, and the legend below the plot rather than beside it, where it
     * took some 40% of the width.
     */
    private static XYChart panel(CollectiveFamily family, String xAxisTitle, int[] size) {
        XYChart chart = ChartStyle.newChart(family.title(), xAxisTitle, TIME_AXIS_TITLE, size[0], size[1]);
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.OutsideS);
        return chart;
    }

    // ---------------------------------------------------------------- time against n

    /**
     * Time against size per rank at the largest P of the rows, both axes logarithmic: every sized op with at least
     * two sizes > 0 there (the largest P where any op has), its measured mean with CI bars ("bcast") and, with a
     * model, the prediction at the same points ("LogP: bcast (binomial tree)"), in its family's panel.
     *
     * @param rows  collectives.csv, in any order; (op, n_bytes, p) distinct
     * @param model the costs to predict with; null for the measurements alone
     * @param title the figure's title, to which " (P = ...)" is added; null or blank for none
     * @return the figure, or empty when no op has two sizes to draw a curve through
     * @throws IllegalArgumentException when an (op, n_bytes, p) appears twice
     */
    static Optional<CollectiveFigure> buildVsSize(List<CollectiveMean> rows, CollectiveModel model, String title) {
        List<CollectiveMean> known = known(rows);
        // The largest P at which some op has a curve: oversubscribed runs often have no valid launch at the largest.
        int pMax = 0;
        Map<CollectiveOp, List<CollectiveMean>> curves = new EnumMap<>(CollectiveOp.class);
        List<Integer> ps = known.stream()
                .map(CollectiveMean::p)
                .distinct()
                .sorted(Comparator.reverseOrder())
                .toList();
        for (int p : ps) {
            for (CollectiveOp op : ops(known)) {
                if (!op.sized()) continue;
                List<CollectiveMean> curve = sortedBy(
                        known.stream()
                                .filter(r -> r.op() == op && r.p() == p && r.nBytes() > 0 && r.meanUs() > 0)
                                .toList(),
                        CollectiveMean::nBytes);
                if (curve.size() >= 2) curves.put(op, curve);
            }
            if (!curves.isEmpty()) {
                pMax = p;
                break;
            }
        }
        if (curves.isEmpty()) return Optional.empty();

        int nMin =
                curves.values().stream().mapToInt(c -> c.get(0).nBytes()).min().orElseThrow();
        int nMax = curves.values().stream()
                .mapToInt(c -> c.get(c.size() - 1).nBytes())
                .max()
                .orElseThrow();
        Map<CollectiveFamily, XYChart> panels = new EnumMap<>(CollectiveFamily.class);
        Map<CollectiveFamily, Map<CollectiveOp, List<CollectiveMean>>> families = byFamily(curves);
        int[] size = CollectiveFigure.panelSize(families.size());
        for (Map.Entry<CollectiveFamily, Map<CollectiveOp, List<CollectiveMean>>> f : families.entrySet()) {
            XYChart chart = panel(f.getKey(), SIZE_AXIS_TITLE, size);
            AxisKind.of(chart, AxisKind.BYTES, AxisKind.VALUE);
            chart.getStyler().setXAxisLogarithmic(true);
            chart.getStyler().setYAxisLogarithmic(true);
            double xMax = nMax * X_MARGIN_FACTOR;
            chart.getStyler().setXAxisMin(LogAxes.lowerEnd(nMin / X_MARGIN_FACTOR, xMax));
            chart.getStyler().setXAxisMax(xMax);
            CollectivePanel.addCurves(
                    chart, f.getValue(), CollectiveCharts::sizeSeriesName, CollectiveMean::nBytes, model, true);
            CollectivePanel.setTimeRange(chart, true);
            panels.put(f.getKey(), chart);
        }
        String figureTitle = title == null || title.isBlank() ? title : title + " (P = " + pMax + ")";
        return Optional.of(new CollectiveFigure(figureTitle, panels));
    }

    /**
     * Builds {@link #buildVsSize} and writes it as PNG and SVG.
     *
     * @return the files written, PNG first; empty, and nothing written, when no op has two sizes at the largest P
     */
    public static List<Path> renderVsSize(List<CollectiveMean> rows, CollectiveModel model, String title, Path png)
            throws IOException {
        return renderVsSize(rows, model, title, png, Style.SCREEN);
    }

    /** As {@link #renderVsSize(List, CollectiveModel, String, Path)}, in the files of the style. */
    public static List<Path> renderVsSize(
            List<CollectiveMean> rows, CollectiveModel model, String title, Path png, Style style) throws IOException {
        Optional<CollectiveFigure> figure = buildVsSize(rows, model, title);
        return figure.isPresent() ? ChartFiles.write(figure.get().grid(), png, style) : List.of();
    }

    // ---------------------------------------------------------------- names

    /** "bcast 8 B", or the bare label of an op that moves no data ("barrier"). */
    static String ranksSeriesName(CollectiveOp op, int nBytes) {
        return op.sized() ? op.label() + " " + nBytes + " B" : op.label();
    }

    /** "bcast": the figure's title gives P. */
    static String sizeSeriesName(CollectiveOp op) {
        return op.label();
    }

    // ---------------------------------------------------------------- helpers

    /** The curves grouped by family, families and ops each in panel order. */
    private static Map<CollectiveFamily, Map<CollectiveOp, List<CollectiveMean>>> byFamily(
            Map<CollectiveOp, List<CollectiveMean>> curves) {
        Map<CollectiveFamily, Map<CollectiveOp, List<CollectiveMean>>> families = new EnumMap<>(CollectiveFamily.class);
        for (CollectiveFamily family : CollectiveFamily.values()) {
            Map<CollectiveOp, List<CollectiveMean>> mine = new LinkedHashMap<>();
            for (CollectiveOp op : family.ops()) if (curves.containsKey(op)) mine.put(op, curves.get(op));
            if (!mine.isEmpty()) families.put(family, mine);
        }
        return families;
    }

    /** The rows with a finite mean, after checking that no (op, n_bytes, p) appears twice. */
    private static List<CollectiveMean> known(List<CollectiveMean> rows) {
        Objects.requireNonNull(rows, "rows");
        Set<String> seen = new HashSet<>();
        List<CollectiveMean> known = new ArrayList<>();
        for (CollectiveMean r : rows) {
            Objects.requireNonNull(r, "a collectives row is null");
            String key = String.format(Locale.ROOT, "%s n_bytes = %d, p = %d", r.op().label(), r.nBytes(), r.p());
            // Two rows for one point usually mean two runs were concatenated into one table.
            if (!seen.add(key)) throw new IllegalArgumentException("two collectives rows for " + key);
            if (Double.isFinite(r.meanUs())) known.add(r);
        }
        return known;
    }

    /** The ops with a known mean, in {@link CollectiveOp} order. */
    private static List<CollectiveOp> ops(List<CollectiveMean> known) {
        return known.stream().map(CollectiveMean::op).distinct().sorted().toList();
    }

    private static List<CollectiveMean> sortedBy(List<CollectiveMean> rows, ToIntFunction<CollectiveMean> key) {
        return rows.stream().sorted(Comparator.comparingInt(key)).toList();
    }

    /** Whether the finite values > 0 reach from their smallest to more than factor times it. */
    private static boolean spansMoreThan(List<Double> values, double factor) {
        double lo = values.stream()
                .filter(v -> Double.isFinite(v) && v > 0)
                .mapToDouble(Double::doubleValue)
                .min()
                .orElse(Double.NaN);
        double hi = values.stream()
                .filter(v -> Double.isFinite(v) && v > 0)
                .mapToDouble(Double::doubleValue)
                .max()
                .orElse(Double.NaN);
        return hi > factor * lo;
    }
}
