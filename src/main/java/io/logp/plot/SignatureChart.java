package io.logp.plot;

import io.logp.data.Estimate;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.fit.CurveFit;
import io.logp.fit.LogpParameters;
import io.logp.presentation.ChartOptions.Style;
import io.logp.presentation.NumberText;
import java.awt.BasicStroke;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * A message-cost signature drawn as in Figures 4 and 5 of Culler et al., "Assessing Fast Network Interfaces":
 * average cost per message versus the number of messages issued M (log axis), one curve per delay D with its 95%
 * confidence interval as error bars.
 *
 * <p>With a fit, the chart also shows what the fit read off the curves: the fitted o_s and g as dashed horizontal
 * lines, and the three regimes of the D = 0 curve (send-only, transition, steady state), bounded by dotted
 * vertical lines at the last send-only M ({@link LogpParameters#sendOnlyMaxM()}) and at the first M of the D = 0
 * steady part ({@link CurveFit#fromM()}).
 *
 * <p>{@link #build} returns the XChart model so that tests can check the plotted numbers without comparing PNG
 * bytes, which differ between operating systems and fonts; {@link #save} writes the files.
 */
public final class SignatureChart {

    static final String X_AXIS_TITLE = "messages issued, M";
    static final String Y_AXIS_TITLE = "message cost (µs)";
    /** Series name of the markers where an error bar reaches beyond the top of the axis and is cut. */
    static final String CUT_BARS = "CI cut at the top";
    /** Added to the legend of a curve the fit found still rising at its largest M. */
    static final String NO_PLATEAU = " (no plateau)";
    /** An error bar may reach this far above the highest curve before it is cut, so that it cannot rule the range. */
    static final double OUTSIZE_FACTOR = 1.3;
    /** Series name of the dotted line at the last M of the send-only regime. */
    static final String SEND_ONLY_END = "end of send-only";
    /** Series name of the dotted line at the first M of the D = 0 steady state. */
    static final String STEADY_START = "start of steady state";

    /**
     * Room above the highest error bar, as a fraction of it: the names written over the highest curve and, above
     * them, the regime names sit there clear of the data.
     */
    static final double HEADROOM = 0.25;

    private static final double HEADROOM_FACTOR = 1 + HEADROOM;
    /** The M axis runs from min M / this to max M * this: about a tenth of a decade either side. */
    static final double X_MARGIN_FACTOR = 1.25;
    /**
     * The least left margin when the send-only regime ends at the first M: its stretch is the margin alone, and at
     * 1.25 it was narrower than its name written upwards on a paper column (issue 48: signature_64B had no name for
     * it); wider when the M axis spans more decades ({@link #leftMargin}).
     */
    static final double SEND_ONLY_MARGIN_FACTOR = 1.6;

    private SignatureChart() {}

    /** The chart of the small-message signature, the curves at {@link Signature#smallestNBytes()}. */
    public static XYChart build(Signature signature, LogpParameters fitOrNull, String title) {
        requireNonEmpty(signature);
        return build(signature, signature.smallestNBytes(), fitOrNull, title);
    }

    /**
     * The chart of the signature curves for one payload size.
     *
     * @param signature the measured points; must hold at least one point with this payload size
     * @param nBytes    payload size whose curves are drawn
     * @param fitOrNull parameters fitted from these very curves (its nBytes must equal nBytes), or null to draw the
     *                  measurements alone
     * @param title     chart title; null or blank for none, as a paper figure takes its title from the caption
     * @throws IllegalArgumentException if the signature is empty, has no point of nBytes, or the fit is for another
     *                                  payload size
     */
    public static XYChart build(Signature signature, int nBytes, LogpParameters fitOrNull, String title) {
        return build(signature, nBytes, fitOrNull, title, Style.SCREEN);
    }

    /**
     * The chart for one payload size, laid out for a style: the regime names are spaced by their width at that
     * style's text size.
     */
    public static XYChart build(Signature signature, int nBytes, LogpParameters fitOrNull, String title, Style style) {
        requireNonEmpty(signature);
        // As the fitter groups them: a program that calibrates its wait per point writes each point's own D.
        Map<Double, List<SignaturePoint>> curves = io.logp.fit.DelayCurves.of(signature, nBytes);
        if (curves.isEmpty()) {
            throw new IllegalArgumentException(String.format(
                    Locale.ROOT,
                    "signature has no points with n_bytes = %d; it has n_bytes %s",
                    nBytes,
                    payloadSizes(signature)));
        }
        if (fitOrNull != null && fitOrNull.nBytes() != nBytes) {
            throw new IllegalArgumentException(String.format(
                    Locale.ROOT,
                    "fit is for n_bytes = %d but the chart is for n_bytes = %d; pass no fit to draw these curves",
                    fitOrNull.nBytes(),
                    nBytes));
        }
        List<SignaturePoint> points =
                curves.values().stream().flatMap(List::stream).toList();
        double minM = points.stream().mapToInt(SignaturePoint::m).min().orElseThrow();
        double maxM = points.stream().mapToInt(SignaturePoint::m).max().orElseThrow();
        double top = topUs(points, fitOrNull);
        double yMax = HEADROOM_FACTOR * top;

        XYChart chart = ChartStyle.newChart(title, X_AXIS_TITLE, Y_AXIS_TITLE);
        AxisKind.of(chart, AxisKind.COUNT, AxisKind.VALUE);
        chart.getStyler().setXAxisLogarithmic(true);
        // Costs are compared with o_s and g by eye, which only works against a zero baseline.
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(yMax);
        // A little room either side of the M range keeps the first and last markers off the plot border.
        double axisMin = minM / leftMargin(fitOrNull, minM, maxM, style);
        chart.getStyler().setXAxisMin(axisMin);
        chart.getStyler().setXAxisMax(maxM * X_MARGIN_FACTOR);
        List<DelayCurve> drawn = addCurves(chart, curves, fitOrNull, top);
        List<PlotLabels.Wanted> labels = new ArrayList<>();
        List<XYSeries> references = new ArrayList<>();
        if (fitOrNull != null) {
            addReference(chart, "o_s", fitOrNull.oS(), minM, maxM, ChartStyle.DASHED, top)
                    .ifPresent(references::add);
            addReference(chart, "g", fitOrNull.g(), minM, maxM, ChartStyle.DASH_DOTTED, top)
                    .ifPresent(references::add);
            labels.addAll(SignatureLabels.of(fitOrNull, minM, maxM, top));
            labels.addAll(addRegimes(chart, fitOrNull, axisMin, minM, maxM, yMax));
        }
        PlotLabels.set(chart, labels);
        if (style.forPaper()) compactLegend(references, drawn);
        // Below the plot in every style: in a corner it took the top band where the regimes are named (the screen's
        // "send-only" had no room left), and it was inside in one variant and below in the next (issue 48).
        LegendPlacement.keepBelow(chart);
        return chart;
    }

    /**
     * The legend of a paper chart, short enough for one row under a column's plot: the delays alone ("D = 0", "3.8",
     * ..., "30 µs"), since o_s and g are named on the plot itself.
     */
    private static void compactLegend(List<XYSeries> references, List<DelayCurve> curves) {
        for (XYSeries s : references) s.setShowInLegend(false);
        for (int i = 0; i < curves.size(); i++) {
            DelayCurve c = curves.get(i);
            String number = LogTicks.plain(new java.math.BigDecimal(c.delayUs())
                    .round(new java.math.MathContext(3))
                    .doubleValue());
            String label = (i == 0 ? "D = " : "") + number + (i == curves.size() - 1 ? " µs" : "");
            c.series().setLabel(c.noPlateau() ? label + NO_PLATEAU : label);
        }
    }

    /** A drawn curve with the delay it was measured at: the legend is written from the number, never its name. */
    record DelayCurve(XYSeries series, double delayUs, boolean noPlateau) {}

    /** Builds the small-message chart and writes it as PNG and SVG; returns the files written, PNG first. */
    public static List<Path> render(Signature signature, LogpParameters fitOrNull, String title, Path path)
            throws IOException {
        return render(signature, fitOrNull, title, path, Style.SCREEN);
    }

    /** Builds the small-message chart for a style and writes it in that style's files; returns them, PNG first. */
    public static List<Path> render(Signature signature, LogpParameters fitOrNull, String title, Path path, Style style)
            throws IOException {
        requireNonEmpty(signature);
        return save(build(signature, signature.smallestNBytes(), fitOrNull, title, style), path, style);
    }

    /**
     * Writes the chart as PNG and, next to it, as SVG.
     *
     * @param path the PNG file, with or without its ".png"; the SVG gets the same name ending in ".svg"
     * @return the files written, PNG first
     */
    public static List<Path> save(XYChart chart, Path path) throws IOException {
        return save(chart, path, Style.SCREEN);
    }

    /** Writes the chart in the files of the style; returns them, PNG first. */
    public static List<Path> save(XYChart chart, Path path, Style style) throws IOException {
        return ChartFiles.write(chart, path, style);
    }

    private static void requireNonEmpty(Signature signature) {
        Objects.requireNonNull(signature, "signature");
        if (signature.isEmpty()) throw new IllegalArgumentException("signature is empty: there is nothing to plot");
    }

    private static Set<Integer> payloadSizes(Signature signature) {
        Set<Integer> sizes = new TreeSet<>();
        signature.points().forEach(p -> sizes.add(p.nBytes()));
        return sizes;
    }

    /**
     * The top of the cost axis below its headroom: the highest error bar, but no more than {@link #OUTSIZE_FACTOR}
     * times the highest curve or fitted line, so that one noisy point cannot squash the curves (its bar is cut); 1 µs
     * for an all-zero plot.
     */
    static double topUs(List<SignaturePoint> points, LogpParameters fitOrNull) {
        double curves = 0;
        double bars = 0;
        for (SignaturePoint p : points) {
            curves = Math.max(curves, p.costUs());
            bars = Math.max(bars, p.costUs() + ci95OrZero(p));
        }
        // A fitted line counts when it lies near the data; one far above is left undrawn rather than squash the curves.
        double measured = curves;
        if (fitOrNull != null) {
            for (Estimate e : List.of(fitOrNull.oS(), fitOrNull.g()))
                if (e.isKnown() && (measured == 0 || e.value() <= OUTSIZE_FACTOR * measured))
                    curves = Math.max(curves, e.value());
        }
        double top = Math.min(Math.max(bars, curves), OUTSIZE_FACTOR * curves);
        return top > 0 ? top : 1;
    }

    private static double ci95OrZero(SignaturePoint p) {
        return p.hasCi() ? p.ci95Us() : 0;
    }

    private static List<DelayCurve> addCurves(
            XYChart chart, Map<Double, List<SignaturePoint>> curves, LogpParameters fitOrNull, double top) {
        List<DelayCurve> drawn = new ArrayList<>();
        Set<String> names = new HashSet<>();
        List<double[]> cut = new ArrayList<>();
        int index = 0;
        for (Map.Entry<Double, List<SignaturePoint>> curve : curves.entrySet()) {
            List<SignaturePoint> points = curve.getValue();
            double[] m = new double[points.size()];
            double[] cost = new double[points.size()];
            double[] ci = new double[points.size()];
            for (int i = 0; i < points.size(); i++) {
                m[i] = points.get(i).m();
                cost[i] = points.get(i).costUs();
                ci[i] = ci95OrZero(points.get(i));
                // Cut at the top of the axis, marked there: the number is in signature.csv.
                if (cost[i] + ci[i] > top) {
                    ci[i] = Math.max(0, top - cost[i]);
                    cut.add(new double[] {m[i], top});
                }
            }
            String name = delayName(curve.getKey(), names);
            boolean noPlateau = fitOrNull != null && !reachedPlateau(fitOrNull, curve.getKey(), points);
            if (noPlateau) name += NO_PLATEAU;
            XYSeries series = chart.addSeries(name, m, cost, ci);
            ChartStyle.styleCurve(series, index++);
            drawn.add(new DelayCurve(series, curve.getKey(), noPlateau));
        }
        if (!cut.isEmpty()) {
            XYSeries marks = chart.addSeries(
                    CUT_BARS,
                    cut.stream().mapToDouble(c -> c[0]).toArray(),
                    cut.stream().mapToDouble(c -> c[1]).toArray());
            ChartStyle.styleCutMarks(marks);
        }
        return drawn;
    }

    /**
     * Whether the curve of this D shows its plateau: the fit found it steady, and its last point has come to the
     * steady level. The cost is the issue time over M, so the send-only start weighs on it long after the issue rate
     * is steady: a simulated Paragon's D = 0 curve ended at 6.7 us under its fitted g of 7.6 us (the plateau comes
     * at larger M). A curve the fit did not look at counts as steady.
     */
    static boolean reachedPlateau(LogpParameters fit, double delayUs, List<SignaturePoint> points) {
        List<CurveFit> fits = fit.curves().stream()
                .filter(c -> Math.abs(c.delayUs() - delayUs) <= 1e-9 * Math.max(1, Math.abs(delayUs)))
                .toList();
        if (!fits.stream().allMatch(CurveFit::converged)) return false;
        if (points.isEmpty()) return true;
        SignaturePoint last = points.get(points.size() - 1);
        for (CurveFit f : fits) {
            Estimate steady = f.steady();
            if (!steady.isKnown()) continue;
            double spread = 3 * (ciOrZero(steady.ci95()) + ciOrZero(last.ci95Us()));
            if (last.costUs() < steady.value() - Math.max(spread, PLATEAU_SHORTFALL * steady.value())) return false;
        }
        return true;
    }

    /** How far (as a fraction of the level) a last point may stay under its steady level and still show it. */
    static final double PLATEAU_SHORTFALL = 0.05;

    private static double ciOrZero(double ci) {
        return Double.isFinite(ci) ? ci : 0;
    }

    /**
     * "D = 0.50 us"; if two delays round to the same text (XChart rejects a repeated series name), the later one
     * is written in full instead.
     */
    static String delayName(double delayUs, Set<String> taken) {
        String name = "D = " + NumberText.plain(delayUs) + " µs";
        if (!taken.add(name)) {
            name = String.format(Locale.ROOT, "D = %s µs", Double.toString(delayUs));
            taken.add(name);
        }
        return name;
    }

    private static java.util.Optional<XYSeries> addReference(
            XYChart chart, String symbol, Estimate value, double minM, double maxM, BasicStroke dashes, double top) {
        if (!value.isKnown() || value.value() > top) return java.util.Optional.empty();
        String name = symbol + " = " + NumberText.withCi(value.value(), value.ci95(), "µs");
        XYSeries series = chart.addSeries(name, new double[] {minM, maxM}, new double[] {value.value(), value.value()});
        ChartStyle.styleReference(series, dashes);
        return java.util.Optional.of(series);
    }

    /** The regime boundaries as dotted lines, and the regimes' names to write along the top. */
    private static List<PlotLabels.Wanted> addRegimes(
            XYChart chart, LogpParameters fit, double axisMin, double minM, double maxM, double yMax) {
        int sendOnlyEnd = inRange(fit.sendOnlyMaxM(), minM, maxM);
        int steadyStart = inRange(steadyStartAtZeroDelay(fit), minM, maxM);
        if (sendOnlyEnd > 0) addBoundary(chart, SEND_ONLY_END, sendOnlyEnd, yMax);
        if (steadyStart > 0) addBoundary(chart, STEADY_START, steadyStart, yMax);
        List<PlotLabels.Wanted> names = new ArrayList<>();
        // Each name within its stretch of the axis, the boundaries and the axis ends.
        double axisMax = maxM * X_MARGIN_FACTOR;
        for (RegimeLabels.RegimeLabel label : RegimeLabels.wanted(minM, maxM, sendOnlyEnd, steadyStart)) {
            double from =
                    switch (label.text()) {
                        case "send-only" -> axisMin;
                        case "transition" -> sendOnlyEnd;
                        default -> Math.max(steadyStart, sendOnlyEnd);
                    };
            double to =
                    switch (label.text()) {
                        case "send-only" -> sendOnlyEnd;
                        case "transition" -> steadyStart;
                        default -> axisMax;
                    };
            names.add(new PlotLabels.Wanted(label.text(), label.m(), yMax, PlotLabels.Kind.TOP, from, to));
        }
        return names;
    }

    /**
     * How far the M axis reaches below the first M, as a factor: when the send-only regime ends there, far enough for
     * its name written upwards (a text's height and three gaps, about four characters' widths of the style).
     */
    private static double leftMargin(LogpParameters fitOrNull, double minM, double maxM, Style style) {
        boolean sendOnlyAtFirstM = fitOrNull != null && fitOrNull.sendOnlyMaxM() == minM;
        if (!sendOnlyAtFirstM) return X_MARGIN_FACTOR;
        double textFactor =
                switch (style) {
                    case PAPER -> RegimeLabels.PAPER_TEXT_FACTOR;
                    case PAPER_WIDE -> RegimeLabels.PAPER_TEXT_FACTOR / 2;
                    case SCREEN -> 1;
                };
        double share = SEND_ONLY_NAME_CHARS * RegimeLabels.CHAR_WIDTH_FRACTION * textFactor;
        double rest = Math.log(maxM / minM * X_MARGIN_FACTOR);
        return Math.max(SEND_ONLY_MARGIN_FACTOR, Math.exp(share * rest / (1 - share)));
    }

    /** The send-only stretch left of the first M, in characters of the regime names' width: their height and gaps. */
    private static final double SEND_ONLY_NAME_CHARS = 4.5;

    /** First M of the gap curve's steady part (D = 0, or the lowest delay standing for it), or 0 without curves. */
    private static int steadyStartAtZeroDelay(LogpParameters fit) {
        return fit.curves().stream().mapToInt(CurveFit::fromM).findFirst().orElse(0);
    }

    /** The M itself if it lies on the plotted M range, else 0: a boundary off the axis would distort its range. */
    private static int inRange(int m, double minM, double maxM) {
        return m >= minM && m <= maxM ? m : 0;
    }

    private static void addBoundary(XYChart chart, String name, int m, double yMax) {
        XYSeries series = chart.addSeries(name, new double[] {m, m}, new double[] {0, yMax});
        ChartStyle.styleBoundary(series);
    }
}
