package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveOp;
import io.logp.stats.TrimmedStatistics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** collectives.csv and clock_sync.csv written and read back, and the errors of files that break their contract. */
class CollectivesCsvTest {

    /** The CSV keeps 6 decimals. */
    private static final double CSV = 1e-6;

    private static final String HEADER =
            "op,n_bytes,p,mean_us,se_us,min_us,max_us,ci_low_us,ci_high_us,confidence,launches,valid,kept,loop_us,loop_max_us,"
                    + "median_us,median_ci_low_us,median_ci_high_us";

    @TempDir
    Path dir;

    @Test
    void theHeaderIsExactly() throws Exception {
        Path file = dir.resolve("collectives.csv");
        CollectivesCsv.write(file, List.of());
        assertEquals(HEADER + "\n", Files.readString(file));
        assertEquals(HEADER, String.join(",", CollectivesCsv.HEADER));
    }

    @Test
    void rowsRoundTripToTheSixthDecimal() throws Exception {
        TrimmedStatistics bcast =
                TrimmedStatistics.of(new double[] {3.1234567, 2.5, 4.75, 3.3333333, 2.9, 3.05, 8.2, 3.0}, 0.25, 0.95);
        TrimmedStatistics barrier = TrimmedStatistics.of(new double[] {1.25, 1.5, 1.75, 1.125}, 0.25, 0.99);
        List<CollectivesCsv.Row> written = List.of(
                new CollectivesCsv.Row(CollectiveOp.BCAST, 1024, 4, bcast, 24, 3.4567891, 3.9),
                new CollectivesCsv.Row(CollectiveOp.BARRIER, 0, 2, barrier, 8, Double.NaN, Double.NaN));
        Path file = dir.resolve("collectives.csv");

        CollectivesCsv.write(file, written);
        List<CollectivesCsv.Row> read = CollectivesCsv.read(file);

        assertEquals(2, read.size());
        for (int i = 0; i < 2; i++) assertRowEquals(written.get(i), read.get(i));
        assertTrue(Double.isNaN(read.get(1).loopUs()), "an unmeasured loop is empty");
        assertTrue(Double.isNaN(read.get(1).loopMaxUs()));
        List<String> lines = Files.readAllLines(file);
        assertEquals(HEADER, lines.get(0));
        assertTrue(lines.get(1).startsWith("bcast,1024,4,"), lines.get(1));
        // Median of 8: the mean of the 4th and 5th, (3.05 + 3.1234567) / 2; its 95% interval runs from the 1st to the
        // 8th, since P(Binomial(8, 1/2) <= 0) = 0.0039 < 0.025 <= P(<= 1) = 0.035.
        assertTrue(lines.get(1).endsWith(",0.95,24,8,4,3.456789,3.9,3.086728,2.5,8.2"), lines.get(1));
        assertTrue(lines.get(2).startsWith("barrier,0,2,"), lines.get(2));
        // Four launches are too few for a 99% interval of the median: P(Binomial(4, 1/2) <= 0) = 0.0625 > 0.005.
        assertTrue(lines.get(2).endsWith(",0.99,8,4,2,,,1.375,,"), lines.get(2));
    }

    @Test
    void aPointWithoutAValidLaunchRoundTripsWithEmptyFields() throws Exception {
        Path file = dir.resolve("collectives.csv");
        CollectivesCsv.write(
                file,
                List.of(new CollectivesCsv.Row(
                        CollectiveOp.ALLREDUCE, 8, 3, TrimmedStatistics.none(0.95), 100, 12.5, 13.25)));

        assertEquals(HEADER + "\nallreduce,8,3,,,,,,,0.95,100,0,0,12.5,13.25,,,\n", Files.readString(file));
        CollectivesCsv.Row r = CollectivesCsv.read(file).get(0);
        assertAll(
                () -> assertEquals(CollectiveOp.ALLREDUCE, r.op()),
                () -> assertEquals(8, r.nBytes()),
                () -> assertEquals(3, r.p()),
                () -> assertTrue(Double.isNaN(r.stats().meanUs())),
                () -> assertTrue(Double.isNaN(r.stats().seUs())),
                () -> assertTrue(Double.isNaN(r.stats().minUs())),
                () -> assertTrue(Double.isNaN(r.stats().maxUs())),
                () -> assertTrue(Double.isNaN(r.stats().halfWidthUs())),
                () -> assertEquals(0.95, r.stats().confidence(), CSV),
                () -> assertEquals(0, r.stats().valid()),
                () -> assertEquals(0, r.stats().kept()),
                () -> assertEquals(100, r.launches()),
                () -> assertEquals(12.5, r.loopUs(), CSV),
                () -> assertEquals(13.25, r.loopMaxUs(), CSV));
    }

    @Test
    void anotherToolsMinimalFileReads() throws Exception {
        Path file = file("collectives.csv", "p,mean_us,tool,op,n_bytes\n4,12.5,osu,bcast,1024\n2,3.25,osu,BARRIER,0\n");

        List<CollectivesCsv.Row> rows = CollectivesCsv.read(file);

        assertEquals(2, rows.size());
        CollectivesCsv.Row r = rows.get(0);
        assertAll(
                () -> assertEquals(CollectiveOp.BCAST, r.op()),
                () -> assertEquals(1024, r.nBytes()),
                () -> assertEquals(4, r.p()),
                () -> assertEquals(12.5, r.stats().meanUs(), CSV),
                () -> assertTrue(Double.isNaN(r.stats().seUs())),
                () -> assertTrue(Double.isNaN(r.stats().minUs())),
                () -> assertTrue(Double.isNaN(r.stats().maxUs())),
                () -> assertTrue(Double.isNaN(r.stats().halfWidthUs())),
                () -> assertTrue(Double.isNaN(r.stats().confidence())),
                () -> assertEquals(-1, r.launches(), "unknown"),
                () -> assertEquals(-1, r.stats().valid(), "unknown"),
                () -> assertEquals(-1, r.stats().kept(), "unknown"),
                () -> assertTrue(Double.isNaN(r.loopUs())));
        assertEquals(CollectiveOp.BARRIER, rows.get(1).op(), "labels are case-insensitive");
        assertEquals(3.25, rows.get(1).stats().meanUs(), CSV);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "unknown op | op,n_bytes,p,mean_us\\nbcast,8,2,1.5\\nbcastt,8,2,1.5\\n | 3 | unknown collective 'bcastt'",
                "duplicate point | op,n_bytes,p,mean_us\\nbcast,8,2,1.5\\nbarrier,0,2,1\\nbcast,8,2,1.6\\n | 4"
                        + " | duplicate row for bcast n_bytes=8 p=2, first at line 2",
                "one rank | op,n_bytes,p,mean_us\\nbcast,8,1,1.5\\n | 2 | p must be an integer >= 2, got '1'",
                "negative size | op,n_bytes,p,mean_us\\nbcast,-8,2,1.5\\n | 2 | n_bytes must be an integer >= 0",
                "bad mean | op,n_bytes,p,mean_us\\nbcast,8,2,1;5\\n | 2 | mean_us must be empty or a number >= 0, got '1;5'",
                "bad confidence | op,n_bytes,p,mean_us,confidence\\nbcast,8,2,1.5,95\\n | 2 | confidence must be in (0, 1)",
                "missing column | op,n_bytes,mean_us\\nbcast,8,1.5\\n | 1 | missing column p",
                "no rows | op,n_bytes,p,mean_us\\n | 0 | a header but no data rows",
            })
    void badFilesNameFileAndLine(String name, String text, int line, String detail) throws Exception {
        Path file = file("collectives.csv", text.replace("\\n", "\n"));

        DataFormatException e = assertThrows(DataFormatException.class, () -> CollectivesCsv.read(file));

        assertEquals(line, e.line(), e.getMessage());
        assertTrue(e.getMessage().startsWith(line > 0 ? file + ":" + line + ": " : file + ": "), e.getMessage());
        assertTrue(e.getMessage().contains("collectives.csv" + (line > 0 ? ":" + line : "")), e.getMessage());
        assertTrue(e.detail().contains(detail), e.getMessage());
    }

    @Test
    void clockSyncRowsRoundTripWithNegativeOffsets() throws Exception {
        List<ClockSyncCsv.Row> written = List.of(
                new ClockSyncCsv.Row("System.nanoTime", "linear", "start", 0, 0, Double.NaN, 0, 0),
                new ClockSyncCsv.Row("System.nanoTime", "linear", "start", 1, -1234.5678901, 2.5, 1.25, 312),
                new ClockSyncCsv.Row("MPI_Wtime", "ring", "end", 2, 98765.4321, 3.0000004, 1.5, 150));
        Path file = dir.resolve("clock_sync.csv");

        ClockSyncCsv.write(file, written);
        List<ClockSyncCsv.Row> read = ClockSyncCsv.read(file);

        assertEquals(
                "timer,algorithm,when,rank,offset_us,rtt_us,accuracy_us,rounds",
                Files.readAllLines(file).get(0));
        assertEquals(
                "System.nanoTime,linear,start,1,-1234.56789,2.5,1.25,312",
                Files.readAllLines(file).get(2));
        assertEquals(3, read.size());
        for (int i = 0; i < 3; i++) {
            ClockSyncCsv.Row w = written.get(i);
            ClockSyncCsv.Row r = read.get(i);
            assertEquals(w.timer(), r.timer());
            assertEquals(w.algorithm(), r.algorithm());
            assertEquals(w.when(), r.when());
            assertEquals(w.rank(), r.rank());
            assertEquals(w.offsetUs(), r.offsetUs(), CSV);
            assertEqualsOrBothNaN(w.rttUs(), r.rttUs());
            assertEquals(w.accuracyUs(), r.accuracyUs(), CSV);
            assertEquals(w.rounds(), r.rounds());
        }
        assertEquals(-1234.56789, read.get(1).offsetUs(), CSV);
    }

    @Test
    void aClockSyncRowWithoutOffsetIsRejected() throws Exception {
        Path file = file("clock_sync.csv", "timer,algorithm,when,rank,offset_us\nSystem.nanoTime,linear,start,1,\n");
        DataFormatException e = assertThrows(DataFormatException.class, () -> ClockSyncCsv.read(file));
        assertEquals(2, e.line());
        assertTrue(e.detail().contains("offset_us must be a number"), e.getMessage());
    }

    private static void assertRowEquals(CollectivesCsv.Row w, CollectivesCsv.Row r) {
        TrimmedStatistics ws = w.stats();
        TrimmedStatistics rs = r.stats();
        assertAll(
                () -> assertEquals(w.op(), r.op()),
                () -> assertEquals(w.nBytes(), r.nBytes()),
                () -> assertEquals(w.p(), r.p()),
                () -> assertEquals(ws.meanUs(), rs.meanUs(), CSV),
                () -> assertEquals(ws.seUs(), rs.seUs(), CSV),
                () -> assertEquals(ws.minUs(), rs.minUs(), CSV),
                () -> assertEquals(ws.maxUs(), rs.maxUs(), CSV),
                // mean and ci_high each rounded to 6 decimals
                () -> assertEquals(ws.halfWidthUs(), rs.halfWidthUs(), 2 * CSV),
                () -> assertEquals(ws.ciLowUs(), rs.ciLowUs(), 3 * CSV),
                () -> assertEquals(ws.ciHighUs(), rs.ciHighUs(), CSV),
                () -> assertEquals(ws.confidence(), rs.confidence(), CSV),
                () -> assertEquals(ws.valid(), rs.valid()),
                () -> assertEquals(ws.kept(), rs.kept()),
                () -> assertEquals(w.launches(), r.launches()),
                () -> assertEqualsOrBothNaN(w.loopUs(), r.loopUs()),
                () -> assertEqualsOrBothNaN(w.loopMaxUs(), r.loopMaxUs()),
                () -> assertEqualsOrBothNaN(ws.medianUs(), rs.medianUs()),
                () -> assertEqualsOrBothNaN(ws.medianLowUs(), rs.medianLowUs()),
                () -> assertEqualsOrBothNaN(ws.medianHighUs(), rs.medianHighUs()));
    }

    private static void assertEqualsOrBothNaN(double expected, double actual) {
        if (Double.isNaN(expected)) assertTrue(Double.isNaN(actual), "expected NaN, got " + actual);
        else assertEquals(expected, actual, CSV);
    }

    private Path file(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }
}
