package io.logp.experiment;

import io.logp.data.SyncAlgorithm;
import io.logp.transport.Clock;
import io.logp.transport.CollectiveGroup;

/**
 * Synchronises every member's clock to member 0's, which is the global clock (MPIPerf, section 5). Each pair runs an
 * {@link OffsetEstimator}; every member ends with every member's offset, RTT and rounds, so any of them can write
 * them and all agree.
 *
 * <ul>
 *   <li>LINEAR: members 1..P-1 in turn ask member 0. Each offset is wrong by at most its RTT/2, but the time grows
 *   with P.</li>
 *   <li>RING: every member asks its predecessor at once (two or three phases, so nobody asks and answers at the
 *   same time) and member i's offset is the sum along the ring o_10 + o_21 + ... + o_i,i-1. The time hardly grows
 *   with P, but the error bounds add up along the chain. Member 0 also asks member P-1, which closes the ring: the
 *   whole sum around it should be 0, and what it is instead shows the accumulated error.</li>
 * </ul>
 */
public final class ClockSync {

    /** Every member's synchronisation, the same on all members. */
    public record Result(
            SyncAlgorithm algorithm,
            double[] offsetNs,
            double[] rttNs,
            double[] accuracyNs,
            int[] rounds,
            double closureNs,
            double elapsedNs) {

        /** Largest error bound over the members: what a launch schedule on the global clock can be trusted to. */
        public double worstAccuracyNs() {
            double worst = 0;
            for (double a : accuracyNs) worst = Math.max(worst, a);
            return worst;
        }

        public int size() {
            return offsetNs.length;
        }
    }

    static final int WARMUP_ROUNDS = 2000;

    /**
     * Exchanges between two calls of the progress action: a pair's synchronisation ran 17.9 s at --np 4 on 2 cores
     * (issue 30), longer than --timeout, with no word to the watchdog until it ended.
     */
    static final int PROGRESS_ROUNDS = 1024;

    private static final Runnable NOTHING = () -> {};

    private final SyncAlgorithm algorithm;
    private final int patience;
    private final int maxRounds;
    private final Runnable progress;
    private final Runnable pause;

    /**
     * @param patience  round trips without a smaller RTT after which a pair stops (MPIPerf's d)
     * @param maxRounds cap on a pair's round trips, for a link whose RTT keeps finding new minima
     */
    public ClockSync(SyncAlgorithm algorithm, int patience, int maxRounds) {
        this(algorithm, patience, maxRounds, NOTHING, NOTHING);
    }

    /**
     * @param progress called every {@value #PROGRESS_ROUNDS} exchanges of an asking member (its warm-up included),
     *                 outside their timing: a long synchronisation is progress, not a stopped peer
     * @param pause    called after every exchange, outside its timing: where members share cores, a yield, so the
     *                 peer that answers (or another pair) gets the core instead of the asker spinning against it. The
     *                 offset comes from the round trip of least RTT, which a pause between exchanges does not lengthen
     */
    public ClockSync(SyncAlgorithm algorithm, int patience, int maxRounds, Runnable progress, Runnable pause) {
        if (maxRounds < patience) throw new IllegalArgumentException("max rounds must be >= patience");
        this.algorithm = algorithm;
        this.patience = patience;
        this.maxRounds = maxRounds;
        this.progress = progress;
        this.pause = pause;
    }

    /** Collective: every member of {@code group} calls it with its own clock. */
    public Result run(CollectiveGroup group, Clock clock) {
        long start = clock.nanos();
        int me = group.index();
        int n = group.size();
        double[] mine = {0, 0, 0};
        if (algorithm == SyncAlgorithm.LINEAR) {
            for (int i = 1; i < n; i++) {
                if (me == 0) group.answerTimes(i, clock);
                else if (me == i) mine = estimate(group, 0, clock);
                // The members not in this pair wait here without spinning: a later asker's first question would
                // otherwise spin against the pair until member 0 turned to it.
                group.idleBarrier();
            }
        } else if (n > 1) {
            for (int phase = 0; phase < 3; phase++) {
                if (color(me, n) == phase) mine = estimate(group, (me - 1 + n) % n, clock);
                else if (color((me + 1) % n, n) == phase) group.answerTimes((me + 1) % n, clock);
                group.idleBarrier();
            }
        }
        double[] all = group.allGather(new double[] {mine[0], mine[1], mine[2], clock.nanos() - start});
        return result(all, n);
    }

    /** The phase in which member i asks: odd and even alternate; with P odd, member 0 waits for a third phase. */
    private static int color(int i, int n) {
        if (i == 0) return n % 2 == 0 ? 0 : 2;
        return i % 2;
    }

    private double[] estimate(CollectiveGroup group, int peer, Clock clock) {
        // Untimed round trips first: interpreted code would inflate the first few hundred RTTs, and the patience
        // rule could stop before the JIT has compiled the loop.
        int exchanges = 0;
        for (int i = 0; i < WARMUP_ROUNDS; i++) {
            clock.nanos();
            group.askTime(peer);
            clock.nanos();
            between(++exchanges);
        }
        OffsetEstimator e = new OffsetEstimator(patience);
        while (!e.done() && e.rounds() < maxRounds) {
            double sent = clock.nanos();
            double remote = group.askTime(peer);
            double received = clock.nanos();
            e.add(sent, remote, received);
            between(++exchanges);
        }
        group.stopAsking(peer);
        return new double[] {e.offsetNs(), e.minRttNs(), e.rounds()};
    }

    /** Between two exchanges, after the second clock reading of the first. */
    private void between(int exchanges) {
        pause.run();
        if (exchanges % PROGRESS_ROUNDS == 0) progress.run();
    }

    private Result result(double[] all, int n) {
        double[] offset = new double[n];
        double[] rtt = new double[n];
        double[] accuracy = new double[n];
        int[] rounds = new int[n];
        double elapsed = 0;
        for (int i = 0; i < n; i++) {
            rtt[i] = all[4 * i + 1];
            rounds[i] = (int) all[4 * i + 2];
            elapsed = Math.max(elapsed, all[4 * i + 3]);
        }
        double closure = Double.NaN;
        if (algorithm == SyncAlgorithm.LINEAR) {
            for (int i = 1; i < n; i++) {
                offset[i] = all[4 * i];
                accuracy[i] = rtt[i] / 2;
            }
        } else {
            for (int i = 1; i < n; i++) {
                offset[i] = offset[i - 1] + all[4 * i];
                accuracy[i] = accuracy[i - 1] + rtt[i] / 2;
            }
            if (n > 1) closure = offset[n - 1] + all[0];
        }
        // Member 0 is the global clock: no offset and no error; its RTT is that of the ring's closing pair (0 when
        // linear, where it only answers).
        return new Result(algorithm, offset, rtt, accuracy, rounds, closure, elapsed);
    }
}
