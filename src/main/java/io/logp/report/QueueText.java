package io.logp.report;

import io.logp.analysis.QueueAnalysis;
import io.logp.fit.QueueCost;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The lines the queues command prints: every queue's cost per entry, and the memory probes' outcome. */
public final class QueueText {

    private QueueText() {}

    public static String costs(QueueAnalysis a) {
        StringBuilder out = new StringBuilder(
                "MPI queue costs (half round trip against queue depth Q; per-entry cost = slope of the round trip)\n");
        for (QueueCost cost : a.costs()) {
            double entries = a.entriesPerOR(cost);
            out.append(String.format(
                    Locale.ROOT,
                    "  %-17s %8.2f ± %6.2f ns per entry   Q = 0: %.3f ± %.3f us   (Q up to %d)%s%n",
                    cost.curve(),
                    cost.perEntryNs().value(),
                    cost.perEntryNs().ci95(),
                    cost.baseUs().value(),
                    cost.baseUs().ci95(),
                    cost.qMax(),
                    !a.oR().isKnown()
                            ? ""
                            : Double.isFinite(entries)
                                    ? String.format(
                                            Locale.ROOT, "   o_r = %.3f us = %.0f entries", a.oR().value(), entries)
                                    : "   (no cost per entry within its CI)"));
        }
        // The memory probes as the job recorded them in queues_params.json.
        if (a.params().get("memory") instanceof List<?> probes) {
            for (Object probe : probes) {
                if (!(probe instanceof Map<?, ?> mem)) continue;
                out.append(ScreenSummary.fit(String.format(
                                Locale.ROOT,
                                "  memory, receiver %s for %s s: %s unexpected 8-byte messages sent, %s",
                                mem.get("receiver"),
                                mem.get("seconds"),
                                mem.get("unexpected_messages_sent"),
                                Boolean.TRUE.equals(mem.get("sender_stalled"))
                                        ? "then the sender stalled"
                                        : "the sender never stalled (limit " + mem.get("limit") + " or time reached)")))
                        .append(System.lineSeparator());
            }
        }
        return out.toString();
    }
}
