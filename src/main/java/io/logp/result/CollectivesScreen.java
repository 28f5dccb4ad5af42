package io.logp.result;

import io.logp.analysis.CollectivesAnalysis;
import io.logp.data.NetworkPath.Medium;
import io.logp.fit.ContentionRatios;
import io.logp.format.run.CollectivesCsv;
import io.logp.meta.RunMetadata;
import io.logp.report.FindingText;
import io.logp.report.MetaText;
import io.logp.report.ScreenSummary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** What a run of collectives alone (no signature) shows: its one screen, or its object for {@code --json}. */
public final class CollectivesScreen {

    /** The version of the collectives object {@code --json} prints. */
    public static final int SCHEMA_VERSION = 1;

    private CollectivesScreen() {}

    /** The one screen of a run of collectives alone, closed by {@code trailer}. */
    public static String summary(String runId, RunMetadata meta, CollectivesAnalysis a, List<String> trailer) {
        return ScreenSummary.text(new ScreenSummary.Inputs(
                runId,
                MetaText.where(meta),
                Optional.empty(),
                Optional.empty(),
                Map.of(),
                Optional.empty(),
                Optional.of(a),
                ContentionRatios.of(List.of()),
                FindingText.render(a.findings(), Medium.UNKNOWN),
                trailer,
                Optional.empty()));
    }

    /**
     * The collectives as {@code --json} prints them: every point with its trimmed mean, CI, prediction, ratio and
     * doubt marks, the timer checks, and the findings.
     */
    public static Map<String, Object> json(CollectivesAnalysis a) {
        List<Map<String, Object>> points = new ArrayList<>();
        for (CollectivesAnalysis.Point p : a.points()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("op", p.row().op().label());
            m.put("n_bytes", p.row().nBytes());
            m.put("p", p.row().p());
            m.put("mean_us", p.row().stats().meanUs());
            m.put("ci95_us", p.row().stats().halfWidthUs());
            m.put("valid", p.row().stats().valid());
            m.put("predicted_us", p.predictedUs());
            m.put("ratio", p.ratio());
            m.put("doubts", p.marks());
            points.add(m);
        }
        List<Map<String, Object>> timers = new ArrayList<>();
        for (CollectivesCsv.TimerRow t : a.timers()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("timer", t.timer());
            m.put("pattern", t.pattern());
            m.put("p", t.p());
            m.put("expected_us", t.expectedUs());
            m.put("mean_us", t.stats().meanUs());
            timers.add(m);
        }
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("points", points);
        o.put("timer_checks", timers);
        o.put("warnings", FindingText.objects(a.findings(), Medium.UNKNOWN));
        return o;
    }
}
