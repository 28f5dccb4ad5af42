package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.e2e.MpiProfileTest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code profile --merge DIR}, the already-launched mode's second half: records a batch script's own srun left in
 * DIR become a run (a real record of queue_pattern 10 7 on Open MPI as rank 1, and a copy of it as rank 0), and a
 * directory without records, or none at all, is said so with logp's codes. Nothing is launched.
 */
class ProfileMergeTest {

    private static void record(Path dir, int rank) throws IOException {
        try (InputStream in = ProfileMergeTest.class.getResourceAsStream("/profile/rank-1.json")) {
            String text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            Files.writeString(
                    dir.resolve("rank-" + rank + ".json"), text.replace("\"rank\": 1,", "\"rank\": " + rank + ","));
        }
    }

    @Test
    void theRanksRecordsBecomeARunWithARowPerRank(@TempDir Path tmp) throws Exception {
        Path records = Files.createDirectories(tmp.resolve("ranks-42"));
        record(records, 0);
        record(records, 1);
        CliRun r = CliRun.of("profile", "--merge", records.toString(), "--out", tmp.toString(), "--", "./app", "7");
        assertEquals(0, r.exitCode(), r.err() + r.out());
        assertTrue(r.out().contains("Message queues of ./app 7"), r.out());
        List<Map<String, String>> rows = MpiProfileTest.rows(tmp);
        assertEquals(List.of("0", "1"), rows.stream().map(m -> m.get("rank")).toList());
        for (Map<String, String> row : rows) {
            assertEquals("17", row.get("received"), row.toString());
            assertEquals("7", row.get("unexpected"), row.toString());
            assertEquals("10", row.get("posted_max"), row.toString());
        }
        Path run = MpiProfileTest.onlyRunData(tmp);
        assertTrue(Files.isRegularFile(run.resolve("ranks/rank-0.json")), "the run keeps its own copy");
        assertTrue(Files.isRegularFile(run.resolve("report.html")));
        assertTrue(Files.readString(run.resolve("queue_profile.json")).contains("records merged from " + records));
        // The run is a profile to every command that reads a measurement (one kind, decided by the analysis): each
        // names its records and the command that renders them again, and changes no file of it.
        String csv = Files.readString(run.resolve("queue_profile.csv"));
        for (String command : List.of("report", "plot", "fit")) {
            CliRun again = CliRun.of(command, run.toString());
            assertEquals(3, again.exitCode(), command + ": " + again.err());
            assertTrue(
                    again.err()
                            .contains("a profile of 2 ranks' message queues, not a measurement of LogP: profile"
                                    + " --merge " + run.resolve("ranks")),
                    command + ": " + again.err());
        }
        assertEquals(csv, Files.readString(run.resolve("queue_profile.csv")));
    }

    @Test
    void aDirectoryWithoutRecordsIsAFailureThatSaysHowRanksWriteThem(@TempDir Path tmp) throws Exception {
        Path records = Files.createDirectories(tmp.resolve("ranks-42"));
        CliRun r = CliRun.of("profile", "--merge", records.toString(), "--out", tmp.toString());
        assertEquals(1, r.exitCode(), r.err());
        assertTrue(r.err().contains("LOGP_PROFILE_DIR=" + records), r.err());
        assertTrue(Files.notExists(tmp.resolve("signatures")), "no run without records");
    }

    @Test
    void noSuchDirectoryIsBadInput(@TempDir Path tmp) throws Exception {
        CliRun r = CliRun.of("profile", "--merge", tmp.resolve("gone").toString(), "--out", tmp.toString());
        assertEquals(3, r.exitCode(), r.err());
        assertTrue(r.err().contains("gone"), r.err());
    }

    @Test
    void withoutMergeAProgramIsNeeded(@TempDir Path tmp) throws Exception {
        CliRun r = CliRun.of("profile", "--out", tmp.toString());
        assertEquals(2, r.exitCode(), r.err());
        assertTrue(r.err().contains("--merge DIR"), r.err());
    }
}
