package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.exit.ExitCodes;
import io.logp.fit.TextbookSystem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code fit} on files as other tools write them (columns in another order, empty ci95_us and samples, n_bytes = 0,
 * an RTT without CI, no meta.json): a signature written from the textbook formulas for the Myrinet parameters of
 * Culler et al. (o_s 2.0, o_r 2.6, g 12.4, L 11.1 us) gives back o_s, o_r, g within 2% and L within 5%.
 */
class ForeignFilesFitTest {

    private static final TextbookSystem MYRINET = TextbookSystem.MYRINET;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path base;

    private Path writeRun(String signatureHeader, String rttHeader, Signature signature, List<RttPoint> rtts)
            throws IOException {
        Path dir = Files.createDirectories(base.resolve("signatures").resolve("foreign"));
        RunFiles.writeSignature(dir.resolve("signature.csv"), signature, Arrays.asList(signatureHeader.split(",")));
        RunFiles.writeRtt(dir.resolve("rtt.csv"), rtts, Arrays.asList(rttHeader.split(",")));
        return dir;
    }

    private static JsonNode fitJson(Path dir) throws IOException {
        CliRun run = CliRun.of("fit", dir.toString(), "--json");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        return JSON.readTree(run.out());
    }

    private static void assertMyrinet(JsonNode fit) {
        String context = fit.toString();
        assertEquals(2.0, fit.get("o_s_us").asDouble(), 0.02 * 2.0, "o_s " + context);
        assertEquals(2.6, fit.get("o_r_us").asDouble(), 0.02 * 2.6, "o_r " + context);
        assertEquals(12.4, fit.get("g_us").asDouble(), 0.02 * 12.4, "g " + context);
        assertEquals(11.1, fit.get("L_us").asDouble(), 0.05 * 11.1, "L " + context);
        assertEquals(31.4, fit.get("rtt_us").asDouble(), 1e-9, "RTT " + context);
    }

    @ParameterizedTest(name = "signature columns {0}")
    @ValueSource(
            strings = {
                "n_bytes,delay_us,m,cost_us,ci95_us,samples",
                "m,cost_us,delay_us,n_bytes,samples,ci95_us",
                "samples,ci95_us,cost_us,m,delay_us,n_bytes",
                "host,delay_us,m,n_bytes,cost_us,ci95_us,samples,note",
            })
    void textbookMyrinetWithoutCisInAnyColumnOrderIsRecovered(String header) throws IOException {
        Signature signature = MYRINET.signature(0, MYRINET.delaysAroundIdle(), 256, Double.NaN);
        Path dir = writeRun(header, "samples,ci95_us,rtt_us,n_bytes", signature, List.of(MYRINET.rtt(0, Double.NaN)));
        assertTrue(Files.readString(dir.resolve("signature.csv")).contains("\n"), "written");

        JsonNode fit = fitJson(dir);

        assertMyrinet(fit);
        assertTrue(fit.get("rtt_ci95_us").isNull(), "an unknown RTT CI stays unknown: " + fit);
        assertTrue(fit.get("L_ci95_us").isNull(), "and so does L's: " + fit);
        assertTrue(fit.get("warnings").isEmpty(), fit.get("warnings").toString());
    }

    @Test
    void aZeroDelayCurveWrittenAsItsMeasuredWaitIsFittedWithANote() throws IOException {
        // A C program's file: the D = 0 curve written with the busy wait's own cost, each point its own measured D
        // (0.0100 +- 10%), and the wait paid after every issue (send-only cost o_s + D).
        Signature exact = MYRINET.signature(0, MYRINET.delaysAroundIdle(), 256, Double.NaN);
        java.util.Random calibrated = new java.util.Random(3);
        List<SignaturePoint> points = new ArrayList<>();
        for (SignaturePoint p : exact.points()) {
            if (p.delayUs() > 0) {
                points.add(p);
                continue;
            }
            double d = 0.01 * (1 + 0.1 * calibrated.nextGaussian());
            double cost = MYRINET.costUs(d, p.m());
            points.add(new SignaturePoint(0, d, p.m(), cost, Double.NaN, -1));
        }
        Path dir = writeRun(
                String.join(",", RunFiles.SIGNATURE_COLUMNS),
                String.join(",", RunFiles.RTT_COLUMNS),
                new Signature(points),
                List.of(MYRINET.rtt(0, Double.NaN)));

        JsonNode fit = fitJson(dir);

        assertMyrinet(fit);
        assertEquals(1, fit.get("warnings").size(), fit.get("warnings").toString());
        assertTrue(
                fit.get("warnings").get(0).get("code").asText().equals("LOWEST_DELAY_AS_ZERO")
                        && fit.get("warnings").get(0).get("delay_us").asDouble() > 0.009
                        && fit.get("warnings").get(0).get("delay_us").asDouble() < 0.011,
                fit.get("warnings").toString());
    }

    @Test
    void pandasStyleNumbersAreAccepted() throws IOException {
        // pandas writes integer columns that have a missing value as floats, and small or large floats with exponents.
        Signature signature = MYRINET.signature(0, MYRINET.delaysAroundIdle(), 256, Double.NaN);
        Path dir = writeRun(
                String.join(",", RunFiles.SIGNATURE_COLUMNS),
                String.join(",", RunFiles.RTT_COLUMNS),
                signature,
                List.of(MYRINET.rtt(0, Double.NaN)));
        Path csv = dir.resolve("signature.csv");
        StringBuilder pandas = new StringBuilder();
        for (String line : Files.readAllLines(csv)) {
            String[] f = line.split(",", -1);
            if (!f[0].equals("n_bytes")) {
                f[0] = f[0] + ".0";
                f[2] = f[2] + ".0";
                f[3] = String.format(java.util.Locale.ROOT, "%.9e", Double.parseDouble(f[3]));
            }
            pandas.append(String.join(",", f)).append('\n');
        }
        Files.writeString(csv, pandas);
        assertTrue(pandas.toString().contains("\n0.0,0.000000,256.0,1.240000000e+01,,\n"), pandas.substring(0, 200));

        assertMyrinet(fitJson(dir));
    }

    @Test
    void tableOfForeignFilesSaysWhatIsUnknown() throws IOException {
        Signature signature = MYRINET.signature(0, MYRINET.delaysAroundIdle(), 256, Double.NaN);
        Path dir = writeRun(
                String.join(",", RunFiles.SIGNATURE_COLUMNS),
                String.join(",", RunFiles.RTT_COLUMNS),
                signature,
                List.of(MYRINET.rtt(0, Double.NaN)));

        CliRun run = CliRun.of("fit", dir.toString(), "--verbose");

        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().startsWith("LogP parameters (small messages, n_bytes = 0)\n"), run.out());
        assertTrue(run.out().matches("(?s).*\nRTT +31\\.4 +us( +[^\n]*)?\n.*"), run.out());
        assertTrue(run.out().contains("\nwindow: unknown\n"), "no meta.json: " + run.out());
        assertTrue(run.out().contains("\nrun: foreign\n"), run.out());
    }

    @Test
    void smallestPayloadIsTheSmallMessageSignatureAndItsRttIsUsed() throws IOException {
        // A bulk signature at 1024 bytes (every cost 3 us dearer) and its slower RTT beside the small one.
        List<SignaturePoint> points = new ArrayList<>(
                MYRINET.signature(0, MYRINET.delaysAroundIdle(), 256, 0.002).points());
        for (SignaturePoint p :
                MYRINET.signature(1024, MYRINET.delaysAroundIdle(), 256, 0.002).points()) {
            points.add(new SignaturePoint(1024, p.delayUs(), p.m(), p.costUs() + 3, p.ci95Us(), p.samples()));
        }
        Path dir = writeRun(
                String.join(",", RunFiles.SIGNATURE_COLUMNS),
                String.join(",", RunFiles.RTT_COLUMNS),
                new Signature(points),
                List.of(new RttPoint(1024, 52.0, 0.1, 500), MYRINET.rtt(0, 0.02)));

        JsonNode fit = fitJson(dir);

        assertMyrinet(fit);
        assertEquals(0.02, fit.get("rtt_ci95_us").asDouble(), 1e-12);
        assertTrue(fit.get("warnings").isEmpty(), fit.get("warnings").toString());
    }

    @Test
    void missingRttForTheSmallPayloadFallsBackToTheSmallestWithAWarning() throws IOException {
        Signature signature = MYRINET.signature(16, MYRINET.delaysAroundIdle(), 256, 0.002);
        Path dir = writeRun(
                String.join(",", RunFiles.SIGNATURE_COLUMNS),
                String.join(",", RunFiles.RTT_COLUMNS),
                signature,
                List.of(new RttPoint(1024, 52.0, 0.1, 500), MYRINET.rtt(0, 0.02)));

        JsonNode fit = fitJson(dir);

        assertEquals(31.4, fit.get("rtt_us").asDouble(), 1e-9, "the RTT of n_bytes = 0, the smallest");
        JsonNode other = fit.get("warnings").get(0);
        assertEquals("RTT_OF_OTHER_SIZE", other.get("code").asText());
        assertEquals(16, other.get("n_bytes").asInt());
        assertEquals(0, other.get("rtt_n_bytes").asInt());
        assertEquals(
                "no RTT for n_bytes = 16; used the RTT of n_bytes = 0",
                other.get("message").asText());
    }
}
