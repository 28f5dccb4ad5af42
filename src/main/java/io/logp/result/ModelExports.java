package io.logp.result;

import io.logp.fit.model.LoggopsimParameters;
import io.logp.fit.model.ModelRegime;
import io.logp.fit.model.PiecewiseLoggp;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * A run's model in the forms other simulators read: LogGOPSim's command-line flags, and Netgauge's loggp table (which
 * CODES reads as a model input). SimGrid's platform file is {@link SimgridPlatform}.
 */
public final class ModelExports {

    /** Messages per train in Netgauge's table (its default n). */
    static final int NETGAUGE_TRAIN = 10;

    private ModelExports() {}

    /**
     * LogGOPSim's flags, integers in nanoseconds: {@code -L -o -g -G -O -S}. A comment line first says what the
     * integers round away (G and O are often below 1 ns per byte on shared memory).
     */
    public static String loggopsim(PiecewiseLoggp m) {
        LoggopsimParameters p = LoggopsimParameters.of(m);
        String flags = String.format(
                Locale.ROOT,
                "-L %d -o %d -g %d -G %d -O %d -S %d",
                Math.round(p.latencyNs()),
                Math.round(p.overheadNs()),
                Math.round(p.gapNs()),
                Math.round(p.perByteGapNs()),
                Math.round(p.perByteOverheadNs()),
                p.rendezvousBytes());
        String note = String.format(
                Locale.ROOT,
                "# LogGOPSim, ns (before rounding: L %.3f, o %.3f, g %.3f, G %.6f/B, O %.6f/B; S = 0: no eager limit"
                        + " seen)",
                p.latencyNs(),
                p.overheadNs(),
                p.gapNs(),
                p.perByteGapNs(),
                p.perByteOverheadNs());
        return note + "\n" + flags + "\n";
    }

    /**
     * Netgauge's loggp table, the columns Netgauge 2.4 writes ({@code ptrn_loggp.c}), one line per size: the small
     * message and every power of two from the first bulk regime to the largest size measured. PRTT(1,0,s) = 2 hop(s)
     * (s bytes each way), PRTT(n,0,s) = PRTT(1,0,s) + (n - 1)(g + G s), PRTT(n,d,s) = PRTT(1,0,s) + (n - 1)(d +
     * o_s(s)) with d = PRTT(1,0,s), Netgauge's "L" = PRTT(1,0,s_min)/2, then o_s(s), o_r(s), g and G (the run's small
     * g and its G on every line, so Netgauge's reader finds them again) and lsqu 0.
     */
    public static String netgauge(PiecewiseLoggp m) {
        StringBuilder b = new StringBuilder();
        b.append("# size n PRTT(1,0,s) PRTT(n,0,s) PRTT(n,PRTT(1,0,s),s) L o_s o_r g G lsqu(g,G)\n");
        b.append("# to get o: plot \"./loggp.out\" using 1:(($5-$3)/($2-1)-$3)\n");
        b.append("# to get g,G: plot \"./loggp.out\" using 1:($4-$3)/($2-1)\n");
        double g = m.g().value();
        double gPerByte = m.gPerByte().isKnown() ? m.gPerByte().value() : 0;
        double halfRttMin = m.smallHopUs();
        for (long s : sizes(m)) {
            double prtt1 = 2 * m.hopUs(s);
            double oS = overhead(m, s, true);
            double oR = overhead(m, s, false);
            double prttN = prtt1 + (NETGAUGE_TRAIN - 1) * (g + gPerByte * s);
            double prttNd = prtt1 + (NETGAUGE_TRAIN - 1) * (prtt1 + oS);
            b.append(String.format(
                    Locale.ROOT,
                    "%d %d %s %s %s %s %s %s %s %s %s\n",
                    s,
                    NETGAUGE_TRAIN,
                    num(prtt1),
                    num(prttN),
                    num(prttNd),
                    num(halfRttMin),
                    num(oS),
                    num(oR),
                    num(g),
                    num(gPerByte),
                    num(0)));
        }
        return b.toString();
    }

    /** The small size, then the powers of two from the first regime's size to the largest measured. */
    static List<Long> sizes(PiecewiseLoggp m) {
        TreeSet<Long> sizes = new TreeSet<>();
        sizes.add((long) Math.max(1, m.smallBytes()));
        if (!m.regimes().isEmpty()) {
            long from = m.regimes().get(0).fromBytes();
            long to = m.regimes().get(m.regimes().size() - 1).toBytes();
            for (long s = Long.highestOneBit(Math.max(1, from)); s <= to; s *= 2) if (s > m.smallBytes()) sizes.add(s);
        }
        return new ArrayList<>(sizes);
    }

    private static double overhead(PiecewiseLoggp m, long s, boolean send) {
        ModelRegime r = m.regimeOf(s).orElse(null);
        if (r == null || !(send ? r.oS() : r.oR()).isKnown()) return send ? m.oS().value() : m.oR().value();
        return (send ? r.oS() : r.oR()).atUs(s);
    }

    /** Full precision, so the table reads back to the same numbers. */
    static String num(double v) {
        return Double.isFinite(v) ? Double.toString(v).replace("E", "e") : "-nan";
    }
}
