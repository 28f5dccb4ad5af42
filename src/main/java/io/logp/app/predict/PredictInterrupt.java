package io.logp.app.predict;

import io.logp.files.InFlightFiles;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C, SIGTERM or SIGHUP while {@code predict}'s simulations run: before the JVM ends (130, 143, 129) this hook stops
 * every smpirun and the simulation it started, removes the logs of those cut short, writes predictions.csv and
 * predictions.html of the P that finished (no charts: Java2D does not start in a JVM that is ending), and says what was kept and how to go on. Without it predict
 * ended with 130 and no word, no file of the P already done, and the smpirun logs left behind.
 */
final class PredictInterrupt implements AutoCloseable {

    /** What the hook writes and says: the outcomes that finished, written as predict writes them. */
    interface Keeper {
        /** Writes the results of {@code finished}; returns the lines that say what was kept and how to go on. */
        List<String> keep(List<SmpiSimulation.Outcome> finished) throws Exception;
    }

    private final AtomicBoolean fired = new AtomicBoolean();
    private final Thread hook;

    private PredictInterrupt(SmpiRunner runner, SmpiPool pool, Keeper keeper, PrintWriter err) {
        hook = new Thread(
                () -> {
                    fired.set(true);
                    runner.stopAll();
                    // The files are written here, in the hook, so the temporary files' registry stays open until they
                    // are: it is closed (and what is left removed) only when writing them failed.
                    List<String> lines;
                    try {
                        lines = keeper.keep(pool.finished());
                    } catch (Exception e) {
                        InFlightFiles.deleteAll();
                        lines = List.of(
                                "logp: interrupted; the predictions finished could not be written: " + e.getMessage());
                    }
                    lines.forEach(err::println);
                    err.flush();
                },
                "logp-predict-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    static PredictInterrupt during(SmpiRunner runner, SmpiPool pool, Keeper keeper, PrintWriter err) {
        return new PredictInterrupt(runner, pool, keeper, err);
    }

    /** Whether the hook runs: the simulations' failures are then its doing, not theirs. */
    boolean fired() {
        return fired.get();
    }

    /**
     * Whether the hook runs now or within a second: a terminal's Ctrl-C reaches smpirun too, whose failure can reach
     * the main thread before the JVM's own signal handling starts the hook (measured: "smpirun -np 256 failed (exit
     * 1)" printed instead of what was kept).
     */
    boolean firesSoon() throws InterruptedException {
        for (int i = 0; i < 20 && !fired.get(); i++) Thread.sleep(50);
        return fired.get();
    }

    /**
     * Waits for the JVM to end: called on the main thread once the hook has run, whose smpiruns it stopped, so that
     * their failure is not reported as one (the JVM halts when the hook is done).
     */
    void awaitEnd() {
        while (true) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // the JVM is ending: go on waiting for it
            }
        }
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: it says what was kept
        }
    }
}
