package io.logp.app.predict;

import io.logp.app.RunModel;
import io.logp.app.View;
import io.logp.data.CollectiveOp;
import io.logp.data.NetworkPath;
import io.logp.data.PredictedPoint;
import io.logp.data.SimulationTiming;
import io.logp.exit.ExitCodes;
import io.logp.finding.CollectiveFinding;
import io.logp.finding.Finding;
import io.logp.fit.CollectiveModel;
import io.logp.fit.model.ModelScaling;
import io.logp.fit.model.PiecewiseLoggp;
import io.logp.fit.model.SimgridCalibration;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.CollectivesCsv;
import io.logp.format.run.JsonFiles;
import io.logp.format.run.PredictionsJsonRecord;
import io.logp.plot.PredictionChart;
import io.logp.presentation.ChartOptions;
import io.logp.report.FindingText;
import io.logp.report.PredictionTables;
import io.logp.report.table.Table;
import io.logp.report.table.Tables;
import io.logp.result.PredictionsCsv;
import io.logp.result.SimgridPlatform;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code predict DIR}: logp's collectives timing replayed at scale in SimGrid's SMPI, on a platform calibrated from
 * the run's piecewise LogGP model and with the collective algorithms of the MPI the run measured; beside it logp's own
 * model and the run's measured points; with {@code --what-if}, the same with one parameter scaled at a time. Writes
 * predictions.csv, a chart per op against P, predictions.html, and prints the summary, full text or JSON.
 */
public final class Prediction {

    /**
     * What to predict.
     *
     * @param ranks         P values, ascending
     * @param ops           the collectives
     * @param sizes         bytes per rank
     * @param whatIfs       parameters to scale one at a time
     * @param budgetSeconds wall time for every simulation together; a P not started within it is skipped
     * @param config        SimGrid settings of the user's, {key, value}, over logp's own
     */
    public record Request(
            List<Integer> ranks,
            List<CollectiveOp> ops,
            List<Integer> sizes,
            List<WhatIf> whatIfs,
            long budgetSeconds,
            List<String[]> config) {}

    private Prediction() {}

    public static int predict(Path dirPath, Request request, View view, PrintWriter out, PrintWriter progress)
            throws Exception {
        RunModel run = RunModel.of(dirPath);
        Path work = run.dir().signaturesDir().resolve("simgrid");
        long start = System.nanoTime();
        SmpiRunner runner = SmpiRunner.build(work);
        Map<String, Double> measured = measured(run);
        List<PredictedPoint> points = new ArrayList<>();
        List<SimulationTiming> timings = new ArrayList<>();
        Map<String, PiecewiseLoggp> variants = new LinkedHashMap<>();
        variants.put(PredictedPoint.CALIBRATED, run.model());
        for (WhatIf w : request.whatIfs())
            variants.put(w.label(), ModelScaling.scale(run.model(), w.parameter(), w.factor()));
        int hosts = request.ranks().get(request.ranks().size() - 1);
        Path hostfile = work.resolve("hosts");
        AtomicFiles.write(hostfile, SimgridPlatform.hostfile(hosts));
        List<SmpiSimulation> simulations = new ArrayList<>();
        for (Map.Entry<String, PiecewiseLoggp> v : variants.entrySet()) {
            Path platform = work.resolve(
                    v.getKey().equals(PredictedPoint.CALIBRATED)
                            ? "platform.xml"
                            : "platform-" + v.getKey().replace('=', '-') + ".xml");
            AtomicFiles.write(
                    platform,
                    SimgridPlatform.xml(
                            SimgridCalibration.of(v.getValue()),
                            run.mpi(),
                            hosts,
                            "logp model of run " + run.dir().runId() + ", " + v.getKey(),
                            request.config()));
            CollectiveModel model = new CollectiveModel(v.getValue(), run.call());
            for (int p : request.ranks()) simulations.add(new SmpiSimulation(v.getKey(), platform, model, p));
        }
        SmpiPool pool =
                new SmpiPool(runner, hostfile, request, run.call().totalUs(), start, progress, simulations.size());
        List<SmpiSimulation.Outcome> outcomes;
        try (PredictInterrupt interrupt = PredictInterrupt.during(
                runner, pool, finished -> kept(run, request, measured, finished, simulations), progress)) {
            try {
                outcomes = pool.run(simulations);
            } catch (IOException | InterruptedException | RuntimeException e) {
                // The hook stopped the simulations: their end is its to report, and the JVM ends when it is done.
                if (interrupt.firesSoon()) interrupt.awaitEnd();
                throw e;
            }
            if (interrupt.fired()) interrupt.awaitEnd();
        }
        for (SmpiSimulation.Outcome o : outcomes) timings.add(o.timing());
        points.addAll(points(outcomes, measured));
        Written written = write(run, request, points, timings, true);
        Path csv = written.csv();
        List<Path> charts = written.charts();
        Path page = written.page();
        List<Table> tables = written.tables();
        List<Table> all = written.all();
        List<Finding> findings = written.findings();
        switch (view) {
            case JSON -> out.println(JsonFiles.toJson(json(run, points, timings, findings)));
            case VERBOSE -> {
                out.println(Tables.text(all));
                out.println("data:  " + csv);
                for (Path c : charts) out.println("chart: " + c);
                out.println("report: " + page);
            }
            case SUMMARY -> {
                out.println(Tables.text(tables));
                double totalSeconds = timings.stream()
                        .filter(t -> Double.isFinite(t.seconds()))
                        .mapToDouble(SimulationTiming::seconds)
                        .sum();
                out.printf(
                        Locale.ROOT,
                        "SimGrid %s (coll-selector %s): %d simulations, %.1f s of them side by side in %.1f s%n",
                        run.mpi().label(),
                        run.mpi() == io.logp.data.MpiImplementation.MPICH ? "mpich" : "ompi",
                        timings.size(),
                        totalSeconds,
                        (System.nanoTime() - start) / 1e9);
                out.println("data:   " + csv);
                out.println("report: " + page);
            }
        }
        out.flush();
        return timings.stream().allMatch(SimulationTiming::finished) ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    /** What predict wrote: predictions.csv, the charts, predictions.html, and the tables and findings shown. */
    private record Written(
            Path csv, List<Path> charts, Path page, List<Table> tables, List<Table> all, List<Finding> findings) {}

    /** SimGrid's points of {@code outcomes}, each with logp's model and the run's measured time beside it. */
    private static List<PredictedPoint> points(List<SmpiSimulation.Outcome> outcomes, Map<String, Double> measured) {
        List<PredictedPoint> points = new ArrayList<>();
        for (SmpiSimulation.Outcome o : outcomes) {
            SmpiSimulation sim = o.simulation();
            for (SmpiRunner.Point s : o.points()) {
                double modelUs = sim.model().predict(s.op(), s.nBytes(), s.p()).us();
                points.add(new PredictedPoint(
                        s.op(),
                        s.nBytes(),
                        s.p(),
                        sim.variant(),
                        s.us(),
                        modelUs,
                        sim.variant().equals(PredictedPoint.CALIBRATED)
                                ? measured.getOrDefault(key(s.op(), s.nBytes(), s.p()), Double.NaN)
                                : Double.NaN));
            }
        }
        return points;
    }

    /**
     * Writes predictions.csv, a chart per op ({@code charts} true) and predictions.html of {@code points}. No chart
     * is drawn in a shutdown hook: Java2D refuses to start once the JVM is ending ("Shutdown in progress").
     */
    private static Written write(
            RunModel run, Request request, List<PredictedPoint> points, List<SimulationTiming> timings, boolean drawn)
            throws IOException {
        Path csv = run.dir().signaturesDir().resolve("predictions.csv");
        PredictionsCsv.write(csv, points);
        List<Path> charts = new ArrayList<>();
        for (CollectiveOp op : drawn ? request.ops() : List.<CollectiveOp>of())
            charts.addAll(PredictionChart.render(
                    points,
                    op,
                    op.label() + " against P: SimGrid, LogP model, measured",
                    run.dir().plotsDir().resolve("predict_" + op.label() + ".png"),
                    ChartOptions.SCREEN.style()));
        List<Finding> findings = findings(run.model(), points);
        List<Table> tables = new ArrayList<>();
        int pMax = points.stream()
                .filter(PredictedPoint::calibrated)
                .mapToInt(PredictedPoint::p)
                .max()
                .orElse(0);
        if (pMax > 0) tables.add(PredictionTables.atRanks(points, pMax, findings));
        // Every P asked, on the screen too (issue 48: it showed the largest alone).
        if (pMax > 0) tables.add(PredictionTables.againstRanks(points));
        PredictionTables.whatIf(points).ifPresent(tables::add);
        Path page = run.dir().signaturesDir().resolve("predictions.html");
        List<Table> all = new ArrayList<>(tables);
        all.add(PredictionTables.timings(timings));
        AtomicFiles.write(page, PredictionPage.html(run, all, charts, page.getParent()));
        return new Written(csv, charts, page, tables, all, findings);
    }

    /**
     * On an interrupt: writes the files of the simulations that {@code finished} and says what was kept and how to
     * simulate the rest.
     */
    private static List<String> kept(
            RunModel run,
            Request request,
            Map<String, Double> measured,
            List<SmpiSimulation.Outcome> finished,
            List<SmpiSimulation> all)
            throws IOException {
        List<SmpiSimulation.Outcome> done = new ArrayList<>(finished);
        done.sort(java.util.Comparator.comparingInt(o -> all.indexOf(o.simulation())));
        Set<String> doneKeys = new HashSet<>();
        for (SmpiSimulation.Outcome o : done)
            doneKeys.add(o.simulation().variant() + "@" + o.simulation().p());
        Set<Integer> rest = new TreeSet<>();
        for (SmpiSimulation s : all) if (!doneKeys.contains(s.variant() + "@" + s.p())) rest.add(s.p());
        List<String> lines = new ArrayList<>();
        if (done.isEmpty()) {
            lines.add("logp: interrupted before any simulation finished; nothing was written");
            lines.add("      predict again with: "
                    + PredictAgain.command(run.dir().signaturesDir(), request, null));
            return lines;
        }
        List<PredictedPoint> points = points(done, measured);
        Written w = write(
                run,
                request,
                points,
                done.stream().map(SmpiSimulation.Outcome::timing).toList(),
                false);
        lines.add("logp: interrupted; SimGrid finished " + PredictAgain.finished(done) + " of P = "
                + PredictAgain.join(request.ranks()));
        lines.add("      kept in " + w.csv() + " and " + w.page() + " (without charts: the JVM is ending)");
        if (!rest.isEmpty())
            lines.add("      the rest (P = " + PredictAgain.join(rest) + ") with: "
                    + PredictAgain.command(run.dir().signaturesDir(), request, rest)
                    + " (it writes predictions.csv anew: keep a copy of this one)");
        return lines;
    }

    /** The run's measured collectives by (op, n_bytes, P): their trimmed means. */
    private static Map<String, Double> measured(RunModel run) {
        Map<String, Double> m = new HashMap<>();
        for (CollectivesCsv.Row r : run.measured())
            m.put(key(r.op(), r.nBytes(), r.p()), r.stats().meanUs());
        return m;
    }

    private static String key(CollectiveOp op, int n, int p) {
        return op.label() + "," + (op == CollectiveOp.BARRIER ? 0 : n) + "," + p;
    }

    /**
     * What the reader of the model column must know: without G (no bulk transfers) logp's model prices no message
     * beyond the small one, and its column says n/a there, not NaN.
     */
    static List<Finding> findings(PiecewiseLoggp model, List<PredictedPoint> points) {
        boolean unpriced = points.stream().anyMatch(p -> !Double.isFinite(p.modelUs()));
        if (unpriced && !model.hasPerByteCost())
            return List.of(new CollectiveFinding.ModelWithoutG(model.smallBytes()));
        return List.of();
    }

    private static PredictionsJsonRecord json(
            RunModel run, List<PredictedPoint> points, List<SimulationTiming> timings, List<Finding> findings) {
        return new PredictionsJsonRecord(
                PredictionsJsonRecord.SCHEMA_VERSION,
                run.dir().runId(),
                run.mpi().label(),
                points.stream()
                        .map(p -> new PredictionsJsonRecord.Point(
                                p.op().label(),
                                p.nBytes(),
                                p.p(),
                                p.variant(),
                                p.predictedUs(),
                                p.modelUs(),
                                p.measuredUs()))
                        .toList(),
                timings.stream()
                        .map(t -> new PredictionsJsonRecord.Simulation(t.variant(), t.p(), t.seconds(), t.finished()))
                        .toList(),
                List.copyOf(FindingText.objects(findings, NetworkPath.Medium.UNKNOWN)));
    }
}
