package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.exit.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code simulate --bulk} with an eager/rendezvous switch, end to end: the options' bounds are checked by their
 * converters (exit 2, the option named), and the run's own files give the large-message regime's T0 and R from the
 * sizes above the switch.
 */
class SimulateBulkTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "--eager-limit, 8, must be in 16..",
        "--eager-limit, 4k, not a whole number",
        "--G, -1, must be in 0..1000",
        "--os-per-byte, 2000, must be in 0..1000",
        "--rendezvous-os, Infinity, not a finite number",
        "--bulk-start-up, 2e6, must be in 0..",
        "--rendezvous-shape, copy, is not one of flat"
    })
    void aValueOutOfBoundsNamesItsOption(String option, String value, String expected, @TempDir Path tmp) {
        CliRun run = CliRun.paragon("--bulk", option, value, "--out", tmp.toString());
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
        String first = run.err().lines().findFirst().orElse("");
        assertTrue(first.contains("'" + option + "'") && first.contains(expected), first);
        assertEquals(List.of(), listed(tmp), "nothing written");
    }

    @Test
    void theLargeMessageRegimeOfARendezvousSwitchComesFromTheSizesAboveIt(@TempDir Path tmp) throws Exception {
        // o_s 1, o_r 1.2, g 3, L 2 us; eager copies at 0.5 ns/B; above 4 KiB a handshake (2 L) and 1.5 us more, and
        // the interface moves the data at G = 0.2 ns/B: T(n) = 8.4 + 1.5 + 4 + (n - 16) 0.0002 us.
        CliRun run = CliRun.of(
                "simulate",
                "--os",
                "1.0",
                "--or",
                "1.2",
                "--g",
                "3.0",
                "--L",
                "2.0",
                "--jitter",
                "0.02",
                "--bulk",
                "--G",
                "0.0002",
                "--os-per-byte",
                "0.0005",
                "--eager-limit",
                "4096",
                "--rendezvous-os",
                "1.5",
                "--rendezvous-shape",
                "flat",
                "--bulk-max",
                "65536",
                "--no-get",
                "--bulk-signature-sizes",
                "1024,8192,65536",
                "--out",
                tmp.toString(),
                "--run-id",
                "rdv",
                "--quiet");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        Path dir = tmp.resolve("signatures").resolve("rdv");

        CliRun fit = CliRun.of("fit", dir.toString(), "--json");
        assertEquals(ExitCodes.OK, fit.exitCode(), fit.toString());
        JsonNode logp = new ObjectMapper().readTree(fit.out());
        double t0 = 8.4 + 1.5 + 4 - 16 * 0.0002;
        assertEquals(t0, logp.get("T0_us").asDouble(), 0.05 * t0, fit.out());
        assertEquals(5000, logp.get("R_MBps").asDouble(), 0.05 * 5000, fit.out());

        List<String> regimes = Files.readAllLines(dir.resolve("regimes.csv"));
        String headline =
                regimes.stream().filter(l -> l.contains(",true,")).findFirst().orElseThrow();
        assertTrue(headline.startsWith("store,6144,65536,"), "the large regime starts above the switch: " + regimes);
        assertTrue(regimes.stream().anyMatch(l -> l.startsWith("store,24,4096,")), regimes.toString());
    }

    private static List<Path> listed(Path dir) {
        try (var files = Files.list(dir)) {
            return files.toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
