package io.logp.result;

import io.logp.analysis.CollectivesAnalysis;
import io.logp.data.CollectiveDoubt;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.CollectivesCsv;
import io.logp.format.run.CsvTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * collectives_model.csv, the collectives beside their LogP model: a result of the analysis, written after it, apart
 * from collectives.csv, which holds what the ranks measured.
 */
public final class CollectivesModelCsv {

    private CollectivesModelCsv() {}

    /**
     * collectives_model.csv: every point's measured time next to its LogP prediction and their ratio (empty where a
     * failed timer check may account for much of the time), and the marks of {@link CollectiveDoubt}.
     */
    public static void writeModel(Path file, List<CollectivesAnalysis.Point> points) throws IOException {
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, CollectivesCsv.MODEL_HEADER.toArray());
            for (CollectivesAnalysis.Point p : points) {
                CollectivesCsv.Row r = p.row();
                CsvTable.print(
                        out,
                        r.op().label(),
                        r.nBytes(),
                        r.p(),
                        CsvTable.optional(r.stats().meanUs()),
                        CsvTable.optional(p.predictedUs()),
                        CsvTable.optional(p.ratio()),
                        p.prediction() == null ? "" : p.prediction().algorithm(),
                        p.marks());
            }
        });
    }
}
