package io.logp.app.launch;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which launchers are absent: their failed start is said at once, without the 1 s a failed launch waits for this
 * JVM's own Ctrl-C ({@link LaunchInterrupt#awaitOwnSignal}), since no signal makes a file absent (that second was in
 * each option and example test that names a launcher that is not there).
 */
class AbsentLauncherTest {

    @Test
    void aPathOrANameThatIsNoExecutableIsAbsent(@TempDir Path tmp) throws Exception {
        assertTrue(MpiLauncher.absent(tmp.resolve("no-such-mpirun").toString()));
        assertTrue(MpiLauncher.absent(
                Files.writeString(tmp.resolve("not-executable"), "").toString()));
        assertTrue(MpiLauncher.absent("logp-no-such-program-on-path"));
        assertFalse(MpiLauncher.absent(RankJvm.javaBinary()));
        assertFalse(MpiLauncher.absent("sh"));
    }
}
