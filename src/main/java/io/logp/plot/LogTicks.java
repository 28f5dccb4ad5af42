package io.logp.plot;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;

/**
 * The labelled ticks of a logarithmic axis, as logp draws them over XChart's (which labels decades only, as "1E4", so
 * that an axis spanning less than two decades shows one label or none): decades as 10^k when three or more lie on
 * the axis, else the 1-3 or 1-2-5 steps, else every integer multiple of a power of ten, as plain numbers, and a
 * label in the lowest decade when the axis reaches far into it; on an axis of bytes, powers of two as binary sizes
 * (512, 1 Ki, 64 Ki, 1 Mi).
 */
final class LogTicks {

    /** Decades from 10^PLAIN_FROM to 10^PLAIN_TO are written as plain numbers: 0.001 ... 1000000. */
    static final int PLAIN_FROM = -3;

    static final int PLAIN_TO = 6;

    /** Fewer labels than this do not tell a reader the scale. */
    static final int MIN_LABELS = 3;
    /** More labels than this crowd a paper's column. */
    static final int MAX_LABELS = 8;

    /**
     * Binary sizes are wider than powers of ten ("256 Ki" against "10^4"): eight of them ran into each other on a
     * one-column paper chart ("64 Ki256 Ki" on o_s(n) from 16 B to 256 KiB).
     */
    static final int MAX_BINARY_LABELS = 6;

    /**
     * One labelled tick: drawn as base with exponent raised, e.g. "10" and "4"; the exponent is empty for a plain
     * number.
     */
    record Tick(double value, String base, String exponent) {
        /** The label as one string: "10^4", "64 Ki", "0.5". */
        String text() {
            return exponent.isEmpty() ? base : base + "^" + exponent;
        }
    }

    private LogTicks() {}

    /** The ticks between min and max (both positive), in increasing order. */
    static List<Tick> of(double min, double max, boolean bytes) {
        if (!(min > 0) || !(max >= min) || Double.isInfinite(max)) return List.of();
        if (bytes) {
            List<Tick> binary = binary(min, max);
            // A size axis around one or two sizes is labelled with them, not with decimal steps between them.
            if (binary.size() >= MIN_LABELS || (!binary.isEmpty() && max / min < 4)) return binary;
        }
        List<Tick> decades = decades(min, max);
        if (decades.size() >= MIN_LABELS) return withLowEnd(thin(decades), min);
        for (double[] mantissas : new double[][] {{1, 3}, {1, 2, 5}, {1, 2, 3, 4, 5, 6, 7, 8, 9}}) {
            List<Tick> steps = steps(min, max, mantissas, bytes);
            if (steps.size() >= MIN_LABELS) return withLowEnd(steps, min);
        }
        return withLowEnd(steps(min, max, new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9}, bytes), min);
    }

    /** The mantissas a decade's only label may take: half a decade or more below the next power of ten. */
    static final double[] LOW_END_MANTISSAS = {2, 3};

    /**
     * The ticks, and one more in the lowest decade on the axis when none lies in it and the axis reaches half a decade
     * or more below its upper end: "0.3" on a time axis from 0.22 µs labelled 1, 10, 100 (issue 48: half the
     * ping-pong's points lay below the lowest label, "1"). At 2 or 3 times a power of ten, never as close to the next
     * label as 5 would be.
     */
    private static List<Tick> withLowEnd(List<Tick> ticks, double min) {
        double decade = Math.pow(10, Math.floor(Math.log10(min) + 1e-9));
        double next = 10 * decade;
        if (ticks.stream().anyMatch(t -> t.value() < next * (1 - 1e-9))) return ticks;
        for (double m : LOW_END_MANTISSAS) {
            double v = m * decade;
            if (v >= min * (1 - 1e-9)) {
                List<Tick> out = new ArrayList<>(ticks.size() + 1);
                out.add(new Tick(v, plain(v), ""));
                out.addAll(ticks);
                return out;
            }
        }
        return ticks;
    }

    private static List<Tick> decades(double min, double max) {
        List<Tick> ticks = new ArrayList<>();
        for (int k = (int) Math.ceil(Math.log10(min) - 1e-9); k <= Math.floor(Math.log10(max) + 1e-9); k++) {
            double v = Math.pow(10, k);
            // 1, 10, 100 read at a glance; a raised exponent only where a plain number would be too long.
            if (k >= PLAIN_FROM && k <= PLAIN_TO) ticks.add(new Tick(v, plain(v), ""));
            else ticks.add(new Tick(v, "10", Integer.toString(k).replace('-', '−')));
        }
        return ticks;
    }

    /** Every other decade while there are too many for a column. */
    private static List<Tick> thin(List<Tick> ticks) {
        int step = 1;
        while (ticks.size() / step > MAX_LABELS) step++;
        List<Tick> kept = new ArrayList<>();
        for (int i = 0; i < ticks.size(); i += step) kept.add(ticks.get(i));
        return kept;
    }

    private static List<Tick> steps(double min, double max, double[] mantissas, boolean bytes) {
        List<Tick> ticks = new ArrayList<>();
        for (int k = (int) Math.floor(Math.log10(min)) - 1; k <= Math.ceil(Math.log10(max)); k++) {
            for (double m : mantissas) {
                double v = m * Math.pow(10, k);
                if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9)) ticks.add(new Tick(v, plain(v), ""));
            }
        }
        return ticks;
    }

    /** Powers of two, every s-th exponent with s the smallest of 1, 2, 5, 10 that keeps the labels few. */
    private static List<Tick> binary(double min, double max) {
        int from = (int) Math.ceil(Math.log(min) / Math.log(2) - 1e-9);
        int to = (int) Math.floor(Math.log(max) / Math.log(2) + 1e-9);
        for (int step : new int[] {1, 2, 5, 10, 20}) {
            List<Tick> ticks = new ArrayList<>();
            for (int e = from; e <= to; e++) {
                if (Math.floorMod(e, step) == 0) ticks.add(new Tick(Math.pow(2, e), binaryName(e), ""));
            }
            if (ticks.size() <= MAX_BINARY_LABELS) return ticks;
        }
        return List.of();
    }

    /** 2^e bytes as 512, 1 Ki, 64 Ki, 1 Mi, 4 Gi. */
    static String binaryName(int e) {
        if (e < 10) return e < 0 ? plain(Math.pow(2, e)) : Long.toString(1L << e);
        String[] prefixes = {"Ki", "Mi", "Gi", "Ti"};
        int p = Math.min(e / 10, prefixes.length);
        return (1L << (e - 10 * p)) + " " + prefixes[p - 1];
    }

    /**
     * A tick value as a reader writes it: at most six significant digits, no trailing zeros, always a leading digit
     * (0.05, never .05), no exponent; a value within rounding of zero is 0.
     */
    static String plain(double v) {
        if (!Double.isFinite(v)) return Double.toString(v);
        if (Math.abs(v) < 1e-12) return "0";
        BigDecimal rounded = new BigDecimal(v).round(new MathContext(6)).stripTrailingZeros();
        return (rounded.signum() < 0 ? "−" : "") + rounded.abs().toPlainString();
    }
}
