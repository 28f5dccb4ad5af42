package io.logp.data;

import java.util.Arrays;

/**
 * One rank's message queues as the profiling library saw them through PMPI (and, where the MPI exposes them, its
 * MPI_T queue-length variables): the record each rank writes at MPI_Finalize.
 *
 * @param rank            the rank in MPI_COMM_WORLD
 * @param host            where it ran
 * @param end             how the rank ended
 * @param finalizeCalls   MPI_Finalize calls (2 or more is a program error the profile names)
 * @param library         the MPI's own words of itself (MPI_Get_library_version)
 * @param queuesVisible   the MPI exposed its queue lengths: the expected/unexpected split, maxima and depths exist
 * @param queuesNote      where the lengths came from, or why there are none
 * @param eagerLimitBytes the short/long limit, from the MPI's control variable; negative when unknown
 * @param eagerLimitSource that control variable's name ("none" when unknown)
 * @param messages        the received messages
 * @param traffic         the receive-side calls
 * @param posted          the posted-receive queue: its maximum and the depth each arriving message searched
 * @param unexpected      the unexpected queue: its maximum and the depth each receive post searched
 * @param sizeClasses     received messages per log2 size class (0 bytes, 1, 2-3, 4-7, ...)
 * @param overheadNs      what the library adds per receive (post and completion), timed on MPI_COMM_WORLD
 * @param overheadPeers   the size of MPI_COMM_WORLD that timing read
 */
public record QueueProfile(
        int rank,
        String host,
        End end,
        int finalizeCalls,
        String library,
        boolean queuesVisible,
        String queuesNote,
        long eagerLimitBytes,
        String eagerLimitSource,
        Messages messages,
        Traffic traffic,
        Depths posted,
        Depths unexpected,
        long[] sizeClasses,
        double overheadNs,
        int overheadPeers) {

    public QueueProfile {
        sizeClasses = sizeClasses.clone();
    }

    /** How a rank's record came to be written. */
    public enum End {
        FINALIZE("finalize"),
        FINALIZE_TWICE("finalize_twice"),
        ABORT("abort"),
        EXIT_WITHOUT_FINALIZE("exit_without_finalize"),
        NO_MPI_INIT("no_mpi_init");

        public final String label;

        End(String label) {
            this.label = label;
        }

        public static End of(String label) {
            for (End e : values()) if (e.label.equals(label)) return e;
            throw new IllegalArgumentException("unknown end '" + label + "'");
        }
    }

    /**
     * Received messages. Expected ones found their receive posted; unexpected ones waited in the unexpected queue.
     * Short/long at the eager limit. Unclassified ones the library could not place (no queue variables, or a
     * receive the MPI posts inside one call, MPI_Sendrecv_replace).
     */
    public record Messages(
            long received,
            long expected,
            long unexpected,
            long unclassified,
            long expectedShort,
            long expectedLong,
            long unexpectedShort,
            long unexpectedLong,
            long bytes) {}

    /** Receive-side calls: posts (with wildcards), probes, tests and waits; and sends, for scale. */
    public record Traffic(
            long receivesPosted,
            long anySource,
            long anyTag,
            long probes,
            long iprobes,
            long iprobeHits,
            long matchedProbes,
            long tests,
            long testHits,
            long waits,
            long sends) {}

    /**
     * A queue: its longest length, and the depths searches had to pass (histogram by depth, the last bucket holding
     * every deeper one).
     */
    public record Depths(long max, long depthSum, long searches, long[] histogram) {
        public Depths {
            histogram = histogram.clone();
        }

        public double mean() {
            return searches == 0 ? Double.NaN : (double) depthSum / searches;
        }

        @Override
        public long[] histogram() {
            return histogram.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Depths d
                    && d.max == max
                    && d.depthSum == depthSum
                    && d.searches == searches
                    && Arrays.equals(d.histogram, histogram);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(max) * 31 + Arrays.hashCode(histogram);
        }

        @Override
        public String toString() {
            return "Depths[max=" + max + ", mean=" + mean() + "]";
        }
    }

    @Override
    public long[] sizeClasses() {
        return sizeClasses.clone();
    }

    /** The short/long split is known: the eager limit was read. */
    public boolean eagerLimitKnown() {
        return eagerLimitBytes >= 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof QueueProfile p
                && p.rank == rank
                && p.host.equals(host)
                && p.end == end
                && p.messages.equals(messages)
                && p.traffic.equals(traffic)
                && p.posted.equals(posted)
                && p.unexpected.equals(unexpected)
                && Arrays.equals(p.sizeClasses, sizeClasses);
    }

    @Override
    public int hashCode() {
        return rank * 31 + host.hashCode();
    }

    @Override
    public String toString() {
        return "QueueProfile[rank=" + rank + ", host=" + host + ", end=" + end + ", " + messages + "]";
    }

    /** What a profile of these ranks cannot show: the figures the MPI did not expose. */
    public enum Missing {
        /** Expected/unexpected, queue maxima and search depths: the MPI exposes no queue variables. */
        QUEUES,
        /** The short/long split: the MPI exposes no eager limit as a control variable. */
        SHORT_LONG_SPLIT
    }

    /** What the profile of {@code ranks} is missing, in the order its table's notes say it; none without ranks. */
    public static java.util.List<Missing> missing(java.util.List<QueueProfile> ranks) {
        java.util.List<Missing> missing = new java.util.ArrayList<>();
        if (ranks.isEmpty()) return missing;
        if (ranks.stream().anyMatch(p -> !p.queuesVisible())) missing.add(Missing.QUEUES);
        if (!ranks.get(0).eagerLimitKnown()) missing.add(Missing.SHORT_LONG_SPLIT);
        return missing;
    }
}
