package io.logp.cli;

import static io.logp.cli.OptionValidationTest.assertUsageHint;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The options of the transports below MPI are checked before anything is launched or written: a provider without
 * --transport ofi, a provider name fi_info could not print, a phase only MPI carries, a transport below MPI as a
 * tradeoffs variant. Each ends in a usage error naming the option, and no run directory.
 */
class BelowMpiOptionsTest {

    @TempDir
    Path tmp;

    private CliRun measure(String line) {
        List<String> args = new ArrayList<>(Arrays.asList(line.trim().split("\\s+")));
        args.addAll(List.of("--mpirun", tmp.resolve("no-such-mpirun").toString(), "--out", tmp.toString()));
        return CliRun.of(args.toArray(String[]::new));
    }

    private void assertNothingWritten() throws IOException {
        try (var files = Files.list(tmp)) {
            assertEquals(List.of(), files.toList(), "a usage error must not create the run directory");
        }
    }

    @Test
    void aProviderNeedsTheOfiTransport() throws IOException {
        CliRun run = measure("signature --ofi-provider shm");
        assertUsageHint(run, "signature");
        assertTrue(run.err().contains("--ofi-provider") && run.err().contains("native"), run.toString());
        assertNothingWritten();
    }

    @Test
    void aProviderNameIsOneFiInfoCouldPrint() throws IOException {
        CliRun run = CliRun.of(
                "rtt",
                "--transport",
                "ofi",
                "--ofi-provider",
                "shm tcp",
                "--mpirun",
                tmp.resolve("no-such-mpirun").toString(),
                "--out",
                tmp.toString());
        assertUsageHint(run, "rtt");
        assertTrue(run.err().contains("'shm tcp'"), run.toString());
        assertNothingWritten();
    }

    @Test
    void thePhasesOnlyMpiCarriesAreNamed() throws IOException {
        CliRun run = measure("run --transport ucx-am --np 4");
        assertUsageHint(run, "run");
        for (String phase : List.of("contention", "collectives", "ping-pong"))
            assertTrue(run.err().contains(phase), phase + ": " + run);
        assertNothingWritten();
    }

    @Test
    void tradeoffsComparesWaysIntoMpiOnly() {
        CliRun run = measure("tradeoffs --transport native,ofi");
        assertUsageHint(run, "tradeoffs");
        assertTrue(run.err().contains("'ofi' is not one of native, bindings"), run.toString());
    }
}
