package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** queues_params.json as a record: a real run's file reads into it and writes back byte for byte. */
class QueueParamsTest {

    private static final Path FIXTURE = Path.of("src/test/resources/io/logp/cli/fixture-run");

    @Test
    void aRealFileReadsAndWritesBackTheSame(@TempDir Path tmp) throws Exception {
        Path copy = tmp.resolve(QueueData.PARAMS);
        Files.copy(FIXTURE.resolve(QueueData.PARAMS), copy);
        Files.copy(FIXTURE.resolve(QueueData.TRIALS), tmp.resolve(QueueData.TRIALS));
        QueueParams params = QueueData.read(tmp).params();
        assertEquals(2, params.memory().size());
        assertEquals(QueueParams.Receiver.OUT_OF_MPI, params.memory().get(0).receiver());
        assertEquals(100, params.trials());
        JsonFiles.write(tmp.resolve("again.json"), params);
        assertEquals(Files.readString(copy), Files.readString(tmp.resolve("again.json")));
    }

    @Test
    void aWrongValueNamesTheFile(@TempDir Path tmp) throws Exception {
        Files.writeString(tmp.resolve(QueueData.PARAMS), "{\"trials\": \"many\"}\n");
        Files.copy(FIXTURE.resolve(QueueData.TRIALS), tmp.resolve(QueueData.TRIALS));
        DataFormatException e = assertThrows(DataFormatException.class, () -> QueueData.read(tmp));
        assertTrue(e.getMessage().contains(QueueData.PARAMS), e.getMessage());
    }

    @Test
    void aStampedRunsIdComesFirstAndReadsBack(@TempDir Path tmp) throws Exception {
        Files.copy(FIXTURE.resolve(QueueData.TRIALS), tmp.resolve(QueueData.TRIALS));
        Files.copy(FIXTURE.resolve(QueueData.PARAMS), tmp.resolve(QueueData.PARAMS));
        QueueParams unstamped = QueueData.read(tmp).params();
        QueueParams stamped = new QueueParams(
                "fixture.0a1b2c3d",
                unstamped.source(),
                unstamped.dest(),
                unstamped.curves(),
                unstamped.qGrid(),
                unstamped.qMaxLong(),
                unstamped.shortBytes(),
                unstamped.longBytes(),
                unstamped.warmup(),
                unstamped.trials(),
                unstamped.minOverheadUs(),
                unstamped.memory());
        JsonFiles.write(tmp.resolve(QueueData.PARAMS), stamped);
        assertTrue(
                Files.readString(tmp.resolve(QueueData.PARAMS)).startsWith("{\n  \"run_id\": \"fixture.0a1b2c3d\",\n"),
                "run_id first, as the other data files have it");
        assertEquals("fixture.0a1b2c3d", QueueData.read(tmp).params().runId());
    }
}
