package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.MpiImplementation;
import io.logp.data.NetworkPath;
import io.logp.data.TransportChoice;
import io.logp.meta.Bulk;
import io.logp.meta.Collectives;
import io.logp.meta.Contention;
import io.logp.meta.Incomplete;
import io.logp.meta.Mpi;
import io.logp.meta.Placement;
import io.logp.meta.Publication;
import io.logp.meta.RunMetadata;
import io.logp.meta.SmallMessages;
import io.logp.meta.Sweep;
import io.logp.report.MetaText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * meta.json of schema 1 (no schema_version): files logp wrote before the typed model, kept as fixtures
 * (src/test/resources/io/logp/format/run/meta-v1, written by commit 087b468's own runs), and the committed reference
 * platforms. Their keys land in the records of schema 2 with the values they had; the path stays words.
 */
class MetaJsonV1Test {

    private static final Path FIXTURES = Path.of("src/test/resources/io/logp/format/run/meta-v1");

    @TempDir
    Path dir;

    private static RunMetadata fixture(String name) throws Exception {
        Path file = FIXTURES.resolve(name);
        assertFalse(MetaJson.read(file).containsKey(MetaJson.SCHEMA_VERSION), "a file of schema 1: " + file);
        return MetaJson.readMetadata(file);
    }

    @Test
    void aRunOverOpenMpiOnThreeRanks() throws Exception {
        RunMetadata meta = fixture("run-openmpi-3-ranks.json");
        assertEquals("run", meta.command().orElseThrow());
        assertEquals("087b468", meta.tool().orElseThrow().commit());
        assertEquals(OptionalInt.of(2), meta.cores());
        assertEquals("Linux 6.18.44-fc-v669 amd64", meta.machine().orElseThrow().os());

        Mpi mpi = meta.mpi().orElseThrow();
        assertEquals(MpiImplementation.OPEN_MPI, mpi.implementation());
        assertTrue(mpi.library().startsWith("Open MPI v4.1.4"), mpi.library());
        assertTrue(mpi.shim().endsWith("liblogp_mpi.so"), mpi.shim());
        assertEquals(Map.of(), mpi.settings());
        assertNull(mpi.compiler(), "schema 1 did not record it");

        NetworkPath path = meta.path().orElseThrow();
        assertEquals(NetworkPath.Medium.UNKNOWN, path.medium(), "the words are not read for a medium");
        assertEquals(TransportChoice.NATIVE, path.transport());
        assertEquals(1, path.hosts());
        assertEquals("Open MPI default on one host: shared memory (btl vader)", MetaText.path(meta));

        assertEquals(3, meta.ranks().size());
        Placement.Rank second = meta.ranks().get(1);
        assertEquals(1, second.rank());
        assertEquals("vm", second.host());
        assertEquals("0-1", second.cpus());
        assertEquals("0c665252-045c-4736-b3aa-99290543031a", second.machine());
        assertEquals(List.of("vm"), meta.hosts());

        assertEquals(OptionalInt.of(32), meta.window());
        SmallMessages small = meta.smallMessages().orElseThrow();
        assertEquals(16, small.payloadBytes());
        assertEquals(256, small.mMax());
        assertNull(small.delaysUs(), "\"auto\": chosen from the pilot gap");
        assertEquals(3.0, small.outlierCutXMedian());
        assertEquals(200, small.maxTrials());
        assertEquals(5.0, small.budgetSeconds());
        assertEquals(0.2, small.warmupSeconds());

        assertEquals(16L, meta.clock().orElseThrow().overheadNs());
        assertEquals(1000, meta.rttStatistics().orElseThrow().n());
        assertEquals(200, meta.rttBeforeSweep().orElseThrow().trials());
        Sweep sweep = meta.sweep().orElseThrow();
        assertEquals(4, sweep.rounds());
        assertEquals(List.of(0.0, 0.3, 0.6, 1.2, 2.4), sweep.nominalDelaysUs());
        assertEquals(
                4,
                sweep.rttReference().stream().filter(Sweep.Reference::drifted).count());
        assertEquals(0L, sweep.timedLoopAllocatedBytes());
        assertEquals(13_900L, sweep.timedLoopTrials());
        assertEquals(2, meta.measurementWarnings().size());

        Bulk bulk = meta.bulk().orElseThrow();
        assertEquals(OptionalInt.of(8), meta.bulkWindow());
        assertEquals(4096, bulk.largestMessageBytes());
        assertEquals(0.05, bulk.warmupSeconds(), "warmup_s of schema 1");
        assertEquals(5.0, bulk.budgetSeconds(), "budget_s of schema 1");
        assertEquals(
                List.of(64, 256, 2048, 4096),
                bulk.sweeps().stream().map(Bulk.SizeSweep::nBytes).toList());
        assertEquals(4, meta.bulkMeasurementWarnings().size());

        Contention contention = meta.contention().orElseThrow();
        assertEquals(5, contention.points().size());
        assertEquals(
                new Contention.Point("k_to_1", 2, "0->2 1->2", true, 896, false),
                contention.points().get(1));
        assertEquals(5.0, contention.maxPointSeconds());
        assertEquals(List.of(), contention.skipped());

        Collectives collectives = meta.collectives().orElseThrow();
        assertEquals(List.of("barrier", "bcast"), collectives.ops());
        assertEquals(10.0, collectives.budgetSeconds());
        assertEquals(10.0, collectives.pointSeconds());
        assertEquals(3, collectives.synchronisations().size());
        assertEquals("end", collectives.synchronisations().get(2).when());
        assertEquals(12, collectives.points().size());
        assertTrue(meta.incomplete().isEmpty());
    }

    @Test
    void anRttRunOverMpich() throws Exception {
        RunMetadata meta = fixture("rtt-mpich.json");
        Mpi mpi = meta.mpi().orElseThrow();
        assertEquals(MpiImplementation.MPICH, mpi.implementation());
        assertEquals("MPICH Version:\t4.0.2", mpi.library());
        assertEquals(Map.of(), mpi.settings(), "its cvars");
        assertEquals("MPICH default on one host: shared memory (ch4 shm)", MetaText.path(meta));
        assertEquals(OptionalInt.of(32), meta.window());
        assertEquals(2, meta.ranks().size());
        assertTrue(meta.sweep().isEmpty(), "the RTT alone");
    }

    @Test
    void aSimulation() throws Exception {
        RunMetadata meta = fixture("simulate.json");
        assertTrue(meta.simulated());
        assertEquals(NetworkPath.Medium.SIMULATED, meta.medium(), "its model says so; no words are read");
        assertEquals(1.0, meta.model().orElseThrow().oSUs());
        assertEquals(2.0, meta.model().orElseThrow().latencyUs());
        assertEquals(List.of("simulated"), meta.hosts());
        assertEquals(
                "simulated: o_s 1.000, o_r 1.000, g 3.000, L 2.000 us, RTT 8.000 us, jitter 0.0%",
                MetaText.model(meta.model().orElseThrow()));
    }

    @Test
    void anInterruptedRunKeepsItsReasonAndProgress() throws Exception {
        RunMetadata meta = fixture("signature-interrupted.json");
        Incomplete mark = meta.incomplete().orElseThrow();
        assertEquals(Incomplete.Reason.INTERRUPTED, mark.reason());
        assertEquals("signature: round 35, 0/80 points done, 8.8 s, RTT reference 0.759 us", mark.progress());
        assertEquals(
                "interrupted; at signature: round 35, 0/80 points done, 8.8 s, RTT reference 0.759 us", words(mark));
    }

    /** What schema 1 held reads the same after it is written in schema 2. */
    @ParameterizedTest
    @ValueSource(
            strings = {"run-openmpi-3-ranks.json", "rtt-mpich.json", "simulate.json", "signature-interrupted.json"})
    void aFileOfSchema1WrittenAgainIsOfSchema2WithTheSameRecord(String name) throws Exception {
        RunMetadata meta = fixture(name);
        Path file = dir.resolve("meta.json");
        MetaJson.write(file, meta);
        assertEquals(2, MetaJson.read(file).get(MetaJson.SCHEMA_VERSION));
        assertEquals(meta, MetaJson.readMetadata(file));
    }

    @ParameterizedTest
    @ValueSource(strings = {"meiko", "myrinet", "paragon"})
    void theCommittedReferencePlatformsRead(String platform) throws Exception {
        RunMetadata meta = MetaJson.readMetadata(Path.of("signatures/reference-" + platform, "meta.json"));
        Publication publication = meta.reference().orElseThrow();
        assertTrue(meta.fromPublication());
        assertEquals(
                Map.of("meiko", "Meiko CS-2", "myrinet", "Myrinet", "paragon", "Intel Paragon")
                        .get(platform),
                publication.platform());
        assertTrue(publication.source().startsWith("D. E. Culler"), publication.source());
        assertTrue(MetaText.path(meta).startsWith("Active Messages on "), MetaText.path(meta));
        assertEquals(NetworkPath.Medium.UNKNOWN, meta.medium());
        assertEquals(OptionalInt.empty(), meta.window(), "a publication has no window");
        assertEquals(List.of(), meta.ranks());
        assertTrue(meta.mpi().isEmpty(), "nor an MPI");
        assertFalse(meta.simulated());
    }

    @Test
    void aHandWrittenOlderFileReadsWithTheMissingPartsAbsent() throws Exception {
        Path file = dir.resolve("meta.json");
        Files.writeString(file, """
                {
                  "date": "2023-01-02T03:04:05Z",
                  "command": "run",
                  "window": 8,
                  "open_mpi": "4.0.3",
                  "ranks": [{"rank": 0, "host": "a"}, {"rank": 1, "host": "a", "numa": 0}],
                  "clock_overhead_ns": 25.0,
                  "retired_key": {"anything": [1, 2]}
                }
                """);
        RunMetadata meta = MetaJson.readMetadata(file);
        assertEquals("run", meta.command().orElseThrow());
        assertEquals(OptionalInt.of(8), meta.window());
        assertEquals(MpiImplementation.OPEN_MPI, meta.mpi().orElseThrow().implementation());
        assertEquals("4.0.3", meta.mpi().orElseThrow().library());
        assertEquals(
                List.of(new Placement.Rank(0, "a", null, null, null), new Placement.Rank(1, "a", null, null, null)),
                meta.ranks());
        assertTrue(meta.tool().isEmpty()
                && meta.machine().isEmpty()
                && meta.model().isEmpty());
        assertEquals(List.of(), meta.hosts());
        assertEquals(List.of(), meta.measurementWarnings());
        assertFalse(meta.simulated());
        assertFalse(meta.fromPublication());
        assertEquals(OptionalInt.empty(), meta.bulkWindow());
        assertEquals(RunMetadata.none(), MetaJson.of(Map.of()));
    }

    @Test
    void theSkippedPointsOfSchema1AreTyped() {
        RunMetadata meta = MetaJson.of(Map.of(
                "contention", Map.of("window", 32, "skipped", List.of("k_to_1 K=2", "pairs K=1")),
                "collectives", Map.of("ops", List.of("barrier"), "skipped", List.of("bcast n=4096 P=3"))));
        assertEquals(
                List.of(new Contention.Skip("k_to_1", 2), new Contention.Skip("pairs", 1)),
                meta.contention().orElseThrow().skipped());
        assertEquals(
                List.of(new Collectives.Skip("bcast", 4096, 3)),
                meta.collectives().orElseThrow().skipped());
    }

    @Test
    void aValueOfTheWrongKindInsideASectionIsNamedWithItsSection() throws Exception {
        Path file = dir.resolve("meta.json");
        Files.writeString(file, "{\"bulk\": {\"window\": \"eight\"}}\n");
        DataFormatException e = assertThrows(DataFormatException.class, () -> MetaJson.readMetadata(file));
        assertTrue(
                e.getMessage().endsWith("not a meta.json: key bulk.window: expected a whole number, got \"eight\""),
                e.getMessage());
    }

    /** The words the report gives an incomplete mark (FindingText, the one emitter). */
    private static String words(io.logp.meta.Incomplete m) {
        return io.logp.report.FindingText.incomplete(io.logp.analysis.RunMetaReading.incomplete(m));
    }
}
