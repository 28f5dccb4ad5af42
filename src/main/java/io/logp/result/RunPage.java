package io.logp.result;

import io.logp.analysis.AnalysedRun;
import io.logp.analysis.PingPongAnalysis;
import io.logp.analysis.QueueAnalysis;
import io.logp.analysis.RunResult;
import io.logp.format.run.RunDirectory;
import io.logp.meta.RunMetadata;
import io.logp.report.ChartKind;
import io.logp.report.CollectivesTable;
import io.logp.report.ContentionTable;
import io.logp.report.FindingText;
import io.logp.report.Glossary;
import io.logp.report.HtmlReport;
import io.logp.report.MetaText;
import io.logp.report.PairsSummary;
import io.logp.report.PairsTable;
import io.logp.report.PingPongTable;
import io.logp.report.QueueTable;
import io.logp.report.RunFacts;
import io.logp.report.RunText;
import io.logp.report.Warning;
import io.logp.report.table.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A run's HTML page, {@code signatures/<run-id>/report.html}, assembled from its {@link AnalysedRun}: the summary,
 * the tables and the warnings of its kind, every chart of {@code plots/<run-id>/} as an embedded PNG with links to
 * its vector files, the machine and software from meta.json, links to every data file, and the glossary. Built the
 * same way after a run, by {@code plot DIR} and by {@code report DIR}; {@link HtmlReport} renders it.
 */
public final class RunPage {

    /** The vector twins a chart may have beside its PNG, linked in the order given. */
    private static final List<String> VECTOR_FORMATS = List.of("svg", "pdf");

    private RunPage() {}

    /** The page of an analysed run, of whatever kind: its summary, tables and warnings, and every chart drawn. */
    public static Path write(RunDirectory dir, AnalysedRun run) throws IOException {
        RunMetadata meta = run.meta();
        Path page = dir.signaturesDir().resolve(HtmlReport.FILE);
        List<Table> tables = new ArrayList<>();
        List<Warning> warnings = new ArrayList<>();
        String summary = "";
        Optional<RunResult> result = Optional.empty();
        switch (run) {
            case RunResult r -> {
                result = Optional.of(r);
                summary = SummaryFormat.text(r, List.of());
                tables.addAll(RunText.tables(r));
                warnings.addAll(RunText.warnings(r));
            }
            case AnalysedRun.Pairs p -> {
                warnings.addAll(FindingText.render(p.metaFindings(), meta.medium()));
                summary = PairsSummary.text(dir.runId(), meta, p.pairs(), List.of());
                tables.addAll(PairsTable.tables(p.pairs()));
                warnings.addAll(FindingText.render(p.pairs().findings(), meta.medium()));
            }
            case AnalysedRun.Collectives c -> {
                warnings.addAll(FindingText.render(c.metaFindings(), meta.medium()));
                tables.addAll(CollectivesTable.tables(c.collectives()));
                warnings.addAll(FindingText.render(c.collectives().findings(), meta.medium()));
            }
            case AnalysedRun.Contention c -> {
                warnings.addAll(FindingText.render(c.metaFindings(), meta.medium()));
                tables.addAll(ContentionTable.tables(c.contention(), List.of()));
                warnings.addAll(FindingText.render(c.contention().findings(), meta.medium()));
            }
            case AnalysedRun.PingPong p -> warnings.addAll(FindingText.render(p.metaFindings(), meta.medium()));
            case AnalysedRun.Queues q -> warnings.addAll(FindingText.render(q.metaFindings(), meta.medium()));
            // Never paged here: every command refuses a directory where nothing was measured before it writes a page,
            // and a profile has its own (QueueProfilePage).
            case AnalysedRun.Profile _, AnalysedRun.Nothing _ -> {}
        }
        Optional<PingPongAnalysis> pingPong = run.pingPong();
        Optional<QueueAnalysis> queues = run.queues();
        pingPong.ifPresent(a -> tables.addAll(PingPongTable.tables(a)));
        queues.ifPresent(a -> tables.addAll(QueueTable.tables(a)));
        HtmlReport.write(
                page,
                new HtmlReport.Page(
                        "logp run " + dir.runId(),
                        header(dir, meta),
                        summary,
                        tables,
                        List.of(HtmlReport.FindingGroup.of(
                                warnings.stream().distinct().toList())),
                        charts(dir, page, sizedSignatures(result)),
                        RunFacts.of(meta),
                        files(dir, page),
                        Glossary.entries()));
        FigureList.write(dir, meta, result);
        return page;
    }

    /** The run, where it ran and when: the few facts under the title; the machine section has the rest. */
    static List<HtmlReport.Fact> header(RunDirectory dir, RunMetadata meta) {
        List<HtmlReport.Fact> h = new ArrayList<>();
        h.add(new HtmlReport.Fact("run", dir.runId()));
        String where = MetaText.where(meta);
        if (!where.isBlank()) h.add(new HtmlReport.Fact("where", where));
        meta.date().ifPresent(date -> h.add(new HtmlReport.Fact("date", date)));
        return h;
    }

    /**
     * Every PNG chart of the run in reading order (by {@link ChartKind}), embedded, with links to itself, its vector
     * twins and its paper versions (plots/<id>/paper/, which the page never embeds).
     */
    private static List<HtmlReport.Chart> charts(RunDirectory dir, Path page, List<Integer> sized) throws IOException {
        if (!Files.isDirectory(dir.plotsDir())) return List.of();
        List<HtmlReport.Chart> charts = new ArrayList<>();
        for (ChartKind kind : ChartKind.values()) {
            for (ChartKind.Chart chart : kind.charts(dir.plotsDir(), sized)) {
                Path png = chart.png();
                List<HtmlReport.Link> links = new ArrayList<>(List.of(new HtmlReport.Link("PNG", href(page, png))));
                for (String format : VECTOR_FORMATS) {
                    Path vector = png.resolveSibling(chart.base() + "." + format);
                    if (Files.exists(vector))
                        links.add(new HtmlReport.Link(format.toUpperCase(Locale.ROOT), href(page, vector)));
                }
                Path paper = png.resolveSibling(PAPER_DIR).resolve(chart.base() + ".pdf");
                if (Files.exists(paper)) links.add(new HtmlReport.Link("paper PDF", href(page, paper)));
                charts.add(new HtmlReport.Chart(chart.caption(), Files.readAllBytes(png), links));
            }
        }
        return charts;
    }

    /** The sizes whose signature the run's charts draw; none without an analysed signature. */
    static List<Integer> sizedSignatures(Optional<RunResult> result) {
        return result.map(r -> ChartKind.sizedSignatures(r.signature().sizes())).orElse(List.of());
    }

    /** Where --style paper writes its files, beside the screen charts. */
    private static final String PAPER_DIR = "paper";

    /** Every data file of the run, linked relative to the page (the charts link their own files). */
    private static List<HtmlReport.Link> files(RunDirectory dir, Path page) throws IOException {
        List<HtmlReport.Link> links = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir.signaturesDir())) {
            for (Path f : files.sorted().toList()) {
                String name = f.getFileName().toString();
                if (name.equals(HtmlReport.FILE) || name.startsWith(".") || !Files.isRegularFile(f)) continue;
                links.add(new HtmlReport.Link(name + " (" + Files.size(f) + " bytes)", href(page, f)));
            }
        }
        return links;
    }

    /** A file's address relative to the page, with '/' separators. */
    public static String href(Path page, Path file) {
        Path from = page.toAbsolutePath().normalize().getParent();
        Path rel = from.relativize(file.toAbsolutePath().normalize());
        return rel.toString().replace(java.io.File.separatorChar, '/');
    }
}
