package io.logp.result;

import io.logp.analysis.History;
import io.logp.analysis.HistoryParameter;
import io.logp.analysis.HistoryRun;
import io.logp.fit.HistoryBands;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.CsvTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code history.csv}: one row per run and parameter, for a spreadsheet or a site's own plots: the system, the run,
 * its date, the value and its CI, the band of the runs before it (empty where too few runs came before) and whether
 * it left that band. Parameters a run has no value of are left out; unknown numbers are empty.
 */
public final class HistoryCsv {

    public static final String FILE = "history.csv";
    public static final List<String> HEADER = List.of(
            "system",
            "run",
            "date",
            "parameter",
            "unit",
            "value",
            "ci95",
            "band_mean",
            "band_ci95",
            "band_runs",
            "moved");

    private HistoryCsv() {}

    /** Writes history.csv into {@code dir}, atomically. */
    public static Path write(Path dir, History history) throws IOException {
        Path file = dir.resolve(FILE);
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, HEADER.toArray());
            for (History.SystemHistory s : history.systems()) {
                for (int i = 0; i < s.runs().size(); i++) {
                    HistoryRun run = s.runs().get(i);
                    for (HistoryParameter p : HistoryParameter.values()) {
                        HistoryBands.Point pt = s.series(p).get(i);
                        if (!pt.value().isKnown()) continue;
                        boolean judged = pt.judged();
                        CsvTable.print(
                                out,
                                s.system().key(),
                                run.runId(),
                                run.date(),
                                p.symbol(),
                                p.unit(),
                                CsvTable.optional(pt.value().value()),
                                CsvTable.optional(pt.value().ci95()),
                                judged ? CsvTable.optional(pt.band().mean()) : "",
                                judged ? CsvTable.optional(pt.band().betweenCi95()) : "",
                                judged ? Integer.toString(pt.baseline()) : "",
                                pt.moved());
                    }
                }
            }
        });
        return file;
    }
}
