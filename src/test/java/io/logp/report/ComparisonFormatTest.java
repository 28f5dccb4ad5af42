package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.Comparison;
import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import io.logp.presentation.ComparisonFormatType;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

/**
 * The Table 4 layout (systems are rows, parameters columns, cells value ± CI, a mark only where both sides have a CI)
 * in every format, with the fixtures' numbers: the baseline vader, tcp_loopback (o_s 0.752 ± 0.010 against 0.152 ±
 * 0.004: marked; o_r 0.210 ± 0.005 against 0.2104 ± 0.0061: not; L against a baseline without CI: untested) and the
 * Paragon without CIs (never marked).
 */
class ComparisonFormatTest {

    private static String render(ComparisonFormatType type, Comparison c) {
        return ComparisonFormatFactory.of(type).render(c);
    }

    private static RunSummary labelled(String label, String transport) {
        return new RunSummary(
                label,
                RunSummary.Kind.MEASURED,
                Estimate.of(1, 0.1),
                Estimate.of(2, 0.1),
                Estimate.of(7, 0.1),
                Estimate.of(6, 0.1),
                Estimate.of(18, 0.1),
                Estimate.unknown(),
                Estimate.unknown(),
                transport);
    }

    @Test
    void everyTypeHasAFormatAndItsOwnFile() {
        Set<String> files = EnumSet.allOf(ComparisonFormatType.class).stream()
                .map(ComparisonFormatType::fileName)
                .collect(Collectors.toSet());
        assertEquals(
                Set.of("comparison.txt", "comparison.md", "comparison.tex", "comparison.csv", "comparison.json"),
                files);
        Set<String> outputs = EnumSet.allOf(ComparisonFormatType.class).stream()
                .map(t -> render(t, ComparisonFixtures.comparison()))
                .collect(Collectors.toSet());
        assertEquals(5, outputs.size());
        outputs.forEach(o -> assertTrue(o.endsWith("\n")));
    }

    @Test
    void typesAreNamedInAnyCaseAndAnUnknownNameListsTheValidOnes() {
        assertEquals(ComparisonFormatType.LATEX, ComparisonFormatType.fromName("LaTeX"));
        assertEquals(ComparisonFormatType.MARKDOWN, ComparisonFormatType.fromName("markdown"));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> ComparisonFormatType.fromName("html"));
        assertEquals("unknown format 'html'; use one of text, markdown, latex, csv, json", e.getMessage());
    }

    @Test
    void latexHasOneRowPerSystemAndAColumnPerParameter() {
        String tex = render(ComparisonFormatType.LATEX, ComparisonFixtures.comparison());
        List<String> lines = tex.lines().toList();
        int mid = lines.indexOf("\\midrule");
        int bottom = lines.indexOf("\\bottomrule");
        assertEquals(
                List.of(
                        "20240101-120000-vader & 0.1520 $\\pm$ 0.0040 & 0.2104 $\\pm$ 0.0061 & 0.600 $\\pm$ 0.012"
                                + " & 0.300 & 1.625 $\\pm$ 0.030 & -- & -- \\\\",
                        "tcp\\_loopback & 0.752 $\\pm$ 0.010$^{*}$ & 0.2100 $\\pm$ 0.0050 & 1.500 $\\pm$ 0.020$^{*}$"
                                + " & $-$0.050 $\\pm$ 0.020 & 1.824 $\\pm$ 0.040$^{*}$ & 12.5 & 1251 \\\\",
                        "Intel Paragon & 1.40 & 2.20 & 7.60 & 6.30 & 19.8 & -- & -- \\\\"),
                lines.subList(mid + 1, bottom),
                tex);
        assertEquals(
                "system & $o_{s}$ ($\\mu$s) & $o_{r}$ ($\\mu$s) & $g$ ($\\mu$s) & $L$ ($\\mu$s) & RTT ($\\mu$s)"
                        + " & $T_{0}$ ($\\mu$s) & $R$ (MB/s) \\\\",
                lines.get(mid - 1));
        assertTrue(tex.contains("\\begin{tabular}{lrrrrrrr}\n\\toprule\n"), tex);
        assertTrue(tex.endsWith("\\bottomrule\n\\end{tabular}\n"), tex);
        assertTrue(tex.startsWith("% LogP parameters (Culler et al., Table 4), baseline 20240101-120000-vader\n"), tex);
    }

    @Test
    void latexEscapesEverySpecialCharacterOfAName() {
        String tex = render(
                ComparisonFormatType.LATEX,
                Comparison.of(List.of(labelled("base_1", ""), labelled("load 50% & #1 $x {y} ~^\\", ""))));
        assertTrue(tex.contains("\nbase\\_1 & 1.00 $\\pm$ 0.10 & "), tex);
        assertTrue(
                tex.contains("\nload 50\\% \\& \\#1 \\$x \\{y\\} \\textasciitilde{}\\textasciicircum{}"
                        + "\\textbackslash{} & 1.00 $\\pm$ 0.10 & "),
                tex);
    }

    @Test
    void csvHasOneRecordPerSystemWithValueCiAndTheTestsOutcome() throws Exception {
        String csv = render(ComparisonFormatType.CSV, ComparisonFixtures.comparison());
        List<CSVRecord> records;
        try (CSVParser parser =
                CSVParser.parse(csv, CSVFormat.DEFAULT.builder().setHeader().build())) {
            assertEquals(
                    List.of(
                            "system",
                            "o_s_us",
                            "o_s_ci95_us",
                            "o_s_significant",
                            "o_r_us",
                            "o_r_ci95_us",
                            "o_r_significant",
                            "g_us",
                            "g_ci95_us",
                            "g_significant",
                            "L_us",
                            "L_ci95_us",
                            "L_significant",
                            "rtt_us",
                            "rtt_ci95_us",
                            "rtt_significant",
                            "T0_us",
                            "T0_ci95_us",
                            "T0_significant",
                            "R_MBps",
                            "R_ci95_MBps",
                            "R_significant"),
                    parser.getHeaderNames());
            records = parser.getRecords();
        }
        assertEquals(
                List.of("20240101-120000-vader", "tcp_loopback", "Intel Paragon"),
                records.stream().map(r -> r.get("system")).toList());
        CSVRecord vader = records.get(0);
        assertEquals("0.152", vader.get("o_s_us"));
        assertEquals("0.004", vader.get("o_s_ci95_us"));
        assertEquals("", vader.get("o_s_significant"), "the baseline is not tested against itself");
        assertEquals("", vader.get("L_ci95_us"));
        CSVRecord tcp = records.get(1);
        assertEquals("0.752", tcp.get("o_s_us"));
        assertEquals("0.01", tcp.get("o_s_ci95_us"));
        assertEquals("true", tcp.get("o_s_significant"));
        assertEquals("false", tcp.get("o_r_significant"), "0.21 +- 0.005 against 0.2104 +- 0.0061");
        assertEquals("", tcp.get("L_significant"), "the baseline's L has no CI");
        assertEquals("-0.05", tcp.get("L_us"));
        assertEquals("12.5", tcp.get("T0_us"));
        assertEquals("1250.75", tcp.get("R_MBps"));
        CSVRecord paragon = records.get(2);
        assertEquals("7.6", paragon.get("g_us"));
        for (String p : List.of("o_s", "o_r", "g", "L", "rtt"))
            assertEquals("", paragon.get(p + "_significant"), p + ": a 1996 machine has no CI to test");
    }

    @Test
    void textShowsTheLayoutAndTheDifferencesMarkedOnlyWhereBothHaveACi() {
        String text = render(ComparisonFormatType.TEXT, ComparisonFixtures.comparison());
        List<String> lines = text.lines().toList();
        String tcp = lines.stream()
                .filter(l -> l.startsWith("tcp_loopback "))
                .findFirst()
                .orElseThrow();
        assertTrue(tcp.matches(".*0\\.752 +± 0\\.010 *\\*.*"), tcp);
        assertTrue(tcp.contains("0.2100 ± 0.0050 "), tcp);
        assertTrue(tcp.contains("-0.050 ± 0.020 "), tcp);
        assertFalse(tcp.contains("-0.050 ± 0.020*"), "L is untested: " + tcp);
        List<String> paragon =
                lines.stream().filter(l -> l.startsWith("Intel Paragon ")).toList();
        assertEquals(2, paragon.size(), "a row in the values and one in the differences: " + text);
        assertTrue(paragon.get(0).matches("Intel Paragon +1\\.40 +2\\.20 +7\\.60 +6\\.30 +19\\.8 .*"), text);
        paragon.forEach(l -> assertFalse(l.contains("*"), l));
        // (0.752 - 0.152) / 0.152 = +394.7%, beyond the CIs.
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("tcp_loopback ") && l.contains("+395*")), text);
        // (7.6 - 0.6) / 0.6 = +1166.7%, unmarked.
        assertTrue(paragon.get(1).contains("+1167 "), paragon.get(1));
        assertTrue(text.contains("\nsystem "), text);
        assertEquals(
                1,
                lines.stream()
                        .filter(l -> l.startsWith("20240101-120000-vader "))
                        .count(),
                "no differences row");
    }

    @Test
    void markdownRowsAreSystems() {
        String md = render(ComparisonFormatType.MARKDOWN, ComparisonFixtures.comparison());
        assertTrue(
                md.contains("| system | o_s (us) | o_r (us) | g (us) | L (us) | RTT (us) | T0 (us) | R (MB/s) |\n"),
                md);
        assertTrue(
                md.contains("| tcp_loopback | 0.752 ± 0.010* | 0.2100 ± 0.0050 | 1.500 ± 0.020* | -0.050 ± 0.020 |"
                        + " 1.824 ± 0.040* | 12.5 | 1251 |\n"),
                md);
        assertTrue(md.contains("| Intel Paragon | 1.40 | 2.20 | 7.60 | 6.30 | 19.8 | n/a | n/a |\n"), md);
        assertTrue(md.contains("| tcp_loopback | +395* | -0.2 | +150* | -117 | +12.3* | n/a | n/a |\n"), md);
    }

    @Test
    void markdownEscapesAPipeAndLineBreaksInNames() {
        String md = render(ComparisonFormatType.MARKDOWN, Comparison.of(List.of(labelled("a|b", "tcp\nloopback"))));
        assertTrue(md.contains("| a\\|b | 1.00 ± 0.10 |"), md);
        assertTrue(md.contains("- a|b: measured; tcp loopback\n"), "a list item needs no escape: " + md);
    }

    @Test
    void whatNoSystemKnowsIsNamedAndHasNoColumn() {
        String text = render(
                ComparisonFormatType.TEXT,
                Comparison.of(List.of(ComparisonFixtures.vader(), ComparisonFixtures.paragon())));
        assertTrue(text.contains("\nnot known for any system: T0, R\n"), text);
        assertFalse(text.contains("T0 (us)"), text);
        String tex = render(ComparisonFormatType.LATEX, Comparison.of(List.of(ComparisonFixtures.vader())));
        assertTrue(tex.contains("% not known for any system: T0, R\n"), tex);
        assertTrue(tex.contains("\\begin{tabular}{lrrrrr}\n"), tex);
    }
}
