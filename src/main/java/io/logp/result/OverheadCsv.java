package io.logp.result;

import io.logp.analysis.OverheadComparison;
import io.logp.data.Estimate;
import io.logp.data.LogpParameter;
import io.logp.data.MpiWay;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.CsvTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The result file of {@code overhead}: {@code overhead-summary.csv}, one row per parameter and way, with the difference
 * and ratio to C. Its measured rounds, {@code overhead.csv}, are {@link io.logp.format.run.OverheadRoundsCsv}.
 */
public final class OverheadCsv {

    private OverheadCsv() {}

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
