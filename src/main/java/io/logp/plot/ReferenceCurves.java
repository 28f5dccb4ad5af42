package io.logp.plot;

import io.logp.data.ForeignResult;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.data.ReferenceSeries.Measure;
import io.logp.data.RttPoint;
import io.logp.fit.TransferTimeFit;
import io.logp.fit.TransferTimeRegimes;
import io.logp.presentation.ChartOptions.Style;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * Other suites' curves beside a run's own: the bulk time chart gets their round trips, the ping-pong size chart their
 * one-way times. Each is a reference curve (dashed, its own marker colour), named with tool and test and what was
 * converted: a one-way time doubled to a round trip that carries n bytes both ways, Netgauge's PRTT(1,0,s) as it is.
 * Stream and bidirectional bandwidth tables give no time of a lone message and are left out of both.
 */
public final class ReferenceCurves {

    /** One curve: its legend name and points. */
    public record Curve(String name, double[] nBytes, double[] timeUs) {}

    private ReferenceCurves() {}

    /** Round trips: 2 t(n) of ping-pong tables (same size both ways), Netgauge's PRTT(1,0,s). */
    public static List<Curve> roundTrips(List<ForeignResult> results) {
        List<Curve> curves = new ArrayList<>();
        for (ForeignResult r : results) {
            switch (r) {
                case ReferenceSeries s
                when s.measure() == Measure.ONE_WAY ->
                    curves.add(curve(s.label() + ": 2 x one-way, n bytes both ways", s, 2));
                case NetgaugeLogGp g -> {
                    List<NetgaugeLogGp.Row> rows = g.rows();
                    double[] x = new double[rows.size()];
                    double[] y = new double[rows.size()];
                    for (int i = 0; i < rows.size(); i++) {
                        x[i] = rows.get(i).nBytes();
                        y[i] = rows.get(i).prtt1Us();
                    }
                    curves.add(new Curve(g.label() + ": PRTT(1,0,s), s bytes both ways", x, y));
                }
                default -> {}
            }
        }
        return curves;
    }

    /** One-way times of ping-pong tables (osu_latency, IMB PingPong and PingPing, NetPIPE). */
    public static List<Curve> oneWay(List<ForeignResult> results) {
        List<Curve> curves = new ArrayList<>();
        for (ForeignResult r : results) {
            if (r instanceof ReferenceSeries s
                    && (s.measure() == Measure.ONE_WAY || s.measure() == Measure.ONE_WAY_BOTH_SENDING)) {
                curves.add(curve(s.label(), s, 1));
            }
        }
        return curves;
    }

    /** The run's T(n) chart with the reference round trips. */
    public static XYChart timeChart(
            List<RttPoint> times, TransferTimeRegimes regimes, String title, List<Curve> references) {
        XYChart chart = BulkCharts.timeChart(times, regimes, title);
        addTo(chart, references);
        return chart;
    }

    /** The ping-pong size chart with the reference one-way times. */
    public static XYChart pingPongChart(
            int[] nBytes, double[] timeUs, double[] ci95Us, TransferTimeFit fit, String title, List<Curve> references) {
        XYChart chart = TransferTimeChart.build(nBytes, timeUs, ci95Us, fit, title);
        addTo(chart, references);
        return chart;
    }

    public static List<Path> save(XYChart chart, Path png) throws IOException {
        return save(chart, png, Style.SCREEN);
    }

    /** Writes the chart in the files of the style. */
    public static List<Path> save(XYChart chart, Path png, Style style) throws IOException {
        return ChartFiles.write(chart, png, style);
    }

    static void addTo(XYChart chart, List<Curve> references) {
        int index = 1;
        for (Curve c : references) {
            XYSeries s = chart.addSeries(c.name(), c.nBytes(), c.timeUs());
            ChartStyle.styleCurve(s, index++);
            s.setLineStyle(ChartStyle.DASH_DOTTED);
        }
        // The axes around every curve, the references' too: their sizes and times may reach beyond the run's.
        double lo = Double.POSITIVE_INFINITY;
        double hi = 0;
        for (XYSeries s : chart.getSeriesMap().values())
            for (double x : s.getXData())
                if (x > 0) {
                    lo = Math.min(lo, x);
                    hi = Math.max(hi, x);
                }
        if (hi > 0) {
            chart.getStyler().setXAxisMin(Math.min(chart.getStyler().getXAxisMin(), lo / X_MARGIN_FACTOR));
            chart.getStyler().setXAxisMax(Math.max(chart.getStyler().getXAxisMax(), hi * X_MARGIN_FACTOR));
        }
        BulkCharts.setLogTimeRange(chart);
    }

    /** The size axis runs this factor beyond the smallest and largest size of any curve. */
    private static final double X_MARGIN_FACTOR = 1.25;

    /** The positive sizes of a table (logarithmic axes), times scaled by {@code factor}. */
    private static Curve curve(String name, ReferenceSeries s, double factor) {
        List<ReferenceSeries.Row> rows =
                s.rows().stream().filter(r -> r.nBytes() > 0 && r.timeUs() > 0).toList();
        double[] x = new double[rows.size()];
        double[] y = new double[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            x[i] = rows.get(i).nBytes();
            y[i] = factor * rows.get(i).timeUs();
        }
        return new Curve(name, x, y);
    }
}
