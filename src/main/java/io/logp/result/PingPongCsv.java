package io.logp.result;

import io.logp.analysis.PingPongAnalysis;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.Decimals;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * pingpong.csv: the size sweep, one row per message size:
 * {@code n_bytes,npp,trials,min_us,median_us,mean_us,ci95_us,max_us,bandwidth_MBps} (half round trips; the CI is
 * the 95% Student-t interval of the mean; bandwidth = n_bytes / mean_us).
 */
public final class PingPongCsv {

    public static final List<String> HEADER = List.of(
            "n_bytes", "npp", "trials", "min_us", "median_us", "mean_us", "ci95_us", "max_us", "bandwidth_MBps");

    private PingPongCsv() {}

    public static void write(Path file, List<PingPongAnalysis.SizeRow> rows) throws IOException {
        AtomicFiles.write(file, out -> {
            out.write(String.join(",", HEADER) + "\n");
            for (var r : rows) {
                out.write(r.nBytes() + "," + r.npp() + "," + r.trials() + "," + Decimals.csv(r.minUs()) + ","
                        + Decimals.csv(r.medianUs()) + "," + Decimals.csv(r.meanUs()) + "," + optional(r.ci95Us()) + ","
                        + Decimals.csv(r.maxUs()) + "," + optional(r.bandwidthMBps()) + "\n");
            }
        });
    }

    private static String optional(double v) {
        return Double.isFinite(v) ? Decimals.csv(v) : "";
    }
}
