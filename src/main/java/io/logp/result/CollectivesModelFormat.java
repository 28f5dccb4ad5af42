package io.logp.result;

import io.logp.analysis.CollectivesAnalysis;
import io.logp.analysis.RunResult;
import io.logp.format.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** collectives_model.csv: every point of the collectives beside its prediction, when the run measured them. */
public record CollectivesModelFormat(RunDirectory dir) implements ResultFormat {

    @Override
    public List<Path> write(RunResult r) throws IOException {
        return r.collectives().isPresent() ? write(r.collectives().get()) : List.of();
    }

    /** The file of collectives analysed alone (a run without a signature). */
    public List<Path> write(CollectivesAnalysis a) throws IOException {
        CollectivesModelCsv.writeModel(dir.collectivesModelCsv(), a.points());
        return List.of(dir.collectivesModelCsv());
    }
}
