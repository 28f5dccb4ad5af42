package io.logp.app.predict;

import io.logp.data.SimulationTiming;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs {@code predict}'s simulations side by side, one smpirun per core, the largest P first: a simulation runs on one
 * core, and the largest P takes most of the time (at P = 256, about two thirds of P = 2..256), so it starts first
 * and the smaller ones fill the other cores meanwhile. Each simulation gets what is left of the budget when it starts;
 * one not started within it is skipped.
 */
final class SmpiPool {

    private final SmpiRunner runner;
    private final Path hostfile;
    private final Prediction.Request request;
    private final double callUs;
    private final long startNs;
    private final PrintWriter progress;
    private final int total;
    private int done;
    /** The simulations that ended, as they end: what an interrupted predict keeps. */
    private final List<SmpiSimulation.Outcome> finished = new ArrayList<>();

    SmpiPool(
            SmpiRunner runner,
            Path hostfile,
            Prediction.Request request,
            double callUs,
            long startNs,
            PrintWriter progress,
            int total) {
        this.runner = runner;
        this.hostfile = hostfile;
        this.request = request;
        this.callUs = callUs;
        this.startNs = startNs;
        this.progress = progress;
        this.total = total;
    }

    /** Every simulation's outcome, in the order given. */
    List<SmpiSimulation.Outcome> run(List<SmpiSimulation> simulations) throws IOException, InterruptedException {
        int workers = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors(), simulations.size()));
        List<SmpiSimulation> largestFirst = new ArrayList<>(simulations);
        largestFirst.sort(Comparator.comparingInt(SmpiSimulation::p).reversed());
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "smpirun");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<SmpiSimulation.Outcome>> futures = new ArrayList<>();
            for (SmpiSimulation s : largestFirst) futures.add(pool.submit(() -> simulate(s)));
            List<SmpiSimulation.Outcome> outcomes = new ArrayList<>();
            for (Future<SmpiSimulation.Outcome> f : futures) outcomes.add(get(f));
            outcomes.sort(Comparator.comparingInt(o -> simulations.indexOf(o.simulation())));
            return outcomes;
        } finally {
            // An interrupted predict, or one whose simulation failed, leaves no smpirun behind: each worker that is
            // interrupted stops its own (SmpiRunner).
            pool.shutdownNow();
        }
    }

    private SmpiSimulation.Outcome simulate(SmpiSimulation s) throws IOException, InterruptedException {
        long left = request.budgetSeconds() - (System.nanoTime() - startNs) / 1_000_000_000L;
        if (left <= 0) {
            report(String.format(
                    Locale.ROOT,
                    "predict: %s P = %d skipped: the budget of %d s is spent",
                    s.variant(),
                    s.p(),
                    request.budgetSeconds()));
            return new SmpiSimulation.Outcome(
                    s, List.of(), new SimulationTiming(s.variant(), s.p(), Double.NaN, false));
        }
        long t0 = System.nanoTime();
        try {
            List<SmpiRunner.Point> points =
                    runner.collectives(s.platform(), hostfile, s.p(), request.ops(), request.sizes(), callUs, left);
            double seconds = (System.nanoTime() - t0) / 1e9;
            SmpiSimulation.Outcome o =
                    new SmpiSimulation.Outcome(s, points, new SimulationTiming(s.variant(), s.p(), seconds, true));
            ended(o);
            report(String.format(Locale.ROOT, "predict: %s P = %d: %.1f s", s.variant(), s.p(), seconds));
            return o;
        } catch (SmpiRunner.SimulationTimeout e) {
            double seconds = (System.nanoTime() - t0) / 1e9;
            report(String.format(
                    Locale.ROOT, "predict: %s P = %d: over budget after %.1f s, stopped", s.variant(), s.p(), seconds));
            return new SmpiSimulation.Outcome(s, List.of(), new SimulationTiming(s.variant(), s.p(), seconds, false));
        }
    }

    /** The simulations that finished so far (not those over budget), in the order given to {@link #run}. */
    synchronized List<SmpiSimulation.Outcome> finished() {
        return List.copyOf(finished);
    }

    private synchronized void ended(SmpiSimulation.Outcome o) {
        if (o.timing().finished()) finished.add(o);
    }

    /** One line per simulation as it ends, with how many have ended. */
    private synchronized void report(String line) {
        done++;
        progress.printf(Locale.ROOT, "%s (%d of %d)%n", line, done, total);
        progress.flush();
    }

    private static SmpiSimulation.Outcome get(Future<SmpiSimulation.Outcome> f)
            throws IOException, InterruptedException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) throw io;
            if (e.getCause() instanceof InterruptedException ie) throw ie;
            if (e.getCause() instanceof RuntimeException re) throw re;
            throw new IOException(e.getCause());
        }
    }
}
