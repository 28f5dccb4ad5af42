package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code report} of a directory that holds no measured data refuses it as {@code fit} and {@code plot} do: exit 3,
 * the file named with what is wrong, and no report.html of nothing written there.
 */
class ReportNothingMeasuredTest {

    private static void refused(Path dir, String why) {
        CliRun report = CliRun.of("report", dir.toString());
        assertEquals(3, report.exitCode(), report.toString());
        assertTrue(report.err().contains("signature.csv") && report.err().contains(why), report.err());
        assertEquals("", report.out(), "nothing printed on stdout, not even a path");
        assertFalse(Files.exists(dir.resolve("report.html")), "no page of nothing");
        // fit and plot agree on the exit code
        assertEquals(3, CliRun.of("fit", dir.toString()).exitCode());
        assertEquals(3, CliRun.of("plot", dir.toString()).exitCode());
        assertFalse(Files.exists(dir.resolve("report.html")), "plot wrote no page either");
    }

    @Test
    void anEmptyDirectory(@TempDir Path tmp) {
        refused(tmp, "nothing was measured here");
    }

    @Test
    void aDirectoryWithOnlyMetaJson(@TempDir Path tmp) throws Exception {
        Files.writeString(
                tmp.resolve("meta.json"),
                "{\"schema_version\": 2, \"command\": \"signature\", \"incomplete\": {\"reason\": \"interrupted\","
                        + " \"cause\": \"Ctrl-C\"}}\n");
        refused(tmp, "nothing was measured here (interrupted (Ctrl-C))");
    }

    @Test
    void aDanglingLink(@TempDir Path tmp) throws Exception {
        Files.createSymbolicLink(tmp.resolve("signature.csv"), tmp.resolve("gone.csv"));
        refused(tmp, "a symbolic link that cannot be followed");
    }

    @Test
    void aLinkLoop(@TempDir Path tmp) throws Exception {
        Files.createSymbolicLink(tmp.resolve("signature.csv"), tmp.resolve("other.csv"));
        Files.createSymbolicLink(tmp.resolve("other.csv"), tmp.resolve("signature.csv"));
        refused(tmp, "a symbolic link that cannot be followed");
    }
}
