package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.data.NetworkPath.Medium;
import io.logp.finding.Code;
import io.logp.finding.Finding;
import io.logp.finding.FitFinding;
import io.logp.finding.RunFinding;
import io.logp.finding.SampleFindings;
import io.logp.report.FindingText;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** A finding survives a file: written as {code, severity, message, ...numbers} and read back as the same record. */
class FindingJsonTest {

    @ParameterizedTest
    @EnumSource(Code.class)
    void everyFindingReadsBackAsItWasWritten(Code code) throws Exception {
        Finding f = SampleFindings.of(code);
        String json = JsonFiles.toJson(FindingJson.object(f, FindingText.words(f, Medium.SHARED_MEMORY)));

        Map<String, Object> read = new com.fasterxml.jackson.databind.ObjectMapper().readValue(json, Map.class);

        assertEquals(code.name(), read.get("code"));
        assertEquals(code.severity().label(), read.get("severity"));
        assertEquals(FindingText.words(f, Medium.SHARED_MEMORY), read.get("message"));
        assertEquals(f, FindingJson.read(read));
    }

    @Test
    void theNumbersAreNamedInSnakeCase() {
        Map<String, Object> o =
                FindingJson.object(new FitFinding.NegativeLatency(-0.023, 0.011, 0.2465, 0.269), "words");

        assertEquals(
                List.of("code", "severity", "message", "l_us", "l_ci95_us", "half_rtt_us", "overheads_us"),
                List.copyOf(o.keySet()));
    }

    @Test
    void everyCapitalStartsAWordAsInTheCsvColumns() {
        assertEquals(
                List.of("code", "severity", "message", "g_us", "o_s_us"),
                List.copyOf(FindingJson.object(new FitFinding.GapBelowSendOverhead(1, 2), "words")
                        .keySet()));
        assertEquals(
                List.of("code", "severity", "message", "n_bytes", "rtt_n_bytes"),
                List.copyOf(FindingJson.object(new FitFinding.RttOfOtherSize(16, 0), "words")
                        .keySet()));
    }

    @Test
    void aSentenceOfAnOlderRunOrAnUnknownCodeReadsUntypedWithWhatTheFileSays() {
        assertEquals(new RunFinding.Untyped(null, "the RTT drifted"), FindingJson.read("the RTT drifted"));
        assertEquals(
                new RunFinding.Untyped("NOT_YET_A_CODE", "from the future"),
                FindingJson.read(Map.of("code", "NOT_YET_A_CODE", "message", "from the future")));
        // the notes of other suites' tables were NOTEs before they had codes
        assertEquals(
                new RunFinding.Untyped("NOTE", "osu_latency: half the round trip"),
                FindingJson.read(
                        Map.of("code", "NOTE", "severity", "info", "message", "osu_latency: half the round trip")));
    }

    @Test
    void anUntypedWarningWrittenAgainKeepsItsFirstCode() {
        RunFinding.Untyped f = new RunFinding.Untyped("NOT_YET_A_CODE", "from the future");
        Map<String, Object> data = FindingJson.object(f, null);
        assertEquals(List.of("code", "severity", "written_code", "message"), List.copyOf(data.keySet()));
        assertEquals(f, FindingJson.read(data));
        assertEquals(
                List.of("code", "severity", "message"),
                List.copyOf(FindingJson.object(new RunFinding.Untyped(null, "words"), "words")
                        .keySet()));
    }

    @Test
    void aFindingOfMetaJsonHasNoWordsAndAnUnknownOneIsNamedByItsCode() {
        Finding drift = new io.logp.finding.MeasurementFinding.GcRemeasured(16, 3);
        Map<String, Object> data = FindingJson.object(drift, null);
        assertEquals(List.of("code", "severity", "n_bytes", "batches"), List.copyOf(data.keySet()));
        assertEquals(drift, FindingJson.read(data));
        assertEquals(
                new RunFinding.Untyped("NOT_YET_A_CODE", "finding NOT_YET_A_CODE"),
                FindingJson.read(Map.of("code", "NOT_YET_A_CODE", "severity", "info")));
    }

    @Test
    void anUnknownNumberReadsAsNaN() {
        Finding f = FindingJson.read(Map.of("code", "ZERO_LATENCY", "l_us", "NaN"));
        assertEquals(Double.NaN, ((FitFinding.ZeroLatency) f).lUs());
        java.util.HashMap<String, Object> withNull = new java.util.HashMap<>(Map.of("code", "ZERO_LATENCY"));
        withNull.put("l_us", null);
        assertEquals(Double.NaN, ((FitFinding.ZeroLatency) FindingJson.read(withNull)).lUs());
    }
}
