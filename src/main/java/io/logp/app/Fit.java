package io.logp.app;

import io.logp.analysis.CollectivesAnalysis;
import io.logp.analysis.RunAnalyser;
import io.logp.analysis.RunResult;
import io.logp.data.NetworkPath;
import io.logp.exit.ExitCodes;
import io.logp.fit.ContentionRatios;
import io.logp.fit.FitException;
import io.logp.format.run.ContentionCsv;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.HeapLimit;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.RunDirectory;
import io.logp.report.CollectivesTable;
import io.logp.report.ContentionTable;
import io.logp.report.RunText;
import io.logp.report.ShellWords;
import io.logp.report.table.Tables;
import io.logp.result.CollectivesScreen;
import io.logp.result.JsonFormat;
import io.logp.result.LogpJson;
import io.logp.result.SummaryFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The {@code fit} command: prints the table of a run directory, or with {@code --json} exactly the logp.json object.
 * A directory with only another tool's contention.csv gets its contention ratios, one with only collectives.csv its
 * collectives table. Writes nothing.
 */
public final class Fit {

    private Fit() {}

    public static int print(Path dirPath, View view, OptionalInt window, PrintWriter out)
            throws IOException, DataFormatException, FitException {
        RunDirectory run = RunDirectory.of(dirPath);
        boolean signature = Files.exists(run.signatureCsv(), LinkOption.NOFOLLOW_LINKS);
        boolean json = view == View.JSON;
        List<String> trailer = List.of("full text: ./run-logp.sh fit " + ShellWords.quote(dirPath) + " --verbose");
        if (!signature && Files.exists(run.contentionCsv())) {
            // Another tool's contention.csv on its own: the ratios need nothing else, but files of two runs are
            // still refused.
            RunAnalyser.checkedMeta(run, new ArrayList<>());
            ContentionRatios contention = ContentionRatios.of(ContentionCsv.read(run.contentionCsv()));
            out.println(
                    json
                            ? LogpJson.toJson(
                                    RunAnalyser.notMeasured(), Optional.empty(), contention, NetworkPath.Medium.UNKNOWN)
                            : Tables.text(ContentionTable.tables(contention, List.of())));
            out.flush();
            return ExitCodes.OK;
        }
        if (!signature && Files.exists(run.collectivesCsv())) {
            // Collectives on their own (collectives --no-reference, or another tool's file): nothing to predict from.
            CollectivesAnalysis a = RunAnalyser.collectivesAlone(run);
            out.println(
                    switch (view) {
                        case JSON -> JsonObjects.text(CollectivesScreen.SCHEMA_VERSION, CollectivesScreen.json(a));
                        case VERBOSE -> Tables.text(CollectivesTable.tables(a));
                        case SUMMARY ->
                            CollectivesScreen.summary(
                                    run.runId(), RunAnalyser.optionalMeta(run, new ArrayList<>()), a, trailer);
                    });
            out.flush();
            return ExitCodes.OK;
        }
        RunResult result;
        try {
            result = HeapLimit.of(run.signatureCsv(), () -> ResultWriter.analyse(run, window));
        } catch (IOException | DataFormatException | FitException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        switch (view) {
            case JSON -> new JsonFormat(out).write(result);
            case VERBOSE -> out.print(RunText.table(result) + "\n");
            case SUMMARY -> new SummaryFormat(out, trailer).write(result);
        }
        out.flush();
        return ExitCodes.OK;
    }
}
