package io.logp.report;

import io.logp.analysis.Comparison;
import io.logp.analysis.Comparison.Row;
import io.logp.data.RunSummary;
import io.logp.format.run.JsonObjects;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A comparison as one JSON object ({@code compare --json}, comparison.json): {@code schema_version}, the
 * {@code baseline}'s label, {@code runs} (label, kind, transport) and {@code parameters}: one object per parameter
 * with its unit and, per run in the runs' order, {@code value}, {@code ci95}, {@code diff}, {@code diff_percent} and
 * {@code significant} (null for the baseline and where
 * either side has no CI).
 */
final class JsonComparisonFormat implements ComparisonFormat {

    /** The version of the object's shape. */
    static final int SCHEMA_VERSION = 1;

    @Override
    public String render(Comparison comparison) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("baseline", comparison.baseline().label());
        List<Map<String, Object>> runs = new ArrayList<>();
        for (RunSummary run : comparison.runs()) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("label", run.label());
            r.put("kind", run.kind().label());
            r.put("transport", run.transport());
            runs.add(r);
        }
        o.put("runs", runs);
        List<Map<String, Object>> parameters = new ArrayList<>();
        for (Comparison.Parameter p : comparison.parameters()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("parameter", p.symbol());
            m.put("unit", p.unit());
            List<Map<String, Object>> values = new ArrayList<>();
            for (int i = 0; i < comparison.runs().size(); i++) {
                Row row = comparison.row(i, p);
                Map<String, Object> v = new LinkedHashMap<>();
                v.put("run", row.run().label());
                v.put("value", row.value().value());
                v.put("ci95", row.value().ci95());
                v.put("diff", row.diff());
                v.put("diff_percent", row.diffPercent());
                v.put("significant", row.tested() ? row.significant() : null);
                values.add(v);
            }
            m.put("runs", values);
            parameters.add(m);
        }
        o.put("parameters", parameters);
        return JsonObjects.text(SCHEMA_VERSION, o) + "\n";
    }
}
