package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.exit.ExitCodes;
import io.logp.fit.TextbookSystem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Input files that are not what they should be, through the command line: each ends at once with exit 3 and a
 * message naming the file (and the line where there is one), never with a hang, a raw exception or a silent wrong
 * answer. (The damaged meta.json, which fit sets aside with a warning, is in FitBadInputTest.)
 */
class InputFilesTest {

    private static final TextbookSystem MYRINET = TextbookSystem.MYRINET;

    @TempDir
    Path base;

    Path dir;

    @BeforeEach
    void writeGoodRun() throws IOException {
        dir = RunFiles.writeTextbookRun(base);
    }

    private static void assertBadData(CliRun run, String message) {
        assertEquals(ExitCodes.BAD_DATA, run.exitCode(), run.toString());
        assertTrue(run.err().startsWith("logp: " + message), "expected 'logp: " + message + "...' in " + run);
        assertFalse(run.err().contains("Exception"), "a message, not a stack trace: " + run);
    }

    @Test
    void directoryInPlaceOfSignatureCsvIsBadDataNamingIt() throws IOException {
        Path csv = dir.resolve("signature.csv");
        Files.delete(csv);
        Files.createDirectory(csv);

        assertBadData(CliRun.of("fit", dir.toString()), csv + ": is a directory, not a file");
    }

    @Test
    void symbolicLinkLoopIsNamedAsSuchByPlotAndFitNotAsAMissingFile() throws IOException {
        Path csv = dir.resolve("signature.csv");
        Files.delete(csv);
        Files.createSymbolicLink(csv, csv.getFileName());

        for (String command : List.of("plot", "fit")) {
            CliRun run = CliRun.of(command, dir.toString());
            assertBadData(run, csv + ": a symbolic link that cannot be followed");
            assertFalse(run.err().contains("missing file"), run.toString());
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void fifoInPlaceOfAFileEndsAtOnceInsteadOfWaitingForAWriter() throws Exception {
        Path csv = dir.resolve("signature.csv");
        Files.delete(csv);
        Path samples = base.resolve("trials.txt");
        for (Path fifo : List.of(csv, samples)) {
            Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
            Assumptions.assumeTrue(mkfifo.waitFor() == 0, "mkfifo is needed to make a FIFO");
        }

        assertBadData(CliRun.of("fit", dir.toString()), csv + ": not a regular file (a FIFO, socket or device)");
        assertBadData(CliRun.of("stats", samples.toString()), samples + ": not a regular file");
    }

    @Test
    void truncatedLastLineIsBadDataNamingItsLine() throws IOException {
        Path csv = dir.resolve("signature.csv");
        String text = Files.readString(csv);
        // Cut inside the last field: the row still has its six fields, and 150 samples became 15.
        Files.writeString(csv, text.substring(0, text.length() - 2));
        int lines = (int) text.lines().count();

        assertBadData(CliRun.of("fit", dir.toString()), csv + ":" + lines + ": the last line has no line end");

        Path samples = base.resolve("trials.txt");
        Files.writeString(samples, "# time_us\n1.25\n1.5\n1.3");
        assertBadData(CliRun.of("stats", samples.toString()), samples + ":4: the last line has no line end");
    }

    /** A file whose numbers do not fit in the heap: the file, its size and the heap named, and how to give more. */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void fileBeyondTheHeapIsNamedWithTheHeapAndHowToRaiseIt() throws Exception {
        Path samples = base.resolve("trials.txt");
        // Two million samples are 16 MB of doubles, more than a 16 MB heap holds next to the JVM's own.
        Files.writeString(samples, "1\n".repeat(2_000_000));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(
                        java.toString(),
                        "-Xmx16m",
                        "-cp",
                        System.getProperty("java.class.path"),
                        Main.class.getName(),
                        "stats",
                        samples.toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(50, TimeUnit.SECONDS), output);

        assertEquals(ExitCodes.FAILURE, p.exitValue(), output);
        assertTrue(output.startsWith("logp: " + samples + " (3 MB) does not fit in this JVM's heap of "), output);
        assertTrue(output.contains("JAVA_TOOL_OPTIONS=-Xmx"), output);
        assertFalse(output.contains("OutOfMemoryError"), output);
    }

    @Test
    void negativeTimesGiveNoRelativeSpreadAndANote() throws IOException {
        Path samples = base.resolve("trials.txt");
        Files.writeString(samples, "-1\n-2\n-1.5\n3\n-1.2\n");

        CliRun run = CliRun.of("stats", samples.toString(), "--verbose");

        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("note: some times are negative (minimum -2.0000)"), run.out());
        assertTrue(run.out().contains("coefficient of variation (CV) = n/a (the average is not positive)"), run.out());
        assertTrue(run.out().contains("relative standard error (RSE) = n/a (the average is not positive)"), run.out());
        assertFalse(run.out().contains("E+02"), "no CV of hundreds of percent: " + run.out());
        CliRun json = CliRun.of("stats", samples.toString(), "--json");
        assertTrue(json.out().contains("\"cv_percent\": null"), json.out());
    }

    /**
     * Without ci95_us, a curve noisier than the 0.5% the fitter may assume is not taken as steady: with 2% noise
     * the CIs give o_r, and without them the table says why o_r is missing instead of printing a g alone.
     */
    @Test
    void withoutCi95TheFitSaysWhyNoisyCurvesAreNotSteady() throws IOException {
        Random random = new Random(5);
        List<SignaturePoint> noisy = new ArrayList<>();
        for (SignaturePoint p :
                MYRINET.signature(0, MYRINET.delaysAroundIdle(), 256, 0.02).points()) {
            double cost = p.costUs() * (1 + 0.01 * random.nextGaussian());
            noisy.add(new SignaturePoint(0, p.delayUs(), p.m(), cost, p.ci95Us(), p.samples()));
        }
        Path csv = dir.resolve("signature.csv");
        RunFiles.writeSignature(csv, new Signature(noisy), RunFiles.SIGNATURE_COLUMNS);
        CliRun withCi = CliRun.of("fit", dir.toString(), "--verbose");
        RunFiles.writeSignature(csv, new Signature(noisy), List.of("n_bytes", "delay_us", "m", "cost_us", "samples"));
        CliRun withoutCi = CliRun.of("fit", dir.toString(), "--verbose");

        assertEquals(ExitCodes.OK, withCi.exitCode(), withCi.toString());
        assertFalse(withCi.out().contains("no ci95_us"), withCi.out());
        assertTrue(withCi.out().matches("(?s).*\no_r +2\\.\\d.*"), "o_r from the CIs: " + withCi.out());
        assertEquals(ExitCodes.OK, withoutCi.exitCode(), withoutCi.toString());
        assertTrue(
                withoutCi.out().contains("warning NO_CONFIDENCE_INTERVALS: signature.csv has no ci95_us: "),
                "says why: " + withoutCi.out());
        assertTrue(withoutCi.unwrapped().contains("Keep the ci95_us column (logp writes it)"), withoutCi.out());
    }
}
