package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.ExitCodes;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code fit} and {@code compare} on other suites' output files (the samples of ForeignFilesTest): what logp fits to
 * them, side by side with a logp run, with the method differences said; bad input exits 3 naming file and line.
 */
class OtherSuitesTest {

    @TempDir
    Path base;

    static Path sample(String name) throws URISyntaxException {
        return Path.of(OtherSuitesTest.class
                .getResource("/io/logp/format/foreign/foreign/" + name)
                .toURI());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "osu_latency-5.6.3.txt",
                "osu_latency-7.3-full.txt",
                "osu_bw-7.3.txt",
                "osu_bibw-5.8.txt",
                "imb-2021.3-pingpong.txt",
                "netpipe-3.7.2-np.out",
                "netpipe-5.x-np.out",
                "netgauge-2.4-loggp.out"
            })
    void fitPrintsWhatLogpFitsToEveryFormatWithItsNotes(String name) throws Exception {
        CliRun run = CliRun.of("fit", sample(name).toString(), "--verbose");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("\nnote: "), run.out());
        // By default one line per table, within one screen.
        CliRun brief = CliRun.of("fit", sample(name).toString());
        List<String> lines = brief.out().lines().toList();
        assertTrue(lines.get(0).startsWith("logp fit ") && lines.get(0).matches(".* \\d+ tables?"), brief.out());
        assertTrue(lines.size() <= 40 && lines.stream().allMatch(l -> l.length() <= 120), brief.out());
        int tables = Integer.parseInt(lines.get(0).replaceAll(".* (\\d+) tables?$", "$1"));
        assertEquals(tables + 2, lines.size(), "a header, a line per table, the way to the rest: " + brief.out());
        assertTrue(
                run.out().contains(": start-up time and large-message rate")
                        || run.out().contains("LogGP per size"),
                run.out());
    }

    @Test
    void theLatencyLineOfOsuIsItsFileLineAndTheRendezvousStepIsABreak() throws Exception {
        // The sample holds t = 0.20 + n/5000 us to 8 KiB and 1.2 us more from 16 KiB, written with 2 decimals.
        CliRun run = CliRun.of("fit", sample("osu_latency-5.6.3.txt").toString(), "--verbose");
        assertTrue(run.out().matches("(?s).*\nTs +0\\.(200|1999|2000) ± 0\\.00\\d+ +us\n.*"), run.out());
        assertTrue(run.out().matches("(?s).*\nR = 1/Tc +500\\d[.0-9]* +± +[.0-9]+ +MB/s\n.*"), run.out());
        // The one break, a step up of 1.2 us: 1.199 ± 0.058 from the lines of both sides.
        assertTrue(run.out().matches("(?s).*\n8192 / 16384 +step up +1\\.199 ± 0\\.058 .*"), run.out());
    }

    @Test
    void netgaugeShowsLogpsLatencyBesideNetgaugesHalfRoundTrip() throws Exception {
        CliRun run = CliRun.of("fit", sample("netgauge-2.4-loggp.out").toString(), "--verbose");
        // s = 1: L (logp) = 2.2002/2 - 0.40001 - 0.5 = 0.20009; Netgauge's L column is 1.1001.
        // G is 1e-4 us/B: 0.1000 ns/B, as every table shows a per-byte cost.
        assertTrue(
                run.out().matches("(?s).*\n +1 +2\\.20 +0\\.400 +0\\.500 +0\\.600 +0\\.100 +0\\.200 +1\\.10\n.*"),
                run.out());
        assertTrue(run.unwrapped().contains("Netgauge's L is PRTT(1,0,s)/2"), run.out());
    }

    @Test
    void compareSetsOtherSuitesBesideALogpRunAndWritesTheNotes() throws Exception {
        CliRun sim = CliRun.of(
                "simulate",
                "--os",
                "0.1",
                "--or",
                "0.15",
                "--g",
                "0.3",
                "--L",
                "0.02",
                "--jitter",
                "0.02",
                "--warmup-seconds",
                "0",
                "--quiet",
                "--label",
                "shm",
                "--out",
                base.toString());
        assertEquals(ExitCodes.OK, sim.exitCode(), sim.toString());
        Path runDir;
        try (Stream<Path> runs = Files.list(base.resolve("signatures"))) {
            runDir = runs.findFirst().orElseThrow();
        }
        Path out = base.resolve("cmp");
        CliRun run = CliRun.of(
                "compare",
                runDir.toString(),
                sample("netpipe-3.7.2-np.out").toString(),
                sample("imb-2021.3-pingpong.txt").toString(),
                sample("netgauge-2.4-loggp.out").toString(),
                sample("osu_bw-7.3.txt").toString(),
                "--out",
                out.toString());

        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        for (String label : List.of(
                "NetPIPE 3.7 np.out",
                "IMB 2021.3 PingPong",
                "IMB 2021.3 PingPing",
                "Netgauge 2.4 loggp",
                "OSU OMB 7.3 osu_bw")) {
            assertTrue(run.out().contains(label), label + "\n" + run.out());
        }
        // NetPIPE's RTT is twice its one-way time at 16 bytes: 2 x 0.16 us.
        assertTrue(
                run.out().contains("NetPIPE 3.7 np.out: reference; one-way ping-pong, same size both ways"), run.out());
        String notes = Files.readString(out.resolve("notes.txt"));
        assertTrue(notes.contains("RTT = 2 x 0.160 us, its one-way time at 16 bytes"), notes);
        assertTrue(notes.contains("osu_bw: a window of 64 non-blocking sends"), notes);
        assertTrue(run.err().contains("note: Netgauge's L is PRTT(1,0,s)/2"), run.err());
    }

    @Test
    void badInputExitsThreeNamingTheFileAndLine() throws IOException {
        Path bad = base.resolve("osu.txt");
        Files.writeString(bad, "# OSU MPI Latency Test v7.3\n# Size       Avg Latency(us)\n1 0.20\n2 zero\n");
        CliRun fit = CliRun.of("fit", bad.toString());
        assertEquals(ExitCodes.BAD_DATA, fit.exitCode(), fit.toString());
        // 'zero' is no number: a missing value, which leaves one size, too few for a line.
        assertTrue(
                fit.err().contains(bad + ":1: no table of a known benchmark")
                        && fit.err().contains("osu_latency (line 1) with 1 size(s) that have a number"),
                fit.err());
        CliRun compare =
                CliRun.of("compare", bad.toString(), "--out", base.resolve("c").toString());
        assertEquals(ExitCodes.BAD_DATA, compare.exitCode(), compare.toString());
        assertTrue(compare.err().contains(bad + ":1:"), compare.err());
    }
}
