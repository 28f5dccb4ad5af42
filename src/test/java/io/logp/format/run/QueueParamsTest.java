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
}
