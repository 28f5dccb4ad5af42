package io.logp.format.run;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.logp.data.Estimate;
import java.util.List;

/**
 * logp.json as a record, written (by {@code result.LogpJson}) and read ({@link LogpJsonFile}) through Jackson: its
 * keys in the order of the annotation below. An
 * unknown number is NaN here and {@code null} in the file. {@code schema_version} is absent from a version 1 file,
 * whose {@code warnings} are sentences; version 2 holds them as finding objects with their words (their reader is
 * {@link FindingJson#read(List)}).
 */
@JsonPropertyOrder({
    "schema_version",
    "o_s_us",
    "o_s_ci95_us",
    "o_r_us",
    "o_r_ci95_us",
    "g_us",
    "g_ci95_us",
    "L_us",
    "L_ci95_us",
    "rtt_us",
    "rtt_ci95_us",
    "T0_us",
    "T0_ci95_us",
    "R_MBps",
    "R_ci95_MBps",
    "G_us_per_byte",
    "G_ci95_us_per_byte",
    "bulk",
    "contention",
    "launches",
    "launch_intervals",
    "warnings"
})
@JsonInclude(JsonInclude.Include.ALWAYS)
public record LogpJsonRecord(
        @JsonProperty("schema_version") Integer schemaVersion,
        @JsonProperty("o_s_us") double oSUs,
        @JsonProperty("o_s_ci95_us") double oSCi95Us,
        @JsonProperty("o_r_us") double oRUs,
        @JsonProperty("o_r_ci95_us") double oRCi95Us,
        @JsonProperty("g_us") double gUs,
        @JsonProperty("g_ci95_us") double gCi95Us,
        @JsonProperty("L_us") double lUs,
        @JsonProperty("L_ci95_us") double lCi95Us,
        @JsonProperty("rtt_us") double rttUs,
        @JsonProperty("rtt_ci95_us") double rttCi95Us,
        @JsonProperty("T0_us") double t0Us,
        @JsonProperty("T0_ci95_us") double t0Ci95Us,
        @JsonProperty("R_MBps") double rateMBps,
        @JsonProperty("R_ci95_MBps") double rateCi95MBps,
        @JsonProperty("G_us_per_byte") double gPerByte,
        @JsonProperty("G_ci95_us_per_byte") double gCi95PerByte,
        @JsonProperty("bulk") List<BulkSize> bulk,
        @JsonProperty("contention") List<ContentionPoint> contention,
        @JsonProperty("launches") List<Launch> launches,
        @JsonProperty("launch_intervals") LaunchIntervals launchIntervals,
        @JsonProperty("warnings") List<Object> warnings) {

    public LogpJsonRecord {
        bulk = bulk == null ? List.of() : List.copyOf(bulk);
        contention = contention == null ? List.of() : List.copyOf(contention);
        launches = launches == null ? List.of() : List.copyOf(launches);
        warnings = warnings == null ? List.of() : java.util.Collections.unmodifiableList(warnings);
    }

    /** The file's schema: 1 when it has no schema_version (written before findings were objects). */
    public int version() {
        return schemaVersion == null ? 1 : schemaVersion;
    }

    public Estimate oS() {
        return Estimate.of(oSUs, oSCi95Us);
    }

    public Estimate oR() {
        return Estimate.of(oRUs, oRCi95Us);
    }

    public Estimate g() {
        return Estimate.of(gUs, gCi95Us);
    }

    public Estimate latency() {
        return Estimate.of(lUs, lCi95Us);
    }

    public Estimate rtt() {
        return Estimate.of(rttUs, rttCi95Us);
    }

    public Estimate t0() {
        return Estimate.of(t0Us, t0Ci95Us);
    }

    public Estimate rate() {
        return Estimate.of(rateMBps, rateCi95MBps);
    }

    /** How many launches the values rest on: launch_intervals' count, 1 without it. */
    public int launchCount() {
        return launchIntervals == null ? 1 : launchIntervals.count();
    }

    /** One size with a signature; g is NaN where g(n) did not converge (overhead-limited). */
    @JsonPropertyOrder({"n_bytes", "o_s_us", "g_us", "rtt_us"})
    public record BulkSize(
            @JsonProperty("n_bytes") int nBytes,
            @JsonProperty("o_s_us") double oSUs,
            @JsonProperty("g_us") double gUs,
            @JsonProperty("rtt_us") double rttUs) {}

    /** One contention point; ratio = g_K / g_1 of the same pattern and size, NaN without a K = 1 point. */
    @JsonPropertyOrder({"pattern", "k", "g_us", "ratio"})
    public record ContentionPoint(
            @JsonProperty("pattern") String pattern,
            @JsonProperty("k") int k,
            @JsonProperty("g_us") double gUs,
            @JsonProperty("ratio") double ratio) {}

    /** One launch of a run of several: its number, its run id, and its own values with their CIs. */
    @JsonPropertyOrder({
        "launch",
        "run_id",
        "o_s_us",
        "o_s_ci95_us",
        "o_r_us",
        "o_r_ci95_us",
        "g_us",
        "g_ci95_us",
        "L_us",
        "L_ci95_us",
        "rtt_us",
        "rtt_ci95_us"
    })
    public record Launch(
            @JsonProperty("launch") int launch,
            @JsonProperty("run_id") String runId,
            @JsonProperty("o_s_us") double oSUs,
            @JsonProperty("o_s_ci95_us") double oSCi95Us,
            @JsonProperty("o_r_us") double oRUs,
            @JsonProperty("o_r_ci95_us") double oRCi95Us,
            @JsonProperty("g_us") double gUs,
            @JsonProperty("g_ci95_us") double gCi95Us,
            @JsonProperty("L_us") double lUs,
            @JsonProperty("L_ci95_us") double lCi95Us,
            @JsonProperty("rtt_us") double rttUs,
            @JsonProperty("rtt_ci95_us") double rttCi95Us) {}

    /** Per parameter over the launches; the headline's CI is the wider of within and between. */
    @JsonPropertyOrder({"count", "method", "o_s", "o_r", "g", "L", "rtt"})
    public record LaunchIntervals(
            @JsonProperty("count") int count,
            @JsonProperty("method") String method,
            @JsonProperty("o_s") Spread oS,
            @JsonProperty("o_r") Spread oR,
            @JsonProperty("g") Spread g,
            @JsonProperty("L") Spread latency,
            @JsonProperty("rtt") Spread rtt) {}

    /** One parameter over the launches. */
    @JsonPropertyOrder({"mean_us", "sd_us", "within_ci95_us", "between_ci95_us"})
    public record Spread(
            @JsonProperty("mean_us") double meanUs,
            @JsonProperty("sd_us") double sdUs,
            @JsonProperty("within_ci95_us") double withinCi95Us,
            @JsonProperty("between_ci95_us") double betweenCi95Us) {}
}
