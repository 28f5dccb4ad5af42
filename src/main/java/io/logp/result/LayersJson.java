package io.logp.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.logp.analysis.Comparison.Parameter;
import io.logp.analysis.LayerStack;
import io.logp.data.Estimate;
import io.logp.format.run.JsonFiles;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link LayerStack} as one JSON object ({@code layers --json}, layers.json): {@code layers}, each with its
 * parameters ({@code o_s}, {@code o_r}, {@code g}, {@code L}, {@code rtt}, {@code T0}, {@code R}: value and ci95,
 * null when unknown) and run directory, and {@code adds}: per MPI and parameter, its value and its transport's,
 * {@code diff} = mpi - transport, the {@code combined_ci95} and the {@code verdict} ({@code significant} true only
 * for SIGNIFICANT).
 */
public final class LayersJson {

    /** The version of the object's shape. */
    public static final int SCHEMA_VERSION = 1;

    private LayersJson() {}

    /** A value and the half-width of its 95% CI; null in JSON when unknown. */
    record Value(Double value, Double ci95) {
        static Value of(Estimate e) {
            return new Value(e.value(), e.ci95());
        }
    }

    record LayerObject(
            String layer,
            String what,
            @JsonProperty("runs_on") String runsOn,
            int launches,
            @JsonProperty("run_dir") String runDir,
            Map<String, Value> parameters) {}

    record AddObject(
            String layer,
            String transport,
            String parameter,
            String unit,
            @JsonProperty("layer_value") Value layerValue,
            @JsonProperty("transport_value") Value transportValue,
            Double diff,
            @JsonProperty("combined_ci95") Double combinedCi95,
            boolean significant,
            String verdict) {}

    record Document(
            @JsonProperty("schema_version") int schemaVersion, List<LayerObject> layers, List<AddObject> adds) {}

    /** The JSON text, without a final line end. */
    public static String render(LayerStack stack) {
        List<LayerObject> layers = stack.layers().stream()
                .map(l -> new LayerObject(
                        l.name(), l.what(), l.runsOn().orElse(null), l.run().launches(), l.runDir(), parameters(l)))
                .toList();
        List<AddObject> adds = stack.additions().stream()
                .map(a -> new AddObject(
                        a.layer(),
                        a.transport(),
                        a.parameter().symbol(),
                        a.parameter().unit(),
                        Value.of(a.upper()),
                        Value.of(a.lower()),
                        a.diff(),
                        a.combinedCi95(),
                        a.significant(),
                        a.verdict().name()))
                .toList();
        return JsonFiles.toJson(new Document(SCHEMA_VERSION, layers, adds));
    }

    private static Map<String, Value> parameters(LayerStack.Layer layer) {
        Map<String, Value> out = new LinkedHashMap<>();
        for (Parameter p : Parameter.values()) out.put(key(p), Value.of(p.of(layer.run())));
        return out;
    }

    /** The key of a parameter, as comparison.json's: {@code rtt} for RTT. */
    static String key(Parameter p) {
        return p == Parameter.RTT ? "rtt" : p.symbol();
    }
}
