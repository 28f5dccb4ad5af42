package io.logp.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.RunSummaries;
import io.logp.data.RunSummary;
import io.logp.format.run.LogpJsonFile;
import io.logp.format.run.MetaJson;
import io.logp.report.MetaText;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The reference platforms committed under {@code signatures/reference-*} hold what Culler et al., "Assessing Fast
 * Network Interfaces", publish, and that agrees with itself: the parameters of Table 4 (with the Paragon's L from
 * the text), the Table 3 RTT range in meta.json, and {@code rtt_us = 2 (o_s + o_r + L)} within Table 3's range.
 *
 * <p>The numbers below are typed in from the paper independently of the files, so that an edit of a file is caught.
 */
class ReferenceDataTest {

    /**
     * Table 4 prints each of o_s, o_r and L to one decimal, so each may be off by up to 0.05 us and their sum by up
     * to 0.15 us; the RTT is twice the sum, so up to 0.3 us. The two extremes of Table 3 are rounded too, but a
     * computed RTT outside [min - 0.3, max + 0.3] could not come from the same measurements whatever the rounding.
     */
    static final double RTT_ROUNDING_US = 0.3;

    /** One platform as the paper gives it: Table 4 (L of the Paragon from the text) and Table 3. */
    record Platform(
            String dir, String name, double oS, double oR, double g, double latency, double rttMin, double rttMax) {
        Path path() {
            return Path.of("signatures", dir);
        }

        double rtt() {
            return 2 * (oS + oR + latency);
        }
    }

    static final Platform PARAGON = new Platform("reference-paragon", "Intel Paragon", 1.4, 2.2, 7.6, 6.3, 19.9, 20.1);
    static final Platform MEIKO = new Platform("reference-meiko", "Meiko CS-2", 1.7, 1.6, 13.6, 7.5, 20.3, 21.6);
    static final Platform MYRINET = new Platform("reference-myrinet", "Myrinet", 2.0, 2.6, 12.4, 11.1, 30.6, 31.5);

    static Stream<Arguments> platforms() {
        return Stream.of(PARAGON, MEIKO, MYRINET).map(p -> Arguments.of(p.name(), p));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("platforms")
    void logpJsonHoldsTable4InTheContractsKeys(String name, Platform p) throws Exception {
        Map<String, Object> json = LogpJsonFile.read(p.path().resolve("logp.json"));
        // Written before logp.json carried schema_version (version 1): every other key of the contract, in order.
        assertEquals(
                LogpJson.KEYS.subList(1, LogpJson.KEYS.size()),
                List.copyOf(json.keySet()),
                "exactly the keys of the contract, in order");
        assertEquals(p.oS(), number(json, "o_s_us"));
        assertEquals(p.oR(), number(json, "o_r_us"));
        assertEquals(p.g(), number(json, "g_us"));
        assertEquals(p.latency(), number(json, "L_us"));
        for (String ci : List.of("o_s_ci95_us", "o_r_ci95_us", "g_ci95_us", "L_ci95_us", "rtt_ci95_us")) {
            assertTrue(json.containsKey(ci) && json.get(ci) == null, ci + ": the paper gives no CI");
        }
        for (String bulk : List.of("T0_us", "R_MBps", "G_us_per_byte")) {
            assertNull(json.get(bulk), bulk + ": the paper states no number for it");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("platforms")
    void rttIsTwiceTheOneWayTimeAndWithinTable3(String name, Platform p) throws Exception {
        Map<String, Object> json = LogpJsonFile.read(p.path().resolve("logp.json"));
        double rtt = 2 * (number(json, "o_s_us") + number(json, "o_r_us") + number(json, "L_us"));
        assertEquals(rtt, number(json, "rtt_us"), 1e-9, "rtt_us = 2 (o_s + o_r + L)");
        assertEquals(p.rtt(), rtt, 1e-9);
        assertTrue(
                rtt >= p.rttMin() - RTT_ROUNDING_US && rtt <= p.rttMax() + RTT_ROUNDING_US,
                name + ": RTT " + rtt + " outside Table 3's " + p.rttMin() + " to " + p.rttMax() + " us");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("platforms")
    void metaJsonMarksAReferenceWithItsSourceAndTable3(String name, Platform p) throws Exception {
        Map<String, Object> meta = MetaJson.read(p.path().resolve("meta.json"));
        assertEquals(Boolean.TRUE, meta.get("reference"));
        assertEquals(p.name(), meta.get("platform"));
        String source = (String) meta.get("source");
        for (String part : List.of(
                "Culler",
                "Assessing Fast Network Interfaces",
                "IEEE Micro",
                "1996",
                "Table 4",
                "Table 3",
                "Small-message empirical results")) {
            assertTrue(source.contains(part), "source lacks '" + part + "': " + source);
        }
        assertEquals(p.rttMin(), ((Number) meta.get("table3_rtt_min_us")).doubleValue());
        assertEquals(p.rttMax(), ((Number) meta.get("table3_rtt_max_us")).doubleValue());
        assertFalse(((String) meta.get("path")).isBlank(), "the platform's network interface, for the tables");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("platforms")
    void readsAsAReferenceSummary(String name, Platform p) throws Exception {
        RunSummary summary = MetaText.summary(RunSummaries.read(p.path()));
        assertEquals(RunSummary.Kind.REFERENCE, summary.kind());
        assertEquals(p.name(), summary.label());
        assertEquals(p.g(), summary.g().value());
        assertTrue(Double.isNaN(summary.g().ci95()));
        assertEquals(p.rtt(), summary.rtt().value(), 1e-9);
        assertFalse(summary.t0().isKnown());
        assertFalse(summary.rMBps().isKnown());
    }

    /** Why the Paragon's L is the 6.3 us of the text and not the 7.5 us Table 4 prints. */
    @Test
    void paragonLatencyOfTable4WouldMissTable3AndTheNoteSaysSo() throws Exception {
        double withTable4 = 2 * (PARAGON.oS() + PARAGON.oR() + 7.5);
        assertTrue(withTable4 > PARAGON.rttMax() + RTT_ROUNDING_US, "7.5 gives " + withTable4 + " us");
        String note =
                (String) MetaJson.read(PARAGON.path().resolve("meta.json")).get("note");
        for (String part : List.of("Table 4", "7.5", "6.3", "19.9", "20.1", "2(o_s + o_r + L)", "L = 6.3 us is used")) {
            assertTrue(note.contains(part), "note lacks '" + part + "': " + note);
        }
    }

    private static double number(Map<String, Object> json, String key) {
        return ((Number) json.get(key)).doubleValue();
    }
}
