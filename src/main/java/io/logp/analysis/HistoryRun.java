package io.logp.analysis;

import io.logp.data.RunSummary;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One run as a machine's history needs it: its identity, when it ran, on which system, and its parameters.
 *
 * @param runId     meta.json's run id (the directory's name for a run without one)
 * @param directory the run directory, the source of truth
 * @param date      meta.json's date (ISO-8601, UTC), the order of the history; empty when unknown (such runs come
 *                  first, by run id)
 * @param system    the system it ran on
 * @param summary   its parameters, from logp.json
 */
public record HistoryRun(String runId, Path directory, String date, SystemIdentity system, RunSummary summary) {

    public HistoryRun {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(directory, "directory");
        Objects.requireNonNull(date, "date");
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(summary, "summary");
    }
}
