package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.Comparison;
import io.logp.data.ComparisonFormatType;
import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

/** The format types and factory, and what the golden files cannot show: escaping and the CSV read back. */
class ComparisonFormatTest {

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
                .map(t -> ComparisonFormatFactory.of(t).render(ComparisonFixtures.comparison()))
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
    void latexEscapesEverySpecialCharacterOfALabel() {
        assertEquals(
                "run\\_a 50\\% \\& \\#1 \\$x \\{y\\} \\textasciitilde{}\\textasciicircum{}\\textbackslash{}",
                LatexComparisonFormat.escape("run_a 50% & #1 $x {y} ~^\\"));
        String tex = ComparisonFormatFactory.of(ComparisonFormatType.LATEX)
                .render(Comparison.of(List.of(labelled("base_1", ""), labelled("load 50%", ""))));
        assertTrue(tex.contains(" & base\\_1 (baseline) & "), tex);
        assertTrue(tex.contains(" & load 50\\% & "), tex);
        assertTrue(tex.contains("\\toprule\n") && tex.contains("\\midrule\n") && tex.contains("\\bottomrule\n"));
        assertTrue(tex.contains("\\begin{tabular}{llrrrrl}\n") && tex.endsWith("\\end{tabular}\n"));
    }

    @Test
    void markdownEscapesAPipeAndLineBreaksInLabels() {
        String md = ComparisonFormatFactory.of(ComparisonFormatType.MARKDOWN)
                .render(Comparison.of(List.of(labelled("a|b", "tcp\nloopback"))));
        assertTrue(md.contains("| a\\|b (baseline) |"), md);
        assertTrue(md.contains("- a\\|b: measured; tcp loopback\n"), md);
    }

    @Test
    void csvReadsBackWithItsDocumentedColumns() throws Exception {
        Comparison c = Comparison.of(List.of(labelled("run, with comma", ""), ComparisonFixtures.tcp()));
        String csv = ComparisonFormatFactory.of(ComparisonFormatType.CSV).render(c);
        List<CSVRecord> records;
        try (CSVParser parser =
                CSVParser.parse(csv, CSVFormat.DEFAULT.builder().setHeader().build())) {
            assertEquals(
                    List.of(
                            "run",
                            "kind",
                            "baseline",
                            "parameter",
                            "unit",
                            "value",
                            "ci95",
                            "diff",
                            "diff_percent",
                            "significant"),
                    parser.getHeaderNames());
            records = parser.getRecords();
        }
        assertEquals(c.rows().size(), records.size());
        CSVRecord base = records.get(0);
        assertEquals("run, with comma", base.get("run"));
        assertEquals("true", base.get("baseline"));
        assertEquals("", base.get("diff"));
        assertEquals("", base.get("significant"));
        CSVRecord tcpOs = records.get(1);
        assertEquals("o_s", tcpOs.get("parameter"));
        assertEquals("us", tcpOs.get("unit"));
        assertEquals("0.752", tcpOs.get("value"));
        assertEquals("-0.248", tcpOs.get("diff"));
        assertEquals("-24.8", tcpOs.get("diff_percent"));
        assertEquals("true", tcpOs.get("significant"));
        CSVRecord r = records.stream()
                .filter(x -> x.get("parameter").equals("R") && x.get("baseline").equals("false"))
                .findFirst()
                .orElseThrow();
        assertEquals("MB/s", r.get("unit"));
        assertEquals("1250.75", r.get("value"));
        assertEquals("", r.get("ci95"));
        assertEquals("", r.get("significant"), "no baseline R: nothing to test");
    }

    @Test
    void textNamesWhatNoRunKnows() {
        String text = ComparisonFormatFactory.of(ComparisonFormatType.TEXT)
                .render(Comparison.of(List.of(ComparisonFixtures.vader(), ComparisonFixtures.paragon())));
        assertTrue(text.endsWith("not known for any run: T0, R\n"), text);
        assertFalse(text.contains("T0 (us)"), text);
        String md = ComparisonFormatFactory.of(ComparisonFormatType.MARKDOWN)
                .render(Comparison.of(List.of(ComparisonFixtures.vader())));
        assertTrue(md.endsWith("\nNot known for any run: T0, R.\n"), md);
    }
}
