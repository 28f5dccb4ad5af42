package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.finding.BulkFinding;
import java.util.Optional;

/**
 * The LogP parameters of one transfer size n, from the signature at that size (Culler et al., Figures 8 to 10).
 *
 * @param nBytes   bytes of the bulk message
 * @param oS       o_s(n), from the send-only regime
 * @param oR       o_r(n), from the curves above the plateau; unknown when none rises above it, and withheld (unknown,
 *                 with a {@link BulkFinding.ReceiveOverheadHidden} among the fit's findings) when it came out
 *                 significantly negative
 * @param g        g(n), the D = 0 plateau; unknown when the curves for small D do not converge
 * @param rtt      T(n), the round trip of one transfer
 * @param gVisible whether g(n) is the network's gap: converged and above the requester's own overheads
 * @param hidden   why g(n) is not the network's gap, or empty when it is
 */
public record BulkSize(
        int nBytes,
        Estimate oS,
        Estimate oR,
        Estimate g,
        Estimate rtt,
        boolean gVisible,
        Optional<BulkFinding.GapHidden> hidden) {

    /** o_s(n) / T(n): the share of a transfer the sending processor is busy, so 1 minus it can overlap. */
    public double busyShare() {
        return oS.value() / rtt.value();
    }
}
