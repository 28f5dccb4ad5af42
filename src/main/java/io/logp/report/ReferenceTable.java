package io.logp.report;

import io.logp.data.Estimate;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.fit.TransferBreak;
import io.logp.fit.TransferRegime;
import io.logp.fit.TransferTimeFit;
import io.logp.fit.TransferTimeRegimes;
import java.util.List;
import java.util.Locale;

/** The text {@code logp fit FILE} prints for another suite's output: what logp fits to it, and how it differs. */
public final class ReferenceTable {

    private ReferenceTable() {}

    /** A ping-pong or bandwidth table: its rows, the latency/bandwidth line and the regimes of its times. */
    public static String text(ReferenceSeries s, TransferTimeFit line, TransferTimeRegimes regimes) {
        StringBuilder out = new StringBuilder();
        out.append(fmt(
                "%s (%s): %d sizes, %d..%d bytes, %s%n",
                s.label(),
                describe(s.measure()),
                s.rows().size(),
                s.rows().get(0).nBytes(),
                s.rows().get(s.rows().size() - 1).nBytes(),
                "times per message in us"));
        out.append(fmt("%12s  %12s  %14s%n", "n_bytes", "time_us", "rate_MBps"));
        for (ReferenceSeries.Row r : s.rows()) {
            out.append(fmt("%12d  %12.3f  %14.1f%n", r.nBytes(), r.timeUs(), r.rateMBps()));
        }
        out.append("latency/bandwidth line t(n) = Ts + n Tc\n");
        out.append(fmt(
                "Ts                  %s us        over %d..%d bytes%n",
                pm(line.tsUs(), line.tsCi95Us(), 3), line.tsFromBytes(), line.tsToBytes()));
        out.append(fmt(
                "bandwidth 1/Tc      %s MB/s      over %d..%d bytes%n",
                pm(line.bandwidthMBps(), line.bandwidthCi95MBps(), 0), line.tcFromBytes(), line.tcToBytes()));
        out.append("regimes of t(n):\n");
        for (TransferRegime r : regimes.regimes()) {
            out.append(fmt(
                    "  %d..%d bytes  T0 %s us  R %s MB/s%n",
                    r.fromBytes(), r.toBytes(), est(r.t0(), 3), est(r.rateMBps(), 0)));
        }
        for (String b : regimes.breaks()) out.append("break: ").append(b).append('\n');
        if (regimes.breakPoints().stream().noneMatch(b -> b.evidence() == TransferBreak.Evidence.STEP)) {
            out.append("no step between protocol paths\n");
        }
        notes(out, s.notes());
        return out.toString();
    }

    /** Netgauge's LogGP table with logp's L beside Netgauge's. */
    public static String text(NetgaugeLogGp g, Estimate t0, Estimate rate) {
        StringBuilder out = new StringBuilder();
        out.append(fmt("%s (LogGP per size, us)%n", g.label()));
        out.append(fmt(
                "%10s %12s %10s %10s %10s %12s %12s %12s%n",
                "n_bytes", "PRTT(1,0,s)", "o_s", "o_r", "g+G*s", "G_us/B", "L (logp)", "L (Netgauge)"));
        for (NetgaugeLogGp.Row r : g.rows()) {
            out.append(fmt(
                    "%10d %12.3f %10.3f %10.3f %10.3f %12.3g %12.3f %12.3f%n",
                    r.nBytes(),
                    r.prtt1Us(),
                    r.oSUs(),
                    r.oRUs(),
                    r.gapAtSizeUs(),
                    r.gPerByteUs(),
                    r.prtt1Us() / 2 - r.oSUs() - r.oRUs(),
                    r.halfRttUs()));
        }
        out.append(fmt("PRTT(1,0,s) = T0 + 2 s / R: T0 %s us, R %s MB/s%n", est(t0, 3), est(rate, 0)));
        notes(out, g.notes());
        return out.toString();
    }

    private static void notes(StringBuilder out, List<String> notes) {
        for (String n : notes) out.append("note: ").append(n).append('\n');
    }

    private static String describe(ReferenceSeries.Measure m) {
        return switch (m) {
            case ONE_WAY -> "one-way: half a ping-pong round trip";
            case ONE_WAY_BOTH_SENDING -> "one message while both ranks send";
            case STREAM -> "a windowed stream one way: n / bandwidth";
            case BIDIRECTIONAL_STREAM -> "streams both ways: n / (bandwidth / 2)";
        };
    }

    private static String est(Estimate e, int decimals) {
        return e.isKnown() ? pm(e.value(), e.ci95(), decimals) : "n/a";
    }

    private static String pm(double value, double ci, int decimals) {
        if (!Double.isFinite(value)) return "n/a";
        String f = "%." + decimals + "f";
        return Double.isFinite(ci) ? fmt(f + " ± " + f, value, ci) : fmt(f, value);
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
