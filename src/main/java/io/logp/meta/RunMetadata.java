package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.logp.data.NetworkPath;
import io.logp.finding.Finding;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The contents of {@code meta.json}: everything needed to reproduce a run and compare it with another, as one tree of
 * records that Jackson binds both ways (the writer and every reader use these types). Each part is a section of its
 * own, absent (empty) until the run gets to it and in a file that does not have it; a run adds its sections as it
 * goes through {@link RunMetadataBuilder}. The components are in the order of the file, after {@code schema_version}.
 *
 * @param runId                   the run's identity, written into each data file the run writes (a {@code run_id}
 *                                column), so that files of two runs in one directory are told apart; absent in files
 *                                of a logp before it
 * @param date                    start of the run, ISO-8601
 * @param command                 the subcommand ("run", "simulate", ...)
 * @param arguments               the command line after the program name
 * @param tool                    logp's name, version and commit
 * @param jvm                     the JVM that ran the measurement
 * @param machine                 rank 0's machine
 * @param mpi                     the MPI and the settings chosen for it
 * @param path                    the path the messages took
 * @param placement               where every rank ran
 * @param slurm                   the Slurm job the run ran in
 * @param model                   the simulated network of a {@code simulate} run
 * @param reference               the publication of a reference platform
 * @param smallMessages           the small-message experiment's settings (window, payload, stopping rule)
 * @param clock                   the clock, as probed before measuring
 * @param rttStatistics           every RTT trial's plain statistics
 * @param rttBeforeSweep          the RTT before the sweep
 * @param sweep                   the signature sweep as it ran
 * @param measurementWarnings     the small-message measurement's findings
 * @param bulk                    the bulk experiment
 * @param bulkMeasurementWarnings the bulk measurement's findings
 * @param contention              the contention experiment
 * @param collectives             the collectives experiment
 * @param pairs                   the pairs experiment
 * @param load                    the machine's load around every phase, as rank 0 sampled it between phases
 * @param incomplete              present while the run goes on, and when it ended before it completed
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_EMPTY)
@JsonPropertyOrder({"schema_version"})
public record RunMetadata(
        Optional<String> runId,
        Optional<String> date,
        Optional<String> command,
        List<String> arguments,
        Optional<Tool> tool,
        Optional<Jvm> jvm,
        Optional<Machine> machine,
        Optional<Mpi> mpi,
        Optional<NetworkPath> path,
        Optional<Placement> placement,
        Optional<Slurm> slurm,
        Optional<SimulatedModel> model,
        Optional<Publication> reference,
        Optional<SmallMessages> smallMessages,
        Optional<Clock> clock,
        Optional<RttStatistics> rttStatistics,
        Optional<RttEstimate> rttBeforeSweep,
        Optional<Sweep> sweep,
        List<Finding> measurementWarnings,
        Optional<Bulk> bulk,
        List<Finding> bulkMeasurementWarnings,
        Optional<Contention> contention,
        Optional<Collectives> collectives,
        Optional<Pairs> pairs,
        Optional<Load> load,
        Optional<Incomplete> incomplete) {

    /**
     * The shape this record writes. 1 is the flat shape before it (no {@code schema_version} key), which the readers
     * still take.
     */
    public static final int SCHEMA_VERSION = 2;

    public RunMetadata {
        arguments = arguments == null ? List.of() : arguments;
        measurementWarnings = measurementWarnings == null ? List.of() : measurementWarnings;
        bulkMeasurementWarnings = bulkMeasurementWarnings == null ? List.of() : bulkMeasurementWarnings;
    }

    /** The shape of the file, first in it: always {@link #SCHEMA_VERSION} when written. */
    @JsonProperty(value = "schema_version", access = JsonProperty.Access.READ_ONLY)
    public int schemaVersion() {
        return SCHEMA_VERSION;
    }

    /** Nothing known: a directory without meta.json. */
    public static RunMetadata none() {
        return new RunMetadataBuilder().build();
    }

    public static RunMetadataBuilder builder() {
        return new RunMetadataBuilder();
    }

    /** A builder holding every section of this one. */
    public RunMetadataBuilder toBuilder() {
        return new RunMetadataBuilder(this);
    }

    /** The ranks, empty when the file does not place them. */
    public List<Placement.Rank> ranks() {
        return placement.map(Placement::ranks).orElse(List.of());
    }

    /** The distinct hosts of the ranks, empty when unknown. */
    public List<String> hosts() {
        return placement.map(Placement::hosts).orElse(List.of());
    }

    /** The small-message window, empty when unknown. */
    public OptionalInt window() {
        return of(smallMessages.map(SmallMessages::window));
    }

    /** The bulk experiment's window, empty when the run has no bulk part or it no window. */
    public OptionalInt bulkWindow() {
        return of(bulk.map(Bulk::window));
    }

    /** Rank 0's host's online CPUs, empty when unknown. */
    public OptionalInt cores() {
        return of(machine.map(Machine::cores));
    }

    /** What carried the messages; unknown when the file does not say. */
    public NetworkPath.Medium medium() {
        return path.map(NetworkPath::medium).orElse(NetworkPath.Medium.UNKNOWN);
    }

    /** True for a run on the simulated network (its ranks are not processes). */
    public boolean simulated() {
        return model.isPresent() || medium() == NetworkPath.Medium.SIMULATED;
    }

    /** True for a reference platform taken from a publication. */
    public boolean fromPublication() {
        return reference.isPresent();
    }

    private static OptionalInt of(Optional<Integer> value) {
        return value.map(OptionalInt::of).orElse(OptionalInt.empty());
    }
}
