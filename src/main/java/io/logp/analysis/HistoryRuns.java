package io.logp.analysis;

import io.logp.data.RunSummary;
import io.logp.format.run.RunDirectory;
import io.logp.meta.RunMetadata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The run directories of a history, and each one as a {@link HistoryRun}: its identity, date and system from its
 * meta.json, its numbers from logp.json, both read by {@link RunSummaries#read}.
 */
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
     * One run directory read by {@link RunSummaries#read}: meta.json's run id (else the directory's name), date and
     * system, and {@code summary}, the numbers with the path in words.
     */
    public static HistoryRun of(Path dir, RunMetadata meta, RunSummary summary) {
        String runId = meta.runId().orElse(RunDirectory.of(dir).runId());
        return new HistoryRun(runId, dir, meta.date().orElse(""), SystemIdentity.of(meta), summary);
    }
}
