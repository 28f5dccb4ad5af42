package io.logp.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.HistoryRun;
import io.logp.analysis.SystemIdentity;
import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** logp.db: runs put by run id once, read back as they were, a damaged index set aside and made anew, plain SQL. */
class RunIndexTest {

    static final SystemIdentity NODE = new SystemIdentity(List.of("n1", "n2"), "Open MPI 4.1.4", "network", "native");

    static HistoryRun run(Path dir, String id, double oS) throws Exception {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("meta.json"), "{\"run_id\": \"" + id + "\"}");
        RunSummary s = new RunSummary(
                id,
                RunSummary.Kind.MEASURED,
                Estimate.of(oS, 0.01),
                Estimate.of(2.2, 0.02),
                Estimate.of(7.6, Double.NaN),
                Estimate.unknown(),
                Estimate.of(19.8, 0.04),
                Estimate.of(3.5, 0.1),
                Estimate.of(9000, 50),
                "network, native",
                3);
        return new HistoryRun(id, dir, "2026-12-0" + id.charAt(id.length() - 1) + "T01:00:00Z", NODE, s);
    }

    @Test
    void aRunIsPutOnceByItsIdAndReadBackAsItWas(@TempDir Path tmp) throws Exception {
        Path db = tmp.resolve(RunIndex.FILE);
        HistoryRun a = run(tmp.resolve("a"), "run-1", 1.4);
        try (RunIndex index = RunIndex.open(db).index()) {
            index.put(a, RunIndex.stamp(a.directory()));
            index.put(a, RunIndex.stamp(a.directory()));
            index.commit();
            assertEquals(1, index.size());
        }
        try (RunIndex index = RunIndex.open(db).index()) {
            Optional<HistoryRun> back = index.cached(a.directory(), RunIndex.stamp(a.directory()));
            assertEquals(Optional.of(a), back);
            Files.writeString(a.directory().resolve("logp.json"), "{}");
            assertTrue(
                    index.cached(a.directory(), RunIndex.stamp(a.directory())).isEmpty(), "changed files");
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
                Statement s = c.createStatement();
                ResultSet r =
                        s.executeQuery("SELECT count(*), sum(value IS NULL) FROM history WHERE run_id = 'run-1'")) {
            assertTrue(r.next());
            assertEquals(7, r.getInt(1), "one row per parameter");
            assertEquals(1, r.getInt(2), "L unknown is NULL");
        }
    }

    @Test
    void whatWasNotCommittedIsNotInTheIndex(@TempDir Path tmp) throws Exception {
        Path db = tmp.resolve(RunIndex.FILE);
        HistoryRun a = run(tmp.resolve("a"), "run-1", 1.4);
        try (RunIndex index = RunIndex.open(db).index()) {
            index.put(a, RunIndex.stamp(a.directory()));
        }
        try (RunIndex index = RunIndex.open(db).index()) {
            assertEquals(0, index.size());
        }
    }

    @Test
    void aDuplicateRunIdDoesNotReplaceTheRunIndexed(@TempDir Path tmp) throws Exception {
        Path db = tmp.resolve(RunIndex.FILE);
        HistoryRun a = run(tmp.resolve("a"), "run-1", 1.4);
        HistoryRun copy = run(tmp.resolve("copy"), "run-1", 1.4);
        try (RunIndex index = RunIndex.open(db).index()) {
            index.put(a, RunIndex.stamp(a.directory()));
            index.put(copy, RunIndex.stamp(copy.directory()));
            index.commit();
            assertEquals(1, index.size());
            assertTrue(
                    index.cached(a.directory(), RunIndex.stamp(a.directory())).isPresent());
            assertFalse(index.cached(copy.directory(), RunIndex.stamp(copy.directory()))
                    .isPresent());
        }
    }

    @Test
    void aDamagedIndexIsSetAsideAndMadeAnew(@TempDir Path tmp) throws Exception {
        Path db = tmp.resolve(RunIndex.FILE);
        byte[] garbage = "this is not an SQLite database, but somebody's notes\n"
                .repeat(200)
                .getBytes();
        Files.write(db, garbage);
        RunIndex.Opened opened = RunIndex.open(db);
        try (RunIndex index = opened.index()) {
            assertTrue(opened.setAside().isPresent());
            assertTrue(opened.problem().contains("not a database"), opened.problem());
            assertEquals(0, index.size());
            HistoryRun a = run(tmp.resolve("a"), "run-1", 1.4);
            index.put(a, RunIndex.stamp(a.directory()));
            index.commit();
        }
        assertTrue(
                java.util.Arrays.equals(
                        garbage, Files.readAllBytes(opened.setAside().get())),
                "nothing lost");
        try (RunIndex index = RunIndex.open(db).index()) {
            assertEquals(1, index.size());
        }
    }
}
