package io.logp.report;

import io.logp.fit.Diagnostic;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Stable codes for a run's warnings. The fitter's findings are data whose {@link Diagnostic.Kind} is the code. The
 * measurement's and the bulk fit's warnings reach the report as sentences (meta.json and logp.json keep them as
 * strings, so files of earlier runs still read), so each is recognised here by the phrase that makes it what it is;
 * one no entry recognises gets {@link #NOTE}. docs/warnings.md explains every code; a test keeps the two in step.
 */
public final class WarningCodes {

    /** Width of a warning's one line in the summary (after its code): the summary stays within 100 columns. */
    static final int BRIEF_WIDTH = 72;

    /** The code of a warning no entry recognises. */
    public static final String NOTE = "NOTE";

    /** A recognised warning: its code, the phrase that identifies it, and its one-line form ($1.. are the phrase's groups). */
    record Entry(String code, Pattern phrase, String brief) {}

    private static final List<Entry> ENTRIES = List.of(
            entry(
                    "INCOMPLETE_RUN",
                    "this run did not complete \\((\\w+)",
                    "the run ended early ($1): only the points measured before it count"),
            entry(
                    "TIMED_LOOP_ALLOCATES",
                    "(\\d+) bytes were allocated inside (\\d+) timed trials",
                    "the timed loop allocated $1 bytes in $2 trials"),
            entry(
                    "BULK_POINTS_CAPPED",
                    "(\\d+) of (\\d+) bulk signature points \\(at (.*?) bytes\\) stopped at a cap",
                    "$1 of $2 bulk signature points stopped at a cap before their CI target"),
            entry(
                    "BULK_TIMES_CAPPED",
                    "(store|get) T\\(n\\) of \\[(.*?)\\] bytes stopped at a cap",
                    "$1 T(n) of some sizes stopped at a cap before its CI target"),
            entry(
                    "POINTS_CAPPED",
                    "(\\d+) of (\\d+) signature points stopped at a cap",
                    "$1 of $2 signature points stopped at a cap before their CI target"),
            entry("BUDGET_EXHAUSTED", "(\\w+) budget ran out", "the $1 budget ran out before every point was measured"),
            entry(
                    "GC_REMEASURED",
                    "(\\d+) batches saw a garbage collection",
                    "$1 batches saw a GC and were measured again"),
            entry(
                    "BULK_RTT_DRIFT",
                    "round trip measured between rounds left the CI of T\\(n\\) by up to (\\d+%)",
                    "the round trip moved up to $1 between the T(n) sweep and the bulk signatures"),
            entry(
                    "RTT_DRIFT",
                    "RTT measured between rounds left the confidence interval .*? in (\\d+) of (\\d+) rounds, by up to (\\d+%)",
                    "the RTT left its CI in $1 of $2 rounds, by up to $3"),
            entry(
                    "OVERSUBSCRIBED",
                    "(\\d+) ranks share the (\\d+) cores of",
                    "$1 ranks on $2 cores: times include the scheduler"),
            entry("BULK_SIZE_NOT_FITTED", "n_bytes = (\\d+)", "bulk size $1 bytes not fitted"),
            entry(
                    "T0_NOT_A_STARTUP",
                    "T\\(n\\) from (\\d+) to (\\d+) bytes: ",
                    "T0 of $1..$2 bytes is no start-up time"),
            entry(
                    "G_ACROSS_REGIMES",
                    "G is the slope of g\\(n\\) from (\\d+) to (\\d+) bytes, across",
                    "G spans protocol regimes ($1..$2 bytes)"),
            entry(
                    "G_OVERHEAD_LIMITED",
                    "G = (\\S+) us/byte is the slope of overhead-limited",
                    "G = $1 us/byte is an upper bound"),
            entry("G_UNKNOWN", "G is unknown", "G unknown: fewer than two converged g(n)"),
            entry(
                    "NO_CONFIDENCE_INTERVALS",
                    "signature\\.csv has no ci95_us: (\\d+) of (\\d+) curves",
                    "no ci95_us: $1 of $2 curves not taken as steady (noise unknown)"),
            entry(
                    "META_UNREADABLE",
                    "meta\\.json set aside: ",
                    "meta.json unreadable: fitted without its window and context"),
            entry("CONTENTION_NO_BASE", "(\\S+): no K = 1 point", "$1: no K = 1 point, no ratios"),
            entry(
                    "CONTENTION_OFF_MODEL",
                    "(\\S+): g_K/g_1 = (\\S+) at K = (\\d+) where LogP expects (\\S+) ",
                    "$1 at K = $3: g_K/g_1 = $2, LogP expects $4"),
            entry(
                    "TIMER_CHECK_EMPTY",
                    "timer check (\\S+) with (\\S+) at P = (\\d+) had no valid launch",
                    "timer check $1 ($2, P = $3): no valid launch"),
            entry(
                    "TIMER_CHECK_FAILED",
                    "timer check failed: (\\S+) with (\\S+) at P = (\\d+) measured (\\S+) us, expected (\\S+) us",
                    "$1 with $2 at P = $3: $4 us, expected $5 us"),
            entry(
                    "NO_PER_BYTE_COST",
                    "no per-byte cost \\(G or R\\) in this run",
                    "no G or R in this run: only the barrier is predicted"),
            entry(
                    "CLOCK_DRIFT",
                    "rank (\\d+)'s (\\S+) offset moved by (\\S+) us",
                    "rank $1's $2 offset moved $3 us during the run"));

    private WarningCodes() {}

    private static Entry entry(String code, String phrase, String brief) {
        return new Entry(code, Pattern.compile(phrase), brief);
    }

    /** Every code a warning can have: the fitter's kinds, then the recognised sentences', then {@link #NOTE}. */
    public static List<String> all() {
        List<String> codes = new ArrayList<>();
        for (Diagnostic.Kind k : Diagnostic.Kind.values()) codes.add(k.code());
        ENTRIES.forEach(e -> codes.add(e.code()));
        codes.add(NOTE);
        return codes;
    }

    /** A measurement or fit warning sentence, coded. */
    public static Warning of(String text) {
        for (Entry e : ENTRIES) {
            Matcher m = e.phrase().matcher(text);
            if (m.find()) return new Warning(e.code(), brief(e.brief(), m), text);
        }
        return new Warning(NOTE, shortened(text), text);
    }

    /** Every sentence, coded. */
    public static List<Warning> of(List<String> texts) {
        return texts.stream().map(WarningCodes::of).toList();
    }

    /** A fitter diagnostic, coded by its kind and worded for the path the messages took. */
    public static Warning of(Diagnostic d, io.logp.data.meta.NetworkPath.Medium medium) {
        return new Warning(d.kind().code(), DiagnosticText.brief(d), DiagnosticText.words(d, medium));
    }

    /** Warnings with the same code merged into one line each, counted: the summary's form. */
    public static Map<String, List<Warning>> byCode(List<Warning> warnings) {
        Map<String, List<Warning>> grouped = new LinkedHashMap<>();
        for (Warning w : warnings)
            grouped.computeIfAbsent(w.code(), k -> new ArrayList<>()).add(w);
        return grouped;
    }

    private static String brief(String template, Matcher m) {
        String out = template;
        for (int g = m.groupCount(); g >= 1; g--) out = out.replace("$" + g, String.valueOf(m.group(g)));
        return out;
    }

    /** The first clause of a sentence no entry knows, cut at a word to fit one line. */
    static String shortened(String text) {
        int cut = text.length();
        for (String stop : List.of(": ", "; ", " (")) {
            int i = text.indexOf(stop);
            if (i > 20) cut = Math.min(cut, i);
        }
        String clause = text.substring(0, cut);
        if (clause.length() <= BRIEF_WIDTH) return clause;
        int space = clause.lastIndexOf(' ', BRIEF_WIDTH - 3);
        return clause.substring(0, space > 20 ? space : BRIEF_WIDTH - 3) + "...";
    }
}
