package io.logp.result;

import io.logp.fit.model.LoggopsimParameters;
import io.logp.fit.model.ModelRegime;
import io.logp.fit.model.PiecewiseLoggp;
import io.logp.presentation.NumberText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * A run's model in the forms other simulators read: LogGOPSim's command-line flags, and Netgauge's loggp table (which
 * CODES reads as a model input). SimGrid's platform file is {@link SimgridPlatform}.
 */
public final class ModelExports {

    /** Decimals of a time in Netgauge's table: its own printf's {@code %lf}. */
    static final int TIME_DECIMALS = 6;

    /** Messages per train in Netgauge's table (its default n). */
    static final int NETGAUGE_TRAIN = 10;

    private ModelExports() {}

    /**
     * LogGOPSim's flags, integers in one time unit: {@code -L -o -g -G -O -S}. LogGOPSim has no unit of its own (its
     * times are those of the schedule it runs), so the unit is the coarsest of ns and ps in which no measured
     * parameter rounds to 0: G of 0.046 ns per byte is 46 ps per byte, never {@code -G 0} (infinite bandwidth). A
     * comment line first says the unit, what to scale the schedule's times by, the values before rounding and what S
     * means here.
     */
    public static String loggopsim(PiecewiseLoggp m) {
        LoggopsimParameters p = LoggopsimParameters.of(m);
        double[] ns = {p.latencyNs(), p.overheadNs(), p.gapNs(), p.perByteGapNs(), p.perByteOverheadNs()};
        boolean fine = false;
        for (double v : ns) if (v > 0 && Math.round(v) == 0) fine = true;
        double scale = fine ? 1000 : 1;
        String unit = fine ? "ps" : "ns";
        String flags = String.format(
                Locale.ROOT,
                "-L %d -o %d -g %d -G %d -O %d -S %d",
                Math.round(p.latencyNs() * scale),
                Math.round(p.overheadNs() * scale),
                Math.round(p.gapNs() * scale),
                Math.round(p.perByteGapNs() * scale),
                Math.round(p.perByteOverheadNs() * scale),
                p.rendezvousBytes());
        String eager = p.rendezvousBytes() == 0
                ? "S = 0: no eager limit seen, every message is sent eagerly"
                : "S = " + p.rendezvousBytes() + ": the last eager size seen, larger messages go by rendezvous";
        String note = String.format(
                Locale.ROOT,
                "# LogGOPSim, times in %s%s (before rounding, ns: L %s, o %s, g %s, G %s/B, O %s/B; %s)",
                unit,
                fine ? " (a parameter is below 1 ns): give the schedule's times in ps too (ns x 1000)" : "",
                NumberText.plain(p.latencyNs()),
                NumberText.plain(p.overheadNs()),
                NumberText.plain(p.gapNs()),
                NumberText.plain(p.perByteGapNs()),
                NumberText.plain(p.perByteOverheadNs()),
                eager);
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
                    perByte(gPerByte),
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

    /**
     * A time as Netgauge prints it ({@code %lf}): microseconds to 6 decimals, a picosecond, finer than any clock an MPI
     * run reads; never the 16 digits of a sum's binary noise.
     */
    static String num(double v) {
        return Double.isFinite(v) ? NumberText.scaled(v, TIME_DECIMALS) : "-nan";
    }

    /** G in us per byte: 9 decimals (a femtosecond per byte), since G is often 0.00005 us per byte. */
    static String perByte(double v) {
        return Double.isFinite(v) ? NumberText.scaled(v, TIME_DECIMALS + 3) : "-nan";
    }
}
