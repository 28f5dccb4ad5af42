package io.logp.data;

import java.util.Optional;

/**
 * One pair of ranks as measured: the round trip of one small request and its reply from rank {@code i} (the
 * requester) to rank {@code j}, with its 95% CI half-width by batch means and the trials it kept, and with
 * {@code --signature} the pair's short signature. A row of pairs.csv.
 *
 * @param concurrent pairs measured at the same time as this one, itself included (1 when one pair at a time)
 */
public record PairRtt(
        int i,
        int j,
        String hostI,
        String hostJ,
        double rttUs,
        double ci95Us,
        int samples,
        int concurrent,
        Optional<PairSignature> signature) {

    public PairRtt {
        if (i < 0 || j < 0 || i == j) throw new IllegalArgumentException("a pair needs two ranks, got " + i + ", " + j);
        if (signature == null) signature = Optional.empty();
    }

    /** Both ranks on the same host (as the hosts are named). */
    public boolean sameHost() {
        return hostI.equals(hostJ);
    }

    /** Whether the pair has rank {@code r}. */
    public boolean has(int r) {
        return i == r || j == r;
    }

    /** The other rank of the pair. */
    public int partnerOf(int r) {
        return r == i ? j : i;
    }
}
