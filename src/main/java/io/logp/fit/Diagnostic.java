package io.logp.fit;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One finding of the fitter about its own result: what kind of result a reader could misread, and the numbers that
 * show it. Data, not text: the report words it with what only the run knows (the transport and path), so a negative
 * L over shared memory is not explained as TCP loopback's. Times in microseconds, as everywhere in the fit.
 *
 * @param kind   what was found
 * @param values the numbers behind it, by the keys below (those {@link Kind} lists for the kind)
 */
public record Diagnostic(Kind kind, Map<String, Double> values) {

    /** Latency L = RTT/2 - o_s - o_r. */
    public static final String L_US = "L_us";
    /** Half-width of the 95% CI of L (0 when unknown). */
    public static final String L_CI95_US = "L_ci95_us";
    /** Half the isolated round trip, RTT/2. */
    public static final String HALF_RTT_US = "half_rtt_us";
    /** The requester's overheads under load, o_s + o_r. */
    public static final String OVERHEADS_US = "overheads_us";

    public static final String O_S_US = "o_s_us";
    /** The D = 0 plateau. */
    public static final String G_US = "g_us";
    /** Idle = g - o_s - o_r. */
    public static final String IDLE_US = "idle_us";
    /** Half-width of the 95% CI of Idle (the CIs of g, o_s and o_r in quadrature, unknown ones as 0). */
    public static final String IDLE_CI95_US = "idle_ci95_us";
    /** The requester's window W, in requests. */
    public static final String WINDOW = "window";
    /** RTT/W, the lowest cost per message W requests outstanding allow. */
    public static final String RTT_OVER_WINDOW_US = "rtt_over_window_us";
    /** The factor of RTT/W within which a plateau counts as the window's. */
    public static final String WINDOW_FACTOR = "window_factor";
    /** The message size the fit was asked for. */
    public static final String N_BYTES = "n_bytes";
    /** The message size of the RTT used instead. */
    public static final String RTT_N_BYTES = "rtt_n_bytes";
    /** Largest M of a curve. */
    public static final String TO_M = "to_m";
    /** Points of a curve's steady part. */
    public static final String STEADY_POINTS = "steady_points";
    /** Issue time of a curve's largest M; present only when that is too short for replies to flow. */
    public static final String ISSUED_US = "issued_us";
    /** Round trips a curve must last to be steady ({@link LogpFitter#MIN_STEADY_ROUND_TRIPS}). */
    public static final String MIN_ROUND_TRIPS = "min_round_trips";
    /** The delay D of a curve. */
    public static final String DELAY_US = "delay_us";
    /** Slope of steady cost against D. */
    public static final String SLOPE = "slope";

    /** What the fitter found; the constant's name is its stable code (e.g. {@code NEGATIVE_LATENCY}). */
    public enum Kind {
        /**
         * No exact D = 0 curve: the lowest delay, far below its plateau, served as the gap curve (o_s is its
         * send-only cost minus D). Values: DELAY_US, G_US (that curve's plateau).
         */
        LOWEST_DELAY_AS_ZERO,
        /** No RTT of the fitted size: that of another size was used. Values: N_BYTES, RTT_N_BYTES. */
        RTT_OF_OTHER_SIZE,
        /** The D = 0 curve has not reached its asymptote. Values: TO_M, STEADY_POINTS, G_US; ISSUED_US and MIN_ROUND_TRIPS when cut off. */
        PLATEAU_NOT_CONVERGED,
        /** No curve rises clearly above the D = 0 plateau, so o_r and L are unknown. No values. */
        NO_CURVE_ABOVE_GAP,
        /** Steady cost grows with D at a slope far from 1. Values: SLOPE. */
        SLOPE_NOT_ONE,
        /** g below o_s, which LogP does not allow. Values: G_US, O_S_US. */
        GAP_BELOW_SEND_OVERHEAD,
        /** g = o_s (o_r unknown): the send overhead is the bottleneck. Values: G_US. */
        SEND_OVERHEAD_LIMITED,
        /** g = o_s + o_r: the requester's overheads are the bottleneck. Values: G_US, IDLE_US, IDLE_CI95_US. */
        OVERHEAD_LIMITED,
        /** g below o_s + o_r beyond the CIs, which LogP does not allow. Values: G_US, OVERHEADS_US, IDLE_US, IDLE_CI95_US. */
        GAP_BELOW_OVERHEADS,
        /** L < 0: RTT/2 shorter than o_s + o_r under load. Values: L_US, L_CI95_US, HALF_RTT_US, OVERHEADS_US. */
        NEGATIVE_LATENCY,
        /** 0 <= L below 5% of RTT/2: the one-way time is overhead. Values: L_US. */
        ZERO_LATENCY,
        /** L positive but its CI includes 0. Values: L_US, L_CI95_US. */
        UNCERTAIN_LATENCY,
        /** The plateau is within a factor of RTT/W: the window may set it. Values: G_US, RTT_OVER_WINDOW_US, WINDOW, WINDOW_FACTOR. */
        WINDOW_LIMITED;

        /** The stable code of this kind, for files and tests. */
        public String code() {
            return name();
        }
    }

    public Diagnostic {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** A diagnostic of this kind from key, value pairs. */
    static Diagnostic of(Kind kind, Object... keysAndValues) {
        Map<String, Double> values = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            values.put((String) keysAndValues[i], ((Number) keysAndValues[i + 1]).doubleValue());
        }
        return new Diagnostic(kind, values);
    }

    /** The value under {@code key}; a key the kind does not carry is a programming error. */
    public double value(String key) {
        Double v = values.get(key);
        if (v == null)
            throw new IllegalArgumentException(kind + " carries no " + key + " (has " + values.keySet() + ")");
        return v;
    }

    public boolean has(String key) {
        return values.containsKey(key);
    }
}
