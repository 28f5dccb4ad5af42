package io.logp.transport.sim;

import io.logp.transport.Group;
import io.logp.transport.TransportException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A simulated LogP network of several ranks on one virtual time line: some ranks are requesters, each running the
 * experiment code on its own thread through a {@link SimulatedTransport}; the others are responders, which are part
 * of the model (see {@link SimulatedTransport}). A responder is one shared bottleneck: it starts one request per
 * max(g, o_r + o_s) whoever sent it, so K requesters sharing it each see their gap grow to K g (the K-to-1 case
 * of Culler et al.), while requesters of different responders do not disturb each other.
 *
 * <p>Requesters run as threads, but in virtual-time order: a request, the only moment a requester touches shared
 * state, waits until every other running requester's clock has reached its own (ties go to the lower rank). So
 * the responders see requests in the order of their virtual issue times, whatever the host's scheduler does, and a
 * simulated run is reproducible. Between requests a requester only advances its own clock.
 */
public final class SimulatedNetwork {

    private static final int RUNNING = 0;
    private static final int WAITING = 1;
    private static final int DONE = 2;
    /** Real time a requester may wait for its turn before the simulation is declared stuck. */
    private static final long STUCK_MS = 120_000;

    private final LogpModel model;
    private final int ranks;
    final long[] responderFree;
    final long[] responderLastStart;
    private final boolean[] requester;
    private final int[] state;
    /** Each requester's clock as of its last request or collective: a lower bound of its next request's time. */
    private final long[] published;

    private int requesters;
    /** The shared state of each group, by its members. */
    private final Map<String, Collective> collectives = new HashMap<>();

    public SimulatedNetwork(LogpModel model, int ranks) {
        if (ranks < 2) throw new IllegalArgumentException("a network needs at least 2 ranks, got " + ranks);
        this.model = model;
        this.ranks = ranks;
        this.responderFree = new long[ranks];
        this.responderLastStart = new long[ranks];
        Arrays.fill(responderLastStart, Long.MIN_VALUE / 2);
        this.requester = new boolean[ranks];
        this.state = new int[ranks];
        Arrays.fill(state, DONE);
        this.published = new long[ranks];
    }

    public LogpModel model() {
        return model;
    }

    public int ranks() {
        return ranks;
    }

    /**
     * The transport of requester {@code rank}. Create every requester before any of them issues: one that exists
     * holds the others back until it has issued or closed.
     */
    public synchronized SimulatedTransport requester(int rank) {
        enrol(rank);
        return new SimulatedTransport(this, rank);
    }

    synchronized void enrol(int rank) {
        if (rank < 0 || rank >= ranks)
            throw new IllegalArgumentException("no rank " + rank + " in a network of " + ranks);
        if (requester[rank]) throw new IllegalStateException("rank " + rank + " is already a requester");
        requester[rank] = true;
        state[rank] = RUNNING;
        requesters++;
    }

    /** The group of these requesters, as seen by the member {@code self}; all members must use the same ranks. */
    public Group group(int[] members, SimulatedTransport self) {
        return new Member(collective(members), members, self);
    }

    boolean isRequester(int rank) {
        return rank >= 0 && rank < ranks && requester[rank];
    }

    /** True when requesters must take turns; a lone requester never waits. */
    boolean isShared() {
        return requesters > 1;
    }

    /** Returns once no other running requester can still issue before {@code now}. */
    synchronized void awaitTurn(int rank, long now) {
        published[rank] = now;
        notifyAll();
        long deadline = System.currentTimeMillis() + STUCK_MS;
        while (!isEarliest(rank, now)) {
            waitUntil(deadline, "rank " + rank + " waited for its turn");
        }
    }

    synchronized void finished(int rank) {
        state[rank] = DONE;
        notifyAll();
    }

    private boolean isEarliest(int rank, long now) {
        for (int r = 0; r < ranks; r++) {
            if (r == rank || state[r] != RUNNING) continue;
            if (published[r] < now || (published[r] == now && r < rank)) return false;
        }
        return true;
    }

    private void waitUntil(long deadline, String what) {
        long left = deadline - System.currentTimeMillis();
        if (left <= 0)
            throw new TransportException("simulated network stuck: " + what + " for " + STUCK_MS / 1000 + " s");
        try {
            wait(left);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TransportException("simulated network interrupted: " + what, e);
        }
    }

    private synchronized Collective collective(int[] members) {
        for (int m : members) {
            if (!isRequester(m)) throw new IllegalArgumentException("group member " + m + " is not a requester");
        }
        return collectives.computeIfAbsent(Arrays.toString(members), k -> new Collective(members.clone()));
    }

    /** State shared by the members of one group: who has arrived at the current collective, and what they brought. */
    private static final class Collective {
        final int[] members;
        final double[][] values;
        int arrived;
        long latest = Long.MIN_VALUE;
        long generation;
        long releasedAt;
        double[] released;

        Collective(int[] members) {
            this.members = members;
            values = new double[members.length][];
        }
    }

    /** One member's view of a group: collectives end at the latest member's arrival time, on every member's clock. */
    private final class Member implements Group {
        private final Collective shared;
        private final SimulatedTransport self;
        private final int index;
        private final int rank;
        private final int size;

        Member(Collective shared, int[] members, SimulatedTransport self) {
            this.shared = shared;
            this.self = self;
            this.rank = self.rank();
            this.size = members.length;
            int i = Arrays.stream(members).boxed().toList().indexOf(rank);
            if (i < 0)
                throw new IllegalArgumentException("rank " + rank + " is not a member of " + Arrays.toString(members));
            this.index = i;
        }

        @Override
        public int index() {
            return index;
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public void barrier() {
            allGather(new double[0]);
        }

        @Override
        public double[] allGather(double[] mine) {
            synchronized (SimulatedNetwork.this) {
                long now = self.clockNs();
                shared.values[index] = mine.clone();
                shared.latest = Math.max(shared.latest, now);
                state[rank] = WAITING;
                published[rank] = now;
                long generation = shared.generation;
                if (++shared.arrived == size) {
                    shared.released = concat(shared.values);
                    shared.releasedAt = shared.latest;
                    shared.arrived = 0;
                    shared.latest = Long.MIN_VALUE;
                    shared.generation++;
                    // Every member runs again from the release time at once, before any of them issues: a member
                    // still asleep must hold the others back as if it were awake.
                    for (int m : shared.members) {
                        state[m] = RUNNING;
                        published[m] = shared.releasedAt;
                    }
                } else {
                    long deadline = System.currentTimeMillis() + STUCK_MS;
                    SimulatedNetwork.this.notifyAll();
                    while (shared.generation == generation)
                        waitUntil(deadline, "rank " + rank + " waited in a collective");
                }
                self.advanceTo(shared.releasedAt);
                SimulatedNetwork.this.notifyAll();
                return shared.released.clone();
            }
        }
    }

    private static double[] concat(double[][] parts) {
        int n = 0;
        for (double[] p : parts) n += p.length;
        double[] all = new double[n];
        int at = 0;
        for (double[] p : parts) {
            System.arraycopy(p, 0, all, at, p.length);
            at += p.length;
        }
        return all;
    }
}
