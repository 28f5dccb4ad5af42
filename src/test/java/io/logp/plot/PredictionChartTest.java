package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.logp.data.CollectiveOp;
import io.logp.data.PredictedPoint;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;

/** predict's chart of one op against P: which series it draws, from which points (series data, not pixels). */
class PredictionChartTest {

    private static PredictedPoint point(int n, int p, double simgrid, double model, double measured, String variant) {
        return new PredictedPoint(CollectiveOp.BCAST, n, p, variant, simgrid, model, measured);
    }

    @Test
    void perSizeSimgridModelAndTheMeasuredPointsOnly() {
        List<PredictedPoint> points = List.of(
                point(8, 2, 0.14, 0.13, 0.19, PredictedPoint.CALIBRATED),
                point(8, 4, 0.28, 0.26, Double.NaN, PredictedPoint.CALIBRATED),
                point(8, 8, 0.55, 0.39, Double.NaN, PredictedPoint.CALIBRATED),
                point(4096, 2, 2.0, 2.0, Double.NaN, PredictedPoint.CALIBRATED),
                point(4096, 4, 4.0, 4.0, Double.NaN, PredictedPoint.CALIBRATED),
                // A what-if is not drawn.
                point(8, 2, 0.3, 0.3, Double.NaN, "o_s=x2"));
        XYChart chart = PredictionChart.build(points, CollectiveOp.BCAST, "bcast");
        assertEquals(
                List.of("SimGrid 8 B", "LogP model 8 B", "measured 8 B", "SimGrid 4096 B", "LogP model 4096 B"),
                List.copyOf(chart.getSeriesMap().keySet()));
        assertArrayEquals(
                new double[] {2, 4, 8}, chart.getSeriesMap().get("SimGrid 8 B").getXData(), 0);
        assertArrayEquals(
                new double[] {0.14, 0.28, 0.55},
                chart.getSeriesMap().get("SimGrid 8 B").getYData(),
                0);
        assertArrayEquals(
                new double[] {0.19}, chart.getSeriesMap().get("measured 8 B").getYData(), 0);
        assertNull(PredictionChart.build(points, CollectiveOp.ALLTOALL, "alltoall"));
        // Both axes reach beyond every value plotted (issue 48: the lowest marker was cut by the plot's edge).
        assertEquals(2 / PredictionChart.MARGIN_FACTOR, chart.getStyler().getXAxisMin(), 1e-12);
        assertEquals(8 * PredictionChart.MARGIN_FACTOR, chart.getStyler().getXAxisMax(), 1e-12);
        assertEquals(0.13 / PredictionChart.MARGIN_FACTOR, chart.getStyler().getYAxisMin(), 1e-12);
        assertEquals(4.0 * PredictionChart.MARGIN_FACTOR, chart.getStyler().getYAxisMax(), 1e-12);
    }
}
