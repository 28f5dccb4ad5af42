package io.logp.plot;

import io.logp.data.Estimate;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.fit.CurveFit;
import io.logp.fit.LogpParameters;
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
import org.knowm.xchart.AnnotationText;
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
    static final String Y_AXIS_TITLE = "message cost (us)";
    /** Series name of the dotted line at the last M of the send-only regime. */
    static final String SEND_ONLY_END = "end of send-only";
    /** Series name of the dotted line at the first M of the D = 0 steady state. */
    static final String STEADY_START = "start of steady state";

    /** Room above the highest error bar, as a fraction of it, where the regime labels sit clear of the data. */
    static final double HEADROOM = 0.15;

    private static final double HEADROOM_FACTOR = 1 + HEADROOM;
    /** The M axis runs from min M / this to max M * this: about a tenth of a decade either side. */
    private static final double X_MARGIN_FACTOR = 1.25;

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
        double yMax = HEADROOM_FACTOR * highestUs(points, fitOrNull);

        XYChart chart = ChartStyle.newChart(title, X_AXIS_TITLE, Y_AXIS_TITLE);
        chart.getStyler().setXAxisLogarithmic(true);
        // Costs are compared with o_s and g by eye, which only works against a zero baseline.
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(yMax);
        // A little room either side of the M range keeps the first and last markers off the plot border.
        chart.getStyler().setXAxisMin(minM / X_MARGIN_FACTOR);
        chart.getStyler().setXAxisMax(maxM * X_MARGIN_FACTOR);
        addCurves(chart, curves);
        if (fitOrNull != null) {
            addReference(chart, "o_s", fitOrNull.oS(), minM, maxM, ChartStyle.DASHED);
            addReference(chart, "g", fitOrNull.g(), minM, maxM, ChartStyle.DASH_DOTTED);
            addRegimes(chart, fitOrNull, minM, maxM, yMax);
        }
        return chart;
    }

    /** Builds the small-message chart and writes it as PNG and SVG; returns the files written, PNG first. */
    public static List<Path> render(Signature signature, LogpParameters fitOrNull, String title, Path path)
            throws IOException {
        return save(build(signature, fitOrNull, title), path);
    }

    /**
     * Writes the chart as PNG and, next to it, as SVG.
     *
     * @param path the PNG file, with or without its ".png"; the SVG gets the same name ending in ".svg"
     * @return the files written, PNG first
     */
    public static List<Path> save(XYChart chart, Path path) throws IOException {
        return ChartFiles.writePngAndSvg(chart, path);
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

    /** The top of the data: highest error bar, or a fitted line if one lies higher; 1 us for an all-zero plot. */
    private static double highestUs(List<SignaturePoint> points, LogpParameters fitOrNull) {
        double top = 0;
        for (SignaturePoint p : points) top = Math.max(top, p.costUs() + ci95OrZero(p));
        if (fitOrNull != null) {
            if (fitOrNull.oS().isKnown()) top = Math.max(top, fitOrNull.oS().value());
            if (fitOrNull.g().isKnown()) top = Math.max(top, fitOrNull.g().value());
        }
        return top > 0 ? top : 1;
    }

    private static double ci95OrZero(SignaturePoint p) {
        return p.hasCi() ? p.ci95Us() : 0;
    }

    private static void addCurves(XYChart chart, Map<Double, List<SignaturePoint>> curves) {
        Set<String> names = new HashSet<>();
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
            }
            XYSeries series = chart.addSeries(delayName(curve.getKey(), names), m, cost, ci);
            ChartStyle.styleCurve(series, index++);
        }
    }

    /**
     * "D = 0.50 us"; if two delays round to the same text (XChart rejects a repeated series name), the later one
     * is written in full instead.
     */
    static String delayName(double delayUs, Set<String> taken) {
        String name = String.format(Locale.ROOT, "D = %.2f us", delayUs);
        if (!taken.add(name)) {
            name = String.format(Locale.ROOT, "D = %s us", Double.toString(delayUs));
            taken.add(name);
        }
        return name;
    }

    private static void addReference(
            XYChart chart, String symbol, Estimate value, double minM, double maxM, BasicStroke dashes) {
        if (!value.isKnown()) return;
        String name = String.format(Locale.ROOT, "%s = %.3f us", symbol, value.value());
        XYSeries series = chart.addSeries(name, new double[] {minM, maxM}, new double[] {value.value(), value.value()});
        ChartStyle.styleReference(series, dashes);
    }

    private static void addRegimes(XYChart chart, LogpParameters fit, double minM, double maxM, double yMax) {
        int sendOnlyEnd = inRange(fit.sendOnlyMaxM(), minM, maxM);
        int steadyStart = inRange(steadyStartAtZeroDelay(fit), minM, maxM);
        if (sendOnlyEnd > 0) addBoundary(chart, SEND_ONLY_END, sendOnlyEnd, yMax);
        if (steadyStart > 0) addBoundary(chart, STEADY_START, steadyStart, yMax);
        // Centred in the headroom: above every error bar, below the top of the plot.
        double labelY = yMax * (1 + HEADROOM / 2) / HEADROOM_FACTOR;
        for (RegimeLabel label : regimeLabels(minM, maxM, sendOnlyEnd, steadyStart)) {
            double y = labelY + (label.row() == 0 ? 1 : -1) * LABEL_ROW_OFFSET * yMax;
            chart.addAnnotation(new AnnotationText(label.text(), label.m(), y, false));
        }
    }

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

    /**
     * Where a label starts at the earliest, relative to the smallest M: the text is centred on its M, so a
     * send-only regime of a single point (common on shared memory, where replies are back after one or two issues)
     * would otherwise put half of its name outside the plot.
     */
    static final double LABEL_INSET = 1.4;

    /** A regime name and the M (centre of the text) where it is written. */
    record RegimeLabel(String text, double m, int row) {
        RegimeLabel(String text, double m) {
            this(text, m, 0);
        }
    }

    /** The width of a regime name as a fraction of the log M axis, at the chart's size and font. */
    static final double LABEL_WIDTH_FRACTION = 0.14;
    /** Half the distance between the two rows of regime names, as a fraction of the top of the data. */
    static final double LABEL_ROW_OFFSET = 0.035;

    /**
     * Where to write the regime names: each at the geometric centre of its stretch of the log M axis. The
     * boundaries sit on the last send-only M and the first steady M, so a regime exists only between boundaries
     * that are known (non-zero) and in order.
     *
     * @param sendOnlyEnd last M of the send-only regime, 0 if unknown
     * @param steadyStart first M of the steady state, 0 if unknown
     */
    static List<RegimeLabel> regimeLabels(double minM, double maxM, int sendOnlyEnd, int steadyStart) {
        List<RegimeLabel> labels = new ArrayList<>();
        if (sendOnlyEnd > 0) {
            labels.add(new RegimeLabel("send-only", Math.max(Math.sqrt(minM * sendOnlyEnd), LABEL_INSET * minM)));
        }
        if (sendOnlyEnd > 0 && steadyStart > sendOnlyEnd) {
            labels.add(new RegimeLabel("transition", Math.sqrt((double) sendOnlyEnd * steadyStart)));
        }
        if (steadyStart > 0) labels.add(new RegimeLabel("steady state", Math.sqrt(steadyStart * maxM)));
        return inRows(labels, Math.log(maxM / minM));
    }

    /** Moves a name to the second row when it would overlap the previous one in the first (narrow regimes). */
    private static List<RegimeLabel> inRows(List<RegimeLabel> labels, double logRange) {
        List<RegimeLabel> placed = new ArrayList<>();
        RegimeLabel lastInFirstRow = null;
        for (RegimeLabel label : labels) {
            boolean overlaps = lastInFirstRow != null
                    && Math.log(label.m() / lastInFirstRow.m()) < LABEL_WIDTH_FRACTION * logRange;
            RegimeLabel p = new RegimeLabel(label.text(), label.m(), overlaps ? 1 : 0);
            if (!overlaps) lastInFirstRow = p;
            placed.add(p);
        }
        return placed;
    }
}
