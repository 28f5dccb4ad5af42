package io.logp.report;

import io.logp.analysis.Comparison;
import io.logp.data.Estimate;
import io.logp.data.NetworkPath.Medium;
import io.logp.fit.CurveFit;
import io.logp.fit.LogpParameters;
import io.logp.format.run.Decimals;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The LogP table as data, for every rendering ({@link io.logp.report.table.TableFormat}): o_s, o_r, g, L, RTT and
 * Idle = g - o_s - o_r as value ± 95% CI in microseconds; the o_r slope over D (about 1 when the model holds); the
 * send-only range; the steady state of every curve. Under it the caller's context (window, payload, transport,
 * ranks...) and the fit's findings.
 */
public final class LogpTable {

    /** Nanosecond resolution: the clock's, and finer than any CI we reach. */
    private static final int DECIMALS = 3;

    private static final String UNIT_US = "us";

    private LogpTable() {}

    /** The tables of the small-message part: one. Context lines and findings are its notes, in that order. */
    public static List<Table> tables(LogpParameters p, Map<String, String> context, Medium medium) {
        Table.Builder t = Table.builder("LogP parameters (small messages, n_bytes = " + p.nBytes() + ")")
                .columns(
                        Column.text("parameter"),
                        Column.estimate("value", "value ± 95% CI", Unit.NONE),
                        Column.text("unit"),
                        Column.text("note"));
        // A parameter this run's own findings doubt carries the doubt's mark here as in every comparison.
        Set<String> doubted = Comparison.doubtedBy(p.findings());
        // The note says how each parameter was obtained (Culler et al.'s extraction, see the glossary).
        row(t, "o_s", p.oS(), UNIT_US, "send-only range of the D = 0 curve", doubted);
        row(t, "o_r", p.oR(), UNIT_US, "steady cost - D - o_s of the curves with D > Idle", doubted);
        row(t, "g", p.g(), UNIT_US, "plateau of the D = 0 curve", doubted);
        row(t, "L", p.latency().unlessNegative(), UNIT_US, "RTT/2 - o_s - o_r", doubted);
        row(t, "RTT", p.rtt(), UNIT_US, "timed round trips of one request and its reply");
        row(t, "Idle = g - o_s - o_r", p.g().plus(p.oS(), -1).plus(p.oR(), -1), UNIT_US, "");
        row(t, "o_r slope vs D", p.oRSlope(), "", "should be about 1");
        t.row(
                Cell.text("send-only range"),
                p.sendOnlyMaxM() >= 1 ? Cell.text("M <= " + p.sendOnlyMaxM()) : Cell.missing(),
                Cell.text(""),
                Cell.text("at D = 0"));
        for (CurveFit curve : p.curves()) {
            String note = "M " + curve.fromM() + ".." + curve.toM() + ", "
                    + (curve.converged() ? "converged" : "not converged") + ", "
                    + (curve.aboveGap() ? "above the gap" : "not above the gap");
            String delay = Double.isFinite(curve.delayUs()) ? Decimals.table(curve.delayUs(), DECIMALS) : Cell.MISSING;
            String label = "steady cost, D = " + delay + " us";
            row(t, label, curve.steady(), UNIT_US, note);
        }
        if (!doubted.isEmpty())
            t.note(Cell.DOUBT, "uncertain by this run's own findings (below): " + String.join(", ", doubted));
        context.forEach(t::note);
        t.notes(FindingNotes.of(p.findings(), medium));
        return List.of(t.build());
    }

    private static void row(
            Table.Builder t, String parameter, Estimate e, String unit, String note, Set<String> doubted) {
        Cell value = Cell.of(e.value(), e.ci95(), DECIMALS);
        t.row(
                Cell.text(parameter),
                value instanceof Cell.Value v && doubted.contains(parameter) ? v.marked(Cell.Mark.DOUBTED) : value,
                Cell.text(e.isKnown() ? unit : ""),
                Cell.text(note));
    }

    private static void row(Table.Builder t, String parameter, Estimate e, String unit, String note) {
        t.row(
                Cell.text(parameter),
                Cell.of(e.value(), e.ci95(), DECIMALS),
                Cell.text(e.isKnown() ? unit : ""),
                Cell.text(note));
    }
}
