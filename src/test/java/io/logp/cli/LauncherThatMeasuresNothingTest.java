package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A --mpirun that is no MPI launcher and ends well without running a rank ({@code /bin/true}) is an MPI that could
 * not be used: exit 4 with what happened, and no empty run directory left. It used to exit 3 with "signature.csv: no
 * such file" and leave signatures/ID and plots/ID empty.
 */
class LauncherThatMeasuresNothingTest {

    @Test
    @Timeout(60)
    void aLauncherThatEndsWellWithoutRanksIsExit4AndLeavesNothing(@TempDir Path tmp) throws Exception {
        // Says it is Open MPI's, as a wrapper script would, then runs nothing: /bin/true behind a name.
        Path launcher = tmp.resolve("bin/mpirun");
        Files.createDirectories(launcher.getParent());
        Files.writeString(launcher, "#!/bin/sh\n[ \"$1\" = --version ] && echo 'mpirun (Open MPI) 4.1.4'\nexit 0\n");
        launcher.toFile().setExecutable(true);
        Path out = Files.createDirectories(tmp.resolve("out"));
        CliRun run = CliRun.of("signature", "--mpirun", launcher.toString(), "--out", out.toString());

        assertEquals(ExitCodes.MPI_UNAVAILABLE, run.exitCode(), run.toString());
        assertTrue(run.err().contains("logp: the launcher ended before it measured anything"), run.toString());
        assertTrue(run.err().contains("--mpirun must name the MPI's launcher"), run.toString());
        assertFalse(run.err().contains("no such file"), run.toString());
        try (Stream<Path> left = Files.list(out)) {
            assertEquals(List.of(), left.toList(), "no empty signatures/ or plots/ left");
        }
    }
}
