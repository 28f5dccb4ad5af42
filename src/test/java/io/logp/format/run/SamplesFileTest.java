package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SamplesFileTest {

    @TempDir
    Path dir;

    @Test
    void roundTripKeepsOrderAndValuesToTheSixthDecimal() throws Exception {
        Random random = new Random(7);
        double[] written = new double[1000];
        for (int i = 0; i < written.length; i++) written[i] = 0.5 + random.nextDouble() * (i % 100 == 0 ? 1e4 : 2);
        written[3] = 0;
        Path file = dir.resolve("rtt_samples.txt");

        SamplesFile.write(file, written);

        assertArrayEquals(written, SamplesFile.read(file), 5e-7);
    }

    @Test
    void oneTimePerLineAfterAUnitComment() throws Exception {
        Path file = dir.resolve("samples.txt");
        SamplesFile.write(file, new double[] {1.25, 0.000123, 3});
        assertEquals("# time_us\n1.25\n0.000123\n3\n", Files.readString(file));
    }

    @Test
    void blankLinesAndCommentsAreSkipped() throws Exception {
        Path file = dir.resolve("samples.txt");
        Files.writeString(file, "\uFEFF# from another tool\r\n\r\n 1.5 \r\n  # mid-file note\r\n2e-1\r\n-0.25\n\n");
        assertArrayEquals(new double[] {1.5, 0.2, -0.25}, SamplesFile.read(file));
    }

    @Test
    void aNonNumberIsRejectedWithItsLine() throws Exception {
        Path file = dir.resolve("samples.txt");
        Files.writeString(file, "# time_us\n1.5\n\n1,7\n");
        DataFormatException e = assertThrows(DataFormatException.class, () -> SamplesFile.read(file));
        assertEquals(file + ":4: expected a time in microseconds, got '1,7'", e.getMessage());
    }

    @Test
    void nanIsRejectedWithItsLine() throws Exception {
        Path file = dir.resolve("samples.txt");
        Files.writeString(file, "1.5\nNaN\n");
        assertEquals(
                2,
                assertThrows(DataFormatException.class, () -> SamplesFile.read(file))
                        .line());
    }

    @Test
    void aFileWithoutSamplesIsRejected() throws Exception {
        Path file = dir.resolve("samples.txt");
        Files.writeString(file, "# time_us\n\n");
        DataFormatException e = assertThrows(DataFormatException.class, () -> SamplesFile.read(file));
        assertEquals(file + ": no samples", e.getMessage());
    }

    @Test
    void missingFileIsNamed() {
        Path file = dir.resolve("none.txt");
        assertEquals(
                file + ": no such file",
                assertThrows(DataFormatException.class, () -> SamplesFile.read(file))
                        .getMessage());
    }

    @Test
    void nonFiniteSamplesAreNotWritten() {
        assertThrows(
                IllegalArgumentException.class,
                () -> SamplesFile.write(dir.resolve("s.txt"), new double[] {1, Double.NaN}));
    }
}
