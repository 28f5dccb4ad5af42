package io.logp.experiment;

import io.logp.data.ContentionSettings;
import io.logp.data.Defaults;
import io.logp.data.StoppingRule;
import io.logp.engine.IssueLoop;
import io.logp.stats.BatchMeans;
import io.logp.transport.Clock;
import io.logp.transport.Group;

/**
 * One requester's part of a contention point; every requester of the point runs it at the same time, in its own
 * process (or thread, on the simulated network). A trial is the D = 0 issue loop, started by all requesters
 * together after a barrier and timed only in its middle half, where all of them are issuing: its cost per request
 * is the gap this requester sees. After each batch the requesters exchange their costs, so every one of them holds
 * the same numbers and takes the same stopping decision (the point's sample of a trial is the requesters' mean).
 */
public final class ContentionPoint {

    /** Longest trial, in requests per requester. */
    static final int M_MAX = 1 << 16;
    /** Warm-up trials at least, whatever the warm-up time. */
    private static final int MIN_WARMUP_TRIALS = 3;

    private final IssueLoop loop;
    private final Group group;
    private final ContentionRoles roles;
    private final ContentionSettings settings;

    public ContentionPoint(IssueLoop loop, Group group, ContentionRoles roles, ContentionSettings settings) {
        if (group.size() != roles.requesters().length) {
            throw new IllegalArgumentException(
                    "a group of " + group.size() + " for " + roles.requesters().length + " requesters");
        }
        this.loop = loop;
        this.group = group;
        this.roles = roles;
        this.settings = settings;
    }

    public ContentionMeasurement measure() {
        Clock clock = loop.transport().clock();
        int m = trialLength(clock);
        int from = m / 4;
        int to = m - m / 4;
        StoppingRule rule = settings.rule();
        int batch = rule.batch();
        int members = group.size();
        double[] mine = new double[batch + 1];
        double[] pooledBatch = new double[batch];
        BatchMeans pooled = new BatchMeans(Defaults.OUTLIER_CUT);
        BatchMeans[] each = new BatchMeans[members];
        for (int i = 0; i < members; i++) each[i] = new BatchMeans(Defaults.OUTLIER_CUT);
        long start = clock.nanos();
        int trials = 0;
        boolean precise;
        while (true) {
            for (int t = 0; t < batch; t++) {
                group.barrier();
                mine[t] = loop.steadyPhase(m, from, to) / 1e3 / (to - from);
            }
            mine[batch] = clock.nanos() - start;
            double[] all = group.allGather(mine);
            long spent = 0;
            for (int t = 0; t < batch; t++) {
                double sum = 0;
                for (int i = 0; i < members; i++) sum += all[i * (batch + 1) + t];
                pooledBatch[t] = sum / members;
            }
            for (int i = 0; i < members; i++) {
                each[i].add(all, i * (batch + 1), batch);
                spent = Math.max(spent, (long) all[i * (batch + 1) + batch]);
            }
            pooled.add(pooledBatch, 0, batch);
            trials += batch;
            precise = rule.isPrecise(pooled.batches(), pooled.relativeCi());
            if (precise || rule.isCapped(trials, spent)) break;
        }
        double[] means = new double[members];
        double[] cis = new double[members];
        for (int i = 0; i < members; i++) {
            means[i] = each[i].mean();
            cis[i] = each[i].ci95();
        }
        return new ContentionMeasurement(
                roles, settings.nBytes(), pooled.mean(), pooled.ci95(), pooled.kept(), m, means, cis, precise);
    }

    /**
     * Untimed warm-up trials, then the trial length all requesters agree on: the target time at the slowest
     * requester's warm-up gap, at least 8 windows so the timed middle half starts after the window has filled, and
     * a multiple of 4 windows.
     */
    private int trialLength(Clock clock) {
        int window = loop.transport().window();
        int m0 = 8 * window;
        long start = clock.nanos();
        double slowest;
        int n = 0;
        while (true) {
            group.barrier();
            double cost = loop.steadyPhase(m0, m0 / 4, m0 - m0 / 4) / (double) (m0 - 2 * (m0 / 4));
            // Every requester must run the same number of warm-up trials: they decide together, on the same numbers.
            double[] all = group.allGather(new double[] {cost, clock.nanos() - start});
            slowest = 0;
            double spent = 0;
            for (int i = 0; i < all.length; i += 2) {
                slowest = Math.max(slowest, all[i]);
                spent = Math.max(spent, all[i + 1]);
            }
            if (++n >= MIN_WARMUP_TRIALS && spent >= settings.warmUpNs()) break;
        }
        long m = slowest > 0 ? Math.round(settings.trialNs() / slowest) : M_MAX;
        m = Math.max(m0, Math.min(M_MAX, m));
        // Requesters sharing a responder fall into convoys that repeat every window of requests: a timed middle half
        // of whole windows averages whole periods, where a part of one would bias the gap (by 5% seen at K = 3).
        return (int) (m - m % (4 * window));
    }
}
