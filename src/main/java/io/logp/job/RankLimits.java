package io.logp.job;

import io.logp.data.Bounds;
import io.logp.data.CollectivePlan;
import io.logp.data.JobPlan;
import io.logp.data.PingPongSettings;
import io.logp.data.QueueSettings;
import io.logp.exit.UsageException;
import io.logp.ranklaunch.RankEnvironment;
import io.logp.transport.mpi.MpiTransport;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What a job may ask of the machine before any rank starts: the ranks per core of one host, and the memory of every
 * rank. Values that pass each option's own check can still, together, ask a rank JVM for more direct memory than
 * it has (a window of 64 MiB receive buffers on 4 ranks), or start a thousand JVMs on two cores; both are refused
 * here with the options named, as a usage error.
 */
public final class RankLimits {

    /** Memory of a rank beyond its heap and direct buffers: the JVM's own, MPI's and the shared-memory segments. */
    static final long RANK_OVERHEAD_BYTES = 128L << 20;

    static final long MIB = 1L << 20;

    private RankLimits() {}

    /** One phase's direct buffers per rank, and the options that size them. */
    record Need(long bytes, String options) {}

    /**
     * Refuses a job that cannot run here.
     *
     * @param ranks      --np
     * @param hostfile   whether a hostfile spreads the ranks (then this host's cores and memory do not bound them)
     * @param cores      this host's processors
     * @param ramBytes   this host's memory
     */
    public static void check(JobPlan plan, int ranks, boolean hostfile, int cores, long ramBytes) {
        if (hostfile && ranks > Bounds.MAX_RANKS) {
            throw new UsageException("--np must be at most " + Bounds.MAX_RANKS + ", got " + ranks);
        }
        int perCore = Bounds.MAX_RANKS_PER_CORE * cores;
        if (!hostfile && ranks > perCore) {
            throw new UsageException("--np " + ranks + " puts " + ceil(ranks, cores) + " ranks on each of this host's "
                    + cores + " cores; at most " + Bounds.MAX_RANKS_PER_CORE + " per core (" + perCore
                    + " ranks) here: beyond it every time measures the scheduler's turns. Spread more ranks over hosts "
                    + "with --hostfile");
        }
        long direct = RankEnvironment.RANK_DIRECT_MIB * MIB;
        List<Need> needs = needs(plan, ranks);
        for (Need n : needs) {
            if (n.bytes() > direct) {
                throw new UsageException(n.options() + " on " + ranks + " ranks (--np) need " + mib(n.bytes())
                        + " MiB of buffers per rank, beyond the " + RankEnvironment.RANK_DIRECT_MIB
                        + " MiB a rank has (-XX:MaxDirectMemorySize): lower them");
            }
        }
        if (hostfile) return;
        long pair = plan.pair()
                .map(p -> MpiTransport.bufferBytes(
                        p.transport().window(), p.transport().payloadBytes(), ranks))
                .orElse(0L);
        long largest = needs.stream().mapToLong(Need::bytes).max().orElse(0);
        long perRank = RankEnvironment.RANK_HEAP_MIB * MIB + Math.max(largest, pair) + RANK_OVERHEAD_BYTES;
        if (ranks * perRank > ramBytes) {
            throw new UsageException("--np " + ranks + " ranks need " + mib(ranks * perRank) + " MiB ("
                    + mib(perRank) + " MiB each: heap, buffers, JVM), beyond this host's " + mib(ramBytes)
                    + " MiB: lower --np or spread the ranks with --hostfile");
        }
    }

    /**
     * Refuses collectives with more ranks than cores under an MPI whose waiting ranks poll without yielding: MPICH
     * (ch4, over UCX here) has no setting to yield, so every rank that waits spins against the pair that works. At
     * --np 4 on 2 cores the clock synchronisation alone took 17.9 s and was accurate to only 2 ms, and the run was
     * still going after 300 s (issue 30). Open MPI yields when it is told the host is oversubscribed, which logp
     * does.
     *
     * @param polling whether the MPI is MPICH's (its ranks poll)
     */
    public static void checkPolling(JobPlan plan, int ranks, boolean hostfile, int cores, boolean polling) {
        if (!polling || hostfile || ranks <= cores || plan.collectives().isEmpty()) return;
        throw new UsageException("collectives on --np " + ranks + " with MPICH on this host's " + cores + " cores: "
                + "MPICH's waiting ranks poll without yielding, so " + (ranks - cores) + " of them always spin against "
                + "the ranks that measure (the clock synchronisation alone takes tens of seconds and is off by "
                + "milliseconds). Pass --np " + cores + " or fewer, spread the ranks with --hostfile, or use Open MPI "
                + "(--mpi openmpi), which yields on an oversubscribed host");
    }

    /**
     * The warning, before any rank starts, that the ranks will outnumber this host's cores (issue 30: it came only in
     * the summary, after minutes of measuring the scheduler); empty when they fit or a hostfile or Slurm spreads them.
     */
    public static Optional<String> oversubscription(int ranks, boolean spread, int cores) {
        if (spread || ranks <= cores) return Optional.empty();
        return Optional.of("logp: --np " + ranks + " puts " + ranks + " ranks on this host's " + cores
                + " cores (oversubscribed): they will take turns on the processors, so the times measure the scheduler "
                + "as much as the communication system. Pass --np " + cores + " or fewer, or spread the ranks with "
                + "--hostfile");
    }

    /** The phases' buffers, largest first. */
    static List<Need> needs(JobPlan plan, int ranks) {
        List<Need> needs = new ArrayList<>();
        plan.pair()
                .ifPresent(p -> needs.add(new Need(
                        MpiTransport.bufferBytes(
                                p.transport().window(), p.transport().payloadBytes(), ranks),
                        "--window " + p.transport().window() + " and --payload-words "
                                + p.transport().payloadWords())));
        plan.bulk().ifPresent(b -> {
            int bytes = Math.max(
                    b.settings().largestBytes(),
                    plan.pair().map(p -> p.transport().payloadBytes()).orElse(0));
            needs.add(new Need(
                    MpiTransport.bufferBytes(b.window(), bytes, ranks),
                    "bulk transfers of " + bytes + " bytes (--bulk-max, --bulk-sizes) with --bulk-window "
                            + b.window()));
        });
        plan.contention()
                .ifPresent(c -> needs.add(new Need(
                        MpiTransport.bufferBytes(c.window(), c.settings().nBytes(), ranks),
                        "--contention-bytes " + c.settings().nBytes() + " with --contention-window " + c.window())));
        plan.collectives().ifPresent(c -> needs.add(collectives(c)));
        plan.pingPong().ifPresent(p -> needs.add(pingPong(p)));
        plan.queues().ifPresent(q -> needs.add(queues(q)));
        needs.sort(Comparator.comparingLong(Need::bytes).reversed());
        return needs;
    }

    /** A send and a receive buffer of P blocks for the largest collective at the largest P. */
    private static Need collectives(CollectivePlan c) {
        int p = c.ranks()[c.ranks().length - 1];
        return new Need(
                2L * c.largestBytes() * p,
                "collectives of " + c.largestBytes() + " bytes per rank (--sizes) at P = " + p + " (--ranks, --np)");
    }

    private static Need pingPong(PingPongSettings p) {
        return new Need(2L * p.largestBytes(), "ping-pongs of " + p.largestBytes() + " bytes (--bytes, --sizes)");
    }

    private static Need queues(QueueSettings q) {
        return new Need(2L * Math.max(q.shortBytes(), q.longBytes()), "--long-bytes " + q.longBytes());
    }

    private static long mib(long bytes) {
        return (bytes + MIB - 1) / MIB;
    }

    private static long ceil(long a, long b) {
        return (a + b - 1) / b;
    }
}
