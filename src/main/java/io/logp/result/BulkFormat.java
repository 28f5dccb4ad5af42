package io.logp.result;

import io.logp.analysis.RunResult;
import io.logp.format.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** bulk.csv and regimes.csv ({@link BulkCsv}), when the run measured bulk transfers. */
public record BulkFormat(RunDirectory dir) implements ResultFormat {

    @Override
    public List<Path> write(RunResult r) throws IOException {
        if (r.bulk().isEmpty()) return List.of();
        BulkCsv.writeSizes(dir.bulkCsv(), r.bulk().get());
        BulkCsv.writeRegimes(dir.regimesCsv(), r.regimes());
        return List.of(dir.bulkCsv(), dir.regimesCsv());
    }
}
