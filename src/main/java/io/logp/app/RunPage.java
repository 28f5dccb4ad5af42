package io.logp.app;

import io.logp.data.RunMetadata;
import io.logp.report.CollectivesTable;
import io.logp.report.ContentionTable;
import io.logp.report.DataFormatException;
import io.logp.report.HtmlReport;
import io.logp.report.PingPongAnalysis;
import io.logp.report.PingPongText;
import io.logp.report.RunDirectory;
import io.logp.report.Warning;
import io.logp.report.table.Tables;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A run's HTML page, {@code signatures/<run-id>/report.html}, from what its files hold: the header from meta.json,
 * the summary and the tables from the analysis, every chart of {@code plots/<run-id>/} inline, and links to every
 * file. Built the same way after a run, by {@code plot DIR} and by {@code report DIR}.
 */
final class RunPage {

    /** Charts in the order a reader meets them; others follow by name. */
    private static final List<String> CHART_ORDER = List.of(
            "signature",
            "bulk_time",
            "bulk_bandwidth",
            "bulk_overhead",
            "signature_",
            "contention",
            "collectives_vs_p",
            "collectives_vs_size",
            "pingpong_distribution",
            "pingpong_sizes",
            "queues");

    private static final Pattern VERSION = Pattern.compile("v?(\\d+\\.\\d+(?:\\.\\d+)?)");

    private RunPage() {}

    static Path write(RunDirectory dir, Optional<RunAnalysis.Result> result, Optional<PingPongAnalysis> pingPong)
            throws IOException, DataFormatException {
        RunMetadata meta = result.isPresent() ? result.get().meta() : RunAnalysis.optionalMeta(dir, new ArrayList<>());
        Path page = dir.signaturesDir().resolve(HtmlReport.FILE);
        List<Path> svgs = svgs(dir);
        List<HtmlReport.Chart> charts = new ArrayList<>();
        for (Path svg : svgs) {
            String base = svg.getFileName().toString().replaceFirst("\\.svg$", "");
            Path png = svg.resolveSibling(base + ".png");
            charts.add(new HtmlReport.Chart(base.replace('_', ' '), svg, Files.exists(png) ? href(page, png) : null));
        }
        List<HtmlReport.Titled> tables = new ArrayList<>();
        List<Warning> warnings = new ArrayList<>();
        String summary = "";
        if (result.isPresent()) {
            RunAnalysis.Result r = result.get();
            summary = RunReport.summary(dir, r, pingPong, page);
            tables.add(new HtmlReport.Titled("Full text", r.table()));
            warnings.addAll(r.warnings());
        } else if (Files.exists(dir.collectivesCsv())) {
            tables.add(new HtmlReport.Titled(
                    "Collectives", Tables.text(CollectivesTable.tables(CollectivesReport.analyseAlone(dir)))));
        } else if (Files.exists(dir.contentionCsv())) {
            io.logp.fit.ContentionRatios ratios =
                    io.logp.fit.ContentionRatios.of(io.logp.report.ContentionCsv.read(dir.contentionCsv()));
            tables.add(new HtmlReport.Titled("Contention", Tables.text(ContentionTable.tables(ratios, List.of()))));
        }
        pingPong.ifPresent(a -> tables.add(new HtmlReport.Titled("Ping-pong", PingPongText.summary(a))));
        HtmlReport.write(
                page,
                new HtmlReport.Page(
                        "logp run " + dir.runId(),
                        header(dir, meta),
                        summary,
                        tables,
                        warnings,
                        charts,
                        files(dir, page)));
        return page;
    }

    /** Machine, MPI, transport, date and command line, as far as meta.json tells them. */
    static Map<String, String> header(RunDirectory dir, RunMetadata meta) {
        Map<String, String> h = new LinkedHashMap<>();
        h.put("run", dir.runId());
        if (meta.date() != null) h.put("date", meta.date());
        List<String> machine = new ArrayList<>();
        if (meta.hosts() != null) machine.add("hosts " + String.join(", ", meta.hosts()));
        if (meta.cores() != null) machine.add(meta.cores() + " cores");
        if (meta.os() != null) machine.add(meta.os());
        if (!machine.isEmpty()) h.put("machine", String.join("; ", machine));
        if (meta.mpi() != null && meta.mpi().library() != null)
            h.put("MPI", meta.mpi().library());
        else if (meta.openMpi() != null) h.put("MPI", meta.openMpi());
        if (meta.transport() != null) h.put("transport", meta.transport());
        if (meta.path() != null) h.put("path", meta.path());
        if (meta.ranks() != null) h.put("ranks", String.valueOf(meta.ranks().size()));
        if (meta.command() != null) {
            List<String> args = meta.arguments() == null ? List.of(meta.command()) : meta.arguments();
            h.put("command line", "logp " + String.join(" ", args));
        }
        if (meta.model() != null) h.put("model", meta.model());
        if (meta.tool() != null)
            h.put("logp", meta.tool().version() + " (" + meta.tool().commit() + ")");
        return h;
    }

    /** MPI and version, the way in, the path and the ranks in one line; empty when meta.json says nothing. */
    static String where(RunMetadata meta) {
        List<String> parts = new ArrayList<>();
        if (meta.mpi() != null && meta.mpi().implementation() != null) {
            String version = "";
            if (meta.mpi().library() != null) {
                Matcher m = VERSION.matcher(meta.mpi().library());
                if (m.find()) version = " " + m.group(1);
            }
            parts.add(meta.mpi().implementation()
                    + version
                    + (meta.transport() != null ? " (" + meta.transport() + " transport)" : ""));
        } else if (meta.transport() != null) parts.add(meta.transport() + " transport");
        // A simulated run's model says more than its path ("simulated LogP network") and its hosts.
        if (meta.model() != null) parts.add(meta.model());
        else if (meta.path() != null) parts.add(meta.path());
        if (meta.ranks() != null) {
            boolean named = meta.hosts() != null && !meta.simulated();
            parts.add(meta.ranks().size() + " ranks" + (named ? " on " + String.join(", ", meta.hosts()) : ""));
        }
        return String.join("; ", parts);
    }

    private static List<Path> svgs(RunDirectory dir) throws IOException {
        if (!Files.isDirectory(dir.plotsDir())) return List.of();
        try (Stream<Path> files = Files.list(dir.plotsDir())) {
            return files.filter(p -> p.getFileName().toString().endsWith(".svg"))
                    .sorted(Comparator.comparingInt(RunPage::rank)
                            .thenComparing(p -> p.getFileName().toString()))
                    .toList();
        }
    }

    private static int rank(Path svg) {
        String name = svg.getFileName().toString().replaceFirst("\\.svg$", "");
        for (int i = 0; i < CHART_ORDER.size(); i++) {
            String key = CHART_ORDER.get(i);
            if (key.endsWith("_") ? name.startsWith(key) : name.equals(key)) return i;
        }
        return CHART_ORDER.size();
    }

    /** Every data file of the run, then the PNG charts, linked relative to the page. */
    private static List<HtmlReport.Link> files(RunDirectory dir, Path page) throws IOException {
        List<HtmlReport.Link> links = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir.signaturesDir())) {
            for (Path f : files.sorted().toList()) {
                String name = f.getFileName().toString();
                if (name.equals(HtmlReport.FILE) || name.startsWith(".") || !Files.isRegularFile(f)) continue;
                links.add(new HtmlReport.Link(name + " (" + Files.size(f) + " bytes)", href(page, f)));
            }
        }
        if (Files.isDirectory(dir.plotsDir())) {
            try (Stream<Path> files = Files.list(dir.plotsDir())) {
                for (Path f : files.sorted().toList()) {
                    String name = f.getFileName().toString();
                    if (name.endsWith(".png") || name.endsWith(".svg")) {
                        links.add(new HtmlReport.Link("plots/" + name, href(page, f)));
                    }
                }
            }
        }
        return links;
    }

    /** A file's address relative to the page, with '/' separators. */
    private static String href(Path page, Path file) {
        Path from = page.toAbsolutePath().normalize().getParent();
        Path rel = from.relativize(file.toAbsolutePath().normalize());
        return rel.toString().replace(java.io.File.separatorChar, '/');
    }
}
