package io.logp.app;

import io.logp.data.CollectiveOp;
import io.logp.data.CollectivePlan;
import io.logp.data.CollectiveSettings;
import io.logp.experiment.ClockSync;
import io.logp.experiment.CollectiveTiming;
import io.logp.experiment.WaitPattern;
import io.logp.report.ClockSyncCsv;
import io.logp.report.CollectivesCsv;
import io.logp.report.RunDirectory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
    private final List<Map<String, Object>> points = new ArrayList<>();
    private final List<Map<String, Object>> syncs = new ArrayList<>();
    private final List<String> skipped = new ArrayList<>();

    CollectivesSink(RunDirectory dir, RunMeta meta, CollectivePlan plan) {
        this.dir = dir;
        this.meta = meta;
        this.plan = plan;
        CollectiveSettings s = plan.settings();
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("ops", plan.ops().stream().map(CollectiveOp::label).toList());
        entry.put("sizes", java.util.Arrays.stream(plan.sizes()).boxed().toList());
        entry.put("p", java.util.Arrays.stream(plan.ranks()).boxed().toList());
        entry.put("timer", plan.timerLabel());
        entry.put("sync", plan.sync().label());
        entry.put("sync_patience", plan.patience());
        entry.put("root", 0);
        entry.put("init_launches", s.initLaunches());
        entry.put("stage_launches", s.stageLaunches());
        entry.put("invalid_limit", s.invalidLimit());
        entry.put("slot_factor", s.slotFactor());
        entry.put("max_launches", s.maxLaunches());
        entry.put("max_valid", s.maxValid());
        entry.put("min_valid", s.minValid());
        entry.put("relative_error", s.relativeError());
        entry.put("trim", s.trim());
        entry.put("confidence", s.confidence());
        entry.put("loop_k", s.loopLaunches());
        entry.put("point_s", s.pointSeconds());
        entry.put("budget_s", plan.budgetSeconds());
        entry.put("synchronisations", syncs);
        entry.put("points", points);
        entry.put("skipped", skipped);
        meta.put(RunMeta.COLLECTIVES, entry);
        meta.writeTo(dir);
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
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("timer", timer);
        s.put("when", when);
        s.put("algorithm", r.algorithm().label());
        s.put("elapsed_ms", r.elapsedNs() / 1e6);
        s.put("worst_accuracy_us", r.worstAccuracyNs() / 1e3);
        if (Double.isFinite(r.closureNs())) s.put("ring_closure_us", r.closureNs() / 1e3);
        syncs.add(s);
        write(dir.clockSyncCsv(), () -> ClockSyncCsv.write(dir.clockSyncCsv(), syncRows));
    }

    void timerChecked(String timer, WaitPattern pattern, CollectiveTiming t) {
        timerRows.add(new CollectivesCsv.TimerRow(
                timer, pattern.label(), t.ranks(), pattern.expectedUs(t.ranks()), t.stats(), t.launches()));
        write(dir.collectivesTimersCsv(), () -> CollectivesCsv.writeTimers(dir.collectivesTimersCsv(), timerRows));
    }

    void measured(CollectiveOp op, CollectiveTiming t) {
        rows.add(new CollectivesCsv.Row(op, t.nBytes(), t.ranks(), t.stats(), t.launches(), t.loopUs(), t.loopMaxUs()));
        write(dir.collectivesCsv(), () -> CollectivesCsv.write(dir.collectivesCsv(), rows));
        if (plan.perRank()) {
            for (int r = 0; r < t.rankStats().size(); r++) {
                rankRows.add(new CollectivesCsv.RankRow(
                        op, t.nBytes(), t.ranks(), r, t.rankStats().get(r)));
            }
            write(dir.collectivesRanksCsv(), () -> CollectivesCsv.writeRanks(dir.collectivesRanksCsv(), rankRows));
        }
        Map<String, Object> point = new LinkedHashMap<>();
        point.put("op", op.label());
        point.put("n_bytes", t.nBytes());
        point.put("p", t.ranks());
        point.put("stages", t.stages());
        point.put("slot_us", t.slotUs());
        point.put("late", t.late());
        point.put("overran", t.overran());
        point.put("stopped", t.stopReason());
        point.put("jit_ms", t.jitMs());
        point.put("compiled_stages", t.compiledStages());
        points.add(point);
        meta.writeTo(dir);
    }

    /** The first point of a P, measured again after its last point. */
    void repeated(CollectiveOp op, CollectiveTiming t) {
        repeatRows.add(
                new CollectivesCsv.Row(op, t.nBytes(), t.ranks(), t.stats(), t.launches(), t.loopUs(), t.loopMaxUs()));
        write(dir.collectivesRepeatCsv(), () -> CollectivesCsv.write(dir.collectivesRepeatCsv(), repeatRows));
    }

    void skipped(CollectiveOp op, int nBytes, int p) {
        skipped.add(op.label() + " n=" + nBytes + " P=" + p);
        meta.writeTo(dir);
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
