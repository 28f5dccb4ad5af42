package io.logp.app;

import io.logp.exit.ExitCodes;
import io.logp.format.run.LaunchDirectories;
import io.logp.format.run.RunDirectory;
import java.io.PrintWriter;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Launches 2..N of several runs made one after the other, in turns (A2 B2 A3 B3 ...): a machine that drifts or changes
 * state during the study then spreads over every run instead of favouring one ({@code tradeoffs}, {@code layers}).
 * A run whose launch fails takes no further turn and keeps the launches before it. Each run's meta.json then lists
 * its launches, and its results are written again over all of them.
 */
final class LaunchTurns {

    /** Launch k (&gt;= 2) of one run; returns the launcher's exit code. */
    interface Further {
        int launch(int k) throws Exception;
    }

    /** One run taking turns: its name in the progress lines, its directory, how its launch k starts. */
    record Turn(String label, RunDirectory run, Further further) {}

    private LaunchTurns() {}

    /**
     * Takes launches 2..{@code launches} of every turn; {@code command} names the lines on {@code out}, and
     * {@code results} writes each run's results again at the end.
     */
    static void take(List<Turn> turns, int launches, String command, Measurement.Report results, PrintWriter out)
            throws Exception {
        Map<Turn, List<LaunchDirectories.Launch>> done = new LinkedHashMap<>();
        for (Turn t : turns) done.put(t, new ArrayList<>(List.of(new LaunchDirectories.Launch(1, ".", "", "", 0))));
        Set<Turn> stopped = new HashSet<>();
        for (int k = 2; k <= launches; k++) {
            for (Turn t : turns) {
                if (stopped.contains(t)) continue;
                out.println(command + ": " + t.label() + ": launch " + k + " of " + launches + " ...");
                out.flush();
                String started = Clock.systemUTC().instant().toString();
                int code = t.further().launch(k);
                done.get(t)
                        .add(new LaunchDirectories.Launch(
                                k,
                                LaunchDirectories.relative(t.run(), k),
                                started,
                                Clock.systemUTC().instant().toString(),
                                code));
                if (code != ExitCodes.OK) {
                    out.println(command + ": " + t.label() + ": launch " + k + " failed (exit " + code
                            + "); its results use launches 1.." + (k - 1));
                    stopped.add(t);
                }
            }
        }
        for (Turn t : turns) {
            LaunchDirectories.record(t.run(), done.get(t));
            results.print(t.run(), new PrintWriter(new java.io.StringWriter()));
        }
    }
}
