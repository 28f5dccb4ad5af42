package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.report.RestoreDefaultLocale;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

@ExtendWith(RestoreDefaultLocale.class)
class RunDirectoryTest {

    /** 07:08:09 UTC, seen from a zone where the local date is already the 6th. */
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2024-03-05T23:08:09Z"), ZoneId.of("Asia/Tokyo"));

    @TempDir
    Path dir;

    @Test
    void layoutOfARun() {
        RunDirectory run = RunDirectory.of(dir, "20240305-230809-vader");

        Path data = dir.resolve("signatures/20240305-230809-vader");
        Path plots = dir.resolve("plots/20240305-230809-vader");
        assertEquals("20240305-230809-vader", run.runId());
        assertEquals(data, run.signaturesDir());
        assertEquals(plots, run.plotsDir());
        assertEquals(data.resolve("signature.csv"), run.signatureCsv());
        assertEquals(data.resolve("rtt.csv"), run.rttCsv());
        assertEquals(data.resolve("rtt_samples.txt"), run.rttSamples());
        assertEquals(data.resolve("logp.json"), run.logpJson());
        assertEquals(data.resolve("logp.md"), run.logpMarkdown());
        assertEquals(data.resolve("meta.json"), run.metaJson());
        assertEquals(plots.resolve("signature.png"), run.signaturePng());
    }

    @Test
    void defaultBaseIsTheCurrentDirectory() {
        RunDirectory run = RunDirectory.inCurrentDirectory("r1");
        assertEquals(Path.of("signatures", "r1"), run.signaturesDir());
        assertEquals(Path.of("plots", "r1"), run.plotsDir());
    }

    @ParameterizedTest(name = "''{0}'' -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "vader | 20240305-230809-vader",
                "Shared Memory / vader | 20240305-230809-shared-memory-vader",
                "--tcp--eth0-- | 20240305-230809-tcp-eth0",
                "INFINIBAND | 20240305-230809-infiniband",
                "'' | 20240305-230809",
                "~~~ | 20240305-230809",
                "a-very-long-label-that-goes-on-and-on-beyond-forty-chars"
                        + " | 20240305-230809-a-very-long-label-that-goes-on-and-on-be",
            })
    void newRunIdIsUtcTimeAndSanitisedLabel(String label, String expected) {
        assertEquals(expected, RunDirectory.newRunId(label, CLOCK));
    }

    @Test
    void newRunIdIgnoresTheDefaultLocale() {
        Locale.setDefault(Locale.forLanguageTag("tr"));
        assertEquals("20240305-230809-infiniband-mpi", RunDirectory.newRunId("INFINIBAND MPI", CLOCK));
        Locale.setDefault(Locale.forLanguageTag("ar-EG"));
        assertEquals("20240305-230809", RunDirectory.newRunId("", CLOCK));
    }

    @Test
    void anExistingDataDirectoryGivesItsPlotDirectory() {
        RunDirectory run = RunDirectory.of(dir.resolve("signatures/r1"));
        assertEquals("r1", run.runId());
        assertEquals(dir.resolve("signatures/r1"), run.signaturesDir());
        assertEquals(dir.resolve("plots/r1"), run.plotsDir());
        assertEquals(RunDirectory.of(dir, "r1"), run);

        assertEquals(
                Path.of("plots/r1"), RunDirectory.of(Path.of("signatures/r1/")).plotsDir());
    }

    @Test
    void createMakesBothDirectories() throws IOException {
        RunDirectory run = RunDirectory.of(dir, "r1").create();
        assertTrue(Files.isDirectory(run.signaturesDir()));
        assertTrue(Files.isDirectory(run.plotsDir()));
    }

    @Test
    void createRefusesAnExistingRun() throws IOException {
        RunDirectory run = RunDirectory.of(dir, "r1").create();
        IOException e = assertThrows(IOException.class, run::create);
        assertEquals("run directory " + run.signaturesDir() + " already exists; choose another run id", e.getMessage());
    }

    /** Two runs started in the same second (0.3 s apart, same label) used to collide; now the second is numbered. */
    @Test
    void runsOfOneSecondAreNumberedNotRefused() throws Exception {
        String id = RunDirectory.newRunId("signature", CLOCK);
        RunDirectory first = RunDirectory.createNumbered(dir, id);
        RunDirectory second = RunDirectory.createNumbered(dir, id);
        RunDirectory third = RunDirectory.createNumbered(dir, id);
        assertEquals(id, first.runId());
        assertEquals(id + "-2", second.runId());
        assertEquals(id + "-3", third.runId());
        assertTrue(Files.isDirectory(third.signaturesDir()) && Files.isDirectory(third.plotsDir()));
        // Started together, eight runs still get eight directories: taking one is atomic.
        java.util.List<java.util.concurrent.Future<String>> ids = new java.util.ArrayList<>();
        try (var pool = java.util.concurrent.Executors.newFixedThreadPool(8)) {
            for (int i = 0; i < 8; i++)
                ids.add(pool.submit(
                        () -> RunDirectory.createNumbered(dir, "together").runId()));
        }
        java.util.Set<String> distinct = new java.util.HashSet<>();
        for (var f : ids) distinct.add(f.get());
        assertEquals(8, distinct.size(), distinct.toString());
    }

    @Test
    void createFailsClearlyWhenAFileIsInTheWay() throws IOException {
        Files.writeString(dir.resolve("signatures"), "not a directory");
        IOException e =
                assertThrows(IOException.class, () -> RunDirectory.of(dir, "r1").create());
        assertTrue(e.getMessage().startsWith("cannot create directory " + dir.resolve("signatures")), e.getMessage());
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", " ", ".", "..", "a/b", "a\\b"})
    void runIdMustBeOneDirectoryName(String runId) {
        assertThrows(IllegalArgumentException.class, () -> RunDirectory.of(dir, runId));
    }
}
