package io.logp.result;

import io.logp.analysis.PingPongAnalysis;
import io.logp.data.TimerCheck;
import io.logp.format.run.JsonFiles;
import io.logp.format.run.PingPongJsonRecord;
import io.logp.format.run.StatsJsonRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * pingpong.json: the analysed ping-pong run as its record ({@link PingPongJsonRecord}). The statistics objects use the
 * keys of {@code logp stats --json} (n, min_us, median_us, mean_us, max_us, variance, stddev, cv_percent, stderr, rse).
 */
public final class PingPongJson {

    private PingPongJson() {}

    public static void write(Path file, PingPongAnalysis a) throws IOException {
        JsonFiles.write(file, record(a));
    }

    /** The object as {@code pingpong --json} prints it: pingpong.json's text, without the final line end. */
    public static String text(PingPongAnalysis a) {
        return JsonFiles.toJson(record(a));
    }

    public static PingPongJsonRecord record(PingPongAnalysis a) {
        Map<String, PingPongJsonRecord.Timer> timers = new LinkedHashMap<>();
        for (TimerCheck t : a.timers().values()) {
            timers.put(
                    t.clock(),
                    new PingPongJsonRecord.Timer(
                            t.reads(),
                            t.resolutionNs() / 1e3,
                            t.minOverheadNs() / 1e3,
                            t.medianNs() / 1e3,
                            t.meanNs() / 1e3,
                            t.maxNs() / 1e3));
        }
        Map<String, Double> r = a.rates();
        var rates = new PingPongJsonRecord.Rates(r.get("minimum"), r.get("median"), r.get("average"), r.get("maximum"));
        var bins = a.distribution().bins().stream()
                .map(b -> new PingPongJsonRecord.Bin(b.fromUs(), b.toUs(), b.count()))
                .toList();
        var npp = a.nppComparison().stream()
                .map(n -> PingPongJsonRecord.NppRow.of(n.npp(), StatsJsonRecord.Statistics.of(n.statistics())))
                .toList();
        var sizes = a.sizes().stream()
                .map(s -> new PingPongJsonRecord.SizeRow(
                        s.nBytes(),
                        s.npp(),
                        s.trials(),
                        s.minUs(),
                        s.medianUs(),
                        s.meanUs(),
                        s.ci95Us(),
                        s.maxUs(),
                        s.bandwidthMBps()))
                .toList();
        return new PingPongJsonRecord(
                PingPongJsonRecord.SCHEMA_VERSION,
                a.params(),
                timers,
                a.nBytes(),
                StatsJsonRecord.Statistics.of(a.statistics()),
                StatsJsonRecord.Filtered.of(a.filtered()),
                rates,
                new PingPongJsonRecord.Distribution(bins, a.distribution().above()),
                npp,
                sizes,
                fit(a));
    }

    private static PingPongJsonRecord.TransferFit fit(PingPongAnalysis a) {
        var f = a.fit();
        if (f == null) return PingPongJsonRecord.TransferFit.unfitted(a.fitProblem());
        return new PingPongJsonRecord.TransferFit(
                f.tsUs(),
                f.tsCi95Us(),
                List.of(f.tsFromBytes(), f.tsToBytes()),
                f.tcUsPerByte(),
                f.tcCi95(),
                List.of(f.tcFromBytes(), f.tcToBytes()),
                f.bandwidthMBps(),
                f.bandwidthCi95MBps(),
                null);
    }
}
