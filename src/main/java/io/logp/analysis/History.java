package io.logp.analysis;

import io.logp.data.Estimate;
import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import io.logp.fit.HistoryBands;
import io.logp.fit.LaunchSpread;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Many runs over time, by system: a result over many runs, standing beside the {@link AnalysedRun} family (as
 * {@link Comparison} does) rather than in it. A member of that family is one run directory analysed as the kind its
 * files make it; a history is not a kind of run directory, its runs are read as their logp.json (not re-analysed, so
 * that a thousand nights are read in seconds and through the index), and none of the family's renderers has anything
 * to draw of it. Every system's runs in time order, each parameter with the band of the runs before it
 * ({@link HistoryBands}), and a {@link RunFinding.ParameterMoved} where a run left it.
 *
 * @param systems the systems, in the order their first run was given
 * @param leftOut the directories not in the history, and why
 */
public record History(List<SystemHistory> systems, List<LeftOut> leftOut) {

    public History {
        systems = List.copyOf(systems);
        leftOut = List.copyOf(leftOut);
    }

    /** Why a directory given is not in the history. */
    public enum Reason {
        /** Its run id is that of a run read before it (a copy, or the same run given twice). */
        DUPLICATE_RUN_ID,
        /** Its files could not be read (missing, malformed, of two runs). */
        UNREADABLE
    }

    /**
     * A directory left out.
     *
     * @param directory the directory
     * @param reason    why
     * @param detail    the reader's message for an unreadable run; for a duplicate, the directory kept
     */
    public record LeftOut(Path directory, Reason reason, String detail) {}

    /**
     * One system's runs.
     *
     * @param system   the system
     * @param runs     its runs in time order
     * @param series   each parameter over the runs, one point per run in the order of {@code runs}
     * @param findings the moves, in time order
     */
    public record SystemHistory(
            SystemIdentity system,
            List<HistoryRun> runs,
            Map<HistoryParameter, List<HistoryBands.Point>> series,
            List<Finding> findings) {

        public SystemHistory {
            runs = List.copyOf(runs);
            series = Map.copyOf(series);
            findings = List.copyOf(findings);
        }

        /** One parameter's series. */
        public List<HistoryBands.Point> series(HistoryParameter p) {
            return series.get(p);
        }

        /**
         * Where {@code p} stands now: the runs since it last moved (the last run's own level, when that run moved) and
         * their band, which a next run of an unchanged machine falls in 95% of the time.
         */
        public Level level(HistoryParameter p) {
            List<HistoryBands.Point> points = series(p);
            HistoryBands.Point last = points.get(points.size() - 1);
            int start = last.moved() ? points.size() - 1 : last.levelStart();
            List<Estimate> values = points.subList(start, points.size()).stream()
                    .map(HistoryBands.Point::value)
                    .filter(Estimate::isKnown)
                    .toList();
            return new Level(runs.get(start), LaunchSpread.of(values));
        }

        /** Whether any run has a value of {@code p}. */
        public boolean has(HistoryParameter p) {
            return series(p).stream().anyMatch(pt -> pt.value().isKnown());
        }
    }

    /**
     * A parameter's level now.
     *
     * @param since the first run of the level
     * @param band  the runs of the level: their mean and between-launch interval (NaN below 2 runs)
     */
    public record Level(HistoryRun since, LaunchSpread band) {}

    /** Time order: by date, then by run id; runs without a date first. */
    static final Comparator<HistoryRun> TIME_ORDER =
            Comparator.comparing(HistoryRun::date).thenComparing(HistoryRun::runId);

    /**
     * The history of {@code runs} (in the order given); the first of two runs with one run id is kept, the second
     * left out. {@code unreadable} are the directories the reader could not read.
     */
    public static History of(List<HistoryRun> runs, List<LeftOut> unreadable) {
        List<LeftOut> leftOut = new ArrayList<>(unreadable);
        Map<String, HistoryRun> byId = new HashMap<>();
        Map<String, List<HistoryRun>> bySystem = new LinkedHashMap<>();
        for (HistoryRun run : runs) {
            HistoryRun first = byId.putIfAbsent(run.runId(), run);
            if (first != null) {
                leftOut.add(new LeftOut(
                        run.directory(),
                        Reason.DUPLICATE_RUN_ID,
                        first.directory().toString()));
                continue;
            }
            bySystem.computeIfAbsent(run.system().key(), k -> new ArrayList<>()).add(run);
        }
        List<SystemHistory> systems = new ArrayList<>();
        for (List<HistoryRun> ofSystem : bySystem.values()) {
            systems.add(system(ofSystem.stream().sorted(TIME_ORDER).toList()));
        }
        return new History(systems, leftOut);
    }

    private static SystemHistory system(List<HistoryRun> runs) {
        Map<HistoryParameter, List<HistoryBands.Point>> series = new EnumMap<>(HistoryParameter.class);
        List<IndexedFinding> moves = new ArrayList<>();
        for (HistoryParameter p : HistoryParameter.values()) {
            List<Estimate> values = runs.stream().map(r -> p.of(r.summary())).toList();
            List<HistoryBands.Point> points = HistoryBands.of(values);
            series.put(p, points);
            for (int i = 0; i < points.size(); i++) {
                HistoryBands.Point pt = points.get(i);
                if (!pt.moved()) continue;
                moves.add(new IndexedFinding(
                        i,
                        new RunFinding.ParameterMoved(
                                p.symbol(),
                                p.unit(),
                                runs.get(i).runId(),
                                runs.get(i - 1).runId(),
                                pt.band().mean(),
                                pt.band().betweenCi95(),
                                pt.baseline(),
                                pt.value().value(),
                                pt.value().ci95())));
            }
        }
        List<Finding> findings = moves.stream()
                .sorted(Comparator.comparingInt(IndexedFinding::run))
                .map(IndexedFinding::finding)
                .toList();
        return new SystemHistory(runs.get(0).system(), runs, series, findings);
    }

    private record IndexedFinding(int run, Finding finding) {}

    /** Every system's moves, system by system. */
    public List<Finding> findings() {
        return systems.stream().flatMap(s -> s.findings().stream()).toList();
    }
}
