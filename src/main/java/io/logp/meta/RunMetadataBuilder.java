package io.logp.meta;

import io.logp.data.NetworkPath;
import io.logp.finding.Finding;
import java.util.List;
import java.util.Optional;

/** meta.json as a run builds it: each phase sets its sections, and every write takes a snapshot ({@link #build}). */
public final class RunMetadataBuilder {
    private Optional<String> runId = Optional.empty();
    private Optional<String> date = Optional.empty();
    private Optional<String> command = Optional.empty();
    private List<String> arguments = List.of();
    private Optional<Tool> tool = Optional.empty();
    private Optional<Jvm> jvm = Optional.empty();
    private Optional<Machine> machine = Optional.empty();
    private Optional<Mpi> mpi = Optional.empty();
    private Optional<NetworkPath> path = Optional.empty();
    private Optional<Placement> placement = Optional.empty();
    private Optional<Slurm> slurm = Optional.empty();
    private Optional<SimulatedModel> model = Optional.empty();
    private Optional<Publication> reference = Optional.empty();
    private Optional<SmallMessages> smallMessages = Optional.empty();
    private Optional<Clock> clock = Optional.empty();
    private Optional<RttStatistics> rttStatistics = Optional.empty();
    private Optional<RttEstimate> rttBeforeSweep = Optional.empty();
    private Optional<Sweep> sweep = Optional.empty();
    private List<Finding> measurementWarnings = List.of();
    private Optional<Bulk> bulk = Optional.empty();
    private List<Finding> bulkMeasurementWarnings = List.of();
    private Optional<Contention> contention = Optional.empty();
    private Optional<Collectives> collectives = Optional.empty();
    private Optional<Pairs> pairs = Optional.empty();
    private Optional<Load> load = Optional.empty();
    private Optional<Incomplete> incomplete = Optional.empty();

    RunMetadataBuilder() {}

    RunMetadataBuilder(RunMetadata m) {
        runId = m.runId();
        date = m.date();
        command = m.command();
        arguments = m.arguments();
        tool = m.tool();
        jvm = m.jvm();
        machine = m.machine();
        mpi = m.mpi();
        path = m.path();
        placement = m.placement();
        slurm = m.slurm();
        model = m.model();
        reference = m.reference();
        smallMessages = m.smallMessages();
        clock = m.clock();
        rttStatistics = m.rttStatistics();
        rttBeforeSweep = m.rttBeforeSweep();
        sweep = m.sweep();
        measurementWarnings = m.measurementWarnings();
        bulk = m.bulk();
        bulkMeasurementWarnings = m.bulkMeasurementWarnings();
        contention = m.contention();
        collectives = m.collectives();
        pairs = m.pairs();
        load = m.load();
        incomplete = m.incomplete();
    }

    public RunMetadata build() {
        return new RunMetadata(
                runId,
                date,
                command,
                arguments,
                tool,
                jvm,
                machine,
                mpi,
                path,
                placement,
                slurm,
                model,
                reference,
                smallMessages,
                clock,
                rttStatistics,
                rttBeforeSweep,
                sweep,
                measurementWarnings,
                bulk,
                bulkMeasurementWarnings,
                contention,
                collectives,
                pairs,
                load,
                incomplete);
    }

    // Each setter takes the section itself; null leaves it absent.

    public RunMetadataBuilder runId(String v) {
        runId = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder date(String v) {
        date = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder command(String v) {
        command = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder arguments(List<String> v) {
        arguments = v == null ? List.of() : List.copyOf(v);
        return this;
    }

    public RunMetadataBuilder tool(Tool v) {
        tool = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder jvm(Jvm v) {
        jvm = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder machine(Machine v) {
        machine = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder mpi(Mpi v) {
        mpi = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder path(NetworkPath v) {
        path = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder placement(Placement v) {
        placement = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder slurm(Slurm v) {
        slurm = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder model(SimulatedModel v) {
        model = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder reference(Publication v) {
        reference = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder smallMessages(SmallMessages v) {
        smallMessages = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder clock(Clock v) {
        clock = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder rttStatistics(RttStatistics v) {
        rttStatistics = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder rttBeforeSweep(RttEstimate v) {
        rttBeforeSweep = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder sweep(Sweep v) {
        sweep = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder measurementWarnings(List<Finding> v) {
        measurementWarnings = v == null ? List.of() : List.copyOf(v);
        return this;
    }

    public RunMetadataBuilder bulk(Bulk v) {
        bulk = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder bulkMeasurementWarnings(List<Finding> v) {
        bulkMeasurementWarnings = v == null ? List.of() : List.copyOf(v);
        return this;
    }

    public RunMetadataBuilder contention(Contention v) {
        contention = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder pairs(Pairs v) {
        pairs = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder collectives(Collectives v) {
        collectives = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder load(Load v) {
        load = Optional.ofNullable(v);
        return this;
    }

    public RunMetadataBuilder incomplete(Incomplete v) {
        incomplete = Optional.ofNullable(v);
        return this;
    }
}
