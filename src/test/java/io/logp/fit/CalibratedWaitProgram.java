package io.logp.fit;

import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.engine.IssueLoop;
import io.logp.experiment.SweepPlan;
import io.logp.stats.ConfidenceInterval;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.SimulatedTransport;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;

/**
 * A signature as a plain C benchmark writes it, measured on the simulated network: a fixed number of trials per
 * (D, M), the mean cost and its t interval, and the delay column holding what the program calibrated its busy wait
 * to, so the D = 0 curve is written as the wait's own cost (delay_us = 0.0100) and, with {@code delayJitter}, every
 * point carries its own measured D. The simulated requester really waits each nominal D after every issue.
 *
 * @param model       the simulated network
 * @param trials      timed trials per point
 * @param delayJitter relative spread of the recorded delay around the nominal one (0: recorded exactly)
 * @param seed        seed of the recorded-delay jitter
 */
record CalibratedWaitProgram(LogpModel model, int trials, double zeroJitter, long seed) {

    record Run(Signature signature, RttPoint rtt) {}

    Run measure(double[] delaysUs, int mMax) {
        SimulatedTransport transport = new SimulatedTransport(model, 1);
        IssueLoop loop = new IssueLoop(transport, 1);
        Random recorded = new Random(seed);
        List<SignaturePoint> points = new ArrayList<>();
        for (double d : delaysUs) {
            double spread = d == delaysUs[0] ? zeroJitter : 0;
            for (int m : SweepPlan.mGrid(mMax)) {
                long delayNs = Math.round(d * (1 + spread * recorded.nextGaussian()) * 1000);
                double written = delayNs / 1000.0;
                SummaryStatistics cost = new SummaryStatistics();
                for (int t = 0; t < trials; t++) cost.addValue(loop.issuePhase(m, delayNs) / 1000.0 / m);
                points.add(new SignaturePoint(
                        0,
                        written,
                        m,
                        cost.getMean(),
                        ConfidenceInterval.halfWidth(cost.getStandardDeviation(), trials, 0.95),
                        trials));
            }
        }
        SummaryStatistics rtt = new SummaryStatistics();
        for (int t = 0; t < 10 * trials; t++) rtt.addValue(loop.roundTrip() / 1000.0);
        RttPoint rttPoint = new RttPoint(
                0,
                rtt.getMean(),
                ConfidenceInterval.halfWidth(rtt.getStandardDeviation(), 10 * trials, 0.95),
                10 * trials);
        return new Run(new Signature(points), rttPoint);
    }
}
