package io.logp.report;

import io.logp.data.ContentionPattern;
import io.logp.data.NetworkPath.Medium;
import io.logp.finding.Finding;
import io.logp.fit.ContentionGap;
import io.logp.fit.ContentionRatio;
import io.logp.fit.ContentionRatios;
import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The contention part of the LogP tables (Culler et al., Table 5), as data: per pattern and K the gap each requester
 * saw, g_K / g_1 next to LogP's expectation, and the message rate of all requesters together relative to one pair.
 */
public final class ContentionTable {

    private ContentionTable() {}

    /**
     * @param notes what the placement means for these numbers (one host, shared hosts), before the fit's findings
     */
    public static List<Table> tables(ContentionRatios contention, List<Finding> notes) {
        Table.Builder t = Table.builder("Contention (g: the gap each requester sees at D = 0)")
                .keyColumns(3)
                .columns(
                        Column.text("pattern"),
                        Column.number("K", Symbol.of("K"), Unit.NONE),
                        Column.number("n_bytes", Symbol.sub("n", "bytes"), Unit.NONE),
                        Column.estimate("g", Symbol.of("g"), Unit.US),
                        Column.estimate("g_ratio", "g_K/g_1", Unit.NONE),
                        Column.number("logp_expects", "LogP expects", Unit.NONE),
                        Column.number("rate_ratio", "rate vs one pair", Unit.NONE),
                        Column.text("vs_logp", "vs LogP"));
        for (ContentionRatio r : contention.ratios()) {
            ContentionGap g = r.gap();
            t.row(
                    Cell.text(g.pattern().label()),
                    Cell.of(g.k()),
                    Cell.of(g.nBytes()),
                    Cell.of(g.gUs(), g.ci95Us(), 3),
                    Cell.of(r.ratio(), r.ratioCi95(), 2),
                    Cell.of(r.expected(), 0),
                    Cell.of(r.bandwidthRatio(), 2),
                    Cell.text(verdict(r)));
        }
        List<Finding> findings = new ArrayList<>(notes);
        findings.addAll(contention.findings());
        t.notes(FindingNotes.of(findings, Medium.UNKNOWN));
        return List.of(t.build());
    }

    /** "matches", or the deviation from LogP's expectation in percent. */
    static String verdict(ContentionRatio r) {
        if (!Double.isFinite(r.ratio())) return "no K = 1 point";
        if (r.gap().k() == 1) return "reference";
        if (r.matchesLogp()) return "matches";
        return String.format(Locale.ROOT, "%+.0f%%", 100 * r.deviation())
                + (r.gap().pattern() == ContentionPattern.K_TO_1 ? " of K" : "");
    }
}
