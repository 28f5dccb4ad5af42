package io.logp.app;

import io.logp.data.LinkDelays;
import io.logp.data.PairsSettings;
import io.logp.data.ProgressStep;
import io.logp.engine.IssueLoop;
import io.logp.experiment.PairMeasurement;
import io.logp.experiment.PairRounds;
import io.logp.experiment.Progress;
import io.logp.experiment.RankPair;
import io.logp.format.run.RunDirectory;
import io.logp.job.PairsSink;
import io.logp.job.RunMeta;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.SimulatedTransport;
import java.util.List;

/**
 * The pairs experiment on a simulated LogP network whose links may differ ({@link LinkDelays}): every pair in the
 * schedule's order, each on a network of its own with its link's latency, measured by the code each MPI requester
 * runs ({@link PairMeasurement}) in virtual time. The pairs of a round do not contend here: the simulated network has
 * no shared switch, so the rounds give what one pair at a time gives. The budget is spent in virtual time.
 */
public final class PairsSimulation {

    private PairsSimulation() {}

    /** The host of simulated rank r: a node of its own, so every pair is across hosts and a finding names it. */
    public static String host(int rank) {
        return "sim" + rank;
    }

    public static void run(
            LogpModel model,
            LinkDelays delays,
            int ranks,
            PairsSettings settings,
            RunDirectory dir,
            RunMeta meta,
            Progress progress) {
        List<String> hosts = java.util.stream.IntStream.range(0, ranks)
                .mapToObj(PairsSimulation::host)
                .toList();
        List<List<RankPair>> rounds = PairRounds.of(settings.schedule(), ranks);
        PairsSink sink = new PairsSink(dir, meta, settings, hosts, rounds.size());
        PairMeasurement measurement = new PairMeasurement(settings, 0);
        int total = PairRounds.pairs(rounds);
        int done = 0;
        // The budget is spent in virtual time, the pairs' own: a simulated run is the same on any machine.
        long spentNs = 0;
        for (List<RankPair> round : rounds) {
            if (spentNs >= settings.budgetNs()) {
                sink.skipped(round);
                continue;
            }
            long roundNs = 0;
            for (RankPair pair : round) {
                progress.report(ProgressStep.of(ProgressStep.Stage.PAIRS, done, total));
                double latencyUs = model.latencyUs() + delays.extraUs(pair.requester(), pair.responder());
                try (SimulatedTransport link = new SimulatedTransport(model.withLatency(latencyUs), 1)) {
                    long start = link.clock().nanos();
                    PairMeasurement.Outcome o = measurement.measure(new IssueLoop(link, 1), pair, false);
                    roundNs = Math.max(roundNs, link.clock().nanos() - start);
                    sink.measured(o, round.size());
                    progress.report(ProgressStep.of(ProgressStep.Stage.PAIRS, ++done, total)
                            .reading(o.rtt().summary().mean()));
                }
            }
            // A round takes its slowest pair: its pairs run at once.
            spentNs += roundNs;
        }
    }
}
