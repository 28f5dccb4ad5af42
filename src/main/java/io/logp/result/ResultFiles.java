package io.logp.result;

import io.logp.analysis.RunResult;
import io.logp.format.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The files of results a run writes into its data directory, in the order they are written. */
public final class ResultFiles {

    private ResultFiles() {}

    /** logp.json, model.json, logp.md, the bulk CSVs, collectives_model.csv and the ping-pong's files. */
    public static List<ResultFormat> of(RunDirectory dir) {
        return List.of(
                new LogpJsonFormat(dir),
                new ModelJsonFormat(dir),
                new LogpMarkdownFormat(dir),
                new BulkFormat(dir),
                new CollectivesModelFormat(dir),
                new PingPongFormat(dir));
    }

    /** Writes every file of {@link #of}; returns them. */
    public static List<Path> write(RunDirectory dir, RunResult result) throws IOException {
        List<Path> written = new ArrayList<>();
        for (ResultFormat f : of(dir)) written.addAll(f.write(result));
        return written;
    }
}
