package io.logp.result;

import io.logp.analysis.OverheadComparison;
import io.logp.data.Estimate;
import io.logp.data.LogpParameter;
import io.logp.data.MpiWay;
import io.logp.data.OverheadRound;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.CsvRow;
import io.logp.format.run.CsvTable;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.Decimals;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The files of {@code overhead}: {@code overhead.csv}, one row per launch (round, way, run directory, and o_s, o_r,
 * g, L, RTT with their CIs, in microseconds, as that launch's own files fit), rewritten after every launch so an
 * interrupted comparison keeps every finished launch; and {@code overhead-summary.csv}, one row per parameter and
 * way, with the difference and ratio to C.
 */
public final class OverheadCsv {

    public static final List<String> ROUND_KEYS = List.of("round", "way", "run");

    private OverheadCsv() {}

    public static List<String> header() {
        List<String> h = new ArrayList<>(ROUND_KEYS);
        for (LogpParameter p : LogpParameter.values()) {
            h.add(p.column() + "_us");
            h.add(p.column() + "_ci95_us");
        }
        return h;
    }

    public static void write(Path file, List<OverheadRound> rounds) throws IOException {
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, header().toArray());
            for (OverheadRound r : rounds) {
                List<Object> row = new ArrayList<>(List.of(r.round(), r.way().label(), r.run()));
                for (LogpParameter p : LogpParameter.values()) {
                    Estimate e = r.get(p);
                    row.add(e.isKnown() ? Decimals.csv(e.value()) : "");
                    row.add(CsvTable.optional(e.ci95()));
                }
                CsvTable.print(out, row.toArray());
            }
        });
    }

    /** Reads overhead.csv back; the message of a bad file names it and the line. */
    public static List<OverheadRound> read(Path file) throws IOException, DataFormatException {
        List<OverheadRound> rounds = new ArrayList<>();
        for (CsvRow row : CsvTable.read(file, header())) {
            int round = row.integer("round", 1);
            String label = row.string("way");
            MpiWay way = MpiWay.ofLabel(label)
                    .orElseThrow(() -> row.error("way must be c, native or bindings, got '" + label + "'"));
            Estimate[] e = new Estimate[LogpParameter.values().length];
            for (LogpParameter p : LogpParameter.values()) {
                // a fitted L (or o_r) may come out below zero: values have a sign, CIs do not
                e[p.ordinal()] = Estimate.of(
                        row.optionalSignedNumber(p.column() + "_us"), row.optionalNumber(p.column() + "_ci95_us"));
            }
            rounds.add(new OverheadRound(round, way, row.string("run"), e[0], e[1], e[2], e[3], e[4]));
        }
        return rounds;
    }

    public static List<String> summaryHeader() {
        return List.of(
                "parameter",
                "way",
                "rounds",
                "value_us",
                "ci95_us",
                "difference_to_c_us",
                "ratio_to_c",
                "ratio_min",
                "ratio_max");
    }

    /** The rows of overhead-summary.csv, keyed by its columns; unknown numbers are NaN (null in JSON). */
    public static List<java.util.Map<String, Object>> summaryRows(OverheadComparison comparison) {
        List<java.util.Map<String, Object>> rows = new java.util.ArrayList<>();
        for (LogpParameter p : LogpParameter.values()) {
            for (MpiWay way : comparison.ways()) {
                Estimate e = comparison.across(way, p);
                var paired = way == MpiWay.C
                        ? java.util.Optional.<OverheadComparison.Paired>empty()
                        : comparison.against(way, MpiWay.C, p);
                java.util.Map<String, Object> row = new java.util.LinkedHashMap<>();
                row.put("parameter", p.column());
                row.put("way", way.label());
                row.put(
                        "rounds",
                        comparison.rounds().stream()
                                .filter(r -> r.way() == way && r.get(p).isKnown())
                                .count());
                row.put("value_us", e.isKnown() ? e.value() : Double.NaN);
                row.put("ci95_us", e.ci95());
                row.put(
                        "difference_to_c_us",
                        paired.map(q -> q.medianDifference()).orElse(Double.NaN));
                row.put("ratio_to_c", paired.map(q -> q.medianRatio()).orElse(Double.NaN));
                row.put("ratio_min", paired.map(q -> q.minRatio()).orElse(Double.NaN));
                row.put("ratio_max", paired.map(q -> q.maxRatio()).orElse(Double.NaN));
                rows.add(row);
            }
        }
        return rows;
    }

    public static void writeSummary(Path file, OverheadComparison comparison) throws IOException {
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, summaryHeader().toArray());
            for (java.util.Map<String, Object> row : summaryRows(comparison)) {
                Object[] cells = new Object[row.size()];
                int i = 0;
                for (Object v : row.values())
                    cells[i++] = v instanceof Double d ? CsvTable.optional(d) : String.valueOf(v);
                CsvTable.print(out, cells);
            }
        });
    }
}
