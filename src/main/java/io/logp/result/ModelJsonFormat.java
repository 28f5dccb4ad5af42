package io.logp.result;

import io.logp.analysis.RunResult;
import io.logp.fit.model.PiecewiseLoggpFitter;
import io.logp.format.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** model.json: the run's piecewise LogGP model ({@link ModelJson}), when the run has a send overhead to start from. */
public record ModelJsonFormat(RunDirectory dir) implements ResultFormat {

    @Override
    public List<Path> write(RunResult r) throws IOException {
        if (!r.parameters().oS().isKnown()) return List.of();
        ModelJson.write(dir.modelJson(), PiecewiseLoggpFitter.fit(r.parameters(), r.bulk()));
        return List.of(dir.modelJson());
    }
}
