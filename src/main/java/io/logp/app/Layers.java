package io.logp.app;

import io.logp.analysis.LayerStack;
import io.logp.app.launch.LaunchSettings;
import io.logp.data.JobPlan;
import io.logp.exit.ExitCodes;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.RunDirectory;
import io.logp.plot.BreakdownChart;
import io.logp.presentation.ChartOptions;
import io.logp.presentation.ChartScale;
import io.logp.report.LayersTable;
import io.logp.report.table.Table;
import io.logp.report.table.TableFormatFactory;
import io.logp.report.table.TableFormatType;
import io.logp.result.LayersJson;
import io.logp.result.RunSummaries;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code logp layers}: the same request/reply signature (and bulk T0, R) on every layer of the stack, each layer an
 * ordinary run directory measured in {@code launches} launches taken in turns (all layers' launch 1, then all
 * launch 2, ... by {@link LaunchTurns}), and one table of the layers and of what each MPI adds over the transport
 * beneath it ({@link LayerStack}). The table's files are written after the first round and again at the end, so an
 * interrupted study keeps its first round's table besides every launch measured.
 */
public final class Layers {

    /** The options every layer's run gets before the user's: the request/reply phases alone. */
    static final List<String> REQUEST_REPLY_ONLY = List.of("--no-contention", "--no-collectives", "--no-pingpong");

    static final String CHART_FILE = "breakdown.png";
    static final String JSON_FILE = "layers.json";

    private final List<LayerChoice> layers;
    private final LaunchSettings openMpi;
    private final int launches;

    /** A layer measured: its choice, its run id and how it launches. */
    private record Measured(LayerChoice layer, String runId, LaunchSettings launch) {}

    public Layers(List<LayerChoice> layers, LaunchSettings openMpi, int launches) {
        if (layers.isEmpty()) throw new IllegalArgumentException("no layer to measure");
        if (launches < 1) throw new IllegalArgumentException("launches must be >= 1, got " + launches);
        this.layers = List.copyOf(layers);
        this.openMpi = openMpi;
        this.launches = launches;
    }

    /**
     * Measures every layer with {@code pair} (and {@code bulk} when present); {@code userArgs} are the sweep and bulk
     * options as given, which every rank parses again. Prints the table ({@code json}: the object) on {@code stdout},
     * progress on {@code err}; the files go to {@code out} (default: base/layers/&lt;run id&gt;).
     */
    public int run(
            JobPlan.Pair pair,
            Optional<JobPlan.Bulk> bulk,
            List<String> userArgs,
            Path base,
            Path out,
            boolean json,
            ChartOptions charts,
            PrintWriter stdout,
            PrintWriter err)
            throws Exception {
        String stamp = RunDirectory.newRunId("layers", Clock.systemUTC());
        Path target = out != null ? out : base.resolve("layers").resolve(stamp);
        List<Measured> measured = new ArrayList<>();
        Map<String, String> env = System.getenv();
        for (LayerChoice layer : layers) {
            StringBuilder why = new StringBuilder();
            Optional<LaunchSettings> launch = layer.launch(openMpi, env, why);
            if (launch.isEmpty()) {
                say(err, layer.label() + ": skipped, " + why);
                continue;
            }
            String runId = stamp + "-" + layer.label();
            say(err, layer.label() + ": " + layer.what() + ", launch 1 of " + launches + " ...");
            JobPlan plan = plan(layer, runId, pair, bulk, userArgs, base);
            int code = SignatureLaunch.run(
                    plan, launch.get(), base, runId, (d, o) -> ResultWriter.afterRun(d, o, View.SUMMARY), err);
            Path dir = RunDirectory.of(base, runId).signaturesDir();
            if (code != ExitCodes.OK) {
                say(
                        err,
                        layer.label() + ": failed (exit " + code + "); "
                                + (Files.isDirectory(dir)
                                        ? "kept what it measured in " + dir
                                        : "nothing was measured"));
                continue;
            }
            measured.add(new Measured(layer, runId, launch.get()));
        }
        if (measured.isEmpty()) {
            err.println("logp: no layer could be measured");
            err.flush();
            return ExitCodes.FAILURE;
        }
        write(stack(measured, base), target, charts);
        if (launches > 1) {
            List<LaunchTurns.Turn> turns = new ArrayList<>();
            for (Measured m : measured) {
                JobPlan plan = plan(m.layer(), m.runId(), pair, bulk, userArgs, base);
                turns.add(new LaunchTurns.Turn(
                        m.layer().label(),
                        RunDirectory.of(base, m.runId()),
                        k -> SignatureLaunch.further(plan, m.launch(), base, m.runId(), k, err)));
            }
            LaunchTurns.take(turns, launches, "layers", (d, o) -> ResultWriter.afterRun(d, o, View.SUMMARY), err);
        }
        LayerStack stack = stack(measured, base);
        List<Path> written = write(stack, target, charts);
        stdout.print(json ? LayersJson.render(stack) + "\n" : text(stack));
        stdout.flush();
        for (Path file : written) err.println("wrote " + file);
        err.flush();
        return ExitCodes.OK;
    }

    /** What a layer's ranks run: the run command's request/reply phases over the layer's transport. */
    private static JobPlan plan(
            LayerChoice layer,
            String runId,
            JobPlan.Pair pair,
            Optional<JobPlan.Bulk> bulk,
            List<String> userArgs,
            Path base) {
        List<String> rest = new ArrayList<>(REQUEST_REPLY_ONLY);
        if (bulk.isEmpty()) rest.add("--no-bulk");
        rest.addAll(userArgs);
        List<String> args = SignatureLaunch.args("run", runId, base, layer.transport(), rest);
        JobPlan plan = JobPlan.of("run", args, true, layer.transport()).withPair(pair);
        return bulk.map(plan::withBulk).orElse(plan);
    }

    private static LayerStack stack(List<Measured> measured, Path base) throws Exception {
        List<LayerStack.Layer> layers = new ArrayList<>();
        for (Measured m : measured) {
            Path dir = RunDirectory.of(base, m.runId()).signaturesDir();
            // Only the layers beneath that were measured count as what an MPI runs on.
            Optional<String> on = m.layer().runsOn().filter(name -> measured.stream()
                    .anyMatch(x -> x.layer().label().equals(name)));
            layers.add(new LayerStack.Layer(
                    m.layer().label(),
                    m.layer().what(),
                    on,
                    RunSummaries.read(dir).withLabel(m.layer().label()),
                    dir.toString()));
        }
        return LayerStack.of(layers);
    }

    /** The table within 120 columns, for the screen and layers.txt. */
    static String text(LayerStack stack) {
        return TableFormatFactory.of(TableFormatType.TEXT).render(LayersTable.of(stack));
    }

    /** layers.txt, .md, .tex, .csv, .json and the Figure 6 breakdown of the layers, atomically each. */
    private static List<Path> write(LayerStack stack, Path target, ChartOptions charts) throws Exception {
        Table table = LayersTable.of(stack);
        List<Path> written = new ArrayList<>();
        for (Map.Entry<TableFormatType, String> e : Map.of(
                        TableFormatType.TEXT, "layers.txt",
                        TableFormatType.MARKDOWN, "layers.md",
                        TableFormatType.LATEX, "layers.tex",
                        TableFormatType.CSV, "layers.csv")
                .entrySet()) {
            Path file = target.resolve(e.getValue());
            AtomicFiles.write(file, TableFormatFactory.of(e.getKey()).render(table));
            written.add(file);
        }
        Path json = target.resolve(JSON_FILE);
        AtomicFiles.write(json, LayersJson.render(stack) + "\n");
        written.add(json);
        written.addAll(BreakdownChart.render(
                stack.layers().stream().map(l -> l.run()).toList(),
                charts.title().orElse("LogP of each layer (Culler et al., Figure 6)"),
                ChartScale.AUTO,
                target.resolve(CHART_FILE),
                charts.style()));
        return written.stream().sorted().toList();
    }

    private static void say(PrintWriter err, String line) {
        err.println("layers: " + line);
        err.flush();
    }
}
