package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.exit.ExitCodes;
import io.logp.stats.FilteredStatistics;
import io.logp.stats.PingPongStatistics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code logp stats FILE}: the JSON contract, the Appendix C summary, and the exit codes of bad input. */
class StatsCommandTest {

    /** Median 1.3227, so the default cut of 2 removes 570.8072 alone and keeps 2.616. */
    private static final double[] TRIALS = {1.3113, 1.2451, 570.8072, 1.3227, 1.3113, 2.616, 1.4};

    private static final List<String> KEYS = List.of(
            "n", "min_us", "median_us", "mean_us", "max_us", "variance", "stddev", "cv_percent", "stderr", "rse");

    @TempDir
    Path dir;

    private Path samplesFile(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private Path trialsFile() throws IOException {
        StringBuilder text = new StringBuilder("# time_us\n");
        for (double t : TRIALS) text.append(t).append('\n');
        return samplesFile("trials.txt", text.toString());
    }

    private static Map<String, Object> parse(String json) throws IOException {
        return new ObjectMapper().readValue(json, new TypeReference<Map<String, Object>>() {});
    }

    private static void assertStatistics(PingPongStatistics expected, Map<String, Object> actual) {
        assertAll(
                () -> assertEquals(expected.n(), actual.get("n")),
                () -> assertEquals(expected.minUs(), actual.get("min_us")),
                () -> assertEquals(expected.medianUs(), actual.get("median_us")),
                () -> assertEquals(expected.meanUs(), actual.get("mean_us")),
                () -> assertEquals(expected.maxUs(), actual.get("max_us")),
                () -> assertEquals(expected.variance(), actual.get("variance")),
                () -> assertEquals(expected.stddev(), actual.get("stddev")),
                () -> assertEquals(expected.cvPercent(), actual.get("cv_percent")),
                () -> assertEquals(expected.stderr(), actual.get("stderr")),
                () -> assertEquals(expected.rse(), actual.get("rse")));
    }

    @Test
    @SuppressWarnings("unchecked")
    void jsonHasExactlyTheKeysAndTheValuesOfTheStatistics() throws IOException {
        CliRun run = CliRun.of("stats", trialsFile().toString(), "--json");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        Map<String, Object> json = parse(run.out());
        List<String> keys = new ArrayList<>(List.of("schema_version"));
        keys.addAll(KEYS);
        keys.add("filtered");
        assertEquals(keys, new ArrayList<>(json.keySet()));
        Map<String, Object> filtered = (Map<String, Object>) json.get("filtered");
        List<String> filteredKeys = new ArrayList<>(KEYS);
        filteredKeys.addAll(List.of("cut_coef", "removed"));
        assertEquals(filteredKeys, new ArrayList<>(filtered.keySet()));

        assertStatistics(PingPongStatistics.of(TRIALS), json);
        FilteredStatistics expected = FilteredStatistics.of(TRIALS, 2);
        assertStatistics(expected.statistics(), filtered);
        assertEquals(2.0, filtered.get("cut_coef"));
        assertEquals(1, filtered.get("removed"));
        assertEquals(6, filtered.get("n"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void jsonFollowsTheCutCoefficientAndWritesNullForTheSpreadOfOneTrial() throws IOException {
        CliRun run = CliRun.of("stats", trialsFile().toString(), "--json", "--cut-coef", "1.01");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        Map<String, Object> filtered = (Map<String, Object>) parse(run.out()).get("filtered");
        // 1.01 x 1.3227 = 1.3359: keeps 1.2451, 1.3113, 1.3113 and 1.3227.
        assertEquals(1.01, filtered.get("cut_coef"));
        assertEquals(3, filtered.get("removed"));

        Path one = samplesFile("one.txt", "1.5\n");
        Map<String, Object> single =
                parse(CliRun.of("stats", one.toString(), "--json").out());
        assertEquals(1, single.get("n"));
        assertEquals(1.5, single.get("median_us"));
        for (String key : List.of("variance", "stddev", "cv_percent", "stderr", "rse")) {
            assertTrue(single.containsKey(key), key);
            assertNull(single.get(key), key);
        }
    }

    @Test
    void summaryHasTheSectionsOfAppendixC() throws IOException {
        CliRun run = CliRun.of("stats", trialsFile().toString(), "--bin-width", "0.5", "--verbose");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        PingPongStatistics all = PingPongStatistics.of(TRIALS);
        String expectedVariance = "variance = "
                + new java.math.BigDecimal(all.variance())
                        .round(new java.math.MathContext(4))
                        .toPlainString()
                + " us²";
        for (String line : List.of(
                "number of timing trials = 7",
                "TIMING RESULTS IN MICROSECONDS",
                "minimum time = 1.2451",
                "median time = 1.3227",
                "maximum time = 570.8072",
                "STATISTICS FOR TIMINGS",
                expectedVariance,
                "standard deviation = ",
                "coefficient of variation (CV) = ",
                "standard error = ",
                "relative standard error (RSE) = ",
                "FILTERED DATA RESULTS",
                "filtering cut-off coefficient = 2.0000",
                "timing trials after filtering = 6",
                "# of timings removed by filtering = 1",
                "FILTERED TIMING RESULTS IN MICROSECONDS",
                "maximum time = 2.6160",
                "STATISTICS FOR FILTERED TIMINGS",
                "DISTRIBUTION OF TIMES IN MICROSECONDS (bin width 0.5)",
                "1.0 <= times < 1.5 with count = 5",
                "1.5 <= times < 2.0 with count = 0",
                "2.5 <= times < 3.0 with count = 1")) {
            assertTrue(run.out().lines().anyMatch(l -> l.startsWith(line)), "missing '" + line + "' in\n" + run.out());
        }
        // 570.8 us is one interruption a thousand bins away: counted after the last bin, not given 1140 bins.
        assertTrue(run.out().contains("101.0 <= times with count = 1"), run.out());
    }

    private static String fourDigits(double value) {
        return new java.math.BigDecimal(value)
                .round(new java.math.MathContext(4))
                .toPlainString();
    }

    @Test
    void summaryIsTheSameInARussianLocale() throws IOException {
        Path file = trialsFile();
        String root = CliRun.of("stats", file.toString(), "--verbose").out();
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("ru-RU"));
            assertEquals(root, CliRun.of("stats", file.toString(), "--verbose").out());
        } finally {
            Locale.setDefault(saved);
        }
        assertTrue(root.contains("minimum time = 1.2451"), root);
    }

    @Test
    void aMissingFileIsBadData() {
        CliRun run = CliRun.of("stats", dir.resolve("nope.txt").toString());
        assertEquals(ExitCodes.BAD_DATA, run.exitCode(), run.toString());
        assertTrue(run.err().contains("nope.txt"), run.err());
    }

    @Test
    void aMalformedLineIsBadDataAtItsLine() throws IOException {
        Path file = samplesFile("bad.txt", "# time_us\n1.25\n1,31\n");
        CliRun run = CliRun.of("stats", file.toString());
        assertEquals(ExitCodes.BAD_DATA, run.exitCode(), run.toString());
        assertTrue(run.err().contains(file + ":3"), run.err());
    }

    @Test
    void aFileWithoutTrialsIsBadDataNamingTheFile() throws IOException {
        Path file = samplesFile("empty.txt", "# time_us\n\n");
        CliRun run = CliRun.of("stats", file.toString(), "--json");
        assertEquals(ExitCodes.BAD_DATA, run.exitCode(), run.toString());
        assertTrue(run.err().contains(file.toString()), run.err());
        assertEquals("", run.out());
    }

    @Test
    void badOptionValuesAreUsageErrorsNamingTheOption() throws IOException {
        String file = trialsFile().toString();
        for (String[] args : List.of(
                new String[] {"--cut-coef", "0"},
                new String[] {"--cut-coef", "-2"},
                new String[] {"--cut-coef", "0.1"},
                new String[] {"--bin-width", "0"})) {
            CliRun run = CliRun.of("stats", file, args[0], args[1]);
            assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
            assertTrue(run.err().contains(args[0]), run.err());
            assertEquals("", run.out());
        }
    }

    @Test
    void optionsAreCheckedBeforeTheFileIsRead() {
        CliRun run = CliRun.of("stats", dir.resolve("nope.txt").toString(), "--cut-coef", "0");
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
    }

    @Test
    void helpShowsTheDefaultCut() {
        CliRun run = CliRun.of("stats", "--help");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().startsWith("Usage: logp stats "), run.out());
        String cut = HelpTest.entries(run.out()).get("--cut-coef");
        assertTrue(cut != null && cut.contains("default: 2.0"), String.valueOf(cut));
    }
}
