package io.logp.app.launch;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The guard beside mpirun when the launching JVM dies without a word (kill -9): it ends mpirun, then removes the
 * temporary files of writes that never finished; kill -9 of the launcher left {@code .meta.json.<rand>.tmp} in 1 of
 * 3 runs (issue 40). A plain {@code sleep} stands for mpirun.
 */
class LauncherGuardTest {

    @Test
    @Timeout(60)
    void aLauncherThatDiesHasItsMpirunEndedAndItsUnfinishedWritesRemoved(@TempDir Path tmp) throws Exception {
        Path temp = Files.writeString(tmp.resolve(".meta.json.123456.tmp"), "{");
        Path data = Files.writeString(tmp.resolve("signature.csv"), "n_bytes\n");
        Process mpirun = new ProcessBuilder("sleep", "300").start();
        LauncherGuard guard = LauncherGuard.watch(mpirun, tmp.toString());
        try {
            // What the kernel does when the JVM dies: the guard's end of the pipe closes, with no "done" in it.
            ProcessHandle shell = mpirun.toHandle()
                    .parent()
                    .orElseThrow()
                    .children()
                    .filter(h -> h.info().commandLine().orElse("").contains("logp-guard"))
                    .findFirst()
                    .orElseThrow();
            guardInput(guard).close();
            assertTrue(mpirun.waitFor(20, TimeUnit.SECONDS), "mpirun ended by the guard");
            shell.onExit().get(20, TimeUnit.SECONDS);
            assertFalse(Files.exists(temp), "the unfinished write is removed");
            assertTrue(Files.exists(data), "the data stays");
        } finally {
            mpirun.destroyForcibly();
        }
    }

    private static java.io.OutputStream guardInput(LauncherGuard guard) throws Exception {
        java.lang.reflect.Field f = LauncherGuard.class.getDeclaredField("shell");
        f.setAccessible(true);
        return ((Process) f.get(guard)).getOutputStream();
    }
}
