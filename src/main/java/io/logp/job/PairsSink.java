package io.logp.job;

import io.logp.data.PairRtt;
import io.logp.data.PairSignature;
import io.logp.data.PairsSettings;
import io.logp.experiment.PairMeasurement;
import io.logp.experiment.RankPair;
import io.logp.format.run.PairsCsv;
import io.logp.format.run.RunDirectory;
import io.logp.meta.Pairs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The pairs' files as the pairs arrive: pairs.csv rewritten atomically after every round, and meta.json's "pairs"
 * entry (settings, pairs not reached), so an interrupted run keeps every pair it finished.
 */
public final class PairsSink {

    /** The numbers of one pair as the ranks gather them: i, j, RTT, CI, trials, then the signature's eight. */
    public static final int FIELDS = 13;

    private final RunDirectory dir;
    private final RunMeta meta;
    private final List<String> hosts;
    private final List<PairRtt> pairs = new ArrayList<>();
    private final List<List<Integer>> skipped = new ArrayList<>();
    private final Pairs settings;

    public PairsSink(RunDirectory dir, RunMeta meta, PairsSettings s, List<String> hosts, int rounds) {
        this.dir = dir;
        this.meta = meta;
        this.hosts = hosts;
        this.settings = Pairs.of(s, hosts.size(), rounds);
        writeMeta();
    }

    /** A pair measured alongside {@code concurrent - 1} others. */
    public void measured(PairMeasurement.Outcome o, int concurrent) {
        measured(values(o), 0, concurrent);
    }

    /** The pair in {@code all[from..from+FIELDS)}, as {@link #values} made it on its requester. */
    void measured(double[] all, int from, int concurrent) {
        int i = (int) all[from];
        int j = (int) all[from + 1];
        PairSignature signature = Double.isNaN(all[from + 5])
                ? null
                : new PairSignature(
                        all[from + 5],
                        all[from + 6],
                        all[from + 7],
                        all[from + 8],
                        all[from + 9],
                        all[from + 10],
                        all[from + 11],
                        all[from + 12]);
        pairs.add(new PairRtt(
                i,
                j,
                hosts.get(i),
                hosts.get(j),
                all[from + 2],
                all[from + 3],
                (int) all[from + 4],
                concurrent,
                java.util.Optional.ofNullable(signature)));
        try {
            PairsCsv.write(dir.pairsCsv(), dir.stamp(), pairs);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.pairsCsv() + ": " + e.getMessage(), e);
        }
    }

    public void skipped(List<RankPair> round) {
        for (RankPair p : round) skipped.add(List.of(p.requester(), p.responder()));
        writeMeta();
    }

    /** A pair's numbers for the gather; NaN where it has none (no signature). */
    public static double[] values(PairMeasurement.Outcome o) {
        double[] v = none();
        v[0] = o.pair().requester();
        v[1] = o.pair().responder();
        v[2] = o.rtt().summary().mean();
        v[3] = o.rtt().summary().ci95();
        v[4] = o.rtt().summary().kept();
        o.signature().ifPresent(s -> {
            v[5] = s.oSUs();
            v[6] = s.oSCi95Us();
            v[7] = s.gUs();
            v[8] = s.gCi95Us();
            v[9] = s.oRUs();
            v[10] = s.oRCi95Us();
            v[11] = s.latencyUs();
            v[12] = s.latencyCi95Us();
        });
        return v;
    }

    /** What a rank that measured nothing this round gathers. */
    public static double[] none() {
        double[] v = new double[FIELDS];
        java.util.Arrays.fill(v, Double.NaN);
        return v;
    }

    private void writeMeta() {
        meta.pairs(settings.withSkipped(skipped)).writeTo(dir);
    }
}
