package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.MpiImplementation;
import io.logp.data.NetworkPath;
import io.logp.data.TransportChoice;
import io.logp.meta.Bulk;
import io.logp.meta.Clock;
import io.logp.meta.Collectives;
import io.logp.meta.Contention;
import io.logp.meta.Incomplete;
import io.logp.meta.Jvm;
import io.logp.meta.Machine;
import io.logp.meta.Mpi;
import io.logp.meta.Placement;
import io.logp.meta.Publication;
import io.logp.meta.RttEstimate;
import io.logp.meta.RttStatistics;
import io.logp.meta.RunMetadata;
import io.logp.meta.SimulatedModel;
import io.logp.meta.Slurm;
import io.logp.meta.SmallMessages;
import io.logp.meta.Sweep;
import io.logp.meta.Tool;
import io.logp.report.MachineShape;
import io.logp.report.MetaText;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** meta.json through its records: every section written and read back equal, and the file a simulated run writes. */
class MetaJsonRoundTripTest {

    @TempDir
    Path dir;

    /** Every section present, every component of each set. */
    static RunMetadata full() {
        return RunMetadata.builder()
                .runId("20240305-070000-run.0badc0de")
                .date("2024-03-05T07:08:09Z")
                .command("run")
                .arguments(List.of("run", "--window", "16"))
                .tool(new Tool("logp", "1.2.3", "abc123"))
                .jvm(new Jvm("Eclipse Adoptium", "OpenJDK 64-Bit Server VM", "25+36", List.of("-Xmx1g")))
                .machine(new Machine(
                        "node1",
                        "Intel(R) Xeon(R) Gold 6230",
                        2100.0,
                        3900.0,
                        40,
                        197_000_000_000L,
                        "Debian GNU/Linux 12 (bookworm)",
                        "6.1.0-18-amd64",
                        "amd64",
                        List.of(new Machine.Nic("eth0", "up", 25000, 9000))))
                .mpi(new Mpi(
                        MpiImplementation.OPEN_MPI,
                        "Open MPI v4.1.4",
                        "/opt/shim.so",
                        "gcc (Debian 12.2.0-14) 12.2.0",
                        Map.of("btl", "self,vader")))
                .path(new NetworkPath(
                        NetworkPath.Medium.SHARED_MEMORY, TransportChoice.NATIVE, 1, "ob1", "self,vader", "ofi", "x"))
                .placement(new Placement(
                        List.of(
                                new Placement.Rank(0, "node1", 1234L, "0-3", "boot-a"),
                                new Placement.Rank(1, "node1", 5678L, "4-7", "boot-a")),
                        List.of("node1")))
                .slurm(new Slurm(
                        "4711",
                        "0",
                        "node[1-2]",
                        "pmix",
                        "mask_cpu",
                        List.of(new Slurm.Binding(0, "node1", "0"), new Slurm.Binding(1, "node1", "4"))))
                .model(new SimulatedModel(1.4, 2.2, 7.6, 6.3, 32, 0.02, 0.001, 10.0, 7L))
                .reference(new Publication("Meiko CS-2", "Culler et al. 1996"))
                .smallMessages(new SmallMessages(
                        16, 16, 256, 4096, List.of(0.0, 1.5), 50, 3, 3.0, 0.05, 0.95, 2000, 1.0, 2000, 1.0, 90.0, 1L))
                .clock(new Clock("System.nanoTime", 1_048_576L, 16L, 16L, 19L))
                .rttStatistics(new RttStatistics(1000, 0.5, 0.8, 1.7, 1.1, 564.7, 18.7))
                .rttBeforeSweep(new RttEstimate(0.94, 0.032, 200))
                .sweep(new Sweep(
                        0.6, List.of(0.0, 0.3, 0.6), 4, List.of(new Sweep.Reference(1, 0.83, 0.06, true)), 0L, 13_900L))
                .measurementWarnings(List.of(
                        new io.logp.finding.MeasurementFinding.RttDrift(16, 0.9, 0.03, 2, 4, 0.12, 0.8, 1.0, false),
                        new io.logp.finding.RunFinding.Untyped("NOTE", "drifted in round 2")))
                .bulk(new Bulk(
                        8,
                        65536,
                        List.of(16, 24),
                        List.of(64, 256),
                        true,
                        32,
                        256,
                        List.of(1.0, 2.0),
                        0.05,
                        120.0,
                        1L,
                        List.of(new Bulk.SizeSweep(64, 0.5, List.of(0.0, 0.5), 4, 0L, 5150L))))
                .bulkMeasurementWarnings(List.of(new io.logp.finding.BulkFinding.BulkTimesCapped(
                        io.logp.data.Transfer.Kind.STORE, List.of(24, 32))))
                .contention(new Contention(
                        List.of("k_to_1"),
                        0,
                        16,
                        32,
                        2000.0,
                        10,
                        3,
                        0.05,
                        300,
                        5.0,
                        120.0,
                        List.of(new Contention.Point("k_to_1", 2, "0->2 1->2", true, 896, false)),
                        List.of(new Contention.Skip("pairs", 1))))
                .collectives(new Collectives(
                        List.of("barrier"),
                        List.of(8),
                        List.of(2, 3),
                        "System.nanoTime",
                        "linear",
                        100,
                        0,
                        4,
                        8,
                        0.25,
                        1.1,
                        100,
                        30,
                        30,
                        0.05,
                        0.25,
                        0.95,
                        100,
                        10.0,
                        600.0,
                        List.of(new Collectives.Synchronisation("System.nanoTime", "start", "ring", 37.5, 1.8, 0.2)),
                        List.of(new Collectives.Point("barrier", 0, 2, 7, 1.87, 13, 8, "relative error", 0.0, 0)),
                        List.of(new Collectives.Skip("barrier", 8, 3))))
                .pairs(new io.logp.meta.Pairs(
                        "sequential", 4, 6, true, 0.2, 100, 3, 0.05, 300, 100000, 1.0, 120.0, List.of(List.of(2, 3))))
                .load(new io.logp.meta.Load(
                        "0-1",
                        List.of(new io.logp.meta.Load.Phase(
                                "signature",
                                12.5,
                                new io.logp.meta.Load.Sample(1.5, 2),
                                new io.logp.meta.Load.Sample(2.25, 4),
                                2,
                                19.5,
                                5.25,
                                List.of(new io.logp.meta.Load.Competitor(4242, "yes", 5.0, "1", false))))))
                .incomplete(new Incomplete(
                        Incomplete.Reason.INTERRUPTED,
                        "mpirun exit code 143",
                        "signature: round 7, 12/80 points done",
                        "2024-03-05T07:09:00Z"))
                .build();
    }

    @Test
    void everySectionWritesAndReadsBackEqual() throws Exception {
        RunMetadata meta = full();
        Path file = dir.resolve("meta.json");
        MetaJson.write(file, meta);
        RunMetadata read = MetaJson.readMetadata(file);
        assertEquals(meta, read);
        // Every component was set, so every key is in the file, after the schema version.
        Map<String, Object> raw = MetaJson.read(file);
        assertEquals(
                RunMetadata.class.getRecordComponents().length + 1,
                raw.size(),
                raw.keySet().toString());
        assertEquals(MetaJson.SCHEMA_VERSION, raw.keySet().iterator().next());
        assertEquals(2, raw.get(MetaJson.SCHEMA_VERSION));
        assertTrue(
                raw.containsKey("small_messages") && raw.containsKey("bulk_measurement_warnings"),
                raw.keySet().toString());
        // Names the snake_case rule would spell wrongly are spelt as the other files spell them.
        assertEquals(1.4, ((Map<?, ?>) raw.get("model")).get("o_s_us"));
        assertEquals(6.3, ((Map<?, ?>) raw.get("model")).get("L_us"));
        assertEquals(3.0, ((Map<?, ?>) raw.get("small_messages")).get("outlier_cut_x_median"));
        assertEquals("shared_memory", ((Map<?, ?>) raw.get("path")).get("medium"));
        assertEquals("native", ((Map<?, ?>) raw.get("path")).get("transport"));
        assertEquals("Open MPI", ((Map<?, ?>) raw.get("mpi")).get("implementation"));
        assertEquals("interrupted", ((Map<?, ?>) raw.get("incomplete")).get("reason"));
        assertEquals("4711", ((Map<?, ?>) raw.get("slurm")).get("job_id"));
        assertEquals("pmix", ((Map<?, ?>) raw.get("slurm")).get("mpi_plugin"));
        assertEquals(OptionalInt.of(16), read.window());
        assertEquals(OptionalInt.of(8), read.bulkWindow());
        assertEquals(OptionalInt.of(40), read.cores());
        // The map form is what the file holds, and reads back to the same record.
        assertEquals(JsonFiles.toJson(raw), JsonFiles.toJson(MetaJson.toMap(read)));
        assertEquals(read, MetaJson.of(raw));
    }

    @Test
    void absentSectionsAreAbsentFromTheFileAndTheRecord() throws Exception {
        Path file = dir.resolve("meta.json");
        MetaJson.write(file, RunMetadata.none());
        assertEquals(Map.of(MetaJson.SCHEMA_VERSION, 2), MetaJson.read(file));
        RunMetadata read = MetaJson.readMetadata(file);
        assertEquals(RunMetadata.none(), read);
        assertTrue(read.mpi().isEmpty()
                && read.path().isEmpty()
                && read.incomplete().isEmpty());
        assertEquals(List.of(), read.ranks());
        assertEquals(OptionalInt.empty(), read.window());
        assertEquals(NetworkPath.Medium.UNKNOWN, read.medium());
        assertFalse(read.simulated());
    }

    @Test
    void aMachineFactTheMachineDidNotTellIsWrittenAsNull() throws Exception {
        Path file = dir.resolve("meta.json");
        Machine unknown = new Machine("vm", null, null, null, 2, null, null, null, null, null);
        MetaJson.write(file, RunMetadata.builder().machine(unknown).build());
        Map<?, ?> machine = (Map<?, ?>) MetaJson.read(file).get("machine");
        assertEquals(10, machine.size(), "every fact is named, the unknown ones null: " + machine);
        assertTrue(machine.containsKey("cpu_mhz") && machine.get("cpu_mhz") == null, machine.toString());
        assertEquals(unknown, MetaJson.readMetadata(file).machine().orElseThrow());
    }

    @Test
    void aSimulatedRunsMetaJsonReadsTyped() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = io.logp.cli.Main.run(
                new PrintWriter(out),
                new PrintWriter(err),
                "simulate",
                "--os",
                "1.4",
                "--or",
                "2.2",
                "--g",
                "7.6",
                "--L",
                "6.3",
                "--out",
                dir.toString(),
                "--quiet");
        assertEquals(0, code, err.toString());
        Path metaJson;
        try (Stream<Path> files = Files.walk(dir)) {
            metaJson = files.filter(p -> p.getFileName().toString().equals("meta.json"))
                    .findFirst()
                    .orElseThrow();
        }
        assertEquals(2, MetaJson.read(metaJson).get(MetaJson.SCHEMA_VERSION));
        RunMetadata meta = MetaJson.readMetadata(metaJson);
        assertEquals("simulate", meta.command().orElseThrow());
        assertTrue(meta.simulated());
        assertEquals(NetworkPath.Medium.SIMULATED, meta.medium());
        SimulatedModel model = meta.model().orElseThrow();
        assertEquals(1.4, model.oSUs());
        assertEquals(6.3, model.latencyUs());
        assertEquals(2 * (1.4 + 2.2 + 6.3), model.rttUs(), 1e-12);
        assertTrue(meta.window().orElseThrow() > 0, "window " + meta.window());
        assertEquals(2, meta.ranks().size());
        assertEquals(0, meta.ranks().get(0).rank());
        assertEquals(List.of("simulated"), meta.hosts());
        assertEquals("logp", meta.tool().orElseThrow().name());
        assertTrue(meta.sweep().orElseThrow().rounds() > 0);
        assertTrue(meta.incomplete().isEmpty(), "a completed run carries no mark");
        assertTrue(meta.mpi().isEmpty(), "no MPI in a simulation");
        // The machine it ran on, recorded before measuring.
        MachineShape.check(meta.machine().orElseThrow());
        // The typed record writes the same object back.
        Path copy = dir.resolve("copy.json");
        MetaJson.write(copy, meta);
        assertEquals(MetaJson.read(metaJson), MetaJson.read(copy));
        assertEquals("simulated LogP network", MetaText.path(meta));
    }
}
