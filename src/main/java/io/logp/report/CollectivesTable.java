package io.logp.report;

import io.logp.data.meta.NetworkPath.Medium;
import io.logp.stats.TrimmedStatistics;
import java.util.Locale;

/**
 * The collectives part of the report: per op, size and P the MPIPerf time (trimmed mean ± Student-t half-width,
 * with the counts), the loop-of-k time beside it, and the LogP prediction with measured / predicted; then the timer
 * checks and the notes.
 */
public final class CollectivesTable {

    private CollectivesTable() {}

    public static String text(CollectivesAnalysis a) {
        StringBuilder out = new StringBuilder("Collectives (MPIPerf: launches synchronised on rank 0's clock; time = "
                + "slowest rank, 25%-trimmed mean)\n");
        out.append(String.format(
                Locale.ROOT,
                "  %-20s %7s %3s  %-20s %-26s %9s %9s %12s %5s  %-19s %9s %7s  %s%n",
                "op",
                "n_bytes",
                "P",
                "mean us ± " + confidence(a),
                "median us [" + confidence(a) + "]",
                "min",
                "max",
                "valid/total",
                "doubt",
                "loop-of-k us (0/max)",
                "LogP us",
                "meas/LogP",
                "LogP algorithm"));
        for (CollectivesAnalysis.Point p : a.points()) {
            CollectivesCsv.Row r = p.row();
            TrimmedStatistics s = r.stats();
            out.append(String.format(
                                    Locale.ROOT,
                                    "  %-20s %7d %3d  %-20s %-26s %9s %9s %12s %5s  %-19s %9s %7s  %s",
                                    r.op().label(),
                                    r.nBytes(),
                                    r.p(),
                                    withCi(s.meanUs(), s.halfWidthUs()),
                                    median(s),
                                    number(s.minUs(), 3),
                                    number(s.maxUs(), 3),
                                    counts(s, r.launches()),
                                    p.marks(),
                                    loop(r),
                                    number(p.predictedUs(), 3),
                                    number(p.ratio(), 2),
                                    p.prediction() == null ? "" : p.prediction().algorithm())
                            .stripTrailing())
                    .append('\n');
        }
        if (!a.timers().isEmpty()) {
            out.append("Timer checks (MPIPerf 6.1: WaitPatternNull should take 0 us, WaitPatternUp P us)\n");
            out.append(String.format(
                    Locale.ROOT,
                    "  %-16s %-10s %3s %11s  %-20s %-26s %12s%n",
                    "clock",
                    "pattern",
                    "P",
                    "expected us",
                    "measured us",
                    "median us",
                    "valid/total"));
            for (CollectivesCsv.TimerRow t : a.timers()) {
                out.append(String.format(
                        Locale.ROOT,
                        "  %-16s %-10s %3d %11s  %-20s %-26s %12s%n",
                        t.timer(),
                        t.pattern(),
                        t.p(),
                        number(t.expectedUs(), 3),
                        withCi(t.stats().meanUs(), t.stats().halfWidthUs()),
                        median(t.stats()),
                        counts(t.stats(), t.launches())));
            }
        }
        for (String timer : new String[] {"System.nanoTime", "MPI_Wtime"}) {
            double worst = a.worstAccuracyUs(timer);
            if (Double.isFinite(worst)) {
                out.append(String.format(
                        Locale.ROOT,
                        "clock synchronisation (%s): every offset to rank 0 within ±%.3f us%n",
                        timer,
                        worst));
            }
        }
        a.findings().forEach(f -> out.append("note: ")
                .append(FindingText.words(f, Medium.UNKNOWN))
                .append('\n'));
        return out.toString();
    }

    public static String markdown(CollectivesAnalysis a) {
        StringBuilder out = new StringBuilder(
                "\n## Collectives (MPIPerf: synchronised launches, slowest rank, 25%-trimmed mean)\n\n");
        out.append("| op | n_bytes | P | mean (us) | ± (")
                .append(confidence(a))
                .append(") | median (us) | median interval | min | max | valid | total | doubt | "
                        + "loop-of-k rank 0 | loop-of-k max | LogP (us) | measured/LogP | LogP algorithm |\n");
        out.append(
                "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |\n");
        for (CollectivesAnalysis.Point p : a.points()) {
            CollectivesCsv.Row r = p.row();
            TrimmedStatistics s = r.stats();
            out.append("| ")
                    .append(r.op().label())
                    .append(" | ")
                    .append(r.nBytes())
                    .append(" | ")
                    .append(r.p())
                    .append(" | ")
                    .append(number(s.meanUs(), 3))
                    .append(" | ")
                    .append(number(s.halfWidthUs(), 3))
                    .append(" | ")
                    .append(number(s.medianUs(), 3))
                    .append(" | ")
                    .append(interval(s))
                    .append(" | ")
                    .append(number(s.minUs(), 3))
                    .append(" | ")
                    .append(number(s.maxUs(), 3))
                    .append(" | ")
                    .append(s.valid())
                    .append(" | ")
                    .append(r.launches() < 0 ? "" : r.launches())
                    .append(" | ")
                    .append(p.marks())
                    .append(" | ")
                    .append(number(r.loopUs(), 3))
                    .append(" | ")
                    .append(number(r.loopMaxUs(), 3))
                    .append(" | ")
                    .append(number(p.predictedUs(), 3))
                    .append(" | ")
                    .append(number(p.ratio(), 2))
                    .append(" | ")
                    .append(p.prediction() == null ? "" : p.prediction().algorithm())
                    .append(" |\n");
        }
        if (!a.timers().isEmpty()) {
            out.append("\n| clock | timer check | P | expected (us) | measured (us) | valid | total |\n");
            out.append("| --- | --- | ---: | ---: | ---: | ---: | ---: |\n");
            for (CollectivesCsv.TimerRow t : a.timers()) {
                out.append("| ")
                        .append(t.timer())
                        .append(" | ")
                        .append(t.pattern())
                        .append(" | ")
                        .append(t.p())
                        .append(" | ")
                        .append(number(t.expectedUs(), 3))
                        .append(" | ")
                        .append(number(t.stats().meanUs(), 3))
                        .append(" | ")
                        .append(t.stats().valid())
                        .append(" | ")
                        .append(t.launches())
                        .append(" |\n");
            }
        }
        if (!a.findings().isEmpty()) out.append('\n');
        a.findings().forEach(f -> out.append("- note: ")
                .append(FindingText.words(f, Medium.UNKNOWN))
                .append('\n'));
        return out.toString();
    }

    private static String confidence(CollectivesAnalysis a) {
        double c = a.points().stream()
                .mapToDouble(p -> p.row().stats().confidence())
                .filter(Double::isFinite)
                .findFirst()
                .orElse(Double.NaN);
        return Double.isFinite(c) ? String.format(Locale.ROOT, "%.0f%%", 100 * c) : "CI";
    }

    private static String counts(TrimmedStatistics s, int launches) {
        return s.valid() + "/" + (launches < 0 ? "?" : launches);
    }

    private static String loop(CollectivesCsv.Row r) {
        if (!Double.isFinite(r.loopUs())) return "";
        return number(r.loopUs(), 3) + " / " + number(r.loopMaxUs(), 3);
    }

    private static String median(TrimmedStatistics s) {
        if (!Double.isFinite(s.medianUs())) return "-";
        String i = interval(s);
        return i.isEmpty() ? number(s.medianUs(), 3) : number(s.medianUs(), 3) + " " + i;
    }

    private static String interval(TrimmedStatistics s) {
        if (!Double.isFinite(s.medianLowUs())) return "";
        return "[" + number(s.medianLowUs(), 3) + ", " + number(s.medianHighUs(), 3) + "]";
    }

    private static String withCi(double value, double half) {
        if (!Double.isFinite(value)) return "-";
        return Double.isFinite(half) ? number(value, 3) + " ± " + number(half, 3) : number(value, 3);
    }

    private static String number(double value, int decimals) {
        return Double.isFinite(value) ? Decimals.table(value, decimals) : "-";
    }
}
