package io.logp.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A full TMPDIR is named when a launch cannot start (Open MPI's PMIx said only that it could not write, naming no
 * directory); one with room is not mentioned. The full one is a 64 KB tmpfs filled to its end.
 */
class TempSpaceTest {

    @Test
    @Timeout(60)
    void aFullTemporaryDirectoryIsNamedOneWithRoomIsNot(@TempDir Path tmp) throws Exception {
        assertEquals(Optional.empty(), TempSpace.shortage(tmp), "the test's own temporary directory has room");

        Path full = Files.createDirectories(tmp.resolve("full tmp"));
        Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", full.toString())
                .redirectErrorStream(true)
                .start();
        String why = new String(mount.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        Assumptions.assumeTrue(
                mount.waitFor(10, TimeUnit.SECONDS) && mount.exitValue() == 0,
                "a 64 KB tmpfs cannot be mounted here (it needs root): " + why.strip());
        try {
            try {
                Files.write(full.resolve("filler"), new byte[128 * 1024]);
            } catch (java.io.IOException diskFull) {
                // filled to the last block, as a full TMPDIR is
            }
            Optional<String> said = TempSpace.shortage(full);
            assertTrue(said.isPresent(), "a full tmpfs is named");
            assertTrue(said.get().startsWith("TMPDIR (" + full + ") has only "), said.get());
            assertTrue(said.get().contains("point TMPDIR elsewhere"), said.get());
        } finally {
            new ProcessBuilder("umount", full.toString()).start().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
