package io.logp.report;

import io.logp.analysis.PingPongAnalysis;
import io.logp.data.TimerCheck;
import io.logp.presentation.NumberText;
import io.logp.stats.FilteredStatistics;
import io.logp.stats.PingPongStatistics;
import java.util.List;
import java.util.Locale;

/**
 * The ping-pong results as text, laid out like latency.summary.output and latency.output of Luecke et al.
 * (Appendix C): the summary holds parameters, timer check, timing results, statistics, communication rates and the
 * filtered results; the full file adds the npp comparison, the distributions and the size sweep.
 */
public final class PingPongText {

    private PingPongText() {}

    public static String summary(PingPongAnalysis a) {
        StringBuilder b = new StringBuilder();
        parameters(b, a);
        timers(b, a);
        results(
                b,
                "TIMING RESULTS FOR PING PONG TIMES DIVIDED BY TWO IN MICROSECONDS",
                "STATISTICS FOR PING PONG TIMES",
                a.statistics());
        line(b, "");
        line(b, "COMMUNICATION RATE RESULTS IN MBYTES/SECOND");
        a.rates().forEach((k, v) -> line(b, "communication rate using %s time = %s MB/s", k, StatsText.significant(v)));
        FilteredStatistics f = a.filtered();
        line(b, "");
        line(b, "FILTERED DATA RESULTS");
        line(b, "filtering cut-off coefficient = %.4f", f.cutCoef());
        line(b, "timing trials after filtering = %d", f.statistics().n());
        line(b, "# of timings removed by filtering = %d", f.removed());
        results(
                b,
                "FILTERED TIMING RESULTS FOR PING PONG TIMES DIVIDED BY TWO IN MICROSECONDS",
                "STATISTICS FOR FILTERED TIMINGS",
                f.statistics());
        nppTable(b, a);
        sweep(b, a);
        return b.toString();
    }

    public static String full(PingPongAnalysis a) {
        StringBuilder b = new StringBuilder(summary(a));
        for (TimerCheck t : a.timers().values()) {
            line(b, "");
            line(b, "FREQUENCY OF TIMES FROM THE TIMER CHECK OF %s (back-to-back reads, microseconds)", t.clock());
            t.frequencies().forEach((ns, count) -> line(b, "time = %.3f with frequency = %d", ns / 1e3, count));
        }
        line(b, "");
        line(b, "PING PONG TIMES DIVIDED BY TWO:");
        StatsText.distribution(b, a.distribution());
        return b.toString();
    }

    private static void parameters(StringBuilder b, PingPongAnalysis a) {
        line(b, "PROGRAM PARAMETERS");
        line(b, "");
        line(b, "Number of MPI processes used = %s", a.param("ranks"));
        line(b, "Ping pongs are between processors of rank source and dest where");
        line(b, "  source = %s", a.param("source"));
        line(b, "  dest = %s", a.param("dest"));
        line(b, "");
        line(b, "Number of timing trials used for the timer check, the npp estimate and the timings are:");
        line(b, "nr = %s", a.param("timer_reads"));
        line(
                b,
                "npptrial = %s (npp_init = %s, res_npp = %s)",
                a.param("npp_trials"),
                a.param("npp_init"),
                a.param("res_npp"));
        line(b, "ntrial = %d", a.statistics().n());
        line(b, "");
        line(b, "Message size (bytes) = %d", a.nBytes());
        line(b, "");
        line(b, "Number of ping pongs in a timing loop (npp):");
        line(b, "calculated value of npp = %s", a.param("npp_calculated"));
        line(b, "value of npp used = %s", a.param("npp_used"));
    }

    private static void timers(StringBuilder b, PingPongAnalysis a) {
        line(b, "");
        line(b, "TIMER CHECK (microseconds)");
        for (TimerCheck t : a.timers().values()) {
            line(
                    b,
                    "%s: resolution = %.4f, minimum overhead = %.4f, median = %.4f, average = %.4f, maximum = %.4f "
                            + "(%d reads)",
                    t.clock(),
                    t.resolutionNs() / 1e3,
                    t.minOverheadNs() / 1e3,
                    t.medianNs() / 1e3,
                    t.meanNs() / 1e3,
                    t.maxNs() / 1e3,
                    t.reads());
        }
        line(
                b,
                "timings use %s; its minimum overhead (%.4f us) is subtracted from every timing",
                a.param("clock_used"),
                ((Number) a.param("min_overhead_us")).doubleValue());
    }

    private static void results(StringBuilder b, String timing, String statistics, PingPongStatistics s) {
        line(b, "");
        line(b, timing);
        StatsText.times(b, s);
        line(b, "");
        line(b, statistics);
        StatsText.statistics(b, s);
    }

    private static void nppTable(StringBuilder b, PingPongAnalysis a) {
        List<PingPongAnalysis.NppRow> rows = a.nppComparison();
        if (rows.isEmpty()) return;
        line(b, "");
        line(b, "PING PONG TIMES DIVIDED BY TWO FOR %d-BYTE MESSAGES BY npp (microseconds)", a.nBytes());
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-20s", "npp ="));
        for (var r : rows) header.append(String.format(Locale.ROOT, "%12d", r.npp()));
        line(b, header.toString());
        row(b, rows, "minimum time", PingPongStatistics::minUs);
        row(b, rows, "median time", PingPongStatistics::medianUs);
        row(b, rows, "average time", PingPongStatistics::meanUs);
        row(b, rows, "maximum time", PingPongStatistics::maxUs);
        row(b, rows, "variance", PingPongStatistics::variance);
        row(b, rows, "standard deviation", PingPongStatistics::stddev);
    }

    private static void row(
            StringBuilder b,
            List<PingPongAnalysis.NppRow> rows,
            String name,
            java.util.function.ToDoubleFunction<PingPongStatistics> value) {
        StringBuilder r = new StringBuilder(String.format(Locale.ROOT, "%-20s", name));
        for (var row : rows) r.append(String.format(Locale.ROOT, "%12.4f", value.applyAsDouble(row.statistics())));
        line(b, r.toString());
    }

    private static void sweep(StringBuilder b, PingPongAnalysis a) {
        if (a.sizes().isEmpty()) return;
        line(b, "");
        line(
                b,
                "LATENCY AND BANDWIDTH: HALF ROUND TRIP BY MESSAGE SIZE (microseconds; bandwidth = bytes / mean, MB/s)");
        line(
                b,
                "%10s %5s %7s %12s %12s %12s %10s %12s %12s",
                "n_bytes",
                "npp",
                "trials",
                "min",
                "median",
                "mean",
                "ci95",
                "max",
                "bandwidth");
        for (var s : a.sizes()) {
            line(
                    b,
                    "%10d %5d %7d %12.4f %12.4f %12.4f %10.4f %12.4f %12.2f",
                    s.nBytes(),
                    s.npp(),
                    s.trials(),
                    s.minUs(),
                    s.medianUs(),
                    s.meanUs(),
                    s.ci95Us(),
                    s.maxUs(),
                    s.bandwidthMBps());
        }
        if (a.fit() != null) {
            var f = a.fit();
            line(
                    b,
                    "TransferTime = Ts + Tc * n: Ts (latency) = %s us from %d to %d bytes; "
                            + "1/Tc (bandwidth) = %s MB/s from %d to %d bytes",
                    NumberText.withCi(f.tsUs(), f.tsCi95Us()),
                    f.tsFromBytes(),
                    f.tsToBytes(),
                    NumberText.withCi(f.bandwidthMBps(), f.bandwidthCi95MBps()),
                    f.tcFromBytes(),
                    f.tcToBytes());
        } else {
            line(b, "TransferTime = Ts + Tc * n: not fitted (%s)", a.fitProblem());
        }
    }

    private static void line(StringBuilder b, String format, Object... args) {
        b.append(args.length == 0 ? format : String.format(Locale.ROOT, format, args))
                .append('\n');
    }

    /** The lines of the short ping-pong in the full text of a run, pointing at its summary file. */
    public static String brief(java.nio.file.Path summaryFile, PingPongAnalysis a) {
        PingPongStatistics s = a.statistics();
        StringBuilder out = new StringBuilder(String.format(
                Locale.ROOT,
                "ping-pong, %d bytes, half round trip (npp = %s, %d trials): min %.3f  median %.3f  "
                        + "mean %.3f  max %.3f us%n",
                a.nBytes(),
                a.param("npp_used"),
                s.n(),
                s.minUs(),
                s.medianUs(),
                s.meanUs(),
                s.maxUs()));
        io.logp.fit.TransferTimeFit f = a.fit();
        if (f != null) {
            out.append(String.format(
                    Locale.ROOT,
                    "latency/bandwidth line: Ts = %.3f us (%d..%d B), bandwidth = %.0f MB/s (%d..%d B)%n",
                    f.tsUs(),
                    f.tsFromBytes(),
                    f.tsToBytes(),
                    f.bandwidthMBps(),
                    f.tcFromBytes(),
                    f.tcToBytes()));
        }
        out.append("ping-pong details: ").append(summaryFile).append('\n');
        return out.toString();
    }
}
