package io.logp.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.format.run.DataFormatException;
import io.logp.format.run.StatsJsonRecord;
import io.logp.stats.FilteredStatistics;
import io.logp.stats.PingPongStatistics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stats --json} written from its record and read back into it, of the current version and of version 1. */
class StatsJsonTest {

    /** Median 1.3227, so a cut of 2 removes 570.8072 alone. */
    private static final double[] TRIALS = {1.3113, 1.2451, 570.8072, 1.3227, 1.3113, 2.616, 1.4};

    @TempDir
    Path dir;

    @Test
    void theStatisticsReadBackAsTheyWereComputed() throws IOException, DataFormatException {
        PingPongStatistics all = PingPongStatistics.of(TRIALS);
        FilteredStatistics kept = FilteredStatistics.of(TRIALS, 2.0);
        Path file = dir.resolve("stats.json");
        Files.writeString(file, StatsJson.toJson(all, kept) + "\n");

        StatsJsonRecord read = StatsJsonRecord.read(file);

        assertEquals(StatsJsonRecord.of(all, kept), read);
        assertEquals(all, read.all());
        assertEquals(kept, read.filtered().filtered());
        assertEquals(1, read.filtered().removed());
        assertEquals(1, read.version());
    }

    @Test
    void oneTrialsSpreadIsNullInTheTextAndNaNRead() throws IOException, DataFormatException {
        double[] one = {2.5};
        Path file = dir.resolve("stats.json");
        String text = StatsJson.toJson(PingPongStatistics.of(one), FilteredStatistics.of(one, 2.0));
        assertTrue(text.contains("\"variance\": null"), text);
        Files.writeString(file, text);

        StatsJsonRecord read = StatsJsonRecord.read(file);

        assertTrue(Double.isNaN(read.variance()) && Double.isNaN(read.filtered().rse()));
        assertEquals(2.5, read.medianUs());
    }

    /** The object as stats --json printed it before schema_version (6e91160^): the same keys without it. */
    @Test
    void anObjectWrittenBeforeSchemaVersionReadsAsVersionOne() throws IOException, DataFormatException {
        Path file = dir.resolve("stats.json");
        Files.writeString(file, """
                {
                  "n" : 2,
                  "min_us" : 1.0,
                  "median_us" : 1.5,
                  "mean_us" : 1.5,
                  "max_us" : 2.0,
                  "variance" : 0.5,
                  "stddev" : 0.7071,
                  "cv_percent" : 47.14,
                  "stderr" : 0.5,
                  "rse" : 0.3333,
                  "filtered" : {
                    "n" : 1,
                    "min_us" : 1.0,
                    "median_us" : 1.0,
                    "mean_us" : 1.0,
                    "max_us" : 1.0,
                    "variance" : null,
                    "stddev" : null,
                    "cv_percent" : null,
                    "stderr" : null,
                    "rse" : null,
                    "cut_coef" : 1.2,
                    "removed" : 1
                  }
                }
                """);

        StatsJsonRecord read = StatsJsonRecord.read(file);

        assertNull(read.schemaVersion());
        assertEquals(1, read.version());
        assertEquals(2, read.all().n());
        assertEquals(0.7071, read.stddev());
        assertEquals(1.2, read.filtered().cutCoef());
        assertTrue(Double.isNaN(read.filtered().filtered().statistics().variance()));
    }
}
