package io.logp.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.QueueAnalysis;
import io.logp.data.Estimate;
import io.logp.data.QueueCurve;
import io.logp.data.QueuePoint;
import io.logp.format.run.JsonFiles;
import io.logp.format.run.QueueData;
import io.logp.format.run.QueueParams;
import io.logp.format.run.RunDirectory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** queues.json as a record writes the shape the map did: its keys in order, o_r null without a fit. */
class QueuesFormatTest {

    private static QueueAnalysis analysis(Estimate oR) {
        List<QueuePoint> points = new ArrayList<>();
        for (int q : new int[] {0, 64, 128}) {
            double[] t = new double[20];
            for (int i = 0; i < t.length; i++) t[i] = 0.4 + q * 0.002 + (i % 3) * 0.001;
            points.add(new QueuePoint(QueueCurve.values()[0], q, 8, t));
        }
        QueueParams params = new QueueParams(
                null,
                0,
                1,
                List.of(QueueCurve.values()[0].label),
                new int[] {0, 64, 128},
                0,
                8,
                0,
                0,
                20,
                null,
                List.of(new QueueParams.Memory(QueueParams.Receiver.OUT_OF_MPI, 128, true, 1 << 20, 2.0)));
        return QueueAnalysis.of(new QueueData.Contents(params, points), oR);
    }

    @Test
    void theFileKeepsItsKeysAndOrder(@TempDir Path tmp) throws Exception {
        RunDirectory dir = RunDirectory.of(Files.createDirectories(tmp.resolve("signatures/r")));
        List<Path> written = new QueuesFormat(dir).write(analysis(Estimate.unknown()));
        assertEquals(2, written.size());
        Map<String, Object> json = JsonFiles.read(dir.signaturesDir().resolve(QueuesFormat.JSON));
        assertEquals(List.of("costs", "o_r_us", "memory", "parameters"), List.copyOf(json.keySet()));
        assertTrue(json.containsKey("o_r_us") && json.get("o_r_us") == null, json.toString());
        @SuppressWarnings("unchecked")
        Map<String, Object> cost = ((List<Map<String, Object>>) json.get("costs")).get(0);
        assertEquals(
                List.of(
                        "curve",
                        "per_entry_ns",
                        "per_entry_ci95_ns",
                        "base_half_rtt_us",
                        "base_half_rtt_ci95_us",
                        "q_max"),
                List.copyOf(cost.keySet()),
                "no entries_per_o_r without o_r");
        assertEquals(128, cost.get("q_max"));
    }

    @Test
    void oRGivesEntriesPerReceiveOverhead(@TempDir Path tmp) throws Exception {
        RunDirectory dir = RunDirectory.of(Files.createDirectories(tmp.resolve("signatures/r")));
        new QueuesFormat(dir).write(analysis(Estimate.of(2.2, Double.NaN)));
        String text = Files.readString(dir.signaturesDir().resolve(QueuesFormat.JSON));
        assertTrue(text.contains("\"o_r_us\": 2.2"), text);
        assertTrue(text.contains("\"entries_per_o_r\": "), text);
        assertFalse(text.contains("NaN"), text);
    }

    @Test
    void memoryAndParametersAreTheParamsFilesOwn(@TempDir Path tmp) throws Exception {
        RunDirectory dir = RunDirectory.of(Files.createDirectories(tmp.resolve("signatures/r")));
        new QueuesFormat(dir).write(analysis(Estimate.unknown()));
        Map<String, Object> json = JsonFiles.read(dir.signaturesDir().resolve(QueuesFormat.JSON));
        assertEquals(
                List.of(Map.of(
                        "receiver",
                        "out of MPI",
                        "unexpected_messages_sent",
                        128,
                        "sender_stalled",
                        true,
                        "limit",
                        1 << 20,
                        "seconds",
                        2.0)),
                json.get("memory"));
        @SuppressWarnings("unchecked")
        Map<String, Object> parameters = (Map<String, Object>) json.get("parameters");
        assertEquals(20, parameters.get("trials"));
        assertEquals(json.get("memory"), parameters.get("memory"));
    }
}
