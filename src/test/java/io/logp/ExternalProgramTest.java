package io.logp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/** A missing program skips the test that needs it, with its reason, unless LOGP_REQUIRE_<NAME>=1 makes it fail. */
class ExternalProgramTest {

    @Test
    void aMissingProgramSkipsAndSaysWhatToInstall(@TempDir Path empty) {
        TestAbortedException skipped = assertThrows(
                TestAbortedException.class, () -> ExternalProgram.LAMMPS.require(Map.of("PATH", empty.toString())));

        assertTrue(skipped.getMessage().contains("no lmp on PATH"), skipped.getMessage());
        assertTrue(skipped.getMessage().contains("lammps"), skipped.getMessage());
        assertTrue(skipped.getMessage().contains("LOGP_REQUIRE_LAMMPS=1"), skipped.getMessage());
    }

    @Test
    void aRequiredProgramThatIsMissingFails(@TempDir Path empty) {
        Map<String, String> env = Map.of("PATH", empty.toString(), "LOGP_REQUIRE_NETPIPE", "1");

        AssertionFailedError failed =
                assertThrows(AssertionFailedError.class, () -> ExternalProgram.NETPIPE.require(env));

        assertTrue(
                failed.getMessage().startsWith("LOGP_REQUIRE_NETPIPE=1, but no NPopenmpi or NPmpi"),
                failed.getMessage());
    }

    @Test
    void anyOfItsNamesOnPathIsFound(@TempDir Path tmp) throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path plain = Files.writeString(tmp.resolve("not-on-path"), "");
        Path browser = Files.writeString(bin.resolve("chromium-browser"), "#!/bin/sh\n");
        assertTrue(browser.toFile().setExecutable(true));
        Files.writeString(bin.resolve("chromium"), "not executable");

        Path found = ExternalProgram.CHROMIUM.require(
                Map.of("PATH", plain.getParent() + ":" + bin, "LOGP_REQUIRE_CHROMIUM", "1"));

        assertEquals(browser, found);
    }

    /** CI installs every such program, so none of their tests may skip there. */
    @Test
    void ciRequiresEveryProgram() throws Exception {
        String ci = Files.readString(Path.of(System.getProperty("basedir", "."), ".ci/run"));
        for (ExternalProgram p : ExternalProgram.values()) {
            if (p.ciCannotInstall().isPresent()) continue;
            assertTrue(ci.contains(p.requireVariable() + "=1"), ".ci/run does not set " + p.requireVariable());
        }
    }
}
