package io.logp.meta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.format.run.IncompleteMark;
import io.logp.format.run.MetaJson;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Who ended a run is a value in meta.json beside the cause's words, and goes with the cause it came with. */
class IncompleteTest {

    @Test
    void theCauseKeepsWhoGaveIt() {
        Incomplete rank = new Incomplete(
                Incomplete.Reason.FAILED, "rank 0 ended (SIGTERM)", Incomplete.EndedBy.RANK_SIGNAL, null, null);
        Incomplete launcher =
                new Incomplete(null, "mpirun exit code 143", Incomplete.EndedBy.LAUNCHER, null, "2026-11-28T10:00Z");
        // The rank's cause came first: the launcher's later one only fills what is missing.
        Incomplete kept = rank.filledFrom(launcher);
        assertEquals(Incomplete.EndedBy.RANK_SIGNAL, kept.endedBy());
        assertEquals("2026-11-28T10:00Z", kept.ended());
        Incomplete replaced = rank.replacedBy(launcher);
        assertEquals(Incomplete.EndedBy.LAUNCHER, replaced.endedBy());
        // An entry without a cause leaves who gave it alone.
        assertEquals(
                Incomplete.EndedBy.RANK_SIGNAL,
                rank.replacedBy(new Incomplete(null, null, "rtt", null)).endedBy());
        assertNull(Incomplete.running("rtt").endedBy());
    }

    @Test
    void metaJsonSaysItAsAWord(@TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("meta.json");
        MetaJson.write(file, RunMetadata.none());
        IncompleteMark.mark(
                file,
                new Incomplete(null, null, "signature: round 2", null),
                new Incomplete(
                        Incomplete.Reason.FAILED, "rank 1 ended (SIGHUP)", Incomplete.EndedBy.RANK_SIGNAL, null, null));
        assertTrue(Files.readString(file).contains("\"ended_by\": \"rank_signal\""), Files.readString(file));
        assertEquals(
                Incomplete.EndedBy.RANK_SIGNAL,
                MetaJson.readMetadata(file).incomplete().orElseThrow().endedBy());
    }
}
