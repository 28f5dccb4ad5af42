package io.logp.job;

import io.logp.data.CollectiveOp;
import io.logp.data.CollectivePlan;
import io.logp.experiment.ClockSync;
import io.logp.experiment.CollectiveTiming;
import io.logp.experiment.WaitPattern;
import io.logp.format.run.ClockSyncCsv;
import io.logp.format.run.CollectivesCsv;
import io.logp.format.run.RunDirectory;
import io.logp.meta.Collectives;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Rank 0's record of a collectives run as it goes: every file rewritten atomically after each point, so an
 * interrupted run keeps every point it finished, and meta.json's "collectives" entry (settings, synchronisations,
 * why each point stopped, points not reached).
 */
final class CollectivesSink {

    private final RunDirectory dir;
    private final RunMeta meta;
    private final CollectivePlan plan;
    private final List<CollectivesCsv.Row> rows = new ArrayList<>();
    private final List<CollectivesCsv.RankRow> rankRows = new ArrayList<>();
    private final List<CollectivesCsv.TimerRow> timerRows = new ArrayList<>();
    private final List<CollectivesCsv.Row> repeatRows = new ArrayList<>();
    private final List<ClockSyncCsv.Row> syncRows = new ArrayList<>();
    private final List<Collectives.Point> points = new ArrayList<>();
    private final List<Collectives.Synchronisation> syncs = new ArrayList<>();
    private final List<Collectives.Skip> skipped = new ArrayList<>();
    private final Collectives settings;

    CollectivesSink(RunDirectory dir, RunMeta meta, CollectivePlan plan) {
        this.dir = dir;
        this.meta = meta;
        this.plan = plan;
        this.settings = Collectives.of(plan);
        writeMeta();
    }

    void synchronised(String timer, String when, ClockSync.Result r) {
        for (int i = 0; i < r.size(); i++) {
            syncRows.add(new ClockSyncCsv.Row(
                    timer,
                    r.algorithm().label(),
                    when,
                    i,
                    r.offsetNs()[i] / 1e3,
                    i == 0 && Double.isNaN(r.closureNs()) ? Double.NaN : r.rttNs()[i] / 1e3,
                    r.accuracyNs()[i] / 1e3,
                    r.rounds()[i]));
        }
        syncs.add(new Collectives.Synchronisation(
                timer,
                when,
                r.algorithm().label(),
                r.elapsedNs() / 1e6,
                r.worstAccuracyNs() / 1e3,
                Double.isFinite(r.closureNs()) ? r.closureNs() / 1e3 : null));
        write(dir.clockSyncCsv(), () -> ClockSyncCsv.write(dir.clockSyncCsv(), dir.stamp(), syncRows));
        writeMeta();
    }

    void timerChecked(String timer, WaitPattern pattern, CollectiveTiming t) {
        timerRows.add(new CollectivesCsv.TimerRow(
                timer, pattern.label(), t.ranks(), pattern.expectedUs(t.ranks()), t.stats(), t.launches()));
        write(
                dir.collectivesTimersCsv(),
                () -> CollectivesCsv.writeTimers(dir.collectivesTimersCsv(), dir.stamp(), timerRows));
    }

    void measured(CollectiveOp op, CollectiveTiming t) {
        rows.add(new CollectivesCsv.Row(op, t.nBytes(), t.ranks(), t.stats(), t.launches(), t.loopUs(), t.loopMaxUs()));
        write(dir.collectivesCsv(), () -> CollectivesCsv.write(dir.collectivesCsv(), dir.stamp(), rows));
        if (plan.perRank()) {
            for (int r = 0; r < t.rankStats().size(); r++) {
                rankRows.add(new CollectivesCsv.RankRow(
                        op, t.nBytes(), t.ranks(), r, t.rankStats().get(r)));
            }
            write(
                    dir.collectivesRanksCsv(),
                    () -> CollectivesCsv.writeRanks(dir.collectivesRanksCsv(), dir.stamp(), rankRows));
        }
        points.add(new Collectives.Point(
                op.label(),
                t.nBytes(),
                t.ranks(),
                t.stages(),
                t.slotUs(),
                t.late(),
                t.overran(),
                t.stopReason(),
                t.jitMs(),
                t.compiledStages()));
        writeMeta();
    }

    /** The first point of a P, measured again after its last point. */
    void repeated(CollectiveOp op, CollectiveTiming t) {
        repeatRows.add(
                new CollectivesCsv.Row(op, t.nBytes(), t.ranks(), t.stats(), t.launches(), t.loopUs(), t.loopMaxUs()));
        write(
                dir.collectivesRepeatCsv(),
                () -> CollectivesCsv.write(dir.collectivesRepeatCsv(), dir.stamp(), repeatRows));
    }

    void skipped(CollectiveOp op, int nBytes, int p) {
        skipped.add(new Collectives.Skip(op.label(), nBytes, p));
        writeMeta();
    }

    private void writeMeta() {
        meta.collectives(settings.withProgress(syncs, points, skipped)).writeTo(dir);
    }

    private interface Writer {
        void write() throws IOException;
    }

    private static void write(Path file, Writer w) {
        try {
            w.write();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
