package io.logp.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.analysis.LayerStack;
import io.logp.analysis.LayerStack.Layer;
import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** layers.json: every layer's parameters, and each addition's numbers and verdict as the stack decided them. */
class LayersJsonTest {

    private static RunSummary run(double rtt, int launches) {
        return new RunSummary(
                "x",
                RunSummary.Kind.MEASURED,
                Estimate.of(0.3, 0.01),
                Estimate.of(0.4, 0.01),
                Estimate.of(0.5, 0.01),
                Estimate.of(0.1, 0.01),
                Estimate.of(rtt, 0.01),
                Estimate.unknown(),
                Estimate.unknown(),
                "",
                launches);
    }

    @Test
    void theObjectHoldsLayersAndAdditionsWithUnknownsAsNull() throws Exception {
        LayerStack stack = LayerStack.of(List.of(
                new Layer("ompi-ucx", "Open MPI, pml ucx", Optional.of("ucx-am"), run(1.5, 3), "d1"),
                new Layer("ucx-am", "UCX AM", Optional.empty(), run(1.0, 3), "d2")));
        JsonNode o = new ObjectMapper().readTree(LayersJson.render(stack));
        assertEquals(LayersJson.SCHEMA_VERSION, o.get("schema_version").asInt());
        assertEquals(2, o.get("layers").size());
        JsonNode first = o.get("layers").get(0);
        assertEquals("ompi-ucx", first.get("layer").asText());
        assertEquals("ucx-am", first.get("runs_on").asText());
        assertEquals(3, first.get("launches").asInt());
        assertEquals(1.5, first.get("parameters").get("rtt").get("value").asDouble(), 1e-12);
        assertTrue(first.get("parameters").get("T0").get("value").isNull());
        assertTrue(o.get("layers").get(1).get("runs_on").isNull());
        JsonNode rtt = null;
        for (JsonNode a : o.get("adds")) if (a.get("parameter").asText().equals("RTT")) rtt = a;
        assertEquals(0.5, rtt.get("diff").asDouble(), 1e-12);
        assertEquals(Math.hypot(0.01, 0.01), rtt.get("combined_ci95").asDouble(), 1e-12);
        assertTrue(rtt.get("significant").asBoolean());
        assertEquals("SIGNIFICANT", rtt.get("verdict").asText());
        assertEquals(7, o.get("adds").size());
        assertNull(o.get("adds").get(0).get("nothing"));
    }
}
