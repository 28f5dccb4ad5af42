package io.logp.format.run;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * pingpong.json (and {@code pingpong --json}) as a record, written ({@code result.PingPongJson}) and read
 * ({@link #read}) through Jackson. The statistics objects use the keys of {@code stats --json}; times in
 * microseconds, an unknown number NaN here and {@code null} in the file. Version 1 files written before every
 * {@code --json} object carried a {@code schema_version} have the same keys without it (and the distribution's keys in
 * any order), and read as version 1.
 *
 * @param parameters the run's settings as the rank wrote them (pingpong-params.json): open-ended
 * @param timer      the timer checks by clock name
 */
@JsonPropertyOrder({
    "schema_version",
    "parameters",
    "timer",
    "n_bytes",
    "statistics",
    "filtered",
    "rates",
    "distribution",
    "npp_comparison",
    "sizes",
    "transfer_time_fit"
})
@JsonInclude(JsonInclude.Include.ALWAYS)
public record PingPongJsonRecord(
        @JsonProperty("schema_version") Integer schemaVersion,
        @JsonProperty("parameters") Map<String, Object> parameters,
        @JsonProperty("timer") Map<String, Timer> timer,
        @JsonProperty("n_bytes") int nBytes,
        @JsonProperty("statistics") StatsJsonRecord.Statistics statistics,
        @JsonProperty("filtered") StatsJsonRecord.Filtered filtered,
        @JsonProperty("rates") Rates rates,
        @JsonProperty("distribution") Distribution distribution,
        @JsonProperty("npp_comparison") List<NppRow> nppComparison,
        @JsonProperty("sizes") List<SizeRow> sizes,
        @JsonProperty("transfer_time_fit") TransferFit transferTimeFit) {

    /** The version of the object's shape. */
    public static final int SCHEMA_VERSION = 1;

    public PingPongJsonRecord {
        nppComparison = nppComparison == null ? List.of() : List.copyOf(nppComparison);
        sizes = sizes == null ? List.of() : List.copyOf(sizes);
    }

    /** A pingpong.json of any version this logp wrote. */
    public static PingPongJsonRecord read(Path file) throws IOException, DataFormatException {
        return VersionedJson.read(file, PingPongJsonRecord.class, SCHEMA_VERSION);
    }

    /** The file's schema: 1 when it has no schema_version. */
    public int version() {
        return schemaVersion == null ? 1 : schemaVersion;
    }

    /** One clock's check: how many reads, the resolution and the overhead of a read, in microseconds. */
    @JsonPropertyOrder({"reads", "resolution_us", "min_overhead_us", "median_us", "mean_us", "max_us"})
    public record Timer(
            @JsonProperty("reads") long reads,
            @JsonProperty("resolution_us") double resolutionUs,
            @JsonProperty("min_overhead_us") double minOverheadUs,
            @JsonProperty("median_us") double medianUs,
            @JsonProperty("mean_us") double meanUs,
            @JsonProperty("max_us") double maxUs) {}

    /** The communication rate n / time at the main size, in MB/s, for each statistic of the time. */
    @JsonPropertyOrder({"minimum_MBps", "median_MBps", "average_MBps", "maximum_MBps"})
    public record Rates(
            @JsonProperty("minimum_MBps") double minimumMBps,
            @JsonProperty("median_MBps") double medianMBps,
            @JsonProperty("average_MBps") double averageMBps,
            @JsonProperty("maximum_MBps") double maximumMBps) {}

    /** The trials' histogram: its bins and how many trials lie above the last. */
    @JsonPropertyOrder({"bins", "above"})
    public record Distribution(
            @JsonProperty("bins") List<Bin> bins,
            @JsonProperty("above") long above) {
        public Distribution {
            bins = bins == null ? List.of() : List.copyOf(bins);
        }
    }

    @JsonPropertyOrder({"from_us", "to_us", "count"})
    public record Bin(
            @JsonProperty("from_us") double fromUs,
            @JsonProperty("to_us") double toUs,
            @JsonProperty("count") long count) {}

    /** The statistics of one npp value at the main size: {@code npp}, then the keys of a statistics object. */
    @JsonPropertyOrder({
        "npp",
        "n",
        "min_us",
        "median_us",
        "mean_us",
        "max_us",
        "variance",
        "stddev",
        "cv_percent",
        "stderr",
        "rse"
    })
    public record NppRow(
            @JsonProperty("npp") int npp,
            @JsonProperty("n") int n,
            @JsonProperty("min_us") double minUs,
            @JsonProperty("median_us") double medianUs,
            @JsonProperty("mean_us") double meanUs,
            @JsonProperty("max_us") double maxUs,
            @JsonProperty("variance") double variance,
            @JsonProperty("stddev") double stddev,
            @JsonProperty("cv_percent") double cvPercent,
            @JsonProperty("stderr") double stderr,
            @JsonProperty("rse") double rse) {

        public static NppRow of(int npp, StatsJsonRecord.Statistics s) {
            return new NppRow(
                    npp,
                    s.n(),
                    s.minUs(),
                    s.medianUs(),
                    s.meanUs(),
                    s.maxUs(),
                    s.variance(),
                    s.stddev(),
                    s.cvPercent(),
                    s.stderr(),
                    s.rse());
        }
    }

    /** One size of the sweep: half round trip statistics with the 95% CI of the mean and the bandwidth. */
    @JsonPropertyOrder({
        "n_bytes",
        "npp",
        "trials",
        "min_us",
        "median_us",
        "mean_us",
        "ci95_us",
        "max_us",
        "bandwidth_MBps"
    })
    public record SizeRow(
            @JsonProperty("n_bytes") int nBytes,
            @JsonProperty("npp") int npp,
            @JsonProperty("trials") int trials,
            @JsonProperty("min_us") double minUs,
            @JsonProperty("median_us") double medianUs,
            @JsonProperty("mean_us") double meanUs,
            @JsonProperty("ci95_us") double ci95Us,
            @JsonProperty("max_us") double maxUs,
            @JsonProperty("bandwidth_MBps") double bandwidthMBps) {}

    /**
     * The line TransferTime = Ts + Tc n: its values, CIs and the size ranges each was fitted over; or, when it could
     * not be fitted, only {@code problem}, why. The absent half is left out of the file.
     */
    @JsonPropertyOrder({
        "Ts_us",
        "Ts_ci95_us",
        "Ts_range_bytes",
        "Tc_us_per_byte",
        "Tc_ci95_us_per_byte",
        "Tc_range_bytes",
        "bandwidth_MBps",
        "bandwidth_ci95_MBps",
        "problem"
    })
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record TransferFit(
            @JsonProperty("Ts_us") Double tsUs,
            @JsonProperty("Ts_ci95_us") Double tsCi95Us,
            @JsonProperty("Ts_range_bytes") List<Integer> tsRangeBytes,
            @JsonProperty("Tc_us_per_byte") Double tcUsPerByte,
            @JsonProperty("Tc_ci95_us_per_byte") Double tcCi95UsPerByte,
            @JsonProperty("Tc_range_bytes") List<Integer> tcRangeBytes,
            @JsonProperty("bandwidth_MBps") Double bandwidthMBps,
            @JsonProperty("bandwidth_ci95_MBps") Double bandwidthCi95MBps,
            @JsonProperty("problem") String problem) {

        /** A line that could not be fitted, and why. */
        public static TransferFit unfitted(String problem) {
            return new TransferFit(null, null, null, null, null, null, null, null, problem);
        }

        public boolean fitted() {
            return problem == null;
        }
    }
}
