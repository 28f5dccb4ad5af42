package io.logp.report.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

/** The CSV parsed back with Commons CSV gives the table's own values, to the last digit. */
class CsvTableFormatTest {

    private static String csv(Table t) {
        return TableFormatFactory.of(TableFormatType.CSV).render(t);
    }

    private static List<CSVRecord> parse(String text) throws IOException {
        try (CSVParser p = CSVParser.parse(
                text,
                CSVFormat.RFC4180
                        .builder()
                        .setHeader()
                        .setSkipHeaderRecord(true)
                        .build())) {
            assertEquals(List.of("parameter", "value_us", "value_ci95_us", "share", "note"), p.getHeaderNames());
            return p.getRecords();
        }
    }

    @Test
    void valueAndIntervalHaveColumnsOfTheirOwnAndReadBackExactly() throws IOException {
        List<CSVRecord> records = parse(csv(SmallTables.parameters()));
        assertEquals(4, records.size());
        assertEquals(0.18512, Double.parseDouble(records.get(0).get("value_us")));
        assertEquals(0.0081, Double.parseDouble(records.get(0).get("value_ci95_us")));
        assertEquals(0.25, Double.parseDouble(records.get(0).get("share")));
        assertEquals(12.3, Double.parseDouble(records.get(1).get("value_us")));
        assertEquals("", records.get(1).get("value_ci95_us"), "no CI: an empty field");
        assertEquals("", records.get(1).get("share"), "missing: an empty field");
        assertEquals("no CI: a|b, \"quoted\"", records.get(1).get("note"));
        assertEquals(-0.04, Double.parseDouble(records.get(2).get("share")));
        assertEquals("M <= 4", records.get(3).get("value_us"));
        assertEquals("7", records.get(3).get("share"));
    }

    @Test
    void everyNumberOfAWideTableReadsBackAsTheSameDouble() throws IOException {
        Table wide = SmallTables.wide();
        try (CSVParser p = CSVParser.parse(
                csv(wide),
                CSVFormat.RFC4180
                        .builder()
                        .setHeader()
                        .setSkipHeaderRecord(true)
                        .build())) {
            List<CSVRecord> records = p.getRecords();
            for (int r = 0; r < wide.rows().size(); r++) {
                for (int i = 0; i < 11; i++) {
                    Cell.Value v = (Cell.Value) wide.rows().get(r).get(3 + i);
                    assertEquals(v.value(), Double.parseDouble(records.get(r).get("t" + i + "_us")));
                    assertEquals(v.ci95(), Double.parseDouble(records.get(r).get("t" + i + "_ci95_us")));
                }
                assertEquals(1L << (10 * r), Long.parseLong(records.get(r).get("n_bytes")));
            }
        }
    }

    @Test
    void tinyAndHugeNumbersArePlainDecimalsInEveryLocale() {
        Table t = Table.builder("t")
                .columns(
                        Column.text("x"),
                        Column.estimate("G", Symbol.of("G"), Unit.NS_PER_BYTE),
                        Column.number("R", Symbol.of("R"), Unit.MB_PER_S))
                .row(Cell.text("a"), Cell.of(7.43e-8, 1e-9, 4), Cell.of(1.5e12, 0))
                .build();
        Locale saved = Locale.getDefault();
        try {
            for (String tag : List.of("und", "ru", "ar-EG")) {
                Locale.setDefault(Locale.forLanguageTag(tag));
                String out = csv(t);
                assertEquals("x,G_ns_per_B,G_ci95_ns_per_B,R_MBps\na,0.0000000743,0.000000001,1500000000000\n", out);
                assertFalse(out.contains("E"), out);
            }
        } finally {
            Locale.setDefault(saved);
        }
    }
}
