package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.meta.Incomplete;
import io.logp.meta.Incomplete.Reason;
import io.logp.meta.RunMetadata;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The incomplete mark as the run's writers set it, in the order a failing run goes down: rank 0 writes "running" with
 * its progress, the failing rank its cause, the launcher the reason; none overwrites what an earlier one knew.
 */
class IncompleteMarkTest {

    @TempDir
    Path dir;

    private static Incomplete reason(Reason r) {
        return new Incomplete(r, null, null, null);
    }

    @Test
    void aFailingRunKeepsTheCauseOfTheRankThatFailedFirst() throws Exception {
        Path file = dir.resolve("meta.json");
        RunMetadata running = MetaJsonRoundTripTest.full().toBuilder()
                .incomplete(Incomplete.running("signature: round 7, 12/80 points done"))
                .build();
        MetaJson.write(file, running);

        // The failing rank: its cause, and "failed" over "running".
        IncompleteMark.mark(
                file,
                new Incomplete(null, null, "signature: round 8, 20/80 points done", null),
                new Incomplete(Reason.FAILED, "rank 1: no reply for 30 s", null, null));
        // The launcher later: the reason it saw, and a cause only where none is known.
        IncompleteMark.mark(file, reason(Reason.FAILED), new Incomplete(null, "mpirun exit code 1", null, null));

        Incomplete mark = IncompleteMark.of(file).orElseThrow();
        assertEquals(Reason.FAILED, mark.reason());
        assertEquals("rank 1: no reply for 30 s", mark.cause());
        assertEquals("signature: round 8, 20/80 points done", mark.progress());
        assertNotNull(mark.ended());
        assertEquals("failed (rank 1: no reply for 30 s); at signature: round 8, 20/80 points done", words(mark));
        // Everything else is as it was.
        RunMetadata after = MetaJson.readMetadata(file);
        assertEquals(running.toBuilder().incomplete(mark).build(), after);
    }

    @Test
    void anInterruptReplacesRunningAndAddsNoCause() throws Exception {
        Path file = dir.resolve("meta.json");
        MetaJson.write(
                file,
                RunMetadata.builder()
                        .incomplete(Incomplete.running("rtt: 400 trials"))
                        .build());
        IncompleteMark.mark(file, reason(Reason.INTERRUPTED), new Incomplete(null, null, null, null));
        Incomplete mark = IncompleteMark.of(file).orElseThrow();
        assertEquals(new Incomplete(Reason.INTERRUPTED, null, "rtt: 400 trials", mark.ended()), mark);
        assertEquals("interrupted; at rtt: 400 trials", words(mark));
    }

    @Test
    void aRunKilledWithItsLauncherStaysRunning() {
        assertEquals(
                "ended while running (killed, or its launcher was); at bulk: size 4096",
                words(Incomplete.running("bulk: size 4096")));
    }

    @Test
    void aMarkWithoutAFileMakesOneAndAFinishedRunLosesIt() throws Exception {
        Path file = dir.resolve("meta.json");
        IncompleteMark.mark(file, reason(Reason.FAILED), new Incomplete(null, "mpirun exit code 1", null, null));
        assertTrue(Files.exists(file));
        assertEquals(Reason.FAILED, IncompleteMark.of(file).orElseThrow().reason());
        IncompleteMark.clear(file);
        assertEquals(Optional.empty(), IncompleteMark.of(file));
        assertEquals(2, MetaJson.read(file).get(MetaJson.SCHEMA_VERSION));
    }

    @Test
    void anUnreadableFileHasNoMark() throws Exception {
        Path file = dir.resolve("meta.json");
        Files.writeString(file, "{ not json");
        assertEquals(Optional.empty(), IncompleteMark.of(file));
        assertEquals(Optional.empty(), IncompleteMark.of(dir.resolve("missing.json")));
    }

    /** The words the report gives an incomplete mark (FindingText, the one emitter). */
    private static String words(io.logp.meta.Incomplete m) {
        return io.logp.report.FindingText.incomplete(io.logp.analysis.RunMetaReading.incomplete(m));
    }
}
