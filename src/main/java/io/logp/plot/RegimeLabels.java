package io.logp.plot;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the signature writes its regime names (send-only, transition, steady state) along the top: each at the
 * centre of its stretch of the log M axis, pushed apart so that none overlaps another or the plot's edge. Issue 26
 * found all three piled up at M = 1..2 when replies came back after one or two issues.
 */
final class RegimeLabels {

    private RegimeLabels() {}

    /** A regime name and the M (centre of the text) where it is written. */
    record RegimeLabel(String text, double m, int row) {
        RegimeLabel(String text, double m) {
            this(text, m, 0);
        }
    }

    /** The width of one character of a regime name as a fraction of the plot's width, on screen. */
    static final double CHAR_WIDTH_FRACTION = 0.0115;
    /**
     * Text in one column is this much wider relative to the plot: 8 pt on a 3.5 in column with the legend below
     * against 22 px on 1200 px with the legend beside; two columns halve it.
     */
    static final double PAPER_TEXT_FACTOR = 1.9;
    /** Where the row of regime names sits below the top of the plot, as a fraction of the cost axis. */
    static final double REGIME_ROW_FROM_TOP = 0.055;

    /** Half the distance between the two rows of regime names, as a fraction of the top of the data. */
    static final double LABEL_ROW_OFFSET = 0.035;

    static List<RegimeLabel> place(double minM, double maxM, int sendOnlyEnd, int steadyStart) {
        return place(minM, maxM, sendOnlyEnd, steadyStart, CHAR_WIDTH_FRACTION);
    }

    /**
     * Where to write the regime names: each wants the geometric centre of its stretch of the log M axis; the
     * boundaries sit on the last send-only M and the first steady M, so a regime exists only between boundaries
     * that are known (non-zero) and in order. Names are then pushed apart left to right, each at least its half
     * width plus the previous one's from its neighbour and inside the plot; when they do not fit in one row, every
     * other name goes to a second row.
     *
     * @param sendOnlyEnd last M of the send-only regime, 0 if unknown
     * @param steadyStart first M of the steady state, 0 if unknown
     * @param charWidth   a character's width as a fraction of the plot's width
     */
    static List<RegimeLabel> place(double minM, double maxM, int sendOnlyEnd, int steadyStart, double charWidth) {
        List<RegimeLabel> wanted = wanted(minM, maxM, sendOnlyEnd, steadyStart);
        // In log M, the plot spans its margins too (the axis runs from min M / 1.25 to max M * 1.25).
        double left = Math.log(minM / SignatureChart.X_MARGIN_FACTOR);
        double range = Math.log(maxM * SignatureChart.X_MARGIN_FACTOR) - left;
        List<RegimeLabel> oneRow = spread(wanted, left, range, charWidth);
        if (oneRow != null) return oneRow;
        List<RegimeLabel> placed = new ArrayList<>();
        for (int i = 0; i < wanted.size(); i++) {
            RegimeLabel w = wanted.get(i);
            placed.add(new RegimeLabel(w.text(), clamp(w, left, range, charWidth), i % 2));
        }
        return placed;
    }

    /** Each regime's name at the geometric centre of its stretch of M; a regime exists between known boundaries. */
    static List<RegimeLabel> wanted(double minM, double maxM, int sendOnlyEnd, int steadyStart) {
        List<RegimeLabel> wanted = new ArrayList<>();
        if (sendOnlyEnd > 0) wanted.add(new RegimeLabel("send-only", Math.sqrt(minM * sendOnlyEnd)));
        if (sendOnlyEnd > 0 && steadyStart > sendOnlyEnd) {
            wanted.add(new RegimeLabel("transition", Math.sqrt((double) sendOnlyEnd * steadyStart)));
        }
        if (steadyStart > 0) wanted.add(new RegimeLabel("steady state", Math.sqrt(steadyStart * maxM)));
        return wanted;
    }

    /** The names in one row without overlap, or null if they do not fit. */
    private static List<RegimeLabel> spread(List<RegimeLabel> wanted, double left, double range, double charWidth) {
        double gap = 2 * charWidth * range;
        double[] centre = new double[wanted.size()];
        double[] half = new double[wanted.size()];
        for (int i = 0; i < wanted.size(); i++) {
            half[i] = wanted.get(i).text().length() * charWidth * range / 2;
            centre[i] = Math.max(Math.log(wanted.get(i).m()), left + half[i]);
            if (i > 0) centre[i] = Math.max(centre[i], centre[i - 1] + half[i - 1] + gap + half[i]);
        }
        // Pushed past the right edge: shift back, right to left, as far as the left neighbours allow.
        for (int i = wanted.size() - 1; i >= 0; i--) {
            double limit =
                    i == wanted.size() - 1 ? left + range - half[i] : centre[i + 1] - half[i + 1] - gap - half[i];
            centre[i] = Math.min(centre[i], limit);
            if (centre[i] - half[i] < left - 1e-9) return null;
            if (i > 0 && centre[i] - half[i] < centre[i - 1] + half[i - 1] + gap - 1e-9) {
                centre[i - 1] = centre[i] - half[i] - gap - half[i - 1];
            }
        }
        List<RegimeLabel> placed = new ArrayList<>();
        for (int i = 0; i < wanted.size(); i++) {
            RegimeLabel w = wanted.get(i);
            // Unmoved names keep their M exactly.
            placed.add(centre[i] == Math.log(w.m()) ? w : new RegimeLabel(w.text(), Math.exp(centre[i])));
        }
        return placed;
    }

    private static double clamp(RegimeLabel label, double left, double range, double charWidth) {
        double half = label.text().length() * charWidth * range / 2;
        double c = Math.min(Math.max(Math.log(label.m()), left + half), left + range - half);
        return Math.exp(c);
    }
}
