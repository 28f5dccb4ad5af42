package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.app.launch.RankJvm;
import io.logp.exit.ExitCodes;
import io.logp.format.run.IncompleteMark;
import io.logp.format.run.MeasuringLock;
import io.logp.format.run.RunDirectory;
import io.logp.meta.Incomplete;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fit} on a run whose ranks are still measuring says so; it said the run "ended before its first round" or
 * "ended while running (killed...)". The measuring rank is played by a JVM of its own that holds the run's lock as
 * the writing rank does (a lock held by another process is what tells the two apart); once it ends, the same run
 * reads as one that ended.
 */
class FitWhileMeasuringTest {

    /** Holds the lock of the run directory given, as the writing rank does, until its stdin closes. */
    private static final String HOLDER = """
            import java.nio.channels.FileChannel;
            import java.nio.file.*;
            class Holder {
                public static void main(String[] a) throws Exception {
                    FileChannel c = FileChannel.open(Path.of(a[0], ".measuring"),
                            StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                    if (c.tryLock() == null) throw new IllegalStateException("not locked");
                    System.out.println("locked");
                    System.out.flush();
                    System.in.read();
                }
            }
            """;

    @Test
    @Timeout(60)
    void aRunStillMeasuringIsSaidToBeOne(@TempDir Path tmp) throws Exception {
        RunDirectory dir = RunDirectory.of(tmp, "20261125-220000-signature").create();
        IncompleteMark.mark(
                dir.metaJson(), Incomplete.running("signature: 3/80 points"), new Incomplete(null, null, null, null));
        assertFalse(MeasuringLock.held(dir), "nobody holds it yet");

        Path source = Files.writeString(tmp.resolve("Holder.java"), HOLDER);
        Process holder = new ProcessBuilder(
                        RankJvm.javaBinary(),
                        source.toString(),
                        dir.signaturesDir().toString())
                .redirectErrorStream(true)
                .start();
        try {
            BufferedReader lines =
                    new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("locked", lines.readLine());
            assertTrue(MeasuringLock.held(dir));

            CliRun measuring = CliRun.of("fit", dir.signaturesDir().toString());
            assertEquals(ExitCodes.BAD_DATA, measuring.exitCode(), measuring.toString());
            assertTrue(
                    measuring.err().contains("the run is still measuring, before its first round (at signature: 3/80"),
                    measuring.toString());
            assertFalse(measuring.err().contains("ended"), measuring.toString());
        } finally {
            holder.getOutputStream().close();
            holder.waitFor(20, TimeUnit.SECONDS);
            holder.destroyForcibly();
        }
        holder.waitFor();
        assertFalse(MeasuringLock.held(dir), "the lock went with its process");
        CliRun ended = CliRun.of("fit", dir.signaturesDir().toString());
        assertEquals(ExitCodes.BAD_DATA, ended.exitCode(), ended.toString());
        assertTrue(ended.err().contains("the run ended before its first round"), ended.toString());
    }
}
