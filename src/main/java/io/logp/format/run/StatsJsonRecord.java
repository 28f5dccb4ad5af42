package io.logp.format.run;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.logp.stats.FilteredStatistics;
import io.logp.stats.PingPongStatistics;
import java.io.IOException;
import java.nio.file.Path;

/**
 * {@code stats --json} as a record, written and read through Jackson: the statistics of all trials, then under
 * {@code filtered} those of the trials the cut-off filter kept with its coefficient and how many it removed. Times in
 * microseconds; an unknown number (the spread of one trial) is NaN here and {@code null} in the text. Version 1 had no
 * {@code schema_version} before every {@code --json} object carried one; the shape is the same.
 */
@JsonPropertyOrder({
    "schema_version",
    "n",
    "min_us",
    "median_us",
    "mean_us",
    "max_us",
    "variance",
    "stddev",
    "cv_percent",
    "stderr",
    "rse",
    "filtered"
})
@JsonInclude(JsonInclude.Include.ALWAYS)
public record StatsJsonRecord(
        @JsonProperty("schema_version") Integer schemaVersion,
        @JsonProperty("n") int n,
        @JsonProperty("min_us") double minUs,
        @JsonProperty("median_us") double medianUs,
        @JsonProperty("mean_us") double meanUs,
        @JsonProperty("max_us") double maxUs,
        @JsonProperty("variance") double variance,
        @JsonProperty("stddev") double stddev,
        @JsonProperty("cv_percent") double cvPercent,
        @JsonProperty("stderr") double stderr,
        @JsonProperty("rse") double rse,
        @JsonProperty("filtered") Filtered filtered) {

    /** The version of the object's shape. */
    public static final int SCHEMA_VERSION = 1;

    /** The record of these statistics, at the current version. */
    public static StatsJsonRecord of(PingPongStatistics all, FilteredStatistics kept) {
        Statistics s = Statistics.of(all);
        return new StatsJsonRecord(
                SCHEMA_VERSION,
                s.n(),
                s.minUs(),
                s.medianUs(),
                s.meanUs(),
                s.maxUs(),
                s.variance(),
                s.stddev(),
                s.cvPercent(),
                s.stderr(),
                s.rse(),
                Filtered.of(kept));
    }

    /** A saved {@code stats --json} object of any version this logp wrote. */
    public static StatsJsonRecord read(Path file) throws IOException, DataFormatException {
        return VersionedJson.read(file, StatsJsonRecord.class, SCHEMA_VERSION);
    }

    /** The file's schema: 1 when it has no schema_version. */
    public int version() {
        return schemaVersion == null ? 1 : schemaVersion;
    }

    /** The statistics of all trials. */
    public PingPongStatistics all() {
        return new PingPongStatistics(n, minUs, medianUs, meanUs, maxUs, variance, stddev, cvPercent, stderr, rse);
    }

    /** The statistics of a set of trials, the keys every statistics object of logp's JSON shares. */
    @JsonPropertyOrder({
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
    public record Statistics(
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

        public static Statistics of(PingPongStatistics s) {
            return new Statistics(
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

        public PingPongStatistics statistics() {
            return new PingPongStatistics(n, minUs, medianUs, meanUs, maxUs, variance, stddev, cvPercent, stderr, rse);
        }
    }

    /** The statistics of the trials the cut-off filter kept, with its coefficient and how many it removed. */
    @JsonPropertyOrder({
        "n",
        "min_us",
        "median_us",
        "mean_us",
        "max_us",
        "variance",
        "stddev",
        "cv_percent",
        "stderr",
        "rse",
        "cut_coef",
        "removed"
    })
    public record Filtered(
            @JsonProperty("n") int n,
            @JsonProperty("min_us") double minUs,
            @JsonProperty("median_us") double medianUs,
            @JsonProperty("mean_us") double meanUs,
            @JsonProperty("max_us") double maxUs,
            @JsonProperty("variance") double variance,
            @JsonProperty("stddev") double stddev,
            @JsonProperty("cv_percent") double cvPercent,
            @JsonProperty("stderr") double stderr,
            @JsonProperty("rse") double rse,
            @JsonProperty("cut_coef") double cutCoef,
            @JsonProperty("removed") int removed) {

        public static Filtered of(FilteredStatistics f) {
            PingPongStatistics s = f.statistics();
            return new Filtered(
                    s.n(),
                    s.minUs(),
                    s.medianUs(),
                    s.meanUs(),
                    s.maxUs(),
                    s.variance(),
                    s.stddev(),
                    s.cvPercent(),
                    s.stderr(),
                    s.rse(),
                    f.cutCoef(),
                    f.removed());
        }

        public FilteredStatistics filtered() {
            return new FilteredStatistics(
                    new PingPongStatistics(n, minUs, medianUs, meanUs, maxUs, variance, stddev, cvPercent, stderr, rse),
                    cutCoef,
                    removed);
        }
    }
}
