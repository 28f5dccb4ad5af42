package io.logp.job;

import io.logp.data.Defaults;
import io.logp.data.JobPlan;
import io.logp.data.PairsSettings;
import io.logp.data.ProgressStep;
import io.logp.data.RankPlacement;
import io.logp.engine.ClockProbe;
import io.logp.engine.IssueLoop;
import io.logp.experiment.PairMeasurement;
import io.logp.experiment.PairRounds;
import io.logp.experiment.Progress;
import io.logp.experiment.RankPair;
import io.logp.transport.Handler;
import io.logp.transport.Watchdog;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiGroup;
import io.logp.transport.mpi.MpiTransport;
import java.io.IOException;
import java.util.List;

/**
 * Every pair of ranks on every rank of the job, round by round ({@link PairRounds}): in each round the requesters
 * measure their pair ({@link PairMeasurement}) and then stop their responder, the responders serve, the ranks without
 * a pair wait without spinning. After the round every rank gathers what the requesters measured; rank 0 writes
 * pairs.csv. Rank 0 decides, before each round, whether the budget allows it.
 */
final class PairsPhase {

    private static final String CHOOSING = "the pairs (choosing the next round: MPI_Allgather)";
    private static final String AFTER = "the pairs (the barrier after a round: MPI_Ibarrier)";
    private static final String GATHER = "the pairs (gathering a round's pairs: MPI_Allgather)";

    private final MpiCalls mpi;
    private final Watchdog watchdog;
    private final JobPlan job;
    private final JobPlan.AllPairs plan;
    private final Progress progress;

    PairsPhase(MpiCalls mpi, Watchdog watchdog, JobPlan job, JobPlan.AllPairs plan, Progress progress) {
        this.mpi = mpi;
        this.watchdog = watchdog;
        this.job = job;
        this.plan = plan;
        this.progress = progress;
    }

    /** Runs every round; {@code record} is rank 0's (null elsewhere). */
    void run(MpiGroup world, RunRecord record) throws IOException {
        PairsSettings settings = plan.settings();
        JobPlan.PairTransport t = plan.transport();
        watchdog.arm(PairPhase.SETUP);
        MpiTransport transport = new MpiTransport(mpi, t.window(), t.payloadWords(), t.timeoutNs());
        int rank = transport.rank();
        List<String> hosts =
                transport.placement().stream().map(RankPlacement::host).toList();
        List<List<RankPair>> rounds = PairRounds.of(settings.schedule(), transport.size());
        PairsSink sink = null;
        if (record != null) {
            if (record.meta == null)
                record.meta = record.track(new RunMeta(job.command(), job.args()))
                        .mpi(mpi)
                        .placement(transport.path(), transport.placement());
            sink = new PairsSink(record.dir(), record.meta, settings, hosts, rounds.size());
        }
        PairMeasurement measurement = new PairMeasurement(
                settings,
                ClockProbe.measure(transport.clock(), Defaults.CLOCK_READS).overheadNs());
        int total = PairRounds.pairs(rounds);
        int done = 0;
        long start = System.nanoTime();
        for (int r = 0; r < rounds.size(); r++) {
            List<RankPair> round = rounds.get(r);
            // Rank 0 decides whether the budget allows another round; every rank learns it from the same gather.
            double go = rank == 0 && System.nanoTime() - start < settings.budgetNs() ? 1 : 0;
            watchdog.arm(CHOOSING);
            if (world.allGather(new double[] {go})[0] == 0) {
                if (sink != null) sink.skipped(round);
                continue;
            }
            if (rank == 0) progress.report(ProgressStep.of(ProgressStep.Stage.PAIRS, done, total));
            double[] mine = PairsSink.none();
            RankPair pair = PairRounds.pairOf(round, rank);
            // The pair's waits are the transport's own watchdog's; the rank's watches the barrier after.
            watchdog.disarm();
            if (pair != null && pair.requester() == rank) {
                boolean fresh = PairRounds.firstFor(rounds, r, pair.responder());
                PairMeasurement.Outcome o =
                        measurement.measure(new IssueLoop(transport, pair.responder()), pair, fresh);
                transport.request(pair.responder(), Handler.SHUTDOWN);
                transport.drain();
                mine = PairsSink.values(o);
                watchdog.arm(AFTER);
            } else if (pair != null) {
                transport.serve();
                watchdog.arm(AFTER);
            }
            world.idleBarrier();
            watchdog.arm(GATHER);
            double[] all = world.allGather(mine);
            double last = Double.NaN;
            for (int k = 0; k < all.length; k += PairsSink.FIELDS) {
                if (Double.isNaN(all[k])) continue;
                if (sink != null) sink.measured(all, k, round.size());
                last = all[k + 2];
            }
            done += round.size();
            if (rank == 0)
                progress.report(
                        ProgressStep.of(ProgressStep.Stage.PAIRS, done, total).reading(last));
        }
        // Closed only after a clean end: on a failure the Job aborts the job, and nothing here may wait first.
        transport.close();
    }
}
