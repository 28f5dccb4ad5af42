package io.logp.fit.model;

/**
 * One protocol regime of a run's piecewise LogGP model: the sizes between two breaks of T(n), with every cost as a
 * line in n over them. The hop of a message, o_s(n) + L(n) + o_r(n), is T(n) less the small reply's half round
 * trip; L(n) is what the hop leaves after the two overheads.
 *
 * @param fromBytes  smallest size measured in the regime
 * @param toBytes    largest size measured in it
 * @param sizes      sizes with a round trip in it
 * @param roundTrip  T(n), the round trip of an n-byte request and its small reply
 * @param hop        o_s(n) + L(n) + o_r(n) = T(n) - RTT/2: one n-byte message, start of its send to end of its receive
 * @param oS         o_s(n)
 * @param oR         o_r(n)
 * @param g          g(n); where the requester's overheads hid the network's gap, the bound o_s(n) + o_r(n)
 * @param latency    L(n) = T(n) - RTT/2 - o_s(n) - o_r(n)
 */
public record ModelRegime(
        int fromBytes,
        int toBytes,
        int sizes,
        SizeLine roundTrip,
        SizeLine hop,
        SizeLine oS,
        SizeLine oR,
        SizeLine g,
        SizeLine latency) {

    public boolean contains(long nBytes) {
        return nBytes >= fromBytes && nBytes <= toBytes;
    }

    /** o_s(n) + L(n) + o_r(n), us. */
    public double hopUs(long nBytes) {
        return hop.atUs(nBytes);
    }

    /**
     * max(g(n), o_s(n), o_r(n)), us, over the costs that are known; NaN when none is. A rank cannot send faster than
     * its own send overhead nor receive faster than its receive overhead, whatever the network's gap.
     */
    public double gapUs(long nBytes) {
        double gap = Double.NaN;
        for (SizeLine line : new SizeLine[] {g, oS, oR}) {
            if (!line.isKnown()) continue;
            double v = line.atUs(nBytes);
            if (!(gap >= v)) gap = v;
        }
        return gap;
    }
}
