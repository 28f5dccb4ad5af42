package io.logp.result;

import io.logp.analysis.RunResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * One output of an analysed run, in JMH's manner: each file (logp.json, logp.md, the CSVs, the ping-pong and queue
 * files) and each screen (the summary, the full text, the JSON object) is one implementation, made with where it
 * writes, and writes from the same {@link RunResult}.
 */
public interface ResultFormat {

    /** Writes this output of {@code result}; returns the files it wrote (none for a screen, or when it has none). */
    List<Path> write(RunResult result) throws IOException;
}
