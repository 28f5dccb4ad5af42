package io.logp.data;

/**
 * The LogP parameters one way measured in one round of {@code overhead}, as fitted from that launch's own files.
 *
 * @param round   1, 2, ...: the launches of one round ran back to back, so a round's ways saw the same machine state
 * @param way     how the protocol ran
 * @param run     the run directory's name (under the comparison's signatures/)
 * @param oS      send overhead
 * @param oR      receive overhead
 * @param g       gap
 * @param latency L = RTT/2 - o_s - o_r
 * @param rtt     round trip of one small request and its reply
 */
public record OverheadRound(
        int round, MpiWay way, String run, Estimate oS, Estimate oR, Estimate g, Estimate latency, Estimate rtt) {

    public OverheadRound {
        if (round < 1) throw new IllegalArgumentException("rounds count from 1, got " + round);
    }

    /** The parameter {@code p} of this round. */
    public Estimate get(LogpParameter p) {
        return switch (p) {
            case O_S -> oS;
            case O_R -> oR;
            case G -> g;
            case L -> latency;
            case RTT -> rtt;
        };
    }
}
