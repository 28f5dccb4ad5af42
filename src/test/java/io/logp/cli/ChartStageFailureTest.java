package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.ExitCodes;
import io.logp.format.run.LogpJsonFile;
import io.logp.format.run.SignatureCsv;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, item 4: a full disk at the chart stage printed an XML parser's exception, named no file and never
 * printed the table, although every data file was written. Now the table prints, the message names the chart and
 * where the data is, and the exit code is {@link ExitCodes#CHARTS_NOT_WRITTEN}. The plots directory is a full
 * 64 KiB tmpfs when this process may mount one (root), else a read-only directory (which root would write anyway).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ChartStageFailureTest {

    @TempDir
    Path base;

    private boolean mounted;

    @AfterEach
    void unmount() throws Exception {
        if (mounted) run("umount", base.resolve("plots").toString());
        if (Files.isDirectory(base.resolve("plots")))
            base.resolve("plots").toFile().setWritable(true);
    }

    @Test
    void theTablePrintsTheChartIsNamedAndTheDataStays() throws Exception {
        Path plots = Files.createDirectories(base.resolve("plots"));
        String how = unwritable(plots);

        CliRun run = CliRun.paragon("--verbose", "--quiet", "--out", base.toString(), "--run-id", "full");

        Path data = base.resolve("signatures/full");
        assertEquals(ExitCodes.CHARTS_NOT_WRITTEN, run.exitCode(), how + "\n" + run);
        assertTrue(run.out().contains("LogP parameters (small messages, n_bytes = 16)"), "the table: " + run);
        // g of the simulated network, to its CI's last digit: never "± 0.000" (issue 48).
        assertTrue(run.out().matches("(?s).*\ng +7\\.[56]\\d* +± 0\\.0*[1-9]\\d? +us( +[^\n]*)?\n.*"), run.toString());
        assertTrue(
                run.err().startsWith("logp: chart " + plots.resolve("full/signature.png") + " could not be written: "),
                run.toString());
        assertTrue(run.err().contains("The data is complete in " + data), run.toString());
        assertTrue(run.err().contains("./run-logp.sh plot " + data), run.toString());
        assertTrue(!run.err().contains("SAXException") && !run.err().contains("\tat "), "no stack trace: " + run);
        // The data is whole: the signature reads back with every point, and logp.json holds the fitted g.
        int rows = Files.readAllLines(data.resolve("signature.csv")).size() - 1;
        assertTrue(rows >= 20, rows + " signature rows");
        assertEquals(
                rows, SignatureCsv.read(data.resolve("signature.csv")).points().size());
        assertEquals(7.6, ((Number) LogpJsonFile.read(data.resolve("logp.json")).get("g_us")).doubleValue(), 1e-6);
        try (var left = Files.walk(plots)) {
            assertEquals(
                    List.of(),
                    left.filter(p -> p.getFileName().toString().endsWith(".tmp"))
                            .toList(),
                    "no temporary chart left behind");
        }
    }

    /** Makes {@code plots} unwritable; returns how, or skips the test when this machine allows neither way. */
    private String unwritable(Path plots) throws Exception {
        if ("root".equals(System.getProperty("user.name"))
                && run("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", plots.toString()) == 0) {
            mounted = true;
            try (OutputStream out = Files.newOutputStream(plots.resolve("filler"))) {
                byte[] block = new byte[4096];
                for (int i = 0; i < 1000; i++) out.write(block);
            } catch (IOException full) {
                // full: what the test wants
            }
            return "a full 64 KiB tmpfs";
        }
        Assumptions.assumeFalse(
                "root".equals(System.getProperty("user.name")),
                "root may write a read-only directory, and this root may not mount a tmpfs");
        Assumptions.assumeTrue(plots.toFile().setWritable(false), "cannot make the plots directory read-only");
        return "a read-only directory";
    }

    private static int run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().transferTo(OutputStream.nullOutputStream());
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return -1;
        }
        return p.exitValue();
    }
}
