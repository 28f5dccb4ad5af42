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
 * Collectives on more ranks than cores under MPICH are refused before anything is launched, saying why and what to
 * pass: MPICH's waiting ranks poll, and at --np 4 on 2 cores the clock synchronisation alone took 17.9 s and the run
 * was still going after 300 s. Open MPI, which yields on an oversubscribed host, is not refused. The launchers are
 * scripts that say which MPI they are and run nothing.
 */
class PollingOversubscriptionTest {

    /** A launcher that only says which MPI it is (--version) and starts nothing; shared with the warning's test. */
    static Path launcher(Path dir, String versionLine) throws Exception {
        Path file = dir.resolve("mpiexec");
        Files.createDirectories(dir);
        Files.writeString(file, "#!/bin/sh\n[ \"$1\" = --version ] && echo '" + versionLine + "'\nexit 0\n");
        file.toFile().setExecutable(true);
        return file;
    }

    static CliRun collectives(Path launcher, int np, Path out) {
        return CliRun.of(
                "collectives",
                "--np",
                Integer.toString(np),
                "--mpirun",
                launcher.toString(),
                "--ops",
                "barrier",
                "--out",
                out.toString());
    }

    @Test
    @Timeout(60)
    void mpichCollectivesBeyondTheCoresAreRefusedBeforeMeasuring(@TempDir Path tmp) throws Exception {
        int cores = Runtime.getRuntime().availableProcessors();
        // More cores than this would need more memory for the ranks than a small machine has, refused first.
        Assumptions.assumeTrue(cores <= 16, "a host of at most 16 cores, got " + cores);
        int np = cores + 1;
        Path out = Files.createDirectories(tmp.resolve("out"));

        CliRun mpich = collectives(launcher(tmp.resolve("mpich"), "HYDRA build details:"), np, out);
        assertEquals(ExitCodes.USAGE, mpich.exitCode(), mpich.toString());
        String first = mpich.err().lines().findFirst().orElse("");
        assertTrue(
                first.contains("collectives on --np " + np + " with MPICH on this host's " + cores + " cores"), first);
        assertTrue(first.contains("poll without yielding"), first);
        assertTrue(first.contains("Pass --np " + cores + " or fewer"), first);
        assertTrue(first.contains("--hostfile") && first.contains("--mpi openmpi"), first);
        try (var left = Files.list(out)) {
            assertEquals(0, left.count(), "nothing was made");
        }

        CliRun atTheCores = collectives(launcher(tmp.resolve("mpich2"), "HYDRA build details:"), cores, out);
        assertFalse(atTheCores.err().contains("poll without yielding"), atTheCores.toString());

        CliRun openMpi = collectives(launcher(tmp.resolve("ompi"), "mpirun (Open MPI) 4.1.4"), np, out);
        assertFalse(openMpi.err().contains("poll without yielding"), openMpi.toString());
        assertEquals(
                ExitCodes.MPI_UNAVAILABLE, openMpi.exitCode(), "launched, and the launcher ran nothing: " + openMpi);
    }
}
