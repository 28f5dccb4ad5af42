package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.cli.CliRun;
import io.logp.exit.ExitCodes;
import io.logp.ranklaunch.RankEnvironment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Limits of the shell that would leave a launcher waiting without end (issue 40): under {@code ulimit -n 24} Open
 * MPI's mpirun printed "ORTE_ERROR_LOG: The system limit on number of pipes ..." and waited over 600 s. The launch
 * is refused before anything starts, naming the limit. No MPI rank is started.
 */
class LauncherLimitsTest {

    @Test
    @Timeout(120)
    void anOpenFileLimitTooSmallForTheLauncherIsRefusedNamingIt(@TempDir Path tmp) throws Exception {
        // 48, not the 24: this JVM's class path of single jars needs more than 24 descriptors to start, and
        // 48 is still below what mpirun and 2 ranks need.
        List<String> cmd = new ArrayList<>(List.of("/bin/bash", "-c", "ulimit -n 48 && exec \"$@\"", "limited"));
        cmd.addAll(CliRun.ownJvm("signature", "--budget-seconds", "5", "--out", tmp.toString()));
        Path log = tmp.resolve("stderr.txt");
        Process p = new ProcessBuilder(cmd)
                .redirectError(log.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        assertTrue(p.waitFor(100, TimeUnit.SECONDS), "the launch ends");
        String err = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(ExitCodes.MPI_UNAVAILABLE, p.exitValue(), err);
        assertTrue(err.contains("the open-file limit is 48 (ulimit -n)"), err);
        assertTrue(err.contains("ulimit -n 1024"), err);
        assertFalse(Files.exists(tmp.resolve("signatures")), "nothing is left: " + err);
    }

    /**
     * A shim cut short loads (its headers are whole) and the rank's JVM died of SIGBUS with its crash report on
     * stdout and hs_err_pid*.log files in the checkout, naming no shim. It is refused before the launch.
     */
    @Test
    @Timeout(120)
    void aShimCutShortIsNamedBeforeAnyRankStarts(@TempDir Path tmp) throws Exception {
        String real = System.getenv(RankEnvironment.SHIM_ENV);
        org.junit.jupiter.api.Assumptions.assumeTrue(
                real != null && Files.isRegularFile(Path.of(real)), "the MPI shim is built (./run-tests.sh)");
        byte[] whole = Files.readAllBytes(Path.of(real));
        Path cut = Files.write(tmp.resolve("liblogp_mpi.so"), java.util.Arrays.copyOf(whole, whole.length / 2));
        Path work = Files.createDirectories(tmp.resolve("work"));
        Path log = tmp.resolve("stderr.txt");
        ProcessBuilder pb = new ProcessBuilder(
                        CliRun.ownJvm("signature", "--out", work.resolve("out").toString()))
                .directory(work.toFile())
                .redirectError(log.toFile())
                .redirectOutput(tmp.resolve("stdout.txt").toFile());
        pb.environment().put(RankEnvironment.SHIM_ENV, cut.toString());
        Process p = pb.start();
        assertTrue(p.waitFor(100, TimeUnit.SECONDS), "the launch ends");
        String err = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(ExitCodes.MPI_UNAVAILABLE, p.exitValue(), err);
        assertTrue(err.contains("cannot load the MPI shim " + cut + ": it is cut short ("), err);
        assertEquals("", Files.readString(tmp.resolve("stdout.txt")), "nothing on stdout");
        try (var left = Files.list(work)) {
            assertEquals(List.of(), left.toList(), "nothing in the directory it ran from: " + err);
        }
    }
}
