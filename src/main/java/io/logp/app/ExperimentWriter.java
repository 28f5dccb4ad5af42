package io.logp.app;

import io.logp.analysis.AnalysedRun;
import io.logp.analysis.CollectivesAnalysis;
import io.logp.analysis.PairsAnalysis;
import io.logp.analysis.PingPongAnalysis;
import io.logp.analysis.QueueAnalysis;
import io.logp.analysis.RttAnalysis;
import io.logp.analysis.RunAnalyser;
import io.logp.analysis.RunResult;
import io.logp.data.Estimate;
import io.logp.exit.ExitCodes;
import io.logp.fit.FitException;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.MetaJson;
import io.logp.format.run.QueueData;
import io.logp.format.run.RunDirectory;
import io.logp.presentation.ChartOptions;
import io.logp.report.CollectivesTable;
import io.logp.report.MetaText;
import io.logp.report.PairsSummary;
import io.logp.report.PairsTable;
import io.logp.report.PingPongText;
import io.logp.report.QueueText;
import io.logp.report.table.Tables;
import io.logp.result.CollectivesModelFormat;
import io.logp.result.CollectivesScreen;
import io.logp.result.PairsJson;
import io.logp.result.PingPongFormat;
import io.logp.result.PingPongJson;
import io.logp.result.QueuesFormat;
import io.logp.result.RttFormat;
import io.logp.result.RunPage;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The end of the commands that measure one experiment without a signature (pingpong, queues, rtt, collectives with
 * --no-reference): analyse it ({@link RunAnalyser}), write its files, draw its charts and the page, print.
 */
public final class ExperimentWriter {

    private ExperimentWriter() {}

    /**
     * The pingpong command: writes the ping-pong's files, the charts and report.html; prints the one screen, the full
     * summary of Luecke et al. ({@code VERBOSE}) or pingpong.json's object ({@code JSON}), also when a chart could not
     * be written.
     */
    public static int pingPong(RunDirectory dir, PrintWriter out, double cutCoef, View view, ChartOptions options)
            throws IOException, DataFormatException, FitException {
        AnalysedRun run = RunAnalyser.analyse(dir, OptionalInt.empty(), cutCoef);
        // The directory this command measured holds the ping-pong; without its files, their reading says why.
        PingPongAnalysis a =
                run.pingPong().isPresent() ? run.pingPong().get() : io.logp.analysis.RunParts.pingPong(dir, cutCoef);
        new PingPongFormat(dir).write(a);
        ChartStage stage = new ChartStage(dir, options);
        List<Path> charts = stage.draw(() -> RunCharts.pingPong(dir, run.meta(), a, options));
        Path page = stage.page(() -> RunPage.write(dir, run));
        Path summary = dir.signaturesDir().resolve(PingPongFormat.SUMMARY);
        switch (view) {
            case JSON -> out.println(PingPongJson.text(a));
            case VERBOSE -> {
                out.print(PingPongText.summary(a));
                out.println();
                out.println("data:  " + dir.signaturesDir());
                for (Path p : charts) out.println("chart: " + p);
                out.println("report: " + page);
            }
            case SUMMARY -> {
                out.println("logp run " + dir.runId());
                String where = MetaText.where(run.meta());
                if (!where.isBlank()) out.println("  " + where);
                out.print(PingPongText.brief(summary, a));
                io.logp.report.ScreenSummary.warnings(io.logp.report.FindingText.render(
                                pingPongFindings(dir, a), io.logp.data.NetworkPath.Medium.UNKNOWN))
                        .forEach(out::println);
                out.println("report: " + page);
                out.println("full text: " + summary);
            }
        }
        out.flush();
        stage.finish();
        return ExitCodes.OK;
    }

    /**
     * What a reader of a ping-pong run must know: the machine's state (other processes, more ranks than cores) and
     * the measurement's findings from meta.json, and the trials the filter left out at the main size.
     */
    static List<io.logp.finding.Finding> pingPongFindings(RunDirectory dir, PingPongAnalysis a)
            throws IOException, DataFormatException {
        List<io.logp.finding.Finding> findings = new ArrayList<>();
        io.logp.meta.RunMetadata meta = io.logp.analysis.RunMetaReading.checkedMeta(dir, findings);
        findings.addAll(meta.measurementWarnings());
        findings.addAll(io.logp.analysis.PlacementFindings.machineNotes(meta));
        io.logp.analysis.RateAgreement.outliers(a).ifPresent(findings::add);
        return findings;
    }

    /**
     * The queues command: writes queues.csv, queues.json, the chart and (without a signature) report.html; prints the
     * costs per entry ({@code SUMMARY}, {@code VERBOSE}: the same few lines) or queues.json's object ({@code JSON}).
     */
    public static int queues(RunDirectory dir, PrintWriter out, View view, ChartOptions options)
            throws IOException, DataFormatException, FitException {
        return queues(dir, RunAnalyser.analyse(dir), out, view, options);
    }

    /** The queues of an analysed run: of a run with a signature (o_r from its fit), or of the queues alone. */
    static int queues(RunDirectory dir, AnalysedRun run, PrintWriter out, View view, ChartOptions options)
            throws IOException, DataFormatException {
        Path d = dir.signaturesDir();
        // The directory this command measured holds the queues; without their files, their reading says why.
        QueueAnalysis a =
                run.queues().isPresent() ? run.queues().get() : QueueAnalysis.of(QueueData.read(d), Estimate.unknown());
        new QueuesFormat(dir).write(a);
        ChartStage stage = new ChartStage(dir, options);
        List<Path> charts = stage.draw(() -> RunCharts.queues(dir, run.meta(), a, options));
        // A run with a signature has its page already, made at its end.
        Path page = run instanceof RunResult ? null : stage.page(() -> RunPage.write(dir, run));
        if (view == View.JSON) {
            out.println(JsonObjects.text(
                    QueueAnalysis.SCHEMA_VERSION, MetaJson.convert(QueuesFormat.object(a), Map.class)));
            out.flush();
            stage.finish();
            return ExitCodes.OK;
        }
        if (page != null) {
            out.println("logp run " + dir.runId());
            String where = MetaText.where(run.meta());
            if (!where.isBlank()) out.println("  " + where);
        }
        out.print(QueueText.costs(a));
        out.println("data:  " + d);
        for (Path p : charts) out.println("chart: " + p);
        if (page != null) out.println("report: " + page);
        out.flush();
        stage.finish();
        return ExitCodes.OK;
    }

    /** The rtt command: the round trip's full statistics from its raw samples. */
    public static int rtt(RunDirectory dir, PrintWriter out, View view) throws IOException, DataFormatException {
        RttAnalysis a = RttAnalysis.of(dir);
        if (view == View.JSON) RttFormat.json(a, out);
        else RttFormat.text(a, dir.signaturesDir(), out);
        out.flush();
        return ExitCodes.OK;
    }

    /** A directory with collectives but no signature (--no-reference, or another tool's collectives.csv). */
    static void collectivesAlone(
            RunDirectory dir, AnalysedRun.Collectives run, PrintWriter out, ChartStage stage, View view)
            throws IOException, DataFormatException {
        CollectivesAnalysis a = run.collectives();
        List<Path> files = new ArrayList<>(new CollectivesModelFormat(dir).write(a));
        files.addAll(stage.draw(() -> RunCharts.collectives(dir, run.meta(), a, stage.options())));
        Path page = stage.page(() -> RunPage.write(dir, run));
        switch (view) {
            case JSON -> out.println(JsonObjects.text(CollectivesScreen.SCHEMA_VERSION, CollectivesScreen.json(a)));
            case VERBOSE -> {
                out.println(Tables.text(CollectivesTable.tables(a)));
                out.println("data:  " + dir.signaturesDir());
                for (Path p : files) if (!dir.signaturesDir().equals(p.getParent())) out.println("chart: " + p);
                out.println("report: " + page);
            }
            case SUMMARY ->
                out.print(CollectivesScreen.summary(dir.runId(), run.meta(), a, ResultWriter.trailer(dir, page)));
        }
        out.flush();
    }

    /** The end of {@code pairs}: the map and the page, then what {@code view} asks for. */
    public static int pairs(RunDirectory dir, PrintWriter out, View view, ChartOptions options)
            throws IOException, DataFormatException, FitException {
        return ResultWriter.afterRun(dir, out, view, options);
    }

    /** The pairs at the end of a command: the map and the page, then what {@code view} asks for. */
    static void pairs(RunDirectory dir, AnalysedRun.Pairs run, PrintWriter out, View view, ChartStage stage)
            throws IOException, DataFormatException {
        List<Path> charts = stage.draw(() -> RunCharts.pairs(dir, run.meta(), run.pairs(), stage.options()));
        Path page = stage.page(() -> RunPage.write(dir, run));
        pairs(dir, run, view, charts, page, out);
    }

    /** {@code report DIR} of a pairs run: the text (or object) again and the page, nothing else. */
    static int pairsAgain(RunDirectory dir, AnalysedRun.Pairs run, PrintWriter out, View view)
            throws IOException, DataFormatException {
        Path page = RunPage.write(dir, run);
        pairs(dir, run, view, List.of(), page, out);
        return ExitCodes.OK;
    }

    private static void pairs(
            RunDirectory dir, AnalysedRun.Pairs run, View view, List<Path> charts, Path page, PrintWriter out) {
        PairsAnalysis a = run.pairs();
        switch (view) {
            case JSON -> out.println(PairsJson.text(a));
            case VERBOSE -> {
                out.println(Tables.text(PairsTable.tables(a)));
                out.println("data:  " + dir.signaturesDir());
                for (Path p : charts) if (!dir.signaturesDir().equals(p.getParent())) out.println("chart: " + p);
                out.println("report: " + page);
            }
            case SUMMARY -> out.print(PairsSummary.text(dir.runId(), run.meta(), a, ResultWriter.trailer(dir, page)));
        }
        out.flush();
    }
}
