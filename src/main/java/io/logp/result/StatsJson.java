package io.logp.result;

import io.logp.format.run.JsonFiles;
import io.logp.format.run.StatsJsonRecord;
import io.logp.stats.FilteredStatistics;
import io.logp.stats.PingPongStatistics;

/**
 * The statistics of a set of timing trials as one JSON object, printed by {@code logp stats --json}: its record
 * ({@link StatsJsonRecord}), pretty-printed. Times in microseconds, numbers at full precision, NaN (the spread of a
 * single trial) written as {@code null}.
 */
public final class StatsJson {

    private StatsJson() {}

    /** The object, pretty-printed, without a final line end; {@code schema_version} first. */
    public static String toJson(PingPongStatistics all, FilteredStatistics filtered) {
        return JsonFiles.toJson(StatsJsonRecord.of(all, filtered));
    }
}
