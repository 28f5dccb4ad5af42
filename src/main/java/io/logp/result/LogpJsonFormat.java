package io.logp.result;

import io.logp.analysis.RunResult;
import io.logp.format.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** logp.json: the parameters, bulk and contention as numbers, with the findings ({@link LogpJson}). */
public record LogpJsonFormat(RunDirectory dir) implements ResultFormat {

    @Override
    public List<Path> write(RunResult r) throws IOException {
        LogpJson.write(dir.logpJson(), r.parameters(), r.bulk(), r.contention(), r.medium(), r.launches());
        return List.of(dir.logpJson());
    }
}
