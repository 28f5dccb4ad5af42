package io.logp.experiment;

/**
 * The offset of one clock to another from question/answer round trips (MPIPerf, Fig. 7): the asker reads T_i',
 * the answerer's reading T_0 comes back, the asker reads T_i''. With RTT = T_i'' - T_i', the answer was read
 * about RTT/2 after T_i', so the offset (global = local + offset) is T_0 - T_i' - RTT/2, wrong by at most RTT/2
 * whatever the asymmetry of the two legs. The round trip with the smallest RTT bounds the error best, so its offset
 * is kept; the estimate is done when that minimum has not improved for {@code patience} round trips in a row.
 */
public final class OffsetEstimator {

    private final int patience;
    private double minRtt = Double.POSITIVE_INFINITY;
    private double offset = Double.NaN;
    private int sinceImproved;
    private int rounds;

    /** @param patience round trips without a smaller RTT after which the estimate stops (MPIPerf's d, 100) */
    public OffsetEstimator(int patience) {
        if (patience < 1) throw new IllegalArgumentException("patience must be >= 1, got " + patience);
        this.patience = patience;
    }

    /** One round trip, in nanoseconds of the asker's clock (sent, received) and of the answerer's (remote). */
    public void add(double sent, double remote, double received) {
        double rtt = received - sent;
        rounds++;
        if (rtt < minRtt) {
            minRtt = rtt;
            offset = remote - sent - rtt / 2;
            sinceImproved = 0;
        } else {
            sinceImproved++;
        }
    }

    public boolean done() {
        return sinceImproved >= patience;
    }

    /** Nanoseconds to add to the asker's clock to read the answerer's; NaN before the first round trip. */
    public double offsetNs() {
        return offset;
    }

    public double minRttNs() {
        return minRtt;
    }

    public int rounds() {
        return rounds;
    }
}
