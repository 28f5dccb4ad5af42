package io.logp.app;

import io.logp.analysis.History;
import io.logp.analysis.HistoryParameter;
import io.logp.analysis.HistoryRun;
import io.logp.analysis.HistoryRuns;
import io.logp.analysis.RunSummaries;
import io.logp.exit.ExitCodes;
import io.logp.exit.UsageException;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonFiles;
import io.logp.index.RunIndex;
import io.logp.plot.HistoryChart;
import io.logp.presentation.ChartOptions;
import io.logp.report.HistoryTables;
import io.logp.report.MetaText;
import io.logp.report.Warning;
import io.logp.report.table.Table;
import io.logp.report.table.TableFormatFactory;
import io.logp.report.table.TableFormatType;
import io.logp.result.HistoryCsv;
import io.logp.result.HistoryJson;
import io.logp.result.HistoryPage;
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
 * The {@code history} command's work: run directories of any systems, read (through the index beside them), grouped
 * by system in time order, each parameter against the band of the runs before it; the tables on stdout (or the JSON
 * object), and history.json, history.md, one chart per system and history.html in the output directory.
 *
 * <p>Exit codes: 2 when a path given does not exist or none is given; 3 when a directory given could not be read or
 * repeats a run id (the history of the others is still written, and each such directory named on stderr), or when
 * no run could be read at all.
 */
public final class RunHistory {

    /** The output directory beside the runs, when --out does not name one. */
    public static final String OUT_DIR = "history";

    static final String MARKDOWN_FILE = "history.md";

    private RunHistory() {}

    /** Where the outputs and the index go by default: the directory the (first) run directories are in. */
    static Path base(List<Path> runs) {
        Path parent = runs.get(0).toAbsolutePath().normalize().getParent();
        return parent == null ? Path.of(".") : parent;
    }

    /** Runs {@code history} over {@code paths}; returns the exit code. */
    public static int run(
            List<Path> paths,
            Path out,
            Optional<Path> index,
            boolean noIndex,
            boolean json,
            ChartOptions charts,
            PrintWriter stdout,
            PrintWriter stderr)
            throws IOException {
        History history = read(paths, index, noIndex, "history", stderr);
        if (history.systems().isEmpty()) return ExitCodes.BAD_DATA;
        Path target = out != null ? out : base(HistoryRuns.expand(paths)).resolve(OUT_DIR);
        Files.createDirectories(target);
        List<Path> written = new ArrayList<>();
        written.add(HistoryJson.write(target, history));
        written.add(HistoryCsv.write(target, history));
        Path markdown = target.resolve(MARKDOWN_FILE);
        AtomicFiles.write(markdown, render(history, TableFormatType.MARKDOWN));
        written.add(markdown);
        Map<String, List<Path>> chartFiles = new LinkedHashMap<>();
        for (int i = 0; i < history.systems().size(); i++) {
            History.SystemHistory s = history.systems().get(i);
            List<HistoryChart.Panel> panels = new ArrayList<>();
            for (HistoryParameter p : HistoryTables.shown(s))
                panels.add(new HistoryChart.Panel(p.symbol() + " (" + p.unit() + ")", s.series(p)));
            if (panels.isEmpty()) continue;
            List<Path> files = HistoryChart.render(
                    charts.title().orElse(HistoryTables.title(s.system())),
                    panels,
                    target.resolve("history-" + (i + 1) + ".png"),
                    charts.style());
            chartFiles.put(s.system().key(), files);
            written.addAll(files);
        }
        written.add(HistoryPage.write(target, history, chartFiles, written));

        if (json) {
            stdout.println(JsonFiles.toJson(HistoryJson.object(history)));
        } else {
            for (String line : HistoryTables.systems(history)) stdout.println(line);
            stdout.print(render(history, TableFormatType.TEXT));
            for (Warning w : HistoryTables.warnings(history)) stdout.println(w.code() + ": " + w.text());
            if (history.findings().isEmpty()) stdout.println("No parameter left its band.");
            stdout.println("page: " + target.resolve(HistoryPage.FILE));
        }
        stdout.flush();
        stderr.flush();
        return history.leftOut().isEmpty() ? ExitCodes.OK : ExitCodes.BAD_DATA;
    }

    /**
     * The history of the runs {@code paths} name, read through the index ({@code index}, else logp.db beside the
     * runs; none with {@code noIndex}); the directories left out and what was done to the index are said on stderr,
     * each line starting with "logp COMMAND:".
     *
     * @throws UsageException when no path is given or one does not exist
     */
    static History read(List<Path> paths, Optional<Path> index, boolean noIndex, String command, PrintWriter stderr)
            throws IOException {
        if (paths.isEmpty()) throw new UsageException(command + " needs at least one run directory (RUN_DIR)");
        for (Path p : paths) {
            if (!Files.exists(p)) throw new UsageException("no such run directory: " + p);
        }
        String who = "logp " + command + ": ";
        List<Path> dirs = HistoryRuns.expand(paths);
        List<HistoryRun> runs = new ArrayList<>();
        List<History.LeftOut> unreadable = new ArrayList<>();
        Path indexFile = index.orElse(base(dirs).resolve(RunIndex.FILE));
        try (RunIndex opened = noIndex ? null : open(indexFile, who, stderr)) {
            for (Path dir : dirs) {
                try {
                    runs.add(read(dir, opened));
                } catch (DataFormatException | IOException e) {
                    unreadable.add(new History.LeftOut(dir, History.Reason.UNREADABLE, e.getMessage()));
                }
            }
            if (opened != null) {
                opened.commit();
                stderr.println(who + "index " + indexFile + ": " + opened.size() + " runs, " + opened.written()
                        + " read from their directories this time");
            }
        }
        History history = History.of(runs, unreadable);
        for (String line : HistoryTables.leftOut(history)) stderr.println(who + line);
        if (history.systems().isEmpty()) stderr.println(who + "no run could be read, nothing written");
        stderr.flush();
        return history;
    }

    /** The run in {@code dir}: from the index when its files have not changed, else read and indexed. */
    private static HistoryRun read(Path dir, RunIndex index) throws IOException, DataFormatException {
        if (index == null) return readRun(dir);
        String stamp = RunIndex.stamp(dir);
        Optional<HistoryRun> cached = index.cached(dir, stamp);
        if (cached.isPresent()) return cached.get();
        HistoryRun run = readRun(dir);
        index.put(run, stamp);
        return run;
    }

    /** The run in {@code dir} read from its files, its path in words. */
    private static HistoryRun readRun(Path dir) throws IOException, DataFormatException {
        RunSummaries.Summarised read = RunSummaries.read(dir);
        return HistoryRuns.of(dir, read.meta(), MetaText.summary(read));
    }

    /**
     * The index, or null when it cannot be opened (a read-only directory): the runs are then read from their
     * directories, as the source of truth they are, and the history is the same.
     */
    private static RunIndex open(Path file, String who, PrintWriter stderr) {
        try {
            RunIndex.Opened o = RunIndex.open(file);
            o.setAside()
                    .ifPresent(aside -> stderr.println(who + file + " was not a usable index (" + o.problem()
                            + "): set aside as " + aside + ", rebuilt from the run directories"));
            return o.index();
        } catch (IOException e) {
            stderr.println(who + "no index (" + e.getMessage() + "): every run read from its directory");
            return null;
        }
    }

    private static String render(History history, TableFormatType type) {
        StringBuilder text = new StringBuilder();
        for (History.SystemHistory s : history.systems()) {
            for (Table t : List.of(HistoryTables.runs(s), HistoryTables.bands(s))) {
                text.append(TableFormatFactory.of(type).render(t));
                text.append('\n');
            }
        }
        return text.toString();
    }
}
