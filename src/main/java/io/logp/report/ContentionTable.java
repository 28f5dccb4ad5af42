package io.logp.report;

import io.logp.data.ContentionPattern;
import io.logp.data.meta.NetworkPath.Medium;
import io.logp.finding.Finding;
import io.logp.fit.ContentionGap;
import io.logp.fit.ContentionRatio;
import io.logp.fit.ContentionRatios;
import java.util.List;
import java.util.Locale;

/**
 * The contention part of the LogP table (Culler et al., Table 5): per pattern and K the gap each requester saw,
 * g_K / g_1 next to LogP's expectation, and the message rate of all requesters together relative to one pair.
 */
public final class ContentionTable {

    private ContentionTable() {}

    public static String text(ContentionRatios contention, List<Finding> notes) {
        StringBuilder out = new StringBuilder("Contention (g: the gap each requester sees at D = 0)\n");
        out.append(String.format(
                Locale.ROOT,
                "  %-8s %3s %8s  %-22s %-16s %8s %8s  %s%n",
                "pattern",
                "K",
                "n_bytes",
                "g us",
                "g_K/g_1",
                "LogP",
                "rate x",
                "vs LogP"));
        for (ContentionRatio r : contention.ratios()) {
            ContentionGap g = r.gap();
            out.append(String.format(
                                    Locale.ROOT,
                                    "  %-8s %3d %8d  %-22s %-16s %8s %8s  %s",
                                    g.pattern().label(),
                                    g.k(),
                                    g.nBytes(),
                                    withCi(g.gUs(), g.ci95Us(), 3),
                                    withCi(r.ratio(), r.ratioCi95(), 2),
                                    number(r.expected(), 0),
                                    number(r.bandwidthRatio(), 2),
                                    verdict(r))
                            .stripTrailing())
                    .append('\n');
        }
        notes.forEach(n -> out.append("note: ")
                .append(FindingText.words(n, Medium.UNKNOWN))
                .append('\n'));
        contention.findings().forEach(f -> out.append(f.severity().label())
                .append(": ")
                .append(FindingText.words(f, Medium.UNKNOWN))
                .append('\n'));
        return out.toString();
    }

    public static String markdown(ContentionRatios contention, List<Finding> notes) {
        StringBuilder out = new StringBuilder("\n## Contention (g: the gap each requester sees at D = 0)\n\n");
        out.append(
                "| pattern | K | n_bytes | g (us) | 95% CI | g_K/g_1 | 95% CI | LogP expects | rate vs one pair | vs LogP |\n");
        out.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n");
        for (ContentionRatio r : contention.ratios()) {
            ContentionGap g = r.gap();
            out.append("| ")
                    .append(g.pattern().label())
                    .append(" | ")
                    .append(g.k())
                    .append(" | ")
                    .append(g.nBytes())
                    .append(" | ")
                    .append(number(g.gUs(), 3))
                    .append(" | ")
                    .append(number(g.ci95Us(), 3))
                    .append(" | ")
                    .append(number(r.ratio(), 2))
                    .append(" | ")
                    .append(number(r.ratioCi95(), 2))
                    .append(" | ")
                    .append(number(r.expected(), 0))
                    .append(" | ")
                    .append(number(r.bandwidthRatio(), 2))
                    .append(" | ")
                    .append(verdict(r))
                    .append(" |\n");
        }
        if (!notes.isEmpty() || !contention.findings().isEmpty()) out.append('\n');
        notes.forEach(n -> out.append("- note: ")
                .append(FindingText.words(n, Medium.UNKNOWN))
                .append('\n'));
        contention.findings().forEach(f -> out.append("- ")
                .append(f.severity().label())
                .append(": ")
                .append(FindingText.words(f, Medium.UNKNOWN))
                .append('\n'));
        return out.toString();
    }

    /** "matches", or the deviation from LogP's expectation in percent. */
    static String verdict(ContentionRatio r) {
        if (!Double.isFinite(r.ratio())) return "no K = 1 point";
        if (r.gap().k() == 1) return "reference";
        if (r.matchesLogp()) return "matches";
        return String.format(Locale.ROOT, "%+.0f%%", 100 * r.deviation())
                + (r.gap().pattern() == ContentionPattern.K_TO_1 ? " of K" : "");
    }

    private static String withCi(double v, double ci, int decimals) {
        if (!Double.isFinite(v)) return "n/a";
        String s = number(v, decimals);
        return Double.isFinite(ci) ? s + " +- " + number(ci, decimals) : s;
    }

    private static String number(double v, int decimals) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%." + decimals + "f", v) : "";
    }
}
