package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * More ranks than cores under Open MPI are measured, but said before the launch, as the first line on standard error
 * (issue 30: the warning came only in the summary). The launcher is a script that says it is Open MPI's and runs
 * nothing, so what follows the warning is the launcher's failure.
 */
class OversubscriptionWarningTest {

    @Test
    @Timeout(60)
    void openMpiBeyondTheCoresIsWarnedOfBeforeTheLaunch(@TempDir Path tmp) throws Exception {
        int cores = Runtime.getRuntime().availableProcessors();
        Assumptions.assumeTrue(cores <= 16, "a host of at most 16 cores, got " + cores);
        Path launcher = PollingOversubscriptionTest.launcher(tmp.resolve("ompi"), "mpirun (Open MPI) 4.1.4");
        Path out = Files.createDirectories(tmp.resolve("out"));

        CliRun beyond = PollingOversubscriptionTest.collectives(launcher, cores + 1, out);
        String first = beyond.err().lines().findFirst().orElse("");
        assertTrue(
                first.startsWith("logp: --np " + (cores + 1) + " puts " + (cores + 1) + " ranks on this host's " + cores
                        + " cores (oversubscribed)"),
                beyond.toString());
        assertTrue(first.contains("Pass --np " + cores + " or fewer"), first);
        assertEquals(ExitCodes.MPI_UNAVAILABLE, beyond.exitCode(), "warned, then launched: " + beyond);

        CliRun atTheCores = PollingOversubscriptionTest.collectives(launcher, cores, out);
        assertFalse(atTheCores.err().contains("oversubscribed"), atTheCores.toString());
        assertEquals(ExitCodes.MPI_UNAVAILABLE, atTheCores.exitCode(), atTheCores.toString());
    }
}
