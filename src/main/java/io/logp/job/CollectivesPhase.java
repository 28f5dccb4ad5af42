package io.logp.job;

import io.logp.data.CollectiveOp;
import io.logp.data.CollectivePlan;
import io.logp.data.JobPlan;
import io.logp.data.ProgressStep;
import io.logp.data.RankPlacement;
import io.logp.data.SyncAlgorithm;
import io.logp.data.TimerChoice;
import io.logp.data.TransportChoice;
import io.logp.experiment.ClockSync;
import io.logp.experiment.CollectiveMeasurement;
import io.logp.experiment.CollectiveTiming;
import io.logp.experiment.Progress;
import io.logp.experiment.WaitPattern;
import io.logp.transport.Clock;
import io.logp.transport.NanoClock;
import io.logp.transport.Watchdog;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiGroup;
import io.logp.transport.mpi.MpiPath;
import io.logp.transport.mpi.MpiWtime;
import java.util.List;
import java.util.Locale;

/**
 * The collectives experiment on every rank of the job (Kurnosov's MPIPerf method). Each clock is synchronised to
 * rank 0's once for the whole job: a group of the first P ranks keeps rank 0, so the offsets hold in every group.
 * With the timer checks, WaitPatternNull and WaitPatternUp run with each clock for every P; then every op at every
 * size for every P, timed with the chosen clock; last the chosen clock is synchronised again, which shows how far the
 * clocks moved during the run. Ranks outside the current group wait without spinning.
 *
 * <p>The rank's watchdog is armed with what the rank is doing (the synchronisation, the op, its size and P) and beaten
 * by the group's calls between stages; a rank outside the current group disarms it, since it waits as long as the
 * group measures, and a member still waits at most --timeout for it afterwards.
 */
final class CollectivesPhase {

    private final MpiCalls mpi;
    private final Watchdog watchdog;
    private final JobPlan job;
    private final CollectivePlan plan;
    private final Progress progress;

    CollectivesPhase(MpiCalls mpi, Watchdog watchdog, JobPlan job, CollectivePlan plan, Progress progress) {
        this.mpi = mpi;
        this.watchdog = watchdog;
        this.job = job;
        this.plan = plan;
        this.progress = progress;
    }

    /** Runs every point; {@code record} is rank 0's (null elsewhere). */
    void run(MpiGroup world, RunRecord record) throws java.io.IOException {
        watchdog.arm("the collectives (the start: MPI_Allgather)");
        // Gathered collectively, so on every rank: for meta.json when nothing was measured before, and for whether
        // this rank shares its machine's cores with more ranks than it has.
        List<RankPlacement> placement = world.placement();
        boolean sharesCores = sharesCores(placement, world.index(), MachineFacts.hostCores());
        if (job.pair().isEmpty()) {
            if (record != null) {
                record.meta = record.track(new RunMeta(job.command(), job.args()))
                        .mpi(mpi)
                        .placement(MpiPath.of(mpi).path(placement, TransportChoice.of(mpi.way())), placement);
            }
        }
        progress.report(ProgressStep.of(ProgressStep.Stage.COLLECTIVES, 0, plan.points())
                .what("clock synchronisation"));
        CollectivesSink sink = record != null ? new CollectivesSink(record.dir(), record.meta, plan) : null;
        Clock nano = new NanoClock();
        Clock wtime = new MpiWtime(mpi);
        Clock chosen = plan.timer() == TimerChoice.WTIME ? wtime : nano;
        // The asker beats its watchdog as it goes, and yields between exchanges where ranks outnumber cores.
        Runnable yieldCore = sharesCores ? Thread::yield : () -> {};
        ClockSync sync =
                new ClockSync(plan.sync(), plan.patience(), CollectivePlan.MAX_SYNC_ROUNDS, watchdog::beat, yieldCore);
        ClockSync.Result chosenSync = null;
        for (String timer :
                plan.timerChecks() ? new String[] {"System.nanoTime", "MPI_Wtime"} : new String[] {plan.timerLabel()}) {
            Clock clock = timer.equals("MPI_Wtime") ? wtime : nano;
            ClockSync.Result r = synchronise(sync, world, clock, timer + ", at the start");
            if (sink != null) sink.synchronised(timer, "start", r);
            if (timer.equals(plan.timerLabel())) chosenSync = r;
            if (plan.timerChecks()) timerChecks(world, timer, clock, r, sharesCores, sink);
        }

        long deadline = System.nanoTime() + (long) (plan.budgetSeconds() * 1e9);
        int[] done = {0};
        forEachGroup(world, chosen, chosenSync, sharesCores, (group, p, m) -> {
            if (withinBudget(group, deadline)) rehearseFirst(group, p, m);
            for (CollectiveOp op : plan.ops()) {
                for (int n : plan.sizesOf(op)) {
                    done[0]++;
                    watchdog.arm(String.format(Locale.ROOT, "the collectives (%s %d B, P = %d)", op.mpiName(), n, p));
                    if (!withinBudget(group, deadline)) {
                        if (sink != null) sink.skipped(op, n, p);
                        continue;
                    }
                    CollectiveTiming t = m.measure(op.label(), n, group.prepare(op, n));
                    if (sink != null) sink.measured(op, t);
                    progress.report(ProgressStep.of(ProgressStep.Stage.COLLECTIVES, done[0], plan.points())
                            .what(String.format(Locale.ROOT, "%s %d B at P=%d", op.label(), n, p))
                            .reading(t.stats().meanUs()));
                }
            }
            if (plan.timerChecks() && withinBudget(group, deadline)) repeatFirst(group, p, m, sink);
        });
        ClockSync.Result after = synchronise(sync, world, chosen, plan.timerLabel() + ", at the end");
        if (sink != null) sink.synchronised(plan.timerLabel(), "end", after);
    }

    /**
     * The clock synchronisation over the world, watched. A pair's two members beat as they exchange (ClockSync,
     * MpiClockChannel); linear, the others wait in an idle barrier after each pair, which beats once the pair ends,
     * and may wait up to one --timeout per other asker for it.
     */
    private ClockSync.Result synchronise(ClockSync sync, MpiGroup world, Clock clock, String what) {
        long waitNs = plan.sync() == SyncAlgorithm.LINEAR ? Math.max(0, world.size() - 2) * watchdog.timeoutNs() : 0;
        watchdog.arm(
                "the collectives' clock synchronisation (" + what + ", "
                        + plan.sync().label() + ")",
                waitNs);
        return sync.run(world, clock);
    }

    /** Rank 0 decides whether the budget allows another point; all learn it from one gather. */
    private static boolean withinBudget(MpiGroup group, long deadline) {
        double go = group.index() == 0 && System.nanoTime() < deadline ? 1 : 0;
        return group.allGather(new double[] {go})[0] == 1;
    }

    /**
     * The first point of the P, measured once and discarded before the sweep. The initialisation (the JIT warm-up,
     * the op's warm-up, stage 0) left the first point measured with a start-up cost all the same: the first barrier
     * read 1.20 times its repeat after the last point (median of 6 launches, 1.03 to 2.14; the repeat check called it
     * a start-up cost in 3), and 0.98 (0.80 to 1.06, none) after this rehearsal.
     */
    private void rehearseFirst(MpiGroup group, int p, CollectiveMeasurement m) {
        measureFirst(group, p, m, "rehearsed");
    }

    /**
     * The first point of the P measured again after its last (a self-check, run with the timer checks): a first
     * point that carried a start-up cost (connection, protocol, JIT) which the initialisation did not absorb reads
     * more than its repeat. Skipped when the first point was not measured.
     */
    private void repeatFirst(MpiGroup group, int p, CollectiveMeasurement m, CollectivesSink sink) {
        CollectiveTiming t = measureFirst(group, p, m, "measured again");
        CollectiveOp op = plan.ops().get(0);
        if (sink != null) sink.repeated(op, t);
    }

    /** The plan's first point (its first op at its first size; the options give every op a size), watched. */
    private CollectiveTiming measureFirst(MpiGroup group, int p, CollectiveMeasurement m, String why) {
        CollectiveOp op = plan.ops().get(0);
        int n = plan.sizesOf(op)[0];
        watchdog.arm(String.format(Locale.ROOT, "the collectives (%s %d B, P = %d, %s)", op.mpiName(), n, p, why));
        return m.measure(op.label(), n, group.prepare(op, n));
    }

    private void timerChecks(
            MpiGroup world, String timer, Clock clock, ClockSync.Result r, boolean sharesCores, CollectivesSink sink) {
        forEachGroup(world, clock, r, sharesCores, (group, p, m) -> {
            for (WaitPattern pattern : WaitPattern.values()) {
                watchdog.arm(
                        "the collectives' timer check (" + pattern.label() + " with " + timer + ", P = " + p + ")");
                CollectiveTiming t = m.measure(pattern.label(), 0, pattern.launch(group.index(), clock));
                if (sink != null) sink.timerChecked(timer, pattern, t);
            }
        });
    }

    /** What the first P ranks do together, with a measurement on their clock. */
    private interface GroupPart {
        void run(MpiGroup group, int p, CollectiveMeasurement m);
    }

    /**
     * For each P of the plan, the first P ranks form a group and run {@code part}; the others wait without spinning.
     * Offsets to rank 0 hold in every group, since each keeps rank 0.
     */
    private void forEachGroup(MpiGroup world, Clock clock, ClockSync.Result sync, boolean sharesCores, GroupPart part) {
        int rank = world.index();
        for (int p : plan.ranks()) {
            watchdog.arm("the collectives (forming the group of P = " + p + ": MPI_Comm_split, MPI_Allgather)");
            MpiGroup group = world.split(rank < p);
            if (group != null) {
                try (group) {
                    part.run(
                            group,
                            p,
                            new CollectiveMeasurement(
                                    group, clock, sync.offsetNs()[rank], plan.settings(), sharesCores));
                }
                watchdog.arm("the collectives (the barrier after P = " + p + ": MPI_Ibarrier)");
            } else {
                watchdog.disarm();
            }
            world.idleBarrier();
        }
    }

    /**
     * Whether the ranks on {@code rank}'s machine (kernel boot id where known, else host name) outnumber its
     * {@code cores}: then a rank waiting for a launch yields, so the rank it shares a core with can run.
     */
    static boolean sharesCores(List<RankPlacement> placement, int rank, int cores) {
        String mine = placement.stream()
                .filter(r -> r.rank() == rank)
                .map(CollectivesPhase::machineOf)
                .findFirst()
                .orElse("");
        long here = placement.stream().filter(r -> machineOf(r).equals(mine)).count();
        return here > cores;
    }

    private static String machineOf(RankPlacement r) {
        return r.machine() != null && !r.machine().isBlank() ? r.machine() : String.valueOf(r.host());
    }
}
