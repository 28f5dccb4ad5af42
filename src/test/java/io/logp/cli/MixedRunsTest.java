package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files of two runs in one directory (issue 40): an Open MPI signature.csv beside an MPICH rtt.csv fitted with exit 0
 * and nothing flagged. Each run now stamps its files with its run id, and every offline command refuses a mix,
 * naming the runs and their files; an older run's files, which carry no id, are still read and say so.
 */
class MixedRunsTest {

    @TempDir
    static Path shared;

    private static Path a;
    private static Path b;

    @BeforeAll
    static void twoRuns() throws Exception {
        assertEquals(
                0,
                CliRun.paragon("--out", shared.toString(), "--quiet", "--run-id", "a")
                        .exitCode());
        CliRun second = CliRun.of(
                "simulate",
                "--os",
                "2.0",
                "--or",
                "3.0",
                "--g",
                "9.0",
                "--L",
                "5.0",
                "--out",
                shared.toString(),
                "--quiet",
                "--run-id",
                "b");
        assertEquals(0, second.exitCode(), second.toString());
        a = shared.resolve("signatures/a");
        b = shared.resolve("signatures/b");
    }

    /** A directory of {@code files} taken from {@code from}, each from its own run. */
    private static Path mixed(Path tmp, Path from, List<String> ownFiles, Path other, List<String> otherFiles)
            throws Exception {
        Path dir = tmp.resolve("signatures/mix");
        Files.createDirectories(dir);
        for (String f : ownFiles) Files.copy(from.resolve(f), dir.resolve(f));
        for (String f : otherFiles) Files.copy(other.resolve(f), dir.resolve(f));
        return dir;
    }

    @Test
    void everyDataFileAndMetaJsonCarryTheRunsId() throws Exception {
        String meta = Files.readString(a.resolve("meta.json"));
        List<String> signature = Files.readAllLines(a.resolve("signature.csv"));
        assertTrue(signature.get(0).endsWith(",run_id"), signature.get(0));
        String id = signature.get(1).substring(signature.get(1).lastIndexOf(',') + 1);
        assertTrue(id.startsWith("a."), id);
        assertTrue(meta.contains("\"run_id\" : \"" + id + "\"") || meta.contains("\"run_id\": \"" + id + "\""), meta);
        for (String line : signature.subList(1, signature.size())) assertTrue(line.endsWith("," + id), line);
        for (String line : Files.readAllLines(a.resolve("rtt.csv")).subList(1, 2))
            assertTrue(line.endsWith("," + id), line);
        String other = Files.readAllLines(b.resolve("rtt.csv")).get(1);
        assertNotEquals(id, other.substring(other.lastIndexOf(',') + 1));
    }

    @Test
    void aSignatureOfOneRunWithTheRttOfAnotherIsRefusedByEveryOfflineCommand(@TempDir Path tmp) throws Exception {
        Path dir = mixed(tmp, a, List.of("signature.csv", "meta.json"), b, List.of("rtt.csv"));
        for (String command : List.of("fit", "report", "plot")) {
            CliRun r = CliRun.of(command, dir.toString());
            assertEquals(ExitCodes.BAD_DATA, r.exitCode(), command + ": " + r);
            assertTrue(r.err().contains("files of 2 runs in one directory"), command + ": " + r.err());
            assertTrue(r.err().contains("meta.json, signature.csv of run a."), r.err());
            assertTrue(r.err().contains("rtt.csv of run b."), r.err());
        }
        CliRun json = CliRun.of("fit", dir.toString(), "--json");
        assertEquals(ExitCodes.BAD_DATA, json.exitCode(), json.toString());
        assertEquals("", json.out());
        CliRun compare = CliRun.of(
                "compare",
                a.toString(),
                dir.toString(),
                "--out",
                tmp.resolve("c").toString());
        assertEquals(ExitCodes.BAD_DATA, compare.exitCode(), compare.toString());
        assertTrue(compare.err().contains("rtt.csv of run b."), compare.err());
    }

    @Test
    void aMetaJsonOfAnotherRunIsRefusedToo(@TempDir Path tmp) throws Exception {
        Path dir = mixed(tmp, a, List.of("signature.csv", "rtt.csv"), b, List.of("meta.json"));
        CliRun r = CliRun.of("fit", dir.toString());
        assertEquals(ExitCodes.BAD_DATA, r.exitCode(), r.toString());
        assertTrue(r.err().contains("meta.json of run b."), r.err());
    }

    @Test
    void rowsOfTwoRunsInOneFileAreRefusedAtTheFirstForeignRow(@TempDir Path tmp) throws Exception {
        Path dir = mixed(tmp, a, List.of("rtt.csv", "meta.json"), b, List.of());
        List<String> rows = new ArrayList<>(Files.readAllLines(a.resolve("signature.csv")));
        List<String> others = Files.readAllLines(b.resolve("signature.csv"));
        int foreign = rows.size() + 1;
        // Rows of b at sizes a has not: only the run id tells them apart.
        for (String line : others.subList(1, others.size())) rows.add(line.replaceFirst("^16,", "17,"));
        Files.write(dir.resolve("signature.csv"), rows);
        CliRun r = CliRun.of("fit", dir.toString());
        assertEquals(ExitCodes.BAD_DATA, r.exitCode(), r.toString());
        assertTrue(r.err().contains("signature.csv:" + foreign + ": this row is of run 'b."), r.err());
    }

    @Test
    void aFileWithoutARunIdBesideStampedOnesIsAWarning(@TempDir Path tmp) throws Exception {
        Path dir = mixed(tmp, a, List.of("signature.csv", "meta.json"), b, List.of());
        Files.write(dir.resolve("rtt.csv"), withoutRunIds(Files.readAllLines(a.resolve("rtt.csv"))));
        CliRun r = CliRun.of("fit", dir.toString(), "--json");
        assertEquals(0, r.exitCode(), r.toString());
        assertTrue(r.out().contains("\"code\": \"FILES_WITHOUT_RUN_ID\""), r.out());
    }

    @Test
    void anOlderRunWithoutRunIdsIsReadAndSaysSo(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("signatures/old");
        Files.createDirectories(dir);
        for (String f : List.of("signature.csv", "rtt.csv"))
            Files.write(dir.resolve(f), withoutRunIds(Files.readAllLines(a.resolve(f))));
        List<String> meta = Files.readAllLines(a.resolve("meta.json")).stream()
                .filter(l -> !l.contains("\"run_id\""))
                .toList();
        Files.write(dir.resolve("meta.json"), meta);
        CliRun r = CliRun.of("fit", dir.toString(), "--json");
        assertEquals(0, r.exitCode(), r.toString());
        assertTrue(r.out().contains("\"code\": \"NO_RUN_ID\""), r.out());
        assertFalse(r.out().contains("FILES_WITHOUT_RUN_ID"), r.out());
        CliRun fitted = CliRun.of("fit", a.toString(), "--json");
        assertFalse(fitted.out().contains("RUN_ID"), fitted.out());
    }

    @Test
    void aLaunchOfMixedFilesIsLeftOutSayingWhy(@TempDir Path tmp) throws Exception {
        CliRun r = CliRun.paragon("--out", tmp.toString(), "--quiet", "--run-id", "l", "--launches", "3");
        assertEquals(0, r.exitCode(), r.toString());
        Path launch2 = tmp.resolve("signatures/l/launches/signatures");
        Path second;
        try (Stream<Path> launches = Files.list(launch2)) {
            second = launches.sorted().findFirst().orElseThrow();
        }
        Files.copy(b.resolve("rtt.csv"), second.resolve("rtt.csv"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        CliRun fit = CliRun.of("fit", tmp.resolve("signatures/l").toString(), "--json");
        assertEquals(0, fit.exitCode(), fit.toString());
        assertTrue(fit.out().contains("LAUNCH_LEFT_OUT"), fit.out());
        assertTrue(fit.out().contains("files of 2 runs in one directory"), fit.out());
    }

    private static List<String> withoutRunIds(List<String> lines) {
        return lines.stream().map(l -> l.substring(0, l.lastIndexOf(','))).toList();
    }
}
