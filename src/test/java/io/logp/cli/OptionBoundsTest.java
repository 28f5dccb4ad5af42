package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Bounds;
import io.logp.exit.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 19, item 2: every option at its bound and one step beyond. At the bound a measuring command passes every
 * check and fails only at the launcher, which does not exist here (exit 4, nothing started); beyond it, it exits 2
 * before anything starts, and the first line of stderr names the option. The audit's values that hung or died of
 * an OutOfMemoryError are among the rows.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class OptionBoundsTest {

    @TempDir
    Path tmp;

    private CliRun measure(String line) {
        List<String> args = new ArrayList<>(Arrays.asList(line.trim().split("\\s+")));
        if (!args.get(0).equals("simulate"))
            args.addAll(List.of("--mpirun", tmp.resolve("no-such-mpirun").toString()));
        args.addAll(List.of("--out", tmp.toString()));
        return CliRun.of(args.toArray(String[]::new));
    }

    private static void assertRefusedNaming(String option, CliRun run) {
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
        String first = run.err().lines().findFirst().orElse("");
        assertTrue(first.contains(option), "the first line names " + option + ": " + run);
        assertTrue(!run.err().contains("Exception") && !run.err().contains("\tat "), "no stack trace: " + run);
        assertEquals("", run.out(), run.toString());
    }

    @ParameterizedTest(name = "{0}: {1} | {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "--window            | run --window 4096                          | run --window 4097",
                "--window            | run --window 4096                          | run --window 100000000",
                "--payload-words     | run --payload-words 16384                  | run --payload-words 16385",
                "--m-cap             | run --m-cap 400000                         | run --m-cap 400001",
                "--m-max             | run --m-max 400000 --m-cap 400000          | run --m-max 100000000 --m-cap 100000000 --budget-seconds 5",
                "--m-cap             | run --batch 10 --m-cap 2000000             | run --batch 10 --m-cap 2000001",
                "--delays            | run --delays 0,78.125                      | run --delays 0,78.2",
                "--delays            | run --delays 0,1                           | run --delays 0,1e9",
                "--delays            | run --max-point-seconds 10 --delays 0,781.25 | run --max-point-seconds 10 --delays 0,782",
                "--delays            | run --delays 0,1                           | run --delays 0,Infinity",
                "--delays            | run --delays 0,1                           | run --delays 0,NaN",
                "--max-trials        | run --max-trials 4194304                   | run --max-trials 4194305",
                "--rtt-trials        | rtt --rtt-trials 4194304                   | rtt --rtt-trials 4194305",
                "--budget-seconds    | run --budget-seconds 86400                 | run --budget-seconds 86401",
                "--budget-seconds    | run --budget-seconds 86400                 | run --budget-seconds Infinity",
                "--max-point-seconds | run --max-point-seconds 90                 | run --max-point-seconds 90.5",
                "--warmup-seconds    | run --warmup-seconds 600                   | run --warmup-seconds 600.5",
                "--timeout           | run --timeout 3600                         | run --timeout 3601",
                "--timeout           | pingpong --timeout 3600                    | pingpong --timeout 3601",
                "--timeout           | queues --timeout 3600                      | queues --timeout 0",
                "--timeout           | run --timeout 1                            | run --timeout 0.2",
                "--timeout           | pingpong --timeout 1                       | pingpong --timeout 0.99",
                "--bulk-max          | bulk --bulk-max 67108864                   | bulk --bulk-max 67108865",
                "--bulk-sizes        | bulk --bulk-sizes 16,67108864              | bulk --bulk-sizes 16,67108865",
                "--bulk-window       | bulk --bulk-max 65536 --bulk-window 1024   | bulk --bulk-max 65536 --bulk-window 1025",
                "--bulk-window 10    | bulk --bulk-max 67108864 --bulk-window 9   | bulk --bulk-max 67108864 --bulk-window 10",
                "--bulk-max          | run --np 4 --bulk-max 33554432             | run --np 4 --bulk-max 67108864",
                "--bulk-m-cap        | bulk --bulk-signature-sizes 100000 --batch 10 --bulk-m-cap 95238 | bulk --bulk-signature-sizes 100000 --batch 10 --bulk-m-cap 95239",
                "--bulk-budget-seconds | bulk --bulk-budget-seconds 86400         | bulk --bulk-budget-seconds 86401",
                "--bulk-warmup-seconds | bulk --bulk-sizes 16,1024 --no-bulk-signatures --bulk-budget-seconds 10 --bulk-warmup-seconds 5 | bulk --bulk-sizes 16,1024 --no-bulk-signatures --bulk-budget-seconds 10 --bulk-warmup-seconds 5.01",
                "--contention-window | contention --contention-window 1024        | contention --contention-window 1025",
                "--k-max             | contention --k-max 3                       | contention --k-max 4",
                "--trial-us          | contention --trial-us 1000000              | contention --trial-us 1000001",
                "--point-seconds     | contention --point-seconds 120             | contention --point-seconds 121",
                "--contention-bytes  | contention --np 3 --contention-window 1 --contention-bytes 67108864 | contention --np 4 --contention-window 1 --contention-bytes 67108864",
                "--contention-bytes  | contention --contention-bytes 65536        | contention --contention-bytes 67108865",
                "--contention-budget-seconds | contention --contention-budget-seconds 86400 | contention --contention-budget-seconds 86401",
                "--max-launches      | collectives --max-launches 1000000         | collectives --max-launches 1000001",
                "--loop-k            | collectives --loop-k 1000000               | collectives --loop-k 1000001",
                "--init-launches     | collectives --init-launches 10000          | collectives --init-launches 10001",
                "--max-valid         | collectives --max-valid 100                | collectives --max-valid 101",
                "--relative-error    | collectives --relative-error 1             | collectives --relative-error 1.5",
                "--collective-point-seconds | collectives --collective-point-seconds 600 | collectives --collective-point-seconds 601",
                "--collectives-budget-seconds | collectives --collectives-budget-seconds 86400 | collectives --collectives-budget-seconds 86401",
                "--sizes             | collectives --sizes 16777216               | collectives --sizes 16777217",
                "--trials            | pingpong --trials 4194304                  | pingpong --trials 4194305",
                "--trials            | pingpong --npp 1000000 --trials 10000      | pingpong --npp 1000000 --trials 10001",
                "--npp               | pingpong --npp 1000000 --trials 10         | pingpong --npp 1000001 --trials 10",
                "--max-size          | pingpong --max-size 67108864               | pingpong --max-size 67108865",
                "--timer-reads       | pingpong --timer-reads 1073741824          | pingpong --timer-reads 1073741825",
                "--cut-coef          | pingpong --cut-coef 1000                   | pingpong --cut-coef 1000.5",
                "--linear-step       | pingpong --min-size 0 --max-size 20000 --linear-step 2 | pingpong --min-size 0 --max-size 20000 --linear-step 1",
                "--res-npp           | pingpong --res-npp 10000                   | pingpong --res-npp 10001",
                "--q-max             | queues --q-max 65536                       | queues --q-max 65537",
                "--q-max-long        | queues --q-max-long 1024                   | queues --q-max-long 1025",
                "--memory-limit      | queues --memory-limit 4194304              | queues --memory-limit 4194305",
                "--quiet-seconds     | queues --quiet-seconds 600                 | queues --quiet-seconds 600.5",
                "--long-bytes        | queues --long-bytes 67108864 --q-max-long 16 | queues --long-bytes 67108865",
            })
    void atTheBoundAcceptedBeyondItRefusedNamingTheOption(String option, String at, String beyond) {
        CliRun accepted = measure(at);
        assertEquals(ExitCodes.MPI_UNAVAILABLE, accepted.exitCode(), "passes every check: " + accepted);

        assertRefusedNaming(option, measure(beyond));
    }

    /** Commands that measure nothing over MPI: only the step beyond is run, the bound's own run would compute. */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "--os             | simulate --os 1000001 --or 1 --g 3 --L 1",
                "--L              | simulate --os 1 --or 1 --g 3 --L 1e300",
                "--g              | simulate --os 1 --or 1 --g Infinity --L 1",
                "--outlier-factor | simulate --os 1 --or 1 --g 3 --L 1 --outlier-factor 10001",
                "--m-cap          | simulate --os 1 --or 1 --g 3 --L 1 --m-cap 400001",
                "--rounds         | overhead --rounds 1001",
                "--window         | tradeoffs --window 4097",
            })
    void beyondTheBoundIsRefusedNamingTheOption(String option, String beyond) {
        assertRefusedNaming(option, measure(beyond));
    }

    @Test
    void statsCutCoefAtAndBeyondItsBound() throws Exception {
        Path samples = Files.writeString(tmp.resolve("samples.txt"), "1.0\n1.1\n1.2\n1.3\n5.0\n");

        CliRun at = CliRun.of("stats", samples.toString(), "--cut-coef", "1000");
        assertEquals(ExitCodes.OK, at.exitCode(), at.toString());
        assertRefusedNaming("--cut-coef", CliRun.of("stats", samples.toString(), "--cut-coef", "1000.5"));
        assertRefusedNaming("--bin-width", CliRun.of("stats", samples.toString(), "--bin-width", "Infinity"));
    }

    @Test
    void fitWindowBeyondItsBound() throws Exception {
        Files.createDirectories(tmp.resolve("run"));
        assertRefusedNaming("--window", CliRun.of("fit", tmp.resolve("run").toString(), "--window", "4097"));
    }

    /** --np 1000 on 2 cores started 1000 JVMs; now at most 4 ranks per core without a hostfile. */
    @Test
    void ranksAtAndBeyondFourPerCore() {
        int bound = Bounds.MAX_RANKS_PER_CORE * Runtime.getRuntime().availableProcessors();

        CliRun accepted = measure("rtt --np " + bound);
        assertEquals(ExitCodes.MPI_UNAVAILABLE, accepted.exitCode(), accepted.toString());
        CliRun refused = measure("rtt --np " + (bound + 1));
        assertRefusedNaming("--np " + (bound + 1), refused);
        assertTrue(refused.err().contains("--hostfile"), "says how to run more: " + refused);
        assertRefusedNaming("--np 1000", measure("run --np 1000"));
    }

    @Test
    void ranksWithAHostfileAtAndBeyondTheirBound() throws Exception {
        Path hosts = Files.writeString(tmp.resolve("hosts"), "localhost slots=4096\n");

        CliRun accepted = measure("rtt --hostfile " + hosts + " --np " + Bounds.MAX_RANKS);
        assertEquals(ExitCodes.MPI_UNAVAILABLE, accepted.exitCode(), accepted.toString());
        assertRefusedNaming("--np", measure("rtt --hostfile " + hosts + " --np " + (Bounds.MAX_RANKS + 1)));
    }
}
