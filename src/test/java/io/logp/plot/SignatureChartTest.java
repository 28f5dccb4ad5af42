package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.fit.LogpParameters;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/** Checks the numbers a signature chart plots, never its pixels (those differ by OS and font). */
class SignatureChartTest {

    private static final String[] CURVE_NAMES = {"D = 0 µs", "D = 2.00 µs", "D = 16.0 µs"};
    private static final String OS_LINE = "o_s = 1.400 ± 0.020 µs";
    private static final String G_LINE = "g = 7.600 ± 0.050 µs";

    private static XYChart textbookChart() {
        return SignatureChart.build(TextbookSignature.signature(), TextbookSignature.fit(), "textbook");
    }

    private static XYSeries series(XYChart chart, String name) {
        XYSeries series = chart.getSeriesMap().get(name);
        assertTrue(
                series != null,
                () -> "no series '" + name + "' among " + chart.getSeriesMap().keySet());
        return series;
    }

    @Test
    void drawsOneSeriesPerDelayWithTheExactPointsAndCis() {
        XYChart chart = textbookChart();
        double[] m = new double[TextbookSignature.M.length];
        for (int i = 0; i < m.length; i++) m[i] = TextbookSignature.M[i];
        for (int c = 0; c < CURVE_NAMES.length; c++) {
            double d = TextbookSignature.DELAYS_US[c];
            double[] cost = new double[m.length];
            double[] ci = new double[m.length];
            for (int i = 0; i < m.length; i++) {
                cost[i] = TextbookSignature.costUs(d, TextbookSignature.M[i]);
                double known = TextbookSignature.ci95Us(d, TextbookSignature.M[i]);
                ci[i] = Double.isNaN(known) ? 0 : known;
            }
            XYSeries series = series(chart, CURVE_NAMES[c]);
            assertArrayEquals(m, series.getXData(), CURVE_NAMES[c] + " M");
            assertArrayEquals(cost, series.getYData(), CURVE_NAMES[c] + " cost");
            assertArrayEquals(ci, series.getExtraValues(), CURVE_NAMES[c] + " error bars");
            assertTrue(series.isShowInLegend());
        }
    }

    @Test
    void keepsTheTextbookShapeInTheSeries() {
        XYChart chart = textbookChart();
        double[] zero = series(chart, CURVE_NAMES[0]).getYData();
        double[] sixteen = series(chart, CURVE_NAMES[2]).getYData();
        int last = zero.length - 1;
        assertAll(
                () -> assertEquals(1.4, zero[0], 1e-12, "send-only cost is o_s"),
                () -> assertEquals(7.6, zero[last], 0.05, "D = 0 approaches g"),
                () -> assertEquals(1.4 + 2.2 + 16, sixteen[last], 0.05, "D = 16 approaches o_s + o_r + D"));
    }

    @Test
    void drawsTheFittedOsAndGAcrossTheMRange() {
        XYChart chart = textbookChart();
        XYSeries os = series(chart, OS_LINE);
        XYSeries g = series(chart, G_LINE);
        assertAll(
                () -> assertArrayEquals(new double[] {1.4, 1.4}, os.getYData()),
                () -> assertArrayEquals(new double[] {1, 1024}, os.getXData()),
                () -> assertArrayEquals(new double[] {7.6, 7.6}, g.getYData()),
                () -> assertArrayEquals(new double[] {1, 1024}, g.getXData()),
                () -> assertNotEquals(os.getLineStyle(), g.getLineStyle(), "o_s and g need different dashes"));
    }

    @Test
    void marksTheRegimeBoundariesWithoutAddingLegendEntries() {
        XYChart chart = textbookChart();
        XYSeries sendOnlyEnd = series(chart, SignatureChart.SEND_ONLY_END);
        XYSeries steadyStart = series(chart, SignatureChart.STEADY_START);
        double yMax = chart.getStyler().getYAxisMax();
        assertAll(
                () -> assertArrayEquals(new double[] {4, 4}, sendOnlyEnd.getXData()),
                () -> assertArrayEquals(new double[] {64, 64}, steadyStart.getXData()),
                () -> assertArrayEquals(new double[] {0, yMax}, steadyStart.getYData()),
                () -> assertFalse(sendOnlyEnd.isShowInLegend()),
                () -> assertFalse(steadyStart.isShowInLegend()));
    }

    /**
     * Issue 26: a simulated Paragon's D = 0 curve ended at 6.7 us under its fitted g of 7.6 us and nothing said why.
     * Cut at M = 16, the textbook's D = 0 curve stands at 6.05 ± 0.30 us against its steady 7.6: "(no plateau)". The
     * D = 16 curve is at 19.05 ± 0.95 us of 19.6, within its CIs; and the whole textbook, to M = 1024, shows both.
     */
    @Test
    void theLegendSaysWhichCurveEndsBeforeItsPlateau() {
        List<SignaturePoint> shortRun =
                TextbookSignature.points(0).stream().filter(p -> p.m() <= 16).toList();
        Set<String> cut = SignatureChart.build(new Signature(shortRun), TextbookSignature.fit(), "short")
                .getSeriesMap()
                .keySet();
        assertTrue(cut.contains(CURVE_NAMES[0] + SignatureChart.NO_PLATEAU), cut.toString());
        assertTrue(cut.contains(CURVE_NAMES[2]), cut.toString());
        Set<String> full = textbookChart().getSeriesMap().keySet();
        assertTrue(full.stream().noneMatch(n -> n.endsWith(SignatureChart.NO_PLATEAU)), full.toString());
    }

    @Test
    void withoutAFitDrawsOnlyTheMeasuredCurves() {
        XYChart chart = SignatureChart.build(TextbookSignature.signature(), null, null);
        assertEquals(Set.of(CURVE_NAMES), chart.getSeriesMap().keySet());
        assertFalse(chart.getStyler().isChartTitleVisible());
    }

    @Test
    void usesALogMAxisAndACostAxisFromZeroWithRoomAboveTheData() {
        XYChart chart = textbookChart();
        double highestErrorBar = 19.6 * 1.05;
        assertAll(
                () -> assertTrue(chart.getStyler().isXAxisLogarithmic()),
                () -> assertFalse(chart.getStyler().isYAxisLogarithmic()),
                () -> assertEquals(0.0, chart.getStyler().getYAxisMin()),
                () -> assertTrue(chart.getStyler().getYAxisMax() > highestErrorBar),
                () -> assertTrue(chart.getStyler().getXAxisMin() < 1),
                () -> assertTrue(chart.getStyler().getXAxisMax() > 1024),
                () -> assertEquals("messages issued, M", chart.getXAxisTitle()),
                () -> assertEquals("message cost (µs)", chart.getYAxisTitle()),
                () -> assertEquals("textbook", chart.getTitle()));
    }

    @Test
    void givesEveryCurveItsOwnColourAndMarker() {
        List<SignaturePoint> points = new ArrayList<>();
        for (int d = 0; d < 12; d++) points.add(new SignaturePoint(0, d, 1, 1.0 + d, 0.1, 50));
        XYChart chart = SignatureChart.build(new Signature(points), null, "twelve delays");
        Set<List<Object>> looks = new HashSet<>();
        for (XYSeries s : chart.getSeriesMap().values()) looks.add(List.of(s.getLineColor(), s.getMarker()));
        assertEquals(12, looks.size());
    }

    @Test
    void chartsTheCurvesOfAChosenPayloadSize() {
        List<SignaturePoint> points = new ArrayList<>(TextbookSignature.points(0));
        points.add(new SignaturePoint(2048, 0.5, 1, 30.0, 1.0, 50));
        points.add(new SignaturePoint(2048, 0.5, 8, 31.0, Double.NaN, 50));
        Signature signature = new Signature(points);

        XYChart bulk = SignatureChart.build(signature, 2048, null, "2 KiB");
        XYSeries curve = series(bulk, "D = 0.500 µs");
        assertEquals(Set.of("D = 0.500 µs"), bulk.getSeriesMap().keySet());
        assertArrayEquals(new double[] {1, 8}, curve.getXData());
        assertArrayEquals(new double[] {30, 31}, curve.getYData());
        assertArrayEquals(new double[] {1, 0}, curve.getExtraValues());

        XYChart small = SignatureChart.build(signature, TextbookSignature.fit(), "small");
        assertTrue(small.getSeriesMap().keySet().containsAll(List.of(CURVE_NAMES)));
        assertFalse(small.getSeriesMap().containsKey("D = 0.500 µs"));
    }

    @Test
    void rejectsAnEmptySignature() {
        Signature empty = new Signature(List.of());
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> SignatureChart.build(empty, null, "empty"));
        assertTrue(e.getMessage().contains("empty"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SignatureChart.build(empty, 0, null, "empty"));
    }

    @Test
    void rejectsAPayloadSizeTheSignatureDoesNotHave() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> SignatureChart.build(TextbookSignature.signature(), 7, null, "missing"));
        assertTrue(e.getMessage().contains("n_bytes = 7"), e.getMessage());
        assertTrue(e.getMessage().contains("[0]"), e.getMessage());
    }

    @Test
    void rejectsAFitOfAnotherPayloadSize() {
        Signature signature = new Signature(TextbookSignature.points(64));
        LogpParameters fitAtZero = TextbookSignature.fit();
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> SignatureChart.build(signature, fitAtZero, "mismatch"));
        assertTrue(e.getMessage().contains("n_bytes = 0"), e.getMessage());
    }

    @Test
    void namesSeriesTheSameWayUnderACommaLocale() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            assertTrue(textbookChart().getSeriesMap().keySet().containsAll(List.of(OS_LINE, G_LINE, "D = 2.00 µs")));
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void keepsDelaysApartThatRoundToTheSameName() {
        Signature close = new Signature(
                List.of(new SignaturePoint(0, 0.5, 1, 1, 0, 1), new SignaturePoint(0, 0.501, 1, 1, 0, 1)));
        assertEquals(
                Set.of("D = 0.500 µs", "D = 0.501 µs"),
                SignatureChart.build(close, null, "close").getSeriesMap().keySet());
    }

    @Test
    void leavesOutLinesForUnknownFittedValuesAndBoundariesOffTheAxis() {
        LogpParameters textbook = TextbookSignature.fit();
        LogpParameters partial = new LogpParameters(
                0,
                textbook.oS(),
                textbook.oR(),
                Estimate.unknown(),
                textbook.latency(),
                textbook.rtt(),
                textbook.oRSlope(),
                4096,
                List.of(),
                List.of());
        XYChart chart = SignatureChart.build(TextbookSignature.signature(), partial, "partial");
        Set<String> expected = new HashSet<>(List.of(CURVE_NAMES));
        expected.add(OS_LINE);
        assertEquals(expected, chart.getSeriesMap().keySet());
    }

    /**
     * "oₛ + oᵣ + D" is written once, over the highest curve, with its D (issue 48: three of them, pushed off their
     * curves, said which curve they named by nothing).
     */
    @Test
    void namesTheSteadyCostOnceWithItsDelay() {
        LogpParameters textbook = TextbookSignature.fit();
        List<io.logp.fit.CurveFit> above = new ArrayList<>();
        for (io.logp.fit.CurveFit c : textbook.curves())
            above.add(new io.logp.fit.CurveFit(
                    c.delayUs(), c.steady(), c.fromM(), c.toM(), c.points(), c.converged(), c.delayUs() > 0));
        LogpParameters fit = new LogpParameters(
                0,
                textbook.oS(),
                textbook.oR(),
                textbook.g(),
                textbook.latency(),
                textbook.rtt(),
                textbook.oRSlope(),
                textbook.sendOnlyMaxM(),
                above,
                List.of());
        XYChart chart = SignatureChart.build(TextbookSignature.signature(), 0, fit, "textbook");
        List<String> steady = PlotLabels.wanted(chart).stream()
                .map(PlotLabels.Wanted::text)
                .filter(t -> t.startsWith(SignatureLabels.STEADY_WITHOUT_D))
                .toList();
        assertEquals(List.of("oₛ + oᵣ + 16.0 µs"), steady);
    }

    /**
     * In every style the names find room on the plot, none crossing a regime's boundary (issue 48: the boundary
     * struck through the "=" of the plateau's name; a name with no free place is left out, which this catches).
     */
    @Test
    void everyNameIsPlacedInEveryStyle() {
        for (io.logp.presentation.ChartOptions.Style style : io.logp.presentation.ChartOptions.Style.values()) {
            XYChart chart =
                    SignatureChart.build(TextbookSignature.signature(), 0, TextbookSignature.fit(), "textbook", style);
            List<PlotLabels.Placed> boxes = PlacedNames.of(chart, style);
            List<String> placed = boxes.stream().map(PlotLabels.Placed::text).toList();
            assertTrue(
                    placed.containsAll(
                            List.of("oₛ", "g", "oₛ + oᵣ + 16.0 µs", "send-only", "transition", "steady state")),
                    style + ": " + placed);
            // Each regime's name within its regime: left of M = 4, between 4 and 64, right of 64.
            double sendOnlyEnd = chart.getScreenXFromChart(TextbookSignature.SEND_ONLY_MAX_M);
            double steadyStart = chart.getScreenXFromChart(TextbookSignature.STEADY_FROM_M);
            for (PlotLabels.Placed p : boxes) {
                double from = p.box().getMinX();
                double to = p.box().getMaxX();
                boolean in =
                        switch (p.text()) {
                            case "send-only" -> to <= sendOnlyEnd;
                            case "transition" -> from >= sendOnlyEnd && to <= steadyStart;
                            case "steady state" -> from >= steadyStart;
                            default -> true;
                        };
                assertTrue(in, style + ": '" + p.text() + "' outside its regime, " + from + ".." + to);
            }
        }
    }

    /** The textbook fit with its send-only regime ending at M = sendOnlyEnd and its steady state from steadyFrom. */
    private static LogpParameters regimes(int sendOnlyEnd, int steadyFrom, Estimate oS) {
        LogpParameters t = TextbookSignature.fit();
        List<io.logp.fit.CurveFit> curves = new ArrayList<>();
        for (io.logp.fit.CurveFit c : t.curves())
            curves.add(new io.logp.fit.CurveFit(
                    c.delayUs(), c.steady(), steadyFrom, c.toM(), c.points(), c.converged(), c.aboveGap()));
        return new LogpParameters(
                0, oS, t.oR(), t.g(), t.latency(), t.rtt(), t.oRSlope(), sendOnlyEnd, curves, List.of());
    }

    /**
     * A regime narrower than its name (send-only at M = 1 alone, transition from 1 to 2) still has its name, inside
     * its stretch and clear of both its boundaries, in every style (issue 48: "send-only" sat on its dotted line, and
     * the paper's signature_64B named neither regime).
     */
    @Test
    void narrowRegimesAreNamedClearOfTheirBoundaries() {
        for (io.logp.presentation.ChartOptions.Style style : io.logp.presentation.ChartOptions.Style.values()) {
            XYChart chart = SignatureChart.build(
                    TextbookSignature.signature(),
                    0,
                    regimes(1, 2, TextbookSignature.fit().oS()),
                    "t",
                    style);
            List<PlotLabels.Placed> boxes = PlacedNames.of(chart, style);
            double axisMin = chart.getScreenXFromChart(chart.getStyler().getXAxisMin());
            double one = chart.getScreenXFromChart(1);
            double two = chart.getScreenXFromChart(2);
            double axisMax = chart.getScreenXFromChart(1024 * SignatureChart.X_MARGIN_FACTOR);
            double[][] stretch = {{axisMin, one}, {one, two}, {two, axisMax}};
            String[] names = {"send-only", "transition", "steady state"};
            for (int i = 0; i < names.length; i++) {
                String name = names[i];
                PlotLabels.Placed p = boxes.stream()
                        .filter(b -> b.text().equals(name))
                        .findFirst()
                        .orElseThrow(() -> new AssertionError(style + ": '" + name + "' not placed: " + boxes));
                assertTrue(
                        p.box().getMinX() > stretch[i][0] + 1 && p.box().getMaxX() < stretch[i][1] - 1,
                        style + ": '" + name + "' at " + p.box() + " not clear inside " + stretch[i][0] + ".."
                                + stretch[i][1]);
            }
        }
    }

    /**
     * Two lines close together keep their names in their order: o_s's name never above g's (issue 48: in
     * signature_65536B o_s = 8.42 us was named above and g = 8.99 us below).
     */
    @Test
    void closeLinesKeepTheirNamesInOrder() {
        for (io.logp.presentation.ChartOptions.Style style : io.logp.presentation.ChartOptions.Style.values()) {
            LogpParameters fit = regimes(
                    TextbookSignature.SEND_ONLY_MAX_M,
                    TextbookSignature.STEADY_FROM_M,
                    Estimate.of(TextbookSignature.G - 0.5, 0.02));
            XYChart chart = SignatureChart.build(TextbookSignature.signature(), 0, fit, "t", style);
            List<PlotLabels.Placed> boxes = PlacedNames.of(chart, style);
            PlotLabels.Placed oS = byText(boxes, SignatureLabels.SEND_ONLY);
            PlotLabels.Placed g = byText(boxes, SignatureLabels.GAP);
            assertTrue(
                    oS.box().getCenterY() >= g.box().getCenterY() - 1,
                    style + ": o_s's name at y " + oS.box().getCenterY() + " above g's at "
                            + g.box().getCenterY());
            assertFalse(oS.box().intersects(g.box()), style + ": the names overlap");
        }
    }

    private static PlotLabels.Placed byText(List<PlotLabels.Placed> boxes, String text) {
        return boxes.stream()
                .filter(b -> b.text().equals(text))
                .findFirst()
                .orElseThrow(() -> new AssertionError("'" + text + "' not placed: " + boxes));
    }
}
