package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveOp;
import io.logp.exit.ExitCodes;
import io.logp.format.run.CollectivesCsv;
import io.logp.format.run.RunDirectory;
import io.logp.report.ScreenSummary;
import io.logp.stats.TrimmedStatistics;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The collectives print their own table on the one screen (issue 37): op, bytes, P, time ± CI, LogP, ratio and doubt,
 * within 40 lines of 120 columns, the largest P when every point does not fit; a row without a valid launch is marked
 * "v" and shows no NaN.
 */
class CollectivesScreenTest {

    @Test
    void aSmallRunShowsEveryPoint(@TempDir Path tmp) throws Exception {
        String out = summary(tmp, new int[] {2, 3, 4}, new int[] {8, 512});
        List<String> lines = out.lines().toList();
        assertTrue(out.contains("time ± 95% CI"), out);
        assertEquals(
                2 * 2 * 3,
                lines.stream()
                        .filter(l -> l.matches("\\s*(bcast|allreduce)\\s.*"))
                        .count(),
                out);
        assertTrue(lines.stream().anyMatch(l -> l.matches("\\s*allreduce\\s+8\\s+4\\s.*v.*")), "0 valid: 'v'\n" + out);
        assertFalse(out.contains("NaN") || out.contains("Infinity"), out);
    }

    @Test
    void aLargeRunShowsTheLargestPWithinOneScreen(@TempDir Path tmp) throws Exception {
        String out = summary(tmp, new int[] {2, 3, 4}, new int[] {1, 8, 64, 512, 4096, 32768, 262144});
        List<String> lines = out.lines().toList();
        assertTrue(lines.size() <= ScreenSummary.MAX_LINES, lines.size() + " lines:\n" + out);
        assertTrue(lines.stream().allMatch(l -> l.length() <= ScreenSummary.MAX_COLUMNS), out);
        assertTrue(out.contains("P = 4"), "the largest P: " + out);
        assertTrue(out.contains("more rows in the report"), out);
    }

    private static String summary(Path tmp, int[] ps, int[] sizes) throws Exception {
        RunDirectory dir = RunDirectory.of(tmp, "collectives").create();
        List<CollectivesCsv.Row> rows = new ArrayList<>();
        for (CollectiveOp op : List.of(CollectiveOp.BCAST, CollectiveOp.ALLREDUCE)) {
            for (int n : sizes) {
                for (int p : ps) {
                    boolean none = op == CollectiveOp.ALLREDUCE && n == 8 && p == 4;
                    double t = 2 + p + n / 1000.0;
                    TrimmedStatistics s =
                            none ? TrimmedStatistics.none(0.95) : TrimmedStatistics.of(series(t, 40), 0.25, 0.95);
                    rows.add(new CollectivesCsv.Row(op, n, p, s, 40, t, t * 1.1));
                }
            }
        }
        CollectivesCsv.write(dir.collectivesCsv(), rows);
        CliRun run = CliRun.of("fit", dir.signaturesDir().toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        return run.out();
    }

    private static double[] series(double t, int n) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) x[i] = t * (1 + 0.01 * ((i % 5) - 2));
        return x;
    }
}
