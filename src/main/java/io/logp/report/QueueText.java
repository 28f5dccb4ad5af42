package io.logp.report;

import io.logp.analysis.QueueAnalysis;
import io.logp.fit.QueueCost;
import io.logp.format.run.QueueParams;
import io.logp.presentation.NumberText;
import java.util.Locale;

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
                    "  %-17s %17s ns per entry   Q = 0: %s us   (Q up to %d)%s%n",
                    cost.curve(),
                    NumberText.withCi(
                            cost.perEntryNs().value(), cost.perEntryNs().ci95()),
                    NumberText.withCi(cost.baseUs().value(), cost.baseUs().ci95()),
                    cost.qMax(),
                    !a.oR().isKnown()
                            ? ""
                            : Double.isFinite(entries)
                                    ? String.format(
                                            Locale.ROOT, "   o_r = %.3f us = %.0f entries", a.oR().value(), entries)
                                    : "   (no cost per entry within its CI)"));
        }
        // The memory probes, as queues_params.json holds them.
        if (a.params().memory() != null) {
            for (QueueParams.Memory mem : a.params().memory()) {
                out.append(ScreenSummary.fit(String.format(
                                Locale.ROOT,
                                "  memory, receiver %s for %s s: %d unexpected 8-byte messages sent, %s",
                                mem.receiver().label(),
                                mem.seconds(),
                                mem.unexpectedMessagesSent(),
                                mem.senderStalled()
                                        ? "then the sender stalled"
                                        : "the sender never stalled (limit " + mem.limit() + " or time reached)")))
                        .append(System.lineSeparator());
            }
        }
        return out.toString();
    }
}
