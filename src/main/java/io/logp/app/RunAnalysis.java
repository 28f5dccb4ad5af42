package io.logp.app;

import io.logp.data.MpiImplementation;
import io.logp.data.NetworkPath;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.Transfer;
import io.logp.exit.ExitCodes;
import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import io.logp.fit.BulkFitter;
import io.logp.fit.BulkParameters;
import io.logp.fit.ContentionRatios;
import io.logp.fit.FitException;
import io.logp.fit.LogpFitter;
import io.logp.fit.LogpParameters;
import io.logp.fit.TransferTimeRegimes;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.ContentionCsv;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.IncompleteMark;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.MeasuringLock;
import io.logp.format.run.MetaJson;
import io.logp.format.run.RttCsv;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.SignatureCsv;
import io.logp.meta.Contention;
import io.logp.meta.Incomplete;
import io.logp.meta.Mpi;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
import io.logp.plot.BulkCharts;
import io.logp.plot.ContentionChart;
import io.logp.plot.SignatureChart;
import io.logp.presentation.ChartOptions;
import io.logp.presentation.ChartOptions.Style;
import io.logp.report.BulkTable;
import io.logp.report.CollectivesTable;
import io.logp.report.ContentionTable;
import io.logp.report.FindingText;
import io.logp.report.LogpTable;
import io.logp.report.MetaText;
import io.logp.report.Warning;
import io.logp.report.table.Table;
import io.logp.report.table.Tables;
import io.logp.result.BulkCsv;
import io.logp.result.LogpJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * From a run directory's files to the LogP table: reads signature.csv and rtt.csv (and meta.json when present, for
 * the window, the context lines and the measurement's own warnings), fits, and optionally writes logp.json, logp.md
 * and the chart. The run, {@code fit} and {@code plot} all go through here, so they agree.
 */
public final class RunAnalysis {

    /**
     * The fitted parameters with the context a reader needs.
     *
     * @param bulk    the bulk fit, when the run measured bulk transfers
     * @param regimes T(n) regimes by transfer kind ("store", "get"), empty without bulk transfers
     * @param storeTimes T(n) of stores (rtt.csv), every size
     */
    public record Result(
            LogpParameters parameters,
            Map<String, String> context,
            Signature signature,
            Optional<BulkParameters> bulk,
            Map<String, TransferTimeRegimes> regimes,
            List<RttPoint> storeTimes,
            List<RttPoint> getTimes,
            ContentionRatios contention,
            List<Finding> contentionNotes,
            Optional<io.logp.analysis.CollectivesAnalysis> collectives,
            RunMetadata meta,
            NetworkPath.Medium medium,
            List<Finding> findings) {

        /** Every finding rendered once, with its code: the summary's, the page's and the text's. */
        public List<Warning> warnings() {
            return FindingText.render(findings, medium);
        }

        /**
         * Every table of the run in reading order: the LogP table, then the bulk, contention and collectives tables
         * the run has. Render them with {@link io.logp.report.table.Tables} or any
         * {@link io.logp.report.table.TableFormat}.
         */
        public List<Table> tables() {
            List<Table> tables = new ArrayList<>(LogpTable.tables(parameters, context, medium));
            bulk.ifPresent(b -> tables.addAll(BulkTable.tables(b, regimes)));
            if (!contention.ratios().isEmpty()) tables.addAll(ContentionTable.tables(contention, contentionNotes));
            collectives.ifPresent(c -> tables.addAll(CollectivesTable.tables(c)));
            return tables;
        }

        /** The tables for the terminal: what {@code fit DIR} and {@code report DIR} print. */
        public String table() {
            return Tables.text(tables());
        }

        public String json() {
            return LogpJson.toJson(parameters, bulk, contention, medium);
        }
    }

    private RunAnalysis() {}

    public static Result analyse(RunDirectory dir, OptionalInt windowOverride)
            throws IOException, DataFormatException, FitException {
        Optional<Incomplete> mark = IncompleteMark.of(dir.metaJson());
        if (mark.isPresent() && !Files.exists(dir.signatureCsv())) {
            RunFinding.IncompleteRun run = incomplete(mark.get(), dir);
            String note = FindingText.incomplete(run);
            throw new DataFormatException(
                    dir.signatureCsv(),
                    0,
                    run.reason() == RunFinding.Ended.MEASURING
                            ? "no such file yet: the run is still measuring, before its first round"
                                    + (run.progress() != null ? " (at " + run.progress() + ")" : "")
                                    + "; fit it when it ends"
                            : "no such file: the run ended before its first round (" + note + ")");
        }
        Signature signature = SignatureCsv.read(dir.signatureCsv());
        List<RttPoint> rtts = RttCsv.read(dir.rttCsv());
        List<Finding> metaFindings = new ArrayList<>();
        RunMetadata meta = optionalMeta(dir, metaFindings);
        OptionalInt window = windowOverride.isPresent() ? windowOverride : meta.window();
        LogpParameters fit = LogpFitter.fit(signature, rtts, window);
        List<Finding> findings = new ArrayList<>(metaFindings);
        meta.incomplete().map(i -> incomplete(i, dir)).ifPresent(findings::add);
        findings.addAll(meta.measurementWarnings());
        findings.addAll(machineNotes(meta));
        findings.addAll(io.logp.analysis.RunFilesAgreement.check(signature, rtts, meta));
        findings.addAll(withoutConfidenceIntervals(signature, fit));
        findings.addAll(fit.findings());
        fit = fit.withFindings(findings);
        List<Finding> all = new ArrayList<>(findings);
        // What the fitter's findings mean depends on the path, which meta.json describes.
        NetworkPath.Medium medium = meta.medium();

        OptionalInt bulkWindow = meta.bulk().isPresent() ? meta.bulkWindow() : window;
        Optional<BulkParameters> bulk = BulkFitter.fit(signature, rtts, bulkWindow);
        List<RttPoint> gets = Files.exists(dir.rttGetCsv()) ? RttCsv.read(dir.rttGetCsv()) : List.of();
        Map<String, TransferTimeRegimes> regimes = new LinkedHashMap<>();
        if (bulk.isPresent()) {
            List<Finding> bulkFindings = new ArrayList<>(meta.bulkMeasurementWarnings());
            bulkFindings.addAll(bulk.get().findings());
            bulk = Optional.of(bulk.get().withFindings(bulkFindings));
            all.addAll(bulkFindings);
            regimes.put(Transfer.Kind.STORE.label(), bulk.get().times());
        }
        if (gets.size() >= 2) regimes.put(Transfer.Kind.GET.label(), TransferTimeRegimes.fit(gets));
        ContentionRatios contention = ContentionRatios.of(
                Files.exists(dir.contentionCsv()) ? ContentionCsv.read(dir.contentionCsv()) : List.of());
        List<Finding> notes = contention.ratios().isEmpty() ? List.of() : contentionNotes(meta);
        all.addAll(contention.findings());
        Optional<io.logp.analysis.CollectivesAnalysis> collectives = CollectivesReport.analyse(dir, fit, bulk, meta);
        collectives.ifPresent(c -> all.addAll(c.findings()));
        return new Result(
                fit,
                context(dir, meta, window, fit),
                signature,
                bulk,
                regimes,
                rtts,
                gets,
                contention,
                notes,
                collectives,
                meta,
                medium,
                all.stream().distinct().toList());
    }

    /**
     * meta.json when the directory has a readable one. Nothing in it is needed to fit, so a damaged one is set aside
     * with a finding in {@code findings} instead of stopping the analysis (a broken link counts as damaged, not as
     * absent).
     */
    public static RunMetadata optionalMeta(RunDirectory dir, List<Finding> findings) throws IOException {
        if (!Files.exists(dir.metaJson(), java.nio.file.LinkOption.NOFOLLOW_LINKS)) return RunMetadata.none();
        try {
            return MetaJson.readMetadata(dir.metaJson());
        } catch (DataFormatException e) {
            findings.add(new RunFinding.MetaUnreadable(e.getMessage()));
            return RunMetadata.none();
        }
    }

    /**
     * A signature without ci95_us is fitted, but a curve noisier than the fitter may assume cannot be told from one
     * still bending: its steady part is judged by its own scatter, at most {@link
     * io.logp.fit.SteadyStateFitter#RELATIVE_ERROR_FLOOR} of T (more would let the bend of the transition pass for
     * noise). When that left a curve unconverged, g and o_r come from fewer curves or not at all: say so and why.
     */
    static List<Finding> withoutConfidenceIntervals(Signature signature, LogpParameters fit) {
        boolean anyCi = signature.points().stream().anyMatch(p -> p.nBytes() == fit.nBytes() && p.hasCi());
        long unsteady = fit.curves().stream().filter(c -> !c.converged()).count();
        if (anyCi || unsteady == 0) return List.of();
        return List.of(new RunFinding.NoConfidenceIntervals(
                (int) unsteady, fit.curves().size(), io.logp.fit.SteadyStateFitter.RELATIVE_ERROR_FLOOR));
    }

    /**
     * meta.json's incomplete mark of {@code dir} as the finding the report words: a run marked running whose ranks
     * still hold its lock is still measuring, not killed.
     */
    static RunFinding.IncompleteRun incomplete(Incomplete i, RunDirectory dir) {
        RunFinding.IncompleteRun run = incomplete(i);
        return run.reason() == RunFinding.Ended.RUNNING && MeasuringLock.held(dir)
                ? new RunFinding.IncompleteRun(RunFinding.Ended.MEASURING, run.cause(), run.progress())
                : run;
    }

    /** meta.json's incomplete mark as the finding the report words. */
    public static RunFinding.IncompleteRun incomplete(Incomplete i) {
        RunFinding.Ended how =
                i.reason() == null ? null : RunFinding.Ended.valueOf(i.reason().name());
        return new RunFinding.IncompleteRun(how, i.cause(), i.progress());
    }

    /** The finding of a run meta.json marks incomplete: its parameters rest on the points measured before it ended. */
    static Optional<Finding> incomplete(RunMetadata meta) {
        return meta.incomplete().map(RunAnalysis::incomplete);
    }

    /**
     * The {@code fit} command: prints the table of a run directory, or with {@code json} exactly the logp.json object.
     * A directory with only another tool's contention.csv gets its contention ratios, one with only collectives.csv its
     * collectives table. Writes nothing.
     */
    public static int fit(Path dirPath, View view, OptionalInt window, java.io.PrintWriter out)
            throws IOException, DataFormatException, FitException {
        RunDirectory run = RunDirectory.of(dirPath);
        boolean signature = Files.exists(run.signatureCsv(), java.nio.file.LinkOption.NOFOLLOW_LINKS);
        boolean json = view == View.JSON;
        if (!signature && Files.exists(run.contentionCsv())) {
            // Another tool's contention.csv on its own: the ratios need nothing else.
            ContentionRatios contention = ContentionRatios.of(ContentionCsv.read(run.contentionCsv()));
            out.println(
                    json
                            ? LogpJson.toJson(
                                    notMeasured(), java.util.Optional.empty(), contention, NetworkPath.Medium.UNKNOWN)
                            : Tables.text(ContentionTable.tables(contention, java.util.List.of())));
            out.flush();
            return ExitCodes.OK;
        }
        if (!signature && Files.exists(run.collectivesCsv())) {
            // Collectives on their own (collectives --no-reference, or another tool's file): nothing to predict from.
            io.logp.analysis.CollectivesAnalysis a = CollectivesReport.analyseAlone(run);
            out.println(
                    switch (view) {
                        case JSON -> JsonObjects.text(CollectivesReport.SCHEMA_VERSION, CollectivesReport.json(a));
                        case VERBOSE -> Tables.text(CollectivesTable.tables(a));
                        case SUMMARY ->
                            CollectivesReport.summary(
                                    run,
                                    a,
                                    List.of("full text: ./run-logp.sh fit " + ShellWords.quote(dirPath)
                                            + " --verbose"));
                    });
            out.flush();
            return ExitCodes.OK;
        }
        Result result;
        try {
            result = HeapLimit.of(run.signatureCsv(), () -> analyse(run, window));
        } catch (IOException | DataFormatException | FitException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        out.print(
                switch (view) {
                    case JSON -> result.json() + "\n";
                    case VERBOSE -> result.table() + "\n";
                    case SUMMARY ->
                        RunReport.summary(
                                run,
                                result,
                                java.util.Optional.empty(),
                                List.of("full text: ./run-logp.sh fit " + ShellWords.quote(dirPath) + " --verbose"));
                });
        out.flush();
        return ExitCodes.OK;
    }

    /** LogP parameters of a directory without a small-message signature: every value unknown (null in logp.json). */
    public static LogpParameters notMeasured() {
        io.logp.data.Estimate none = io.logp.data.Estimate.unknown();
        return new LogpParameters(
                0,
                none,
                none,
                none,
                none,
                none,
                none,
                0,
                List.of(),
                List.of(new RunFinding.SmallMessagesNotMeasured()));
    }

    /**
     * What the placement means for the contention numbers: ranks on one host contend for its memory and processors,
     * not for a network; more ranks than cores make the ratios measure the scheduler.
     */
    public static List<Finding> contentionNotes(RunMetadata meta) {
        List<Finding> notes = new ArrayList<>();
        // meta.json lists the distinct hosts beside the ranks.
        if (meta.placement().isPresent()) {
            List<String> hosts = meta.hosts();
            if (meta.simulated()) {
                notes.add(new RunFinding.SimulatedContention());
            } else if (hosts.size() == 1) {
                notes.add(new RunFinding.OneHostContention(meta.ranks().size(), hosts.get(0)));
            } else if (meta.contention().isPresent()) {
                List<RunFinding.Point> shared = new ArrayList<>();
                for (Contention.Point p : meta.contention().get().points()) {
                    if (Boolean.TRUE.equals(p.sharesHost()))
                        shared.add(new RunFinding.Point(p.pattern(), p.k() == null ? 0 : p.k()));
                }
                if (!shared.isEmpty()) notes.add(new RunFinding.SharedHostPairs(shared));
            }
        }
        notes.addAll(oversubscription(meta));
        return notes;
    }

    /** Writes logp.json, logp.md and the bulk and collectives tables of an analysed run; the charts are apart. */
    public static List<Path> writeTables(RunDirectory dir, Result result) throws IOException {
        LogpJson.write(dir.logpJson(), result.parameters(), result.bulk(), result.contention(), result.medium());
        AtomicFiles.write(dir.logpMarkdown(), "# logp run " + dir.runId() + "\n\n" + Tables.markdown(result.tables()));
        List<Path> written = new ArrayList<>(List.of(dir.logpJson(), dir.logpMarkdown()));
        if (result.bulk().isPresent()) {
            BulkCsv.writeSizes(dir.bulkCsv(), result.bulk().get());
            BulkCsv.writeRegimes(dir.regimesCsv(), result.regimes());
            written.addAll(List.of(dir.bulkCsv(), dir.regimesCsv()));
        }
        if (result.collectives().isPresent())
            written.addAll(
                    CollectivesReport.writeModel(dir, result.collectives().get()));
        return written;
    }

    /** The charts of an analysed run in the screen style. */
    public static List<Path> charts(RunDirectory dir, Result result) throws IOException {
        return charts(dir, result, ChartOptions.SCREEN);
    }

    /** The charts of an analysed run: the signature, the bulk charts, contention and the collectives. */
    public static List<Path> charts(RunDirectory dir, Result result, ChartOptions options) throws IOException {
        ChartTitles titles = ChartTitles.of(result.meta(), options);
        Style style = options.style();
        List<Path> written = new ArrayList<>(SignatureChart.render(
                result.signature(), result.parameters(), titles.title("LogP signature"), dir.signaturePng(), style));
        if (result.bulk().isPresent())
            written.addAll(bulkCharts(dir, result, result.bulk().get(), titles, style));
        if (result.contention().ratios().stream().anyMatch(r -> Double.isFinite(r.ratio()))) {
            written.addAll(ContentionChart.render(
                    result.contention(), titles.title("Contention g_K / g_1"), dir.contentionPng(), style));
        }
        if (result.collectives().isPresent())
            written.addAll(CollectivesReport.charts(dir, result.collectives().get(), titles, style));
        return written;
    }

    /** The bulk charts: T(n), BW(n), o_s(n) and the signatures at a small and a large n. */
    private static List<Path> bulkCharts(
            RunDirectory dir, Result result, BulkParameters bulk, ChartTitles titles, Style style) throws IOException {
        List<Path> written = new ArrayList<>();
        written.addAll(BulkCharts.save(
                BulkCharts.timeChart(result.storeTimes(), bulk.times(), titles.title("Bulk store time T(n)")),
                dir.transferTimePng(),
                style));
        written.addAll(BulkCharts.save(
                BulkCharts.bandwidthChart(
                        result.storeTimes(), bulk.times(), titles.title("Bulk store bandwidth n/T(n)")),
                dir.bandwidthPng(),
                style));
        if (bulk.sizes().stream().anyMatch(s -> s.oS().isKnown())) {
            written.addAll(BulkCharts.save(
                    BulkCharts.overheadChart(bulk, titles.title("Bulk send overhead o_s(n)")),
                    dir.sendOverheadPng(),
                    style));
        }
        // Figures 8 and 9: the signature at the smallest and the largest bulk size.
        List<Integer> sizes = result.signature().sizes();
        if (sizes.size() >= 2) {
            for (int n : new java.util.TreeSet<>(List.of(sizes.get(1), sizes.get(sizes.size() - 1)))) {
                // The size's fit, when it had one, draws its lines; a size the fitter could not fit is drawn bare.
                LogpParameters fit = bulk.sizeFits().get(n);
                written.addAll(SignatureChart.save(
                        SignatureChart.build(
                                result.signature(),
                                n,
                                fit,
                                titles.title("Bulk store signature, n = " + n + " bytes"),
                                style),
                        dir.signaturePng(n),
                        style));
            }
        }
        return written;
    }

    /** The end of a measuring command that prints its summary: fit, write every file and report.html, print. */
    public static int reportRun(RunDirectory dir, java.io.PrintWriter out)
            throws IOException, DataFormatException, FitException {
        return RunReport.afterRun(dir, out, View.SUMMARY);
    }

    /** What the machine did to the run: more ranks than cores, other processes on the ranks' cores, unbound ranks. */
    public static List<Finding> machineNotes(RunMetadata meta) {
        List<Finding> notes = new ArrayList<>(oversubscription(meta));
        notes.addAll(LoadFindings.of(meta));
        return notes;
    }

    /**
     * More ranks than cores on a host: the ranks take turns on the processors, so every time includes the
     * scheduler's slicing and measures it as much as the communication system.
     */
    public static List<Finding> oversubscription(RunMetadata meta) {
        if (meta.cores().isEmpty() || meta.simulated()) {
            return List.of(); // a simulated network's ranks are not processes
        }
        int cores = meta.cores().getAsInt();
        // Ranks are counted per machine (kernel boot id) where known: "hosts" that are containers or network
        // namespaces of one machine share its cores.
        Map<String, Integer> perMachine = new LinkedHashMap<>();
        Map<String, java.util.Set<String>> hostsOf = new LinkedHashMap<>();
        for (Placement.Rank r : meta.ranks()) {
            if (r == null) continue;
            String host = String.valueOf(r.host());
            String machine = r.machine() != null && !r.machine().isBlank() ? r.machine() : host;
            perMachine.merge(machine, 1, Integer::sum);
            hostsOf.computeIfAbsent(machine, k -> new java.util.LinkedHashSet<>())
                    .add(host);
        }
        List<Finding> findings = new ArrayList<>();
        perMachine.forEach((machine, count) -> {
            if (count > cores)
                findings.add(new RunFinding.Oversubscribed(count, cores, List.copyOf(hostsOf.get(machine))));
        });
        return findings;
    }

    private static Map<String, String> context(
            RunDirectory dir, RunMetadata meta, OptionalInt window, LogpParameters fit) {
        Map<String, String> c = new LinkedHashMap<>();
        c.put("run", dir.runId());
        c.put("window", window.isPresent() ? window.getAsInt() + " requests" : "unknown");
        c.put("message size", fit.nBytes() + " bytes per request");
        String path = MetaText.path(meta);
        if (!path.isEmpty()) c.put("transport", path);
        if (!meta.ranks().isEmpty()) {
            List<String> where = new ArrayList<>();
            for (Placement.Rank r : meta.ranks()) {
                if (r != null) {
                    String cpus = r.cpus() == null ? "" : r.cpus();
                    where.add("rank " + r.rank() + " on " + r.host() + (cpus.isBlank() ? "" : " (cpus " + cpus + ")"));
                }
            }
            c.put("ranks", String.join(", ", where));
        }
        meta.mpi()
                .filter(m -> m.implementation() == MpiImplementation.OPEN_MPI && m.library() != null)
                .map(Mpi::library)
                .ifPresent(library -> c.put("Open MPI", library));
        meta.model().map(MetaText::model).ifPresent(model -> c.put("model", model));
        return c;
    }
}
