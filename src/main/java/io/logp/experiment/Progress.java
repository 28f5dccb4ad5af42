package io.logp.experiment;

import io.logp.data.ProgressStep;

/**
 * Where a long experiment says how far it has come, as typed steps: the application renders them for the person
 * waiting (in place on a terminal, as plain lines in a log). Separate from result output: progress is for the person
 * waiting, results are for files and tables. Steps are reported between points and rounds, never inside a timed
 * region.
 */
public interface Progress {

    Progress SILENT = step -> {};

    void report(ProgressStep step);
}
