package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.RttPoint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RttCsvTest {

    private static final String HEADER = "n_bytes,rtt_us,ci95_us,samples\n";

    @TempDir
    Path dir;

    @Test
    void roundTripKeepsValuesToTheSixthDecimalAndUnknowns() throws Exception {
        List<RttPoint> written = List.of(
                new RttPoint(65536, 27.123456789, 0.0314159, 1000),
                new RttPoint(0, 1.6248, Double.NaN, -1),
                new RttPoint(8, 1.7, 0.02, -1));
        Path file = dir.resolve("rtt.csv");

        RttCsv.write(file, written);
        List<RttPoint> read = RttCsv.read(file);

        assertEquals(List.of(0, 8, 65536), read.stream().map(RttPoint::nBytes).toList(), "sorted by size");
        assertEquals(1.6248, read.get(0).rttUs(), 5e-7);
        assertTrue(Double.isNaN(read.get(0).ci95Us()));
        assertEquals(-1, read.get(0).samples());
        assertEquals(27.123456789, read.get(2).rttUs(), 5e-7);
        assertEquals(0.0314159, read.get(2).ci95Us(), 5e-7);
        assertEquals(1000, read.get(2).samples());
        assertEquals(HEADER + "0,1.6248,,\n8,1.7,0.02,\n65536,27.123457,0.031416,1000\n", Files.readString(file));
    }

    @Test
    void emptyCiAndSamplesReadAsUnknown() throws Exception {
        RttPoint point = RttCsv.read(file(HEADER + "8, 1.5 , ,\n")).get(0);
        assertEquals(new RttPoint(8, 1.5, Double.NaN, -1), point);
    }

    @Test
    void writingTwoPointsForOneSizeIsRefused() {
        List<RttPoint> twice = List.of(new RttPoint(8, 1.5, 0.1, 5), new RttPoint(8, 1.6, 0.1, 5));
        assertThrows(IllegalArgumentException.class, () -> RttCsv.write(dir.resolve("rtt.csv"), twice));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "missing column | n_bytes,ci95_us,samples\\n8,1.5,3\\n | 1 | missing column rtt_us",
                "zero rtt, from the record | n_bytes,rtt_us,ci95_us,samples\\n8,1.5,,\\n16,0,,\\n | 3"
                        + " | rtt_us must be finite and > 0",
                "negative rtt | n_bytes,rtt_us,ci95_us,samples\\n8,-1.5,,\\n | 2"
                        + " | rtt_us must be a number >= 0, got '-1.5'",
                "duplicate size | n_bytes,rtt_us,ci95_us,samples\\n8,1.5,,\\n8,1.6,,\\n | 3"
                        + " | duplicate row for n_bytes=8, first at line 2",
                "too few fields | n_bytes,rtt_us,ci95_us,samples\\n8,1.5,\\n | 2"
                        + " | expected 4 fields as in the header, got 3",
                "no rows | n_bytes,rtt_us,ci95_us,samples\\n | 0 | a header but no data rows",
            })
    void malformedFileIsRejectedWithFileAndLine(String name, String text, int line, String detail) throws Exception {
        Path file = file(text.replace("\\n", "\n"));

        DataFormatException e = assertThrows(DataFormatException.class, () -> RttCsv.read(file));

        assertEquals(line, e.line(), e.getMessage());
        assertTrue(e.getMessage().startsWith(line > 0 ? file + ":" + line + ": " : file + ": "), e.getMessage());
        assertTrue(e.detail().contains(detail), e.getMessage());
    }

    private Path file(String text) throws IOException {
        Path file = dir.resolve("rtt.csv");
        Files.writeString(file, text);
        return file;
    }
}
