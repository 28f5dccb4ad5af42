package io.logp.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.PingPongAnalysis;
import io.logp.data.PingPongSeries;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.PingPongData;
import io.logp.format.run.PingPongJsonRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** pingpong.json written from its record and read back into it, of the current version and of version 1. */
class PingPongJsonTest {

    @TempDir
    Path dir;

    /** Five trials at 8 bytes, one (50 us) interrupted; TransferTime = 1 us + n / (1000 MB/s) over the sweep. */
    private static PingPongAnalysis analysis(boolean sweep) {
        double[] main = {1.0, 1.0, 1.1, 1.2, 50.0};
        List<PingPongSeries> sizes = new ArrayList<>();
        if (sweep) {
            for (int n : new int[] {8, 16, 32, 1024, 2048, 4096}) {
                double t = 1.0 + n / 1000.0;
                sizes.add(new PingPongSeries(n, 10, new double[] {t - 0.001, t + 0.001}));
            }
        }
        return PingPongAnalysis.of(
                new PingPongData.Contents(
                        Map.of("n_bytes", 8),
                        main,
                        List.of(new PingPongSeries(8, 1, new double[] {2.0})),
                        sizes,
                        Map.of("nanoTime", new TreeMap<>(Map.of(20L, 3L, 30L, 1L)))),
                3.0,
                64,
                1024);
    }

    @Test
    void aRunWrittenReadsBackAsTheSameRecord() throws IOException, DataFormatException {
        PingPongAnalysis a = analysis(true);
        Path file = dir.resolve("pingpong.json");
        PingPongJson.write(file, a);

        PingPongJsonRecord read = PingPongJsonRecord.read(file);

        assertEquals(PingPongJson.record(a), read);
        assertEquals(1, read.version());
        assertEquals(1.1, read.statistics().medianUs(), 1e-12);
        assertEquals(4, read.filtered().n(), "the 50 us trial is above 3 x the median");
        assertEquals(1, read.filtered().removed());
        // One trial at npp 1: no spread, NaN in the record, null in the file, NaN again.
        assertTrue(Double.isNaN(read.nppComparison().get(0).variance()));
        assertTrue(Files.readString(file).contains("\"variance\": null"));
        assertEquals(0.020, read.timer().get("nanoTime").resolutionUs(), 1e-12);
        assertEquals(4, read.timer().get("nanoTime").reads());
        assertTrue(read.transferTimeFit().fitted());
        assertEquals(1.0, read.transferTimeFit().tsUs(), 1e-3);
        assertEquals(6, read.sizes().size());
        assertEquals(PingPongJson.text(a) + "\n", Files.readString(file), "--json prints the file's text");
    }

    @Test
    void aRunWithoutASweepKeepsOnlyWhyItHasNoLine() throws IOException, DataFormatException {
        PingPongAnalysis a = analysis(false);
        Path file = dir.resolve("pingpong.json");
        PingPongJson.write(file, a);

        PingPongJsonRecord read = PingPongJsonRecord.read(file);

        assertEquals(PingPongJson.record(a), read);
        assertFalse(read.transferTimeFit().fitted());
        assertEquals("no size sweep", read.transferTimeFit().problem());
        assertNull(read.transferTimeFit().tsUs());
        assertFalse(Files.readString(file).contains("Ts_us"), "the absent half is left out of the file");
    }

    /** The shape written before schema_version (6e91160^): same keys, the distribution's in Map.of's any order. */
    @Test
    void aFileWrittenBeforeSchemaVersionReadsAsVersionOne() throws IOException, DataFormatException {
        Path file = dir.resolve("pingpong.json");
        Files.writeString(file, """
                {
                  "parameters" : { "n_bytes" : 8, "npp_used" : 10 },
                  "timer" : { "nanoTime" : { "reads" : 1000, "resolution_us" : 0.03, "min_overhead_us" : 0.02,
                    "median_us" : 0.03, "mean_us" : 0.031, "max_us" : 4.5 } },
                  "n_bytes" : 8,
                  "statistics" : { "n" : 3, "min_us" : 1.0, "median_us" : 1.1, "mean_us" : 1.1, "max_us" : 1.2,
                    "variance" : 0.01, "stddev" : 0.1, "cv_percent" : 9.09, "stderr" : 0.0577, "rse" : 0.0525 },
                  "filtered" : { "n" : 3, "min_us" : 1.0, "median_us" : 1.1, "mean_us" : 1.1, "max_us" : 1.2,
                    "variance" : 0.01, "stddev" : 0.1, "cv_percent" : 9.09, "stderr" : 0.0577, "rse" : 0.0525,
                    "cut_coef" : 2.0, "removed" : 0 },
                  "rates" : { "minimum_MBps" : 8.0, "median_MBps" : 7.27, "average_MBps" : 7.27, "maximum_MBps" : 6.67 },
                  "distribution" : { "above" : 0, "bins" : [ { "count" : 2, "to_us" : 1.1, "from_us" : 1.0 } ] },
                  "npp_comparison" : [ ],
                  "sizes" : [ ],
                  "transfer_time_fit" : { "problem" : "no size sweep" }
                }
                """);

        PingPongJsonRecord read = PingPongJsonRecord.read(file);

        assertEquals(1, read.version());
        assertNull(read.schemaVersion());
        assertEquals(10, ((Number) read.parameters().get("npp_used")).intValue());
        assertEquals(1000, read.timer().get("nanoTime").reads());
        assertEquals(1.1, read.statistics().medianUs());
        assertEquals(2.0, read.filtered().cutCoef());
        assertEquals(7.27, read.rates().medianMBps());
        assertEquals(
                new PingPongJsonRecord.Bin(1.0, 1.1, 2),
                read.distribution().bins().get(0));
        assertEquals("no size sweep", read.transferTimeFit().problem());
    }

    @Test
    void aNewerVersionIsRefusedNamingIt() throws IOException {
        Path file = dir.resolve("pingpong.json");
        Files.writeString(file, "{\"schema_version\": 2, \"n_bytes\": 8}\n");

        DataFormatException e = assertThrows(DataFormatException.class, () -> PingPongJsonRecord.read(file));

        assertTrue(e.getMessage().contains("from 1 to 1") && e.getMessage().contains("newer logp"), e.getMessage());
    }
}
