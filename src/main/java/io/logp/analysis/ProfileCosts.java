package io.logp.analysis;

import io.logp.data.Estimate;
import io.logp.data.QueueCurve;
import io.logp.data.QueueProfile;
import io.logp.fit.QueueCost;
import java.util.Optional;

/**
 * What an application's queues cost it: the depths its searches passed (from {@code profile}) times the cost of one
 * queue entry on the same MPI (from a {@code queues} run), set beside o_r. The posted queue's entry is priced by the
 * posted-tail curve (an arriving message passes the entries ahead of its receive), the unexpected queue's by the
 * short (eager) messages' curve.
 *
 * @param postedPerEntryNs     one posted-queue entry, ns
 * @param unexpectedPerEntryNs one unexpected-queue entry, ns
 * @param oR                   o_r of the queues run, us (unknown when it had no LogP fit)
 * @param source               the queues run's data directory
 */
public record ProfileCosts(
        Estimate postedPerEntryNs, Estimate unexpectedPerEntryNs, Estimate oR, Optional<String> source) {

    /** No queues run given: no cost can be estimated. */
    public static ProfileCosts none() {
        return new ProfileCosts(Estimate.unknown(), Estimate.unknown(), Estimate.unknown(), Optional.empty());
    }

    /** The per-entry costs of a queues run's analysis. */
    public static ProfileCosts of(QueueAnalysis queues, String source) {
        return new ProfileCosts(
                cost(queues, QueueCurve.POSTED_TAIL),
                cost(queues, QueueCurve.UNEXPECTED_EAGER),
                queues.oR(),
                Optional.of(source));
    }

    private static Estimate cost(QueueAnalysis queues, QueueCurve curve) {
        return queues.costs().stream()
                .filter(c -> c.curve().equals(curve.label))
                .map(QueueCost::perEntryNs)
                .findFirst()
                .orElse(Estimate.unknown());
    }

    public boolean known() {
        return postedPerEntryNs.isKnown() || unexpectedPerEntryNs.isKnown();
    }

    /** Mean time an arriving message spent passing posted receives ahead of its own, ns; NaN when unknown. */
    public double postedMatchNs(QueueProfile p) {
        return p.queuesVisible() && postedPerEntryNs.isKnown()
                ? p.posted().mean() * postedPerEntryNs.value()
                : Double.NaN;
    }

    /** Mean time a receive post spent passing unexpected messages, ns; NaN when unknown. */
    public double unexpectedMatchNs(QueueProfile p) {
        return p.queuesVisible() && unexpectedPerEntryNs.isKnown()
                ? p.unexpected().mean() * unexpectedPerEntryNs.value()
                : Double.NaN;
    }
}
