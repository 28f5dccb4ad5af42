package io.logp.report;

import io.logp.analysis.CollectivesAnalysis;
import io.logp.analysis.LaunchAnalysis;
import io.logp.analysis.PingPongAnalysis;
import io.logp.data.ContentionPattern;
import io.logp.data.Estimate;
import io.logp.finding.Severity;
import io.logp.fit.BulkParameters;
import io.logp.fit.ContentionRatio;
import io.logp.fit.ContentionRatios;
import io.logp.fit.LaunchSpread;
import io.logp.fit.LogpParameters;
import io.logp.fit.TransferRegime;
import io.logp.fit.TransferTimeFit;
import io.logp.fit.TransferTimeRegimes;
import io.logp.presentation.NumberText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The one screen a run prints by default: what the system costs, in at most {@link #MAX_LINES} lines. The LogP table
 * with CIs, the bulk headline, the ping-pong median, the collectives and contention in one line each, and every
 * warning as one coded line. Everything else stays in the run's files and its HTML report; {@code --verbose} and
 * {@code report DIR} print the full text.
 */
public final class ScreenSummary {

    /** The summary's budget: a terminal's screen, warnings included (the default shape of every command). */
    public static final int MAX_LINES = 40;

    /** Warning lines beyond this many are counted, not printed, so the summary keeps its budget. */
    static final int MAX_WARNING_LINES = 7;

    /** The widest line the summary prints: a terminal of 120 columns. */
    public static final int MAX_COLUMNS = 120;

    /**
     * What the summary is made of; the optional parts are absent when the run did not measure them.
     *
     * @param runId   the run's id
     * @param where   the line that says where the run ran (MPI, path, ranks), empty when unknown
     * @param logp    the LogP parameters, absent for a run that did not measure the signature
     * @param files   the closing lines: where the report and the files are
     * @param launches the launches of a run of more than one ({@code --launches N}), whose spread the LogP rows show
     */
    public record Inputs(
            String runId,
            String where,
            Optional<LogpParameters> logp,
            Optional<BulkParameters> bulk,
            Map<String, TransferTimeRegimes> regimes,
            Optional<PingPongAnalysis> pingPong,
            Optional<CollectivesAnalysis> collectives,
            ContentionRatios contention,
            List<Warning> warnings,
            List<String> files,
            Optional<LaunchAnalysis> launches) {}

    private ScreenSummary() {}

    /** A line within the summary's width: cut at a word and marked with "..." when it is wider. */
    public static String fit(String line) {
        return TextColumns.fit(line, MAX_COLUMNS);
    }

    public static String text(Inputs in) {
        List<String> lines = new ArrayList<>();
        lines.add("logp run " + in.runId());
        if (!in.where().isBlank()) lines.add("  " + in.where());
        in.logp().ifPresent(p -> lines.addAll(logp(p, in.launches())));
        in.bulk().ifPresent(b -> lines.addAll(bulk(b, in.regimes())));
        in.pingPong().ifPresent(p -> lines.add(pingPong(p)));
        List<String> tail = new ArrayList<>();
        contention(in.contention()).ifPresent(tail::add);
        tail.addAll(warnings(in.warnings()));
        tail.addAll(in.files());
        // With a signature the collectives are one line of context; alone (the collectives command) they are the
        // result, and get their table within what the screen leaves.
        in.collectives().filter(c -> !c.points().isEmpty()).ifPresent(c -> {
            if (in.logp().isPresent()) lines.add(collectivesLine(c));
            else lines.addAll(collectivesTable(c, MAX_LINES - lines.size() - tail.size()));
        });
        lines.addAll(tail);
        // Every line within the terminal's width: a long host list or many breaks cut at a word, the rest is in
        // the report.
        StringBuilder out = new StringBuilder();
        lines.forEach(
                l -> out.append(TextColumns.fit(l.stripTrailing(), MAX_COLUMNS)).append('\n'));
        return out.toString();
    }

    /**
     * The LogP rows. Over several launches each value is the launches' mean with the wider of its two intervals, and
     * beside it both: what one launch's CIs give, and where a launch falls.
     */
    private static List<String> logp(LogpParameters p, Optional<LaunchAnalysis> launches) {
        List<String> rows = new ArrayList<>();
        String header = launches.map(
                        l -> fmt("mean of %d launches ± 95%% CI (the wider of within, between)", l.count()))
                .orElse("value ± 95% CI");
        rows.add(fmt("%-25s%s", fmt("LogP, %d-byte messages", p.nBytes()), header));
        // A value this run's own findings doubt carries "?", as in the report's table and every comparison.
        java.util.Set<String> doubted = io.logp.analysis.Comparison.doubtedBy(p.findings());
        rows.add(row("o_s  send overhead", p.oS(), launches, LaunchAnalysis.Quantity.O_S, doubted.contains("o_s")));
        rows.add(row("o_r  receive overhead", p.oR(), launches, LaunchAnalysis.Quantity.O_R, doubted.contains("o_r")));
        rows.add(row("g    gap", p.g(), launches, LaunchAnalysis.Quantity.G, doubted.contains("g")));
        rows.add(
                p.latency().isKnown() && p.latency().value() < 0
                        ? fmt(
                                "  %-22s n/a (%s us < 0: RTT/2 < o_s + o_r%s)",
                                "L    latency",
                                NumberText.value(
                                        p.latency().value(), p.latency().ci95()),
                                launches.isPresent() ? "; the launches' mean" : "")
                        : row("L    latency", p.latency(), launches, LaunchAnalysis.Quantity.L, doubted.contains("L")));
        rows.add(row("RTT  round trip", p.rtt(), launches, LaunchAnalysis.Quantity.RTT, false));
        return rows;
    }

    private static String row(
            String label, Estimate e, Optional<LaunchAnalysis> launches, LaunchAnalysis.Quantity q, boolean doubted) {
        String value = e.isKnown() ? us(e) + (doubted ? " ?" : "") : "n/a (not fitted: see the warnings)";
        if (launches.isEmpty() || !e.isKnown()) return fmt("  %-22s %s", label, value);
        LaunchSpread s = launches.get().spread(q);
        return fmt(
                "  %-22s %-22s within ± %s, between ± %s",
                label, value, number(s.withinCi95()), number(s.betweenCi95()));
    }

    private static String number(double x) {
        return NumberText.hasCi(x) ? NumberText.ci(x) : "n/a";
    }

    /**
     * T0, R and G with their CIs, each from the regime it is read from (T0 from the large-message regime unless its
     * intercept is negative, then the regime below; R from the large-message regime; G over the sizes of its line),
     * and on a second line the sizes where the protocol changes. An unknown value is "n/a" with its reason.
     */
    static List<String> bulk(BulkParameters b, Map<String, TransferTimeRegimes> regimes) {
        String t0 = b.t0Regime()
                .map(r -> us(b.t0()) + " over " + range(r))
                .orElse("n/a (no regime has a non-negative intercept)");
        String rate = b.rateRegime()
                .map(r -> rate(b.rateMBps()) + " over " + range(r))
                .orElse("n/a (no regime with a line)");
        String g = b.gPerByte().isKnown()
                ? perByte(BulkTable.perByteNs(b.gPerByte())) + " over " + b.gFromBytes() + ".." + b.gToBytes() + " B"
                : "n/a (g(n) known at fewer than two sizes)";
        TransferTimeRegimes store = regimes.getOrDefault("store", b.times());
        List<TransferRegime> r = store.regimes();
        List<String> breaks = new ArrayList<>();
        for (int i = 1; i < r.size(); i++)
            breaks.add(r.get(i - 1).toBytes() + ".." + r.get(i).fromBytes() + " B");
        // Four breaks fit the line; more are counted (every one is in the report's bulk table).
        String shown = String.join(", ", breaks.subList(0, Math.min(4, breaks.size())))
                + (breaks.size() > 4 ? fmt(" (+%d)", breaks.size() - 4) : "");
        // Two lines of at most 120 columns: T0 and R, then G and where the protocol changes.
        return List.of(
                "Bulk transfers (store): T0 " + t0 + "; R " + rate,
                "  G " + g + (breaks.isEmpty() ? "; one protocol regime" : "; protocol breaks at " + shown));
    }

    private static String range(TransferRegime r) {
        return r.fromBytes() + ".." + r.toBytes() + " B";
    }

    private static String perByte(Estimate e) {
        return NumberText.withCi(e.value(), e.hasCi() ? e.ci95() : Double.NaN, BulkTable.PER_BYTE_UNIT);
    }

    static String pingPong(PingPongAnalysis a) {
        String s = fmt(
                "Ping-pong, %d B: median %s us (min %s)",
                a.nBytes(),
                NumberText.plain(a.statistics().medianUs()),
                NumberText.plain(a.statistics().minUs()));
        TransferTimeFit f = a.fit();
        if (f == null) return s;
        // The line is fitted to the filtered means of the sweep, so one preempted trial does not bend it.
        String bandwidth = Double.isFinite(f.bandwidthMBps())
                ? rate(Estimate.of(f.bandwidthMBps(), f.bandwidthCi95MBps()))
                        + fmt(" over %d..%d B", f.tcFromBytes(), f.tcToBytes())
                : "n/a (the large sizes do not take longer)";
        return s + "; Ts " + us(Estimate.of(f.tsUs(), f.tsCi95Us())) + ", bandwidth " + bandwidth;
    }

    /**
     * The collectives in one line: ops, points and P, the median of measured/LogP and the worst point, with how many
     * rows carry a doubt. The table is the {@code collectives} command's and the report's: fifteen rows here would push
     * the LogP table off the screen.
     */
    static String collectivesLine(CollectivesAnalysis c) {
        List<CollectivesAnalysis.Point> points = c.points();
        long ops = points.stream().map(p -> p.row().op()).distinct().count();
        java.util.IntSummaryStatistics ps =
                points.stream().mapToInt(p -> p.row().p()).summaryStatistics();
        String p = ps.getMin() == ps.getMax() ? "P = " + ps.getMin() : "P = " + ps.getMin() + ".." + ps.getMax();
        StringBuilder line = new StringBuilder(fmt("Collectives: %d ops, %d points, %s", ops, points.size(), p));
        List<CollectivesAnalysis.Point> rated = points.stream()
                .filter(q -> Double.isFinite(q.ratio()))
                .sorted(java.util.Comparator.comparingDouble(CollectivesAnalysis.Point::ratio))
                .toList();
        if (rated.isEmpty()) {
            line.append("; measured/LogP n/a (no LogP model or every ratio withheld)");
        } else {
            int n = rated.size();
            double median = n % 2 == 1
                    ? rated.get(n / 2).ratio()
                    : (rated.get(n / 2 - 1).ratio() + rated.get(n / 2).ratio()) / 2;
            CollectivesAnalysis.Point worst = rated.get(n - 1);
            line.append("; median measured/LogP ")
                    .append(NumberText.plain(median))
                    .append(fmt(
                            "; worst %s %d B at P = %d (",
                            worst.row().op().label(),
                            worst.row().nBytes(),
                            worst.row().p()))
                    .append(NumberText.plain(worst.ratio()))
                    .append(worst.marks().isEmpty() ? "x)" : "x, doubt " + worst.marks() + ")");
        }
        long doubted = points.stream().filter(q -> !q.doubts().isEmpty()).count();
        if (doubted > 0) line.append(fmt("; %d in doubt", doubted));
        return line.toString();
    }

    /** The collectives' table in at most {@code budget} lines: the largest P first when every point does not fit. */
    static List<String> collectivesTable(CollectivesAnalysis c, int budget) {
        for (int rows = Math.max(1, budget); rows >= 1; rows--) {
            List<String> text = io.logp.report.table.Tables.text(List.of(CollectivesTable.screen(c, rows)))
                    .lines()
                    .toList();
            if (text.size() <= budget || rows == 1) return text;
        }
        return List.of();
    }

    /** The largest K of each pattern against what LogP expects there. */
    static Optional<String> contention(ContentionRatios c) {
        Map<ContentionPattern, ContentionRatio> largest = new LinkedHashMap<>();
        for (ContentionRatio r : c.ratios()) {
            if (!Double.isFinite(r.ratio())) continue;
            largest.merge(r.gap().pattern(), r, (a, b) -> b.gap().k() > a.gap().k() ? b : a);
        }
        if (largest.isEmpty()) return Optional.empty();
        List<String> parts = new ArrayList<>();
        largest.forEach((pattern, r) -> parts.add(fmt(
                "%s K=%d %s (LogP %.0f)", pattern.label(), r.gap().k(), NumberText.plain(r.ratio()), r.expected())));
        return Optional.of("Contention g_K/g_1: " + String.join(", ", parts));
    }

    /**
     * One line per code of the errors and warnings (counted when a code repeats), errors first, at most {@link
     * #MAX_WARNING_LINES}, the codes beyond named; then the codes of the information findings on one line: they are
     * context, and their sentences are in the report.
     */
    public static List<String> warnings(List<Warning> warnings) {
        List<Warning> problems = warnings.stream()
                .filter(w -> w.severity() != Severity.INFO)
                .sorted(java.util.Comparator.comparing(Warning::severity).reversed())
                .toList();
        List<String> notes = List.copyOf(FindingText.byCode(warnings.stream()
                        .filter(w -> w.severity() == Severity.INFO)
                        .toList())
                .keySet());
        List<String> lines = new ArrayList<>();
        if (problems.isEmpty()) {
            lines.add("Warnings: none");
        } else {
            Map<String, List<Warning>> byCode = FindingText.byCode(problems);
            int width = byCode.keySet().stream().mapToInt(String::length).max().orElse(0);
            lines.add("Warnings (codes explained in docs/warnings.md and the report):");
            int shown = 0;
            for (Map.Entry<String, List<Warning>> e : byCode.entrySet()) {
                if (shown == MAX_WARNING_LINES) {
                    List<String> rest = List.copyOf(byCode.keySet()).subList(shown, byCode.size());
                    lines.addAll(named(fmt("  ... %d more in the report:", rest.size()), rest));
                    break;
                }
                int more = e.getValue().size() - 1;
                lines.add(fmt(
                        "  %-" + width + "s  %s%s",
                        e.getKey(),
                        e.getValue().get(0).brief(),
                        more > 0 ? fmt(" (+%d)", more) : ""));
                shown++;
            }
        }
        if (!notes.isEmpty()) lines.addAll(named("  notes in the report:", notes));
        return lines;
    }

    /** Codes after a lead, on as many lines as they take: a reader looks each one up, so none is cut. */
    private static List<String> named(String lead, List<String> codes) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(lead);
        for (int i = 0; i < codes.size(); i++) {
            String code = codes.get(i) + (i < codes.size() - 1 ? "," : "");
            if (line.length() + 1 + code.length() > MAX_COLUMNS) {
                lines.add(line.toString());
                line = new StringBuilder("    ");
            }
            line.append(' ').append(code);
        }
        lines.add(line.toString());
        return lines;
    }

    private static String rate(Estimate e) {
        if (!e.isKnown()) return "n/a";
        return NumberText.withCi(e.value(), e.hasCi() ? e.ci95() : Double.NaN, "MB/s");
    }

    private static String us(Estimate e) {
        if (!e.isKnown()) return "n/a";
        return NumberText.withCi(e.value(), e.hasCi() ? e.ci95() : Double.NaN, "us");
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
