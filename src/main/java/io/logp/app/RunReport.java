package io.logp.app;

import io.logp.fit.FitException;
import io.logp.report.DataFormatException;
import io.logp.report.PingPongAnalysis;
import io.logp.report.RunDirectory;
import io.logp.report.ScreenSummary;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a run shows its reader, in three forms from the same analysis: the one-screen summary (the default at the end
 * of {@code run}), the full text ({@code --verbose}, {@code report DIR}) and the HTML page in the run directory.
 */
public final class RunReport {

    private RunReport() {}

    /**
     * The end of a measuring command: fits, writes logp.json and the tables, then every chart and report.html, then
     * prints the summary, or with {@code verbose} the full text. The tables print even when a chart or the page
     * cannot be written; the command then fails with {@link ChartsNotWrittenException}, naming the file.
     */
    public static int afterRun(RunDirectory dir, PrintWriter out, boolean verbose)
            throws IOException, DataFormatException, FitException {
        ChartStage stage = new ChartStage(dir);
        if (!Files.exists(dir.signatureCsv()) && Files.exists(dir.collectivesCsv())) {
            int code = CollectivesReport.reportOnly(dir, out, stage);
            out.println("report: " + stage.page(() -> RunPage.write(dir, Optional.empty(), Optional.empty())));
            out.flush();
            stage.finish();
            return code;
        }
        RunAnalysis.Result result = RunAnalysis.analyse(dir, OptionalInt.empty());
        List<Path> files = new ArrayList<>(RunAnalysis.writeTables(dir, result));
        Optional<PingPongAnalysis> pingPong = PingPongReport.writeData(dir);
        files.addAll(stage.draw(() -> RunAnalysis.charts(dir, result)));
        if (pingPong.isPresent()) files.addAll(stage.draw(() -> PingPongReport.charts(dir, pingPong.get())));
        Path page = stage.page(() -> RunPage.write(dir, Optional.of(result), pingPong));
        out.print(verbose ? fullText(dir, result, pingPong, files, page) : summary(dir, result, pingPong, page));
        out.flush();
        stage.finish();
        return ExitCodes.OK;
    }

    /**
     * {@code report DIR}: the full text of a run from its files (or with {@code brief} its summary), and its HTML page
     * written again. Writes nothing else.
     */
    public static int reprint(Path dirPath, PrintWriter out, boolean brief)
            throws IOException, DataFormatException, FitException {
        RunDirectory dir = RunDirectory.of(dirPath);
        if (!Files.exists(dir.signatureCsv())) {
            // Collectives, contention or ping-pong alone: their own text, then the page.
            if (Files.exists(dir.collectivesCsv()) || Files.exists(dir.contentionCsv())) {
                RunAnalysis.fit(dirPath, false, OptionalInt.empty(), out);
            }
            Optional<PingPongAnalysis> pingPong = PingPongReport.read(dir);
            pingPong.ifPresent(a -> out.print(PingPongReport.brief(dir, a)));
            out.println("report: " + RunPage.write(dir, Optional.empty(), pingPong));
            out.flush();
            return ExitCodes.OK;
        }
        RunAnalysis.Result result = RunAnalysis.analyse(dir, OptionalInt.empty());
        Optional<PingPongAnalysis> pingPong = PingPongReport.read(dir);
        Path page = RunPage.write(dir, Optional.of(result), pingPong);
        out.print(brief ? summary(dir, result, pingPong, page) : fullText(dir, result, pingPong, List.of(), page));
        out.flush();
        return ExitCodes.OK;
    }

    /** The one screen: what the system costs, warnings as coded lines, and where the rest is. */
    public static String summary(
            RunDirectory dir, RunAnalysis.Result r, Optional<PingPongAnalysis> pingPong, Path page) {
        return ScreenSummary.text(new ScreenSummary.Inputs(
                dir.runId(),
                where(r),
                r.parameters(),
                r.bulk(),
                r.regimes(),
                pingPong,
                r.collectives(),
                r.contention(),
                r.warnings(),
                List.of("report: " + page, "full text: ./run-logp.sh report " + dir.signaturesDir())));
    }

    /** The text every earlier version printed: every table and note, the files, then the ping-pong lines. */
    static String fullText(
            RunDirectory dir,
            RunAnalysis.Result r,
            Optional<PingPongAnalysis> pingPong,
            List<Path> written,
            Path page) {
        StringBuilder out = new StringBuilder(r.table()).append('\n');
        out.append("data:  ").append(dir.signaturesDir()).append('\n');
        for (Path p : written)
            if (!p.startsWith(dir.signaturesDir()))
                out.append("chart: ").append(p).append('\n');
        pingPong.ifPresent(a -> out.append('\n').append(PingPongReport.brief(dir, a)));
        out.append("report: ").append(page).append('\n');
        return out.toString();
    }

    /** MPI, path and ranks in a few words: "Open MPI 4.1.4, native, shared memory (btl vader), 2 ranks on vm". */
    static String where(RunAnalysis.Result r) {
        return RunPage.where(r.meta());
    }

    /** The page alone, for {@code plot DIR} after the charts are drawn. */
    public static Path writePage(Path dirPath) throws IOException, DataFormatException, FitException {
        RunDirectory dir = RunDirectory.of(dirPath);
        Optional<RunAnalysis.Result> result = Files.exists(dir.signatureCsv())
                ? Optional.of(RunAnalysis.analyse(dir, OptionalInt.empty()))
                : Optional.empty();
        return RunPage.write(dir, result, PingPongReport.read(dir));
    }
}
