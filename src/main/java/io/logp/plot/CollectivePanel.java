package io.logp.plot;

import io.logp.data.CollectiveMean;
import io.logp.data.CollectiveOp;
import io.logp.fit.CollectiveAlgorithm;
import io.logp.fit.CollectiveModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * What one panel of a collectives figure draws: each op's measured curve with its CI bars in the op's colour, the
 * LogP model's predictions at the same points (coinciding ones once, {@link SharedPredictions}), and the time axis
 * around all of it. {@link CollectiveCharts} lays the panels out against P or against n.
 */
final class CollectivePanel {

    private CollectivePanel() {}

    /**
     * A panel's measured curves with their CI bars, then, with a model, the predictions at their points, each set
     * of coinciding ones once. Points a log time axis cannot show are left out; a prediction with no point left is
     * not drawn.
     */
    static void addCurves(
            XYChart chart,
            Map<CollectiveOp, List<CollectiveMean>> curves,
            Function<CollectiveOp, String> name,
            ToIntFunction<CollectiveMean> x,
            CollectiveModel model,
            boolean log) {
        List<SharedPredictions.Curve> predictions = new ArrayList<>();
        for (Map.Entry<CollectiveOp, List<CollectiveMean>> e : curves.entrySet()) {
            CollectiveOp op = e.getKey();
            List<double[]> measured = new ArrayList<>();
            List<double[]> predicted = new ArrayList<>();
            CollectiveAlgorithm algorithm = CollectiveModel.algorithm(op);
            for (CollectiveMean r : e.getValue()) {
                double mean = r.meanUs();
                if (Double.isFinite(mean) && (!log || mean > 0))
                    measured.add(new double[] {x.applyAsInt(r), mean, bar(r.halfWidthUs(), mean, log)});
                if (model == null) continue;
                CollectiveModel.Prediction p = predict(model, r.op(), r.nBytes(), r.p());
                if (p.isKnown() && (!log || p.us() > 0)) {
                    predicted.add(new double[] {x.applyAsInt(r), p.us()});
                    algorithm = p.algorithm();
                }
            }
            if (!measured.isEmpty()) {
                XYSeries series =
                        chart.addSeries(name.apply(op), column(measured, 0), column(measured, 1), column(measured, 2));
                ChartStyle.styleCurve(series, CollectiveFamily.colour(op));
            }
            if (!predicted.isEmpty())
                predictions.add(new SharedPredictions.Curve(op, algorithm, column(predicted, 0), column(predicted, 1)));
        }
        int shared = 0;
        boolean named = false;
        for (List<SharedPredictions.Curve> group : SharedPredictions.group(predictions)) {
            SharedPredictions.Curve first = group.get(0);
            XYSeries series = chart.addSeries(SharedPredictions.name(group), first.x(), first.y());
            if (group.size() > 1) ChartStyle.styleSharedPrediction(series, shared++);
            else {
                ChartStyle.stylePrediction(series, ChartStyle.color(CollectiveFamily.colour(first.op())));
                // One entry says what every op's own dashed line is; one entry per op doubled the legend.
                if (named) series.setShowInLegend(false);
                else series.setLabel(CollectiveCharts.OWN_PREDICTION);
                named = true;
            }
        }
    }

    /** The model's prediction, NaN below two ranks, where it has none. */
    static CollectiveModel.Prediction predict(CollectiveModel model, CollectiveOp op, int nBytes, int p) {
        if (p < 2 || nBytes < 0)
            return new CollectiveModel.Prediction(Double.NaN, CollectiveModel.algorithm(op), "P < 2 or n < 0");
        return model.predict(op, nBytes, p);
    }

    /** An error bar: 0 when the CI is unknown, on a log axis at most the fraction of the mean that keeps it above 0. */
    private static double bar(double halfWidthUs, double meanUs, boolean log) {
        if (!Double.isFinite(halfWidthUs) || halfWidthUs <= 0) return 0;
        return log ? Math.min(halfWidthUs, TransferTimeChart.MAX_BAR_FRACTION * meanUs) : halfWidthUs;
    }

    /**
     * The time axis around every plotted value and error bar, with room at the top so that no marker sits on the
     * border: from 0 (or a lower value) on a linear axis, a margin factor either side on a log axis.
     */
    static void setTimeRange(XYChart chart, boolean log) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (XYSeries s : chart.getSeriesMap().values()) {
            double[] y = s.getYData();
            double[] bars = s.getExtraValues();
            for (int i = 0; i < y.length; i++) {
                double bar = bars == null ? 0 : bars[i];
                // On a log axis a bar reaching towards zero is cut, not followed down by decades without data.
                if (!log || y[i] > 0) lo = Math.min(lo, log ? LogAxes.barBottom(y[i], bar) : y[i] - bar);
                hi = Math.max(hi, y[i] + bar);
            }
        }
        if (!(lo <= hi)) return;
        if (log) {
            double top = hi * CollectiveCharts.LOG_MARGIN_FACTOR;
            chart.getStyler().setYAxisMin(LogAxes.lowerEnd(lo / CollectiveCharts.LOG_MARGIN_FACTOR, top));
            chart.getStyler().setYAxisMax(top);
        } else {
            // A time is never below 0: a CI reaching under it is cut by the axis rather than stretch it down.
            double min = 0.0;
            chart.getStyler().setYAxisMin(min);
            chart.getStyler().setYAxisMax(hi > min ? hi + CollectiveCharts.LINEAR_HEADROOM * (hi - min) : min + 1);
        }
    }

    private static double[] column(List<double[]> rows, int c) {
        return rows.stream().mapToDouble(r -> r[c]).toArray();
    }
}
