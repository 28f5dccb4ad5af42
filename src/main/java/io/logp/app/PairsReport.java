package io.logp.app;

import io.logp.analysis.PairsAnalysis;
import io.logp.data.PairRtt;
import io.logp.exit.ExitCodes;
import io.logp.finding.Finding;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.PairsCsv;
import io.logp.format.run.RunDirectory;
import io.logp.meta.Pairs;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
import io.logp.plot.PairsHeatMap;
import io.logp.presentation.ChartOptions;
import io.logp.report.FindingText;
import io.logp.report.PairsSummary;
import io.logp.report.PairsTable;
import io.logp.report.table.Table;
import io.logp.report.table.Tables;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The pairs of a run directory: read from pairs.csv and meta.json, analysed (Table 3, slow pairs and ranks), drawn as
 * the P x P map, printed as the summary, the full text or one JSON object, and put on report.html.
 */
public final class PairsReport {

    /** The version of the object {@code --json} prints. */
    static final int SCHEMA_VERSION = 1;

    private PairsReport() {}

    /** Whether the directory holds the pairs' file. */
    public static boolean holds(RunDirectory dir) {
        return Files.exists(dir.pairsCsv());
    }

    /** The analysis with the run's own settings (its margin, its schedule) and the machine's notes. */
    public static PairsAnalysis analyse(RunDirectory dir) throws IOException, DataFormatException {
        List<Finding> notes = new ArrayList<>();
        RunMetadata meta = RunAnalysis.optionalMeta(dir, notes);
        List<PairRtt> pairs = PairsCsv.read(dir.pairsCsv());
        Optional<Pairs> settings = meta.pairs();
        List<String> hosts = meta.ranks().stream().map(Placement.Rank::host).toList();
        if (hosts.stream().anyMatch(h -> h == null)) hosts = List.of();
        double margin =
                settings.map(Pairs::slowMargin).filter(m -> m != null).orElse(io.logp.data.Defaults.PAIRS_SLOW_MARGIN);
        int mostAtOnce = pairs.stream().mapToInt(PairRtt::concurrent).max().orElse(1);
        PairsAnalysis.Notes recorded = new PairsAnalysis.Notes(
                settings.map(Pairs::rounds).filter(r -> r != null).orElse(0),
                mostAtOnce,
                settings.map(Pairs::skipped).orElse(List.of()),
                settings.map(Pairs::budgetSeconds).filter(b -> b != null).orElse(Double.NaN));
        PairsAnalysis a = PairsAnalysis.of(pairs, hosts, margin, recorded);
        notes.addAll(RunAnalysis.machineNotes(meta));
        meta.incomplete().map(i -> RunAnalysis.incomplete(i)).ifPresent(notes::add);
        notes.addAll(a.findings());
        return new PairsAnalysis(a.pairs(), a.ranks(), a.spreads(), notes);
    }

    /** The end of {@code pairs}: the map and the page, then what {@code view} asks for. */
    public static int afterRun(RunDirectory dir, PrintWriter out, View view, ChartOptions options)
            throws IOException, DataFormatException {
        ChartStage stage = new ChartStage(dir, options);
        PairsAnalysis a = analyse(dir);
        List<Path> charts = stage.draw(() -> charts(dir, a, options));
        Path page = stage.page(() -> RunPage.write(dir, Optional.empty(), Optional.empty()));
        print(dir, a, view, charts, page, out);
        stage.finish();
        return ExitCodes.OK;
    }

    /** {@code report DIR} of a pairs run: the text (or object) again and the page, nothing else. */
    public static int reprint(RunDirectory dir, PrintWriter out, View view) throws IOException, DataFormatException {
        PairsAnalysis a = analyse(dir);
        Path page = RunPage.write(dir, Optional.empty(), Optional.empty());
        print(dir, a, view, List.of(), page, out);
        return ExitCodes.OK;
    }

    private static void print(
            RunDirectory dir, PairsAnalysis a, View view, List<Path> charts, Path page, PrintWriter out)
            throws IOException {
        switch (view) {
            case JSON -> out.println(JsonObjects.text(SCHEMA_VERSION, json(a)));
            case VERBOSE -> {
                out.println(Tables.text(tables(a)));
                out.println("data:  " + dir.signaturesDir());
                for (Path p : charts) if (!p.startsWith(dir.signaturesDir())) out.println("chart: " + p);
                out.println("report: " + page);
            }
            case SUMMARY ->
                out.print(summary(
                        dir,
                        a,
                        List.of(
                                "report: " + page,
                                "full text: ./run-logp.sh report " + ShellWords.quote(dir.signaturesDir()))));
        }
        out.flush();
    }

    /** Table 3, then every pair. */
    static List<Table> tables(PairsAnalysis a) {
        return List.of(PairsTable.spread(a), PairsTable.everyPair(a));
    }

    /** The one screen, closed by {@code trailer}. */
    static String summary(RunDirectory dir, PairsAnalysis a, List<String> trailer) throws IOException {
        RunMetadata meta = RunAnalysis.optionalMeta(dir, new ArrayList<>());
        return PairsSummary.text(
                dir.runId(),
                RunPage.where(meta),
                a,
                schedule(a),
                FindingText.render(a.findings(), meta.medium()),
                trailer);
    }

    private static String schedule(PairsAnalysis a) {
        int most = a.pairs().stream().mapToInt(PairRtt::concurrent).max().orElse(1);
        return most > 1 ? "in rounds, up to " + most + " pairs at once" : "one pair at a time";
    }

    /** The map, titled from meta.json; none without a pair. */
    static List<Path> charts(RunDirectory dir, PairsAnalysis a, ChartOptions options) throws IOException {
        if (a.pairs().isEmpty()) return List.of();
        List<String> hosts = hosts(a);
        return PairsHeatMap.render(
                a.pairs(),
                a.ranks(),
                hosts,
                ChartTitles.of(dir, options).title("RTT of every pair of ranks"),
                dir.pairsPng(),
                options.style());
    }

    /** The host of every rank of the analysis, index = rank. */
    static List<String> hosts(PairsAnalysis a) {
        int ranks = a.ranks().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
        List<String> hosts = new ArrayList<>(java.util.Collections.nCopies(ranks, ""));
        for (PairRtt p : a.pairs()) {
            hosts.set(p.i(), p.hostI());
            hosts.set(p.j(), p.hostJ());
        }
        return hosts;
    }

    /** The pairs as {@code --json} prints them: Table 3's rows, every pair, and the findings. */
    static Map<String, Object> json(PairsAnalysis a) {
        List<Map<String, Object>> spreads = new ArrayList<>();
        for (PairsAnalysis.Spread s : a.spreads()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("pairs", s.kind().name().toLowerCase(java.util.Locale.ROOT));
            m.put("count", s.count());
            m.put("min_us", s.min().rttUs());
            m.put("min_pair", List.of(s.min().i(), s.min().j()));
            m.put("median_us", s.medianUs());
            m.put("median_pair", List.of(s.medianPair().i(), s.medianPair().j()));
            m.put("max_us", s.max().rttUs());
            m.put("max_pair", List.of(s.max().i(), s.max().j()));
            spreads.add(m);
        }
        List<Map<String, Object>> pairs = new ArrayList<>();
        for (PairRtt p : a.pairs()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("i", p.i());
            m.put("j", p.j());
            m.put("host_i", p.hostI());
            m.put("host_j", p.hostJ());
            m.put("rtt_us", p.rttUs());
            m.put("ci95_us", p.ci95Us());
            m.put("samples", p.samples());
            m.put("concurrent", p.concurrent());
            p.signature().ifPresent(s -> {
                m.put("o_s_us", s.oSUs());
                m.put("o_s_ci95_us", s.oSCi95Us());
                m.put("g_us", s.gUs());
                m.put("g_ci95_us", s.gCi95Us());
                m.put("o_r_us", s.oRUs());
                m.put("o_r_ci95_us", s.oRCi95Us());
                m.put("L_us", s.latencyUs());
                m.put("L_ci95_us", s.latencyCi95Us());
            });
            pairs.add(m);
        }
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("table3", spreads);
        o.put("pairs", pairs);
        o.put("warnings", FindingText.objects(a.findings(), io.logp.data.NetworkPath.Medium.UNKNOWN));
        return o;
    }
}
