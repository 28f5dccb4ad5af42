package io.logp.app;

import io.logp.analysis.PingPongAnalysis;
import io.logp.data.TransportChoice;
import io.logp.data.meta.Mpi;
import io.logp.data.meta.NetworkPath;
import io.logp.data.meta.RunMetadata;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.RunDirectory;
import io.logp.report.CollectivesTable;
import io.logp.report.ContentionTable;
import io.logp.report.HtmlReport;
import io.logp.report.MetaText;
import io.logp.report.PingPongText;
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
                    io.logp.fit.ContentionRatios.of(io.logp.format.run.ContentionCsv.read(dir.contentionCsv()));
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
        meta.date().ifPresent(date -> h.put("date", date));
        List<String> machine = new ArrayList<>();
        if (!meta.hosts().isEmpty()) machine.add("hosts " + String.join(", ", meta.hosts()));
        meta.machine().map(MetaText::machine).filter(m -> !m.isEmpty()).ifPresent(machine::add);
        if (!machine.isEmpty()) h.put("machine", String.join("; ", machine));
        String network = MetaText.network(meta);
        if (!network.isEmpty()) h.put("network", network);
        meta.mpi().map(Mpi::library).ifPresent(library -> h.put("MPI", library));
        meta.mpi().map(Mpi::compiler).ifPresent(compiler -> h.put("compiler", compiler));
        transport(meta).ifPresent(t -> h.put("transport", t));
        String path = MetaText.path(meta);
        if (!path.isEmpty()) h.put("path", path);
        if (meta.placement().isPresent())
            h.put("ranks", String.valueOf(meta.ranks().size()));
        meta.command().ifPresent(command -> {
            List<String> args = meta.arguments().isEmpty() ? List.of(command) : meta.arguments();
            h.put("command line", "logp " + String.join(" ", args));
        });
        meta.model().map(MetaText::model).ifPresent(model -> h.put("model", model));
        meta.jvm().ifPresent(jvm -> h.put("JDK", jvm.vendor() + " " + jvm.version()));
        meta.tool().ifPresent(tool -> h.put("logp", tool.version() + " (" + tool.commit() + ")"));
        return h;
    }

    /** MPI and version, the way in, the path and the ranks in one line; empty when meta.json says nothing. */
    static String where(RunMetadata meta) {
        List<String> parts = new ArrayList<>();
        Optional<String> transport = transport(meta);
        Optional<Mpi> mpi = meta.mpi().filter(m -> m.implementation() != null);
        if (mpi.isPresent()) {
            String version = "";
            if (mpi.get().library() != null) {
                Matcher m = VERSION.matcher(mpi.get().library());
                if (m.find()) version = " " + m.group(1);
            }
            parts.add(mpi.get().implementation().label()
                    + version
                    + transport.map(t -> " (" + t + " transport)").orElse(""));
        } else transport.ifPresent(t -> parts.add(t + " transport"));
        // A simulated run's model says more than its path ("simulated LogP network") and its hosts.
        String path = MetaText.path(meta);
        if (meta.model().isPresent()) parts.add(MetaText.model(meta.model().get()));
        else if (!path.isEmpty()) parts.add(path);
        if (meta.placement().isPresent()) {
            boolean named = !meta.simulated();
            parts.add(meta.ranks().size() + " ranks" + (named ? " on " + String.join(", ", meta.hosts()) : ""));
        }
        return String.join("; ", parts);
    }

    /** The way into MPI, native or bindings. */
    private static Optional<String> transport(RunMetadata meta) {
        return meta.path().map(NetworkPath::transport).map(TransportChoice::label);
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
