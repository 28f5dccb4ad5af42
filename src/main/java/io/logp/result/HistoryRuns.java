package io.logp.result;

import io.logp.analysis.HistoryRun;
import io.logp.analysis.SystemIdentity;
import io.logp.data.RunSummary;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.MetaJson;
import io.logp.format.run.RunDirectory;
import io.logp.meta.RunMetadata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Reads run directories for a history: each one's identity, date and system from meta.json, its numbers from logp.json. */
public final class HistoryRuns {

    private HistoryRuns() {}

    /** Whether {@code dir} is a run directory: it holds meta.json or logp.json. */
    public static boolean isRun(Path dir) {
        return Files.isRegularFile(dir.resolve(RunSummaries.META_JSON))
                || Files.isRegularFile(dir.resolve(RunSummaries.LOGP_JSON));
    }

    /**
     * The run directories {@code paths} name: a run directory itself, or a directory of runs (signatures/), whose
     * run directories are taken in name order; a directory that is neither is kept, so that reading it says why.
     */
    public static List<Path> expand(List<Path> paths) throws IOException {
        List<Path> runs = new ArrayList<>();
        for (Path p : paths) {
            if (isRun(p) || !Files.isDirectory(p)) {
                runs.add(p);
                continue;
            }
            List<Path> inside;
            try (Stream<Path> children = Files.list(p)) {
                inside = children.filter(Files::isDirectory)
                        .filter(HistoryRuns::isRun)
                        .sorted()
                        .toList();
            }
            if (inside.isEmpty()) runs.add(p);
            else runs.addAll(inside);
        }
        return runs;
    }

    /**
     * One run directory: meta.json's run id (else the directory's name), date and system, and logp.json's numbers.
     *
     * @throws DataFormatException naming the file when meta.json or logp.json is missing or malformed
     */
    public static HistoryRun read(Path dir) throws IOException, DataFormatException {
        RunSummary summary = RunSummaries.read(dir);
        Path metaFile = dir.resolve(RunSummaries.META_JSON);
        RunMetadata meta = Files.exists(metaFile) ? MetaJson.readMetadata(metaFile) : RunMetadata.none();
        String runId = meta.runId().orElse(RunDirectory.of(dir).runId());
        return new HistoryRun(runId, dir, meta.date().orElse(""), SystemIdentity.of(meta), summary);
    }
}
