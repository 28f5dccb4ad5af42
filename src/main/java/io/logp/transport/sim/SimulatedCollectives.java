package io.logp.transport.sim;

import io.logp.data.CollectiveOp;
import io.logp.transport.Clock;
import io.logp.transport.CollectiveGroup;
import io.logp.transport.Launch;
import io.logp.transport.TransportException;
import java.util.Arrays;
import java.util.Random;

/**
 * Ranks whose clocks disagree in known ways, for checking clock synchronisation and launch schedules against the
 * truth. Each member runs on its own thread and has its own true time line; its clock reads
 * offset + (1 + drift) x true time, and every reading costs {@link #READ_NS} of true time, so a busy wait advances.
 * A question for another member's clock takes a one-way delay each way, the minimum plus an exponential jitter drawn
 * separately for each leg (so the two legs differ, as on a real network); the answer is the peer's clock at the
 * true moment the question arrived. Group operations (barrier, gather, collectives) are meeting points: every
 * member's true time moves to when the operation ends for it.
 *
 * <p>A collective is given as its {@link Model}: the true end time of every member from their true start times.
 * Rank {@code stall.rank()} can be held up before given launches, to make launches late.
 */
public final class SimulatedCollectives {

    /** True time one clock reading costs. */
    public static final double READ_NS = 20;

    /** The true end time of each member of a collective, from each member's true start time. */
    public interface Model {
        double[] ends(double[] starts);

        /** Every member leaves {@code costNs} after the last one arrived (a barrier, or an all-to-all). */
        static Model barrierLike(double costNs) {
            return starts -> {
                double last = Arrays.stream(starts).max().orElseThrow();
                double[] ends = new double[starts.length];
                Arrays.fill(ends, last + costNs);
                return ends;
            };
        }

        /**
         * Kurnosov's Fig. 4: member 0 sends to 1, 2, ... in turn, each send costing it {@code sendNs}; member i
         * has its message {@code sendNs x i + latencyNs} after member 0 started and is done {@code receiveNs} after
         * that, or after it started if that is later.
         */
        static Model linearBroadcast(double sendNs, double latencyNs, double receiveNs) {
            return starts -> {
                double[] ends = new double[starts.length];
                ends[0] = starts[0] + sendNs * (starts.length - 1);
                for (int i = 1; i < starts.length; i++) {
                    ends[i] = Math.max(starts[i], starts[0] + sendNs * i + latencyNs) + receiveNs;
                }
                return ends;
            };
        }
    }

    /** Holds member {@code rank} up by {@code delayNs} before every launch whose number is a multiple of {@code every}. */
    public record Stall(int rank, int every, double delayNs) {
        public static Stall none() {
            return new Stall(-1, 1, 0);
        }
    }

    private final int size;
    private final double[] offsetNs;
    private final double[] drift;
    private final double oneWayNs;
    private final double jitterNs;
    private final double groupOpNs;
    private final Model model;
    private final Stall stall;
    private final double[] now;
    private final Random[] random;
    private final Meeting meeting;
    private final long[] launchesRun;

    /**
     * @param offsetNs  each member's clock at true time 0
     * @param drift     each member's rate error (1e-5 = 10 ppm fast)
     * @param oneWayNs  smallest one-way delay of a clock question or answer
     * @param jitterNs  mean of the exponential jitter added to each leg
     * @param groupOpNs true time a barrier or gather takes after the last member arrives
     */
    public SimulatedCollectives(
            double[] offsetNs,
            double[] drift,
            double oneWayNs,
            double jitterNs,
            double groupOpNs,
            Model model,
            Stall stall,
            long seed) {
        if (offsetNs.length < 1 || drift.length != offsetNs.length)
            throw new IllegalArgumentException("one offset and drift per member");
        this.size = offsetNs.length;
        this.offsetNs = offsetNs.clone();
        this.drift = drift.clone();
        this.oneWayNs = oneWayNs;
        this.jitterNs = jitterNs;
        this.groupOpNs = groupOpNs;
        this.model = model;
        this.stall = stall;
        this.now = new double[size];
        this.random = new Random[size];
        for (int i = 0; i < size; i++) random[i] = new Random(seed + 31L * i);
        this.meeting = new Meeting(size);
        this.launchesRun = new long[size];
    }

    /** The true offset of member i's clock to member 0's at true time t: global = local + this. */
    public double trueOffsetNs(int i, double t) {
        return local(0, t) - local(i, t);
    }

    /** Member i's true time now. */
    public double trueTimeNs(int i) {
        return now[i];
    }

    /** Member i's view: use it, and {@link #clock(int)}, only on member i's thread. */
    public CollectiveGroup member(int i) {
        return new Member(i);
    }

    public Clock clock(int i) {
        return new Clock() {
            @Override
            public long nanos() {
                now[i] += READ_NS;
                return Math.round(local(i, now[i]));
            }

            @Override
            public void spin(long nanos) {
                now[i] += nanos / (1 + drift[i]);
            }

            @Override
            public boolean virtual() {
                return true;
            }
        };
    }

    private double local(int i, double t) {
        return offsetNs[i] + (1 + drift[i]) * t;
    }

    private double leg(int i) {
        return oneWayNs - jitterNs * Math.log(1 - random[i].nextDouble());
    }

    private final class Member implements CollectiveGroup {
        private final int me;

        Member(int me) {
            this.me = me;
        }

        @Override
        public int index() {
            return me;
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public void barrier() {
            double[] ends = meeting.meet(me, now[me], new double[0], starts -> endAfterLast(starts))
                    .ends();
            now[me] = ends[me];
        }

        @Override
        public double[] allGather(double[] values) {
            Meeting.Outcome o = meeting.meet(me, now[me], values, this::endAfterLast);
            now[me] = o.ends()[me];
            return o.gathered();
        }

        private double[] endAfterLast(double[] starts) {
            return Model.barrierLike(groupOpNs).ends(starts);
        }

        @Override
        public Launch prepare(CollectiveOp op, int nBytes) {
            return () -> {
                long l = launchesRun[me]++;
                if (me == stall.rank() && l % stall.every() == 0) now[me] += stall.delayNs();
                now[me] = meeting.meet(me, now[me], new double[0], model::ends).ends()[me];
            };
        }

        @Override
        public double askTime(int peer) {
            double arrives = now[me] + leg(me);
            now[me] = arrives + leg(me);
            return local(peer, arrives);
        }

        @Override
        public void stopAsking(int peer) {}

        @Override
        public void answerTimes(int peer, Clock clock) {
            // The answerer is part of the model: its clock is read where the question arrives.
        }
    }

    /** Where every member's thread meets the others: a generation-counted rendezvous on a monitor. */
    private static final class Meeting {
        record Outcome(double[] ends, double[] gathered) {}

        interface Ends {
            double[] of(double[] starts);
        }

        private static final long STUCK_MS = 60_000;
        private final int size;
        private final double[] starts;
        private final double[][] contributions;
        private int arrived;
        private long generation;
        private Outcome outcome;

        Meeting(int size) {
            this.size = size;
            this.starts = new double[size];
            this.contributions = new double[size][];
        }

        synchronized Outcome meet(int me, double start, double[] values, Ends ends) {
            long mine = generation;
            starts[me] = start;
            contributions[me] = values.clone();
            if (++arrived == size) {
                double[] gathered = Arrays.stream(contributions)
                        .flatMapToDouble(Arrays::stream)
                        .toArray();
                outcome = new Outcome(ends.of(starts.clone()), gathered);
                arrived = 0;
                generation++;
                notifyAll();
                return outcome;
            }
            long deadline = System.currentTimeMillis() + STUCK_MS;
            while (generation == mine) {
                long left = deadline - System.currentTimeMillis();
                if (left <= 0)
                    throw new TransportException("simulated member " + me + " waited for the others too long");
                try {
                    wait(left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new TransportException("interrupted", e);
                }
            }
            return outcome;
        }
    }
}
