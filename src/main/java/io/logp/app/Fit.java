package io.logp.app;

import io.logp.analysis.AnalysedRun;
import io.logp.analysis.QueueAnalysis;
import io.logp.analysis.RunAnalyser;
import io.logp.analysis.RunResult;
import io.logp.data.NetworkPath;
import io.logp.exit.ExitCodes;
import io.logp.fit.FitException;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.HeapLimit;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.MetaJson;
import io.logp.format.run.RunDirectory;
import io.logp.report.CollectivesTable;
import io.logp.report.ContentionTable;
import io.logp.report.PairsSummary;
import io.logp.report.PairsTable;
import io.logp.report.PingPongText;
import io.logp.report.QueueText;
import io.logp.report.RunText;
import io.logp.report.ShellWords;
import io.logp.report.table.Tables;
import io.logp.result.CollectivesScreen;
import io.logp.result.JsonFormat;
import io.logp.result.LogpJson;
import io.logp.result.PairsJson;
import io.logp.result.PingPongJson;
import io.logp.result.QueuesFormat;
import io.logp.result.SummaryFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The {@code fit} command: prints the table of a run directory, or with {@code --json} exactly the logp.json object.
 * A directory with only another tool's contention.csv gets its contention ratios, one with only collectives.csv its
 * collectives table; the pairs, the ping-pong and the queues alone their own. Writes nothing.
 */
public final class Fit {

    private Fit() {}

    public static int print(Path dirPath, View view, OptionalInt window, PrintWriter out)
            throws IOException, DataFormatException, FitException {
        RunDirectory run = RunDirectory.of(dirPath);
        AnalysedRun analysed;
        try {
            analysed = HeapLimit.of(run.signatureCsv(), () -> ResultWriter.analyse(run, window));
        } catch (IOException | DataFormatException | FitException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        show(run, analysed, view, out);
        return ExitCodes.OK;
    }

    /** What {@code fit} prints of an analysed run, as its kind has it. */
    static void show(RunDirectory dir, AnalysedRun run, View view, PrintWriter out)
            throws IOException, DataFormatException {
        boolean json = view == View.JSON;
        List<String> trailer =
                List.of("full text: ./run-logp.sh fit " + ShellWords.quote(dir.signaturesDir()) + " --verbose");
        switch (run) {
            case RunResult result -> {
                switch (view) {
                    case JSON -> new JsonFormat(out).write(result);
                    case VERBOSE -> out.print(RunText.table(result) + "\n");
                    case SUMMARY -> new SummaryFormat(out, trailer).write(result);
                }
            }
            case AnalysedRun.Contention c ->
                out.println(
                        json
                                ? LogpJson.toJson(
                                        RunAnalyser.notMeasured(),
                                        Optional.empty(),
                                        c.contention(),
                                        NetworkPath.Medium.UNKNOWN)
                                : Tables.text(ContentionTable.tables(c.contention(), List.of())));
            // Collectives on their own (collectives --no-reference, or another tool's file): nothing to predict from.
            case AnalysedRun.Collectives c ->
                out.println(
                        switch (view) {
                            case JSON ->
                                JsonObjects.text(
                                        CollectivesScreen.SCHEMA_VERSION, CollectivesScreen.json(c.collectives()));
                            case VERBOSE -> Tables.text(CollectivesTable.tables(c.collectives()));
                            case SUMMARY -> CollectivesScreen.summary(dir.runId(), c.meta(), c.collectives(), trailer);
                        });
            case AnalysedRun.Pairs p -> {
                switch (view) {
                    case JSON -> out.println(PairsJson.text(p.pairs()));
                    case VERBOSE -> out.println(Tables.text(PairsTable.tables(p.pairs())));
                    case SUMMARY -> out.print(PairsSummary.text(dir.runId(), p.meta(), p.pairs(), trailer));
                }
            }
            case AnalysedRun.PingPong p ->
                out.print(json ? PingPongJson.text(p.analysis()) + "\n" : PingPongText.summary(p.analysis()));
            case AnalysedRun.Queues q ->
                out.print(json ? queuesJson(q.analysis()) + "\n" : QueueText.costs(q.analysis()));
            case AnalysedRun.Profile profile -> throw ResultWriter.profileMeasuresNoLogp(dir, profile);
            case AnalysedRun.Nothing nothing -> throw ResultWriter.nothingMeasured(dir, nothing);
        }
        out.flush();
    }

    /** queues.json's object, as the queues command prints it. */
    static String queuesJson(QueueAnalysis a) {
        return JsonObjects.text(QueueAnalysis.SCHEMA_VERSION, MetaJson.convert(QueuesFormat.object(a), Map.class));
    }
}
