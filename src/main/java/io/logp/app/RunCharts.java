package io.logp.app;

import io.logp.fit.ContentionRatios;
import io.logp.fit.FitException;
import io.logp.format.run.ContentionCsv;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.RunDirectory;
import io.logp.plot.ContentionChart;
import io.logp.presentation.ChartOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Every chart of a run, drawn again from its files alone ({@code plot DIR}): the same functions the run itself drew
 * them with, so a re-drawn chart is the run's chart.
 */
public final class RunCharts {

    private RunCharts() {}

    /** Draws every chart the files allow; throws when the directory holds nothing to draw. */
    public static List<Path> redraw(Path runDir) throws IOException, DataFormatException, FitException {
        return redraw(runDir, ChartOptions.SCREEN);
    }

    /** Draws every chart the files allow, as the options say; throws when the directory holds nothing to draw. */
    public static List<Path> redraw(Path runDir, ChartOptions options)
            throws IOException, DataFormatException, FitException {
        RunDirectory dir = RunDirectory.of(runDir);
        List<Path> charts = new ArrayList<>();
        // A name that is there but cannot be read (a link in a loop, a directory) is reported as what it is.
        if (present(dir.signatureCsv())) {
            charts.addAll(RunAnalysis.charts(dir, RunAnalysis.analyse(dir, OptionalInt.empty()), options));
        } else if (present(dir.pairsCsv())) {
            charts.addAll(PairsReport.charts(dir, PairsReport.analyse(dir), options));
        } else if (present(dir.collectivesCsv())) {
            charts.addAll(CollectivesReport.charts(dir, CollectivesReport.analyseAlone(dir), options));
        } else if (present(dir.contentionCsv())) {
            ContentionRatios ratios = ContentionRatios.of(ContentionCsv.read(dir.contentionCsv()));
            charts.addAll(ContentionChart.render(
                    ratios,
                    ChartTitles.of(dir, options).title("Contention g_K / g_1"),
                    dir.contentionPng(),
                    options.style()));
        }
        charts.addAll(PingPongReport.charts(dir, options));
        charts.addAll(QueueReport.charts(dir, options));
        if (charts.isEmpty()) {
            throw new DataFormatException(
                    dir.signatureCsv(),
                    0,
                    "no such file, and none of the other files a chart is drawn from (pairs.csv, collectives.csv,"
                            + " contention.csv, the ping-pong and queue files)");
        }
        return charts;
    }

    private static boolean present(Path file) {
        return Files.exists(file, LinkOption.NOFOLLOW_LINKS);
    }
}
