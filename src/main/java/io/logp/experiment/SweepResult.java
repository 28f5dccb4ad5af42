package io.logp.experiment;

import io.logp.data.Signature;
import io.logp.finding.Finding;
import java.util.List;

/**
 * What a signature sweep measured: the signature, the RTT reference re-measured every round, and the findings a
 * reader needs (drift, caps, collections).
 *
 * @param signature   one point per (n_bytes, D, M) with data
 * @param references  the RTT reference of every round
 * @param interleavedRtt the RTT by batch means over every reference trial of the sweep, taken under the same
 *                    conditions as the signature; its samples are every RTT trial of the run, those before the sweep
 *                    first (null when no round ran)
 * @param rounds      rounds run
 * @param findings    conditions that make some points less trustworthy (caps, budget, collections, drift)
 * @param timedAllocatedBytes bytes the measuring thread allocated while timed batches ran (-1 when unknown)
 * @param timedTrials the trials of those batches
 * @param cappedPoints points that stopped at a cap before their CI reached the target
 */
public record SweepResult(
        Signature signature,
        List<ReferenceCheck> references,
        RttResult interleavedRtt,
        int rounds,
        List<Finding> findings,
        long timedAllocatedBytes,
        long timedTrials,
        int cappedPoints) {

    /** True when the RTT reference left the initial RTT's CI in some round. */
    public boolean drifted() {
        return references.stream().anyMatch(ReferenceCheck::drifted);
    }

    /** The RTT reference measured after one round, and whether it left the initial RTT's confidence interval. */
    public record ReferenceCheck(int round, double rttUs, double ci95Us, boolean drifted) {}
}
