package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.cli.CliRun;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the ranks' launcher prints on standard output (a crashing rank JVM's "A fatal error has been detected" banner,
 * an MPI's notice) goes to logp's standard error: standard output holds only what the user asked for, so
 * {@code --json} stays one parseable object. A launcher in front of the real mpirun prints such a banner.
 */
@Tag("mpi")
class RankOutputTest {

    static final String BANNER = "# A fatal error has been detected by the Java Runtime Environment:";

    @Test
    @Timeout(120)
    void whatTheRanksPrintOnStdoutGoesToStderrAndTheJsonStaysWhole(@TempDir Path tmp) throws Exception {
        Path real = Path.of("/usr/bin/mpirun");
        Assumptions.assumeTrue(Files.isExecutable(real), "Open MPI's mpirun is needed: " + real);
        Path mpirun = Files.writeString(tmp.resolve("mpirun"), """
                #!/bin/sh
                case "$1" in --version) exec %s --version;; esac
                echo "#"
                echo "%s"
                exec %s "$@"
                """.formatted(real, BANNER, real));
        assertTrue(mpirun.toFile().setExecutable(true));
        List<String> cmd = new ArrayList<>(CliRun.ownJvm(MpiEndToEndTest.with(
                new String[] {"signature", "--json", "--mpirun", mpirun.toString(), "--out", tmp.toString()},
                MpiEndToEndTest.SHORT)));
        Path out = tmp.resolve("stdout.txt");
        Path err = tmp.resolve("stderr.txt");
        Process p = new ProcessBuilder(cmd)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        assertTrue(p.waitFor(100, TimeUnit.SECONDS), "logp ended within 100 s");
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), stderr);
        JsonNode json = new ObjectMapper().readTree(stdout);
        assertTrue(json.get("rtt_us").asDouble() > 0, stdout);
        assertTrue(!stdout.contains(BANNER), stdout);
        assertTrue(stderr.contains(BANNER), "the banner reached stderr: " + stderr);
    }
}
