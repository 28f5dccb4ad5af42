package io.logp.app;

import io.logp.app.launch.MpiLauncher;
import io.logp.format.run.LaunchDirectories;
import io.logp.format.run.RunDirectory;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The launches of one measurement ({@code --launches N}): the whole measurement repeated by fresh ranks, as JMH
 * repeats a benchmark in forked JVMs, so that what changes from one launch to the next (the machine's performance
 * state, where the ranks landed, what the JIT chose) shows as spread instead of hiding in one launch's CI. Launch 1
 * writes the run's own directory, launch k its directory under {@link LaunchDirectories}; meta.json of the run lists
 * them all at the end. A launch that fails ends the series: the report uses the launches before it and says so on
 * standard error.
 */
final class LaunchSeries {

    /** Starts one launch of the ranks into launch k's directory. */
    interface Launcher {
        MpiLauncher.Ended launch(int k) throws IOException, InterruptedException;
    }

    private final RunDirectory run;
    private final int count;
    private final PrintWriter err;
    private final List<LaunchDirectories.Launch> done = new ArrayList<>();
    private Instant started;

    LaunchSeries(RunDirectory run, int count, PrintWriter err) {
        this.run = run;
        this.count = count;
        this.err = err;
    }

    RunDirectory directory(int k) {
        return LaunchDirectories.of(run, k);
    }

    void starting(int k) {
        started = Clock.systemUTC().instant();
        if (count > 1) {
            err.println("launch " + k + " of " + count + " (fresh ranks)");
            err.flush();
        }
    }

    void ended(int k, MpiLauncher.Ended end) {
        done.add(new LaunchDirectories.Launch(
                k,
                LaunchDirectories.relative(run, k),
                started.toString(),
                Clock.systemUTC().instant().toString(),
                end.exitCode()));
    }

    /** Launches 2..N one after the other; records every launch in meta.json when there is more than one. */
    void further(Launcher launcher) throws IOException, InterruptedException {
        for (int k = 2; k <= count; k++) {
            directory(k).create();
            starting(k);
            MpiLauncher.Ended end = launcher.launch(k);
            ended(k, end);
            if (end.exitCode() != 0 || end.interrupted()) {
                err.println("launch " + k + " of " + count + " ended with exit code " + end.exitCode()
                        + (end.interrupted() ? " (interrupted)" : "") + "; the results use launches 1.." + (k - 1));
                err.flush();
                break;
            }
        }
        if (count > 1) LaunchDirectories.record(run, done);
    }
}
