package io.logp.app;

import io.logp.analysis.Comparison;
import io.logp.data.RunSummary;
import io.logp.exit.ExitCodes;
import io.logp.exit.UsageException;
import io.logp.format.run.AtomicFiles;
import io.logp.plot.BreakdownChart;
import io.logp.presentation.ChartOptions;
import io.logp.presentation.ChartScale;
import io.logp.presentation.ComparisonFormatType;
import io.logp.report.ComparisonFormatFactory;
import io.logp.report.ComparisonTable;
import io.logp.report.ForeignReference;
import io.logp.report.Glossary;
import io.logp.report.HtmlReport;
import io.logp.report.Warning;
import io.logp.report.table.Table;
import io.logp.result.RunPage;
import io.logp.result.RunSummaries;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The {@code compare} command's work: runs, reference platforms and other suites' output files (OSU, IMB, NetPIPE,
 * Netgauge; {@link ForeignReference}) side by side, in every format and a chart.
 */
public final class Compare {

    static final String CHART_FILE = "breakdown.png";
    /** How the other suites' numbers differ from logp's, one note per line (only when files of other tools were read). */
    static final String NOTES_FILE = "notes.txt";

    static final String CHART_TITLE = "LogP summary (Culler et al., Figure 6)";

    private static final DateTimeFormatter OUT_STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT).withZone(ZoneOffset.UTC);

    private Compare() {}

    /** One input of a comparison as its page shows it: its name, its own page or file, and its warnings. */
    private record Input(String label, Path path, boolean runDirectory, List<Warning> warnings) {}

    /**
     * The run under the name given to it; when one file holds several systems, each keeps its own name after the
     * given one.
     */
    private static RunSummary named(RunSummary run, String name, int inFile) {
        if (name.isEmpty()) return run;
        return run.withLabel(inFile == 1 ? name : name + " " + run.label());
    }

    /**
     * comparison.html: the runs compared, each linked to its own report.html, the table, every run's warnings, the
     * chart embedded and links to the other formats.
     */
    private static Path page(Path target, List<Input> inputs, List<Table> tables, List<Path> written)
            throws java.io.IOException {
        Path page = target.resolve("comparison.html");
        List<HtmlReport.Fact> header = new ArrayList<>();
        header.add(new HtmlReport.Fact(
                "date", java.time.Instant.now(Clock.systemUTC()).toString()));
        List<HtmlReport.FindingGroup> findings = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            Input in = inputs.get(i);
            Path report = in.path().resolve(HtmlReport.FILE);
            boolean linked = in.runDirectory() && Files.isRegularFile(report);
            header.add(
                    linked
                            ? new HtmlReport.Fact(in.label(), report.toString(), RunPage.href(page, report))
                            : new HtmlReport.Fact(in.label(), in.path().toString()));
            if (in.runDirectory())
                findings.add(new HtmlReport.FindingGroup(in.label(), "run" + (i + 1) + "-", in.warnings()));
        }
        List<HtmlReport.Chart> charts = new ArrayList<>();
        List<HtmlReport.Link> links = new ArrayList<>();
        for (Path file : written) {
            String name = file.getFileName().toString();
            links.add(new HtmlReport.Link(name, name));
            if (name.endsWith(".png")) {
                List<HtmlReport.Link> twins = new ArrayList<>(List.of(new HtmlReport.Link("PNG", name)));
                String svg = name.replaceFirst("\\.png$", ".svg");
                if (written.contains(file.resolveSibling(svg))) twins.add(new HtmlReport.Link("SVG", svg));
                charts.add(new HtmlReport.Chart(CHART_TITLE, Files.readAllBytes(file), twins));
            }
        }
        HtmlReport.write(
                page,
                new HtmlReport.Page(
                        "logp comparison", header, "", tables, findings, charts, List.of(), links, Glossary.entries()));
        return page;
    }

    /**
     * One system to compare: a run directory or another suite's file, and the name its row gets.
     *
     * @param name the row's name; empty for the run's own (its run id, or a reference's platform)
     */
    public record Named(String name, Path path) {

        public Named {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(path, "path");
        }

        /** A run under its own name. */
        public static Named unnamed(Path path) {
            return new Named("", path);
        }
    }

    /** Compares runs under their own names, then the named references: as {@link #run(List, List, ...)}. */
    public static int run(
            List<Path> runDirs,
            List<String> references,
            ComparisonFormatType format,
            Path out,
            PrintWriter stdout,
            PrintWriter stderr)
            throws Exception {
        return compare(
                runDirs.stream().map(Named::unnamed).toList(),
                references,
                format,
                ChartScale.AUTO,
                out,
                stdout,
                stderr);
    }

    /**
     * Compares {@code systems} and then the named {@code references}, each reference's row named as given; writes
     * every format and the chart, its time axis on {@code scale}, into {@code out} (default: comparisons/&lt;stamp&gt;) and prints the table in
     * {@code format} alone on stdout.
     *
     * @throws UsageException when there is nothing to compare, a path does not exist, a reference is unknown or two
     *                        rows would have one name
     */
    public static int compare(
            List<Named> systems,
            List<String> references,
            ComparisonFormatType format,
            ChartScale scale,
            Path out,
            PrintWriter stdout,
            PrintWriter stderr)
            throws Exception {
        return compare(systems, references, format, scale, ChartOptions.SCREEN, out, stdout, stderr);
    }

    /** As {@link #compare(List, List, ComparisonFormatType, ChartScale, Path, PrintWriter, PrintWriter)}, its
     * Figure 6 chart drawn in {@code charts}' style, under its title (none for {@code --title ''}). */
    public static int compare(
            List<Named> systems,
            List<String> references,
            ComparisonFormatType format,
            ChartScale scale,
            ChartOptions charts,
            Path out,
            PrintWriter stdout,
            PrintWriter stderr)
            throws Exception {
        if (systems.isEmpty() && references.isEmpty()) {
            throw new UsageException("nothing to compare: give at least one RUN_DIR, --name or --reference");
        }
        // Every name is checked before any file is read, and every file read before any is written.
        List<Named> all = new ArrayList<>();
        for (Named system : systems) {
            // Missing input data, not a bad option: exit 3, as the README's table says.
            if (!Files.isDirectory(system.path()) && !Files.isRegularFile(system.path()))
                throw new io.logp.format.run.DataFormatException(
                        system.path(), 0, "no such run directory (nor another suite's output file)");
            all.add(system);
        }
        ReferenceDirectories known = ReferenceDirectories.standard();
        for (String name : references) all.add(new Named(name.trim(), known.resolve(name)));
        List<RunSummary> runs = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<Input> inputs = new ArrayList<>();
        for (Named system : all) {
            Path dir = system.path();
            if (Files.isDirectory(dir)) {
                RunSummary run = named(RunSummaries.read(dir), system.name(), 1);
                runs.add(run);
                inputs.add(new Input(run.label(), dir, true, RunSummaries.warnings(dir)));
                continue;
            }
            // Another suite's output (OSU, IMB, NetPIPE, Netgauge): reference rows and the notes on its method.
            List<ForeignReference> refs = ForeignReference.read(dir);
            for (ForeignReference ref : refs) {
                RunSummary run = named(ref.summary(), system.name(), refs.size());
                runs.add(run);
                notes.addAll(ref.notes());
                inputs.add(new Input(run.label(), dir, false, List.of()));
            }
        }
        Set<String> names = new HashSet<>();
        for (RunSummary run : runs) {
            if (!names.add(run.label()))
                throw new UsageException(
                        "two rows are named '" + run.label() + "'; name them apart with --name NAME=DIR");
        }
        Comparison comparison = Comparison.of(runs);

        Path target = out != null
                ? out
                : Path.of("comparisons", OUT_STAMP.format(Clock.systemUTC().instant()));
        List<Path> written = new ArrayList<>();
        for (ComparisonFormatType type : ComparisonFormatType.values()) {
            Path file = target.resolve(type.fileName());
            AtomicFiles.write(file, ComparisonFormatFactory.of(type).render(comparison));
            written.add(file);
        }
        written.addAll(BreakdownChart.render(
                runs, charts.title().orElse(CHART_TITLE), scale, target.resolve(CHART_FILE), charts.style()));
        if (!notes.isEmpty()) {
            Path file = target.resolve(NOTES_FILE);
            AtomicFiles.write(file, String.join("\n", notes) + "\n");
            written.add(file);
        }
        written.add(page(target, inputs, ComparisonTable.tables(comparison, notes), written));

        // stdout holds the table alone, so that "logp compare ... --format latex > table.tex" works.
        stdout.print(ComparisonFormatFactory.of(format).render(comparison));
        stdout.flush();
        for (String note : notes) stderr.println("note: " + note);
        // The text, Markdown and LaTeX tables carry the findings among their notes: said once (issue 48: the
        // SINGLE_LAUNCH_COMPARISON note was printed twice); CSV and JSON have no notes, stderr says them.
        boolean tableSaysThem = format == ComparisonFormatType.TEXT
                || format == ComparisonFormatType.MARKDOWN
                || format == ComparisonFormatType.LATEX;
        if (!tableSaysThem)
            for (io.logp.finding.Finding f : comparison.findings())
                stderr.println(f.code().name() + ": "
                        + io.logp.report.FindingText.words(f, io.logp.data.NetworkPath.Medium.UNKNOWN));
        for (Path file : written) stderr.println("wrote " + file);
        stderr.flush();
        return ExitCodes.OK;
    }
}
