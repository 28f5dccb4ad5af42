package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.finding.CollectiveFinding;
import io.logp.finding.Finding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code predict --json}'s object written from its record and read back, of the current version and without one. */
class PredictionsJsonRecordTest {

    @TempDir
    Path dir;

    @Test
    void aPredictionReadsBackAsTheSameRecord() throws IOException, DataFormatException {
        Finding withoutG = new CollectiveFinding.ModelWithoutG(1024);
        PredictionsJsonRecord written = new PredictionsJsonRecord(
                PredictionsJsonRecord.SCHEMA_VERSION,
                "20260101-120000",
                "Open MPI 4.1.4",
                List.of(
                        new PredictionsJsonRecord.Point("bcast", 8, 4, "calibrated", 12.5, 11.0, 13.0),
                        // P = 64 was not measured and the model prices nothing beyond the small message.
                        new PredictionsJsonRecord.Point("bcast", 65536, 64, "g=2", 900.25, Double.NaN, Double.NaN)),
                List.of(new PredictionsJsonRecord.Simulation("calibrated", 4, 0.75, true)),
                List.of(FindingJson.object(withoutG, "the model has no G")));
        Path file = dir.resolve("predict.json");
        JsonFiles.write(file, written);

        PredictionsJsonRecord read = PredictionsJsonRecord.read(file);

        assertEquals(written.points(), read.points());
        assertEquals(written.simulations(), read.simulations());
        assertEquals("20260101-120000", read.runId());
        assertEquals(1, read.version());
        assertTrue(Files.readString(file).contains("\"model_us\": null"));
        assertEquals(List.of(withoutG), FindingJson.read(read.findings()));
    }

    @Test
    void anObjectWithoutSchemaVersionReadsAsVersionOne() throws IOException, DataFormatException {
        Path file = dir.resolve("predict.json");
        Files.writeString(file, """
                {"run_id": "20260101-120000", "mpi": "MPICH 4.0.2",
                 "points": [{"op": "allreduce", "n_bytes": 8, "p": 16, "variant": "calibrated",
                             "predicted_us": 30.0, "model_us": 28.5, "measured_us": null}],
                 "simulations": [{"variant": "calibrated", "p": 16, "seconds": 1.5, "finished": false}],
                 "findings": []}
                """);

        PredictionsJsonRecord read = PredictionsJsonRecord.read(file);

        assertNull(read.schemaVersion());
        assertEquals(1, read.version());
        assertTrue(Double.isNaN(read.points().get(0).measuredUs()));
        assertEquals(16, read.simulations().get(0).p());
    }
}
