package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.report.ReportFixtures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SignatureCsvTest {

    private static final String HEADER = "n_bytes,delay_us,m,cost_us,ci95_us,samples\n";

    @TempDir
    Path dir;

    @Test
    void roundTripKeepsValuesToTheSixthDecimalAndUnknowns() throws Exception {
        Random random = new Random(42);
        List<SignaturePoint> points = new ArrayList<>();
        for (int m = 1; m <= 200; m++) {
            double ci = m % 3 == 0 ? Double.NaN : random.nextDouble() * 0.01;
            int samples = m % 5 == 0 ? -1 : 50 + m;
            points.add(new SignaturePoint(8, m % 4 * 0.75, m, random.nextDouble() * 100, ci, samples));
        }
        Signature written = new Signature(points);
        Path file = dir.resolve("signatures/run/signature.csv");

        SignatureCsv.write(file, written);
        Signature read = SignatureCsv.read(file);

        assertEquals(written.points().size(), read.points().size());
        for (int i = 0; i < written.points().size(); i++) {
            SignaturePoint w = written.points().get(i);
            SignaturePoint r = read.points().get(i);
            assertEquals(w.nBytes(), r.nBytes());
            assertEquals(w.delayUs(), r.delayUs(), 5e-7);
            assertEquals(w.m(), r.m());
            assertEquals(w.costUs(), r.costUs(), 5e-7);
            assertEquals(w.hasCi(), r.hasCi(), "CI known at " + i);
            if (w.hasCi()) assertEquals(w.ci95Us(), r.ci95Us(), 5e-7);
            assertEquals(w.samples(), r.samples());
        }
    }

    @Test
    void emptyCiAndSamplesReadAsUnknown() throws Exception {
        Signature read = SignatureCsv.read(file(HEADER + "0,0,1,0.25,,\n0,0,2,0.26,0.01,\n0,0,3,0.27,,40\n"));

        SignaturePoint first = read.points().get(0);
        assertTrue(Double.isNaN(first.ci95Us()));
        assertEquals(-1, first.samples());
        assertEquals(-1, read.points().get(1).samples());
        assertTrue(Double.isNaN(read.points().get(2).ci95Us()));
        assertEquals(40, read.points().get(2).samples());
    }

    @Test
    void acceptsAnyColumnOrderExtraColumnsWhitespaceBomCrlfAndQuotes() throws Exception {
        String text = "\uFEFF samples , m,note,cost_us,n_bytes ,ci95_us,delay_us,\r\n"
                + "50 , 2 ,\"warm, GC\", 0.2625 ,0,0.0041,0 ,\r\n"
                + "\r\n"
                + "\"50.0\",1,,2.5e-1,0,,1.5,x\r\n";
        Signature read = SignatureCsv.read(file(text));

        assertEquals(
                List.of(
                        new SignaturePoint(0, 0, 2, 0.2625, 0.0041, 50),
                        new SignaturePoint(0, 1.5, 1, 0.25, Double.NaN, 50)),
                read.points());
    }

    @Test
    void writtenFileStartsWithTheContractHeader() throws Exception {
        Path file = dir.resolve("signature.csv");
        SignatureCsv.write(file, ReportFixtures.signature());
        assertTrue(Files.readString(file).startsWith(HEADER));
    }

    @Test
    void writingTwoPointsWithTheSameKeyIsRefused() {
        Signature twice = new Signature(
                List.of(new SignaturePoint(0, 1, 4, 2, 0.1, 5), new SignaturePoint(0, 1.0000001, 4, 2.1, 0.1, 5)));
        assertThrows(IllegalArgumentException.class, () -> SignatureCsv.write(dir.resolve("s.csv"), twice));
        assertTrue(Files.notExists(dir.resolve("s.csv")));
    }

    static Stream<Arguments> malformed() {
        return Stream.of(
                Arguments.of("empty file", "", 0, "file is empty"),
                Arguments.of("blank file", "\n  \n", 0, "file is empty"),
                Arguments.of("header only", HEADER, 0, "a header but no data rows"),
                Arguments.of(
                        "missing column",
                        "n_bytes,delay_us,m,ci95_us,samples\n0,0,1,,\n",
                        1,
                        "missing column cost_us (expected n_bytes,delay_us,m,cost_us)"),
                Arguments.of("wrong header", "a,b,c\n1,2,3\n", 1, "missing columns n_bytes, delay_us, m, cost_us"),
                Arguments.of(
                        "semicolons",
                        "n_bytes;delay_us;m;cost_us;ci95_us;samples\n0;0;1;1;;\n",
                        1,
                        "the separator must be a comma"),
                Arguments.of(
                        "duplicate column",
                        "n_bytes,delay_us,m,m,cost_us,ci95_us,samples\n",
                        1,
                        "column m appears twice in the header"),
                Arguments.of(
                        "too few fields",
                        HEADER + "0,0,1,0.25,,\n0,0,2,0.26,\n",
                        3,
                        "expected 6 fields as in the header, got 5"),
                Arguments.of(
                        "comma decimal",
                        HEADER + "0,0,1,0,25,0,01,50\n",
                        2,
                        "expected 6 fields as in the header, got 8"),
                Arguments.of(
                        "m not a number",
                        HEADER + "0,0,1,0.25,,\n0,0,2,0.25,,\n\n0,0,abc,0.3,,\n",
                        5,
                        "m must be an integer >= 1, got 'abc'"),
                Arguments.of("m fractional", HEADER + "0,0,2.5,0.25,,\n", 2, "m must be an integer >= 1, got '2.5'"),
                Arguments.of("m zero", HEADER + "0,0,0,0.25,,\n", 2, "m must be an integer >= 1, got '0'"),
                Arguments.of(
                        "n_bytes fractional",
                        HEADER + "1.5,0,1,0.25,,\n",
                        2,
                        "n_bytes must be an integer >= 0, got '1.5'"),
                Arguments.of(
                        "n_bytes negative", HEADER + "-8,0,1,0.25,,\n", 2, "n_bytes must be an integer >= 0, got '-8'"),
                Arguments.of(
                        "delay negative", HEADER + "0,-1,1,0.25,,\n", 2, "delay_us must be a number >= 0, got '-1'"),
                Arguments.of(
                        "delay not a number",
                        HEADER + "0,fast,1,0.25,,\n",
                        2,
                        "delay_us must be a number >= 0, got 'fast'"),
                Arguments.of(
                        "cost negative", HEADER + "0,0,1,-0.5,,\n", 2, "cost_us must be a number >= 0, got '-0.5'"),
                Arguments.of("cost NaN", HEADER + "0,0,1,NaN,,\n", 2, "cost_us must be a number >= 0, got 'NaN'"),
                Arguments.of(
                        "cost Infinity",
                        HEADER + "0,0,1,Infinity,,\n",
                        2,
                        "cost_us must be a number >= 0, got 'Infinity'"),
                Arguments.of("cost empty", HEADER + "0,0,1,,,\n", 2, "cost_us must be a number >= 0, got ''"),
                Arguments.of(
                        "ci negative",
                        HEADER + "0,0,1,0.25,-0.1,\n",
                        2,
                        "ci95_us must be empty or a number >= 0, got '-0.1'"),
                Arguments.of(
                        "ci NaN", HEADER + "0,0,1,0.25,nan,\n", 2, "ci95_us must be empty or a number >= 0, got 'nan'"),
                Arguments.of(
                        "samples negative",
                        HEADER + "0,0,1,0.25,,-1\n",
                        2,
                        "samples must be empty or an integer >= 0, got '-1'"),
                Arguments.of(
                        "samples fractional",
                        HEADER + "0,0,1,0.25,,49.5\n",
                        2,
                        "samples must be empty or an integer >= 0, got '49.5'"),
                Arguments.of(
                        "duplicate row",
                        HEADER + "0,0,1,0.25,,\n0,0,2,0.3,,\n0.0,0.0,1.0,0.26,,\n",
                        4,
                        "duplicate row for (n_bytes=0, delay_us=0, m=1), first at line 2"),
                Arguments.of(
                        "CRLF line count",
                        HEADER.replace("\n", "\r\n") + "0,0,1,0.25,,\r\n0,0,x,0.25,,\r\n",
                        3,
                        "m must be an integer >= 1, got 'x'"),
                Arguments.of("BOM line count", "\uFEFF" + HEADER + "0,0,1,0.25,,\n0,0,1,0.25,,\n", 3, "duplicate row"),
                Arguments.of(
                        "multi-line quoted field",
                        HEADER + "0,0,1,0.25,\"\n\",\n0,0,2,x,,\n",
                        4,
                        "cost_us must be a number >= 0, got 'x'"),
                Arguments.of("unterminated quote", HEADER + "0,0,1,0.25,,\n0,0,2,\"0.3,,\n", 3, "malformed CSV"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void malformedFileIsRejectedWithFileAndLine(String name, String text, int line, String detail) throws Exception {
        Path file = file(text);

        DataFormatException e = assertThrows(DataFormatException.class, () -> SignatureCsv.read(file));

        assertEquals(line, e.line(), e.getMessage());
        String location = line > 0 ? file + ":" + line + ": " : file + ": ";
        assertTrue(e.getMessage().startsWith(location), e.getMessage());
        assertTrue(e.detail().contains(detail), e.getMessage());
    }

    @Test
    void missingFileIsNamed() {
        Path file = dir.resolve("signatures/none/signature.csv");
        DataFormatException e = assertThrows(DataFormatException.class, () -> SignatureCsv.read(file));
        assertEquals(file + ": no such file", e.getMessage());
    }

    @Test
    void fileInAnotherEncodingIsNamed() throws IOException {
        Path file = dir.resolve("signature.csv");
        Files.write(file, (HEADER + "0,0,1,0.25,,\n# \u00b5s\n").getBytes(StandardCharsets.ISO_8859_1));
        DataFormatException e = assertThrows(DataFormatException.class, () -> SignatureCsv.read(file));
        assertEquals(file + ": not UTF-8 text", e.getMessage());
    }

    private Path file(String text) throws IOException {
        Path file = dir.resolve("signature.csv");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void filesWithoutTheOptionalColumnsAreRead() throws Exception {
        Path file = dir.resolve("signature.csv");
        Files.writeString(file, "m,n_bytes,cost_us,delay_us\n1,0,1.4,0\n2,0,1.4,0\n");
        Signature read = SignatureCsv.read(file);
        assertEquals(2, read.points().size());
        assertTrue(Double.isNaN(read.points().get(0).ci95Us()));
        assertEquals(-1, read.points().get(0).samples());
    }
}
