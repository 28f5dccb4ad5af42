package io.logp.format.run;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code predict DIR --json} as a record, written and read through Jackson: the run and MPI predicted for, every
 * predicted point beside logp's model and the measured time, how long each simulation took, and the findings as
 * logp.json holds them (objects with a code and words, read back by {@link FindingJson#read(List)}). Times in
 * microseconds; an unknown time (a P not measured, a model without G) is NaN here and {@code null} in the text. The
 * object has had {@code schema_version} 1 since it was first written; one saved without the key reads as version 1.
 */
@JsonPropertyOrder({"schema_version", "run_id", "mpi", "points", "simulations", "findings"})
@JsonInclude(JsonInclude.Include.ALWAYS)
public record PredictionsJsonRecord(
        @JsonProperty("schema_version") Integer schemaVersion,
        @JsonProperty("run_id") String runId,
        @JsonProperty("mpi") String mpi,
        @JsonProperty("points") List<Point> points,
        @JsonProperty("simulations") List<Simulation> simulations,
        @JsonProperty("findings") List<Object> findings) {

    /** The version of the object's shape. */
    public static final int SCHEMA_VERSION = 1;

    public PredictionsJsonRecord {
        points = points == null ? List.of() : List.copyOf(points);
        simulations = simulations == null ? List.of() : List.copyOf(simulations);
        findings = findings == null ? List.of() : java.util.Collections.unmodifiableList(findings);
    }

    /** A saved {@code predict --json} object of any version this logp wrote. */
    public static PredictionsJsonRecord read(Path file) throws IOException, DataFormatException {
        return VersionedJson.read(file, PredictionsJsonRecord.class, SCHEMA_VERSION);
    }

    /** The object's schema: 1 when it has no schema_version. */
    public int version() {
        return schemaVersion == null ? 1 : schemaVersion;
    }

    /** One collective at one size and P: SMPI's prediction for one variant of the model, logp's, the measured. */
    @JsonPropertyOrder({"op", "n_bytes", "p", "variant", "predicted_us", "model_us", "measured_us"})
    public record Point(
            @JsonProperty("op") String op,
            @JsonProperty("n_bytes") int nBytes,
            @JsonProperty("p") int p,
            @JsonProperty("variant") String variant,
            @JsonProperty("predicted_us") double predictedUs,
            @JsonProperty("model_us") double modelUs,
            @JsonProperty("measured_us") double measuredUs) {}

    /** One simulation: its variant and P, its wall time in seconds, and whether it finished within the budget. */
    @JsonPropertyOrder({"variant", "p", "seconds", "finished"})
    public record Simulation(
            @JsonProperty("variant") String variant,
            @JsonProperty("p") int p,
            @JsonProperty("seconds") double seconds,
            @JsonProperty("finished") boolean finished) {}
}
