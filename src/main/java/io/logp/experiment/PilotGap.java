package io.logp.experiment;

import io.logp.engine.IssueLoop;
import java.util.Arrays;

/** A first guess of g, from which the delays D of a sweep are chosen. */
final class PilotGap {

    /** Trials per pilot point; the median of an odd count is one of the trials. */
    static final int PILOT_TRIALS = 21;

    private PilotGap() {}

    /** The slope of total issue time between the two largest M of the grid, in microseconds. */
    static double of(IssueLoop loop, int[] grid, long overheadNs) {
        int m2 = grid[grid.length - 1];
        int m1 = grid[grid.length - 2];
        double t1 = medianIssueNs(loop, m1, overheadNs);
        double t2 = medianIssueNs(loop, m2, overheadNs);
        double slope = (t2 - t1) / (m2 - m1) / 1e3;
        return slope > 0 ? slope : t2 / m2 / 1e3;
    }

    private static double medianIssueNs(IssueLoop loop, int m, long overheadNs) {
        long[] t = new long[PILOT_TRIALS];
        for (int i = 0; i < t.length; i++) t[i] = loop.issuePhase(m, 0) - overheadNs;
        Arrays.sort(t);
        return t[t.length / 2];
    }
}
