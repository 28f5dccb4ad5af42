package io.logp.app;

import io.logp.analysis.AnalysedRun;
import io.logp.analysis.PingPongAnalysis;
import io.logp.analysis.RunResult;
import io.logp.data.ForeignResult;
import io.logp.data.Transfer;
import io.logp.fit.TransferTimeRegimes;
import io.logp.format.foreign.ForeignFiles;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.RunDirectory;
import io.logp.plot.ReferenceCurves;
import io.logp.report.ChartTitles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code plot DIR --reference FILE...}: the run's bulk time chart and ping-pong size chart drawn again with other
 * suites' curves beside its own (ReferenceCurves), as {@value #TIME_FILE} and {@value #PINGPONG_FILE}; the run's own
 * charts stay as they are.
 */
public final class ReferenceCharts {

    static final String TIME_FILE = "bulk_time_references.png";
    static final String PINGPONG_FILE = "pingpong_sizes_references.png";

    private ReferenceCharts() {}

    /**
     * Reads every file first (a bad one fails before anything is drawn), then draws the curves the analysed run has:
     * its bulk stores' T(n) and its ping-pong's sizes.
     */
    static List<Path> render(
            RunDirectory dir, AnalysedRun run, List<Path> referenceFiles, io.logp.presentation.ChartOptions options)
            throws IOException, DataFormatException {
        List<ForeignResult> references = new ArrayList<>();
        for (Path f : referenceFiles) references.addAll(ForeignFiles.read(f));
        List<Path> written = new ArrayList<>();
        ChartTitles titles = ChartTitles.of(run.meta(), options);
        switch (run) {
            case RunResult result -> {
                TransferTimeRegimes store = result.regimes().get(Transfer.Kind.STORE.label());
                if (store != null) {
                    written.addAll(ReferenceCurves.save(
                            ReferenceCurves.timeChart(
                                    result.storeTimes(),
                                    store,
                                    titles.title("Bulk round trip T(n) beside other suites"),
                                    ReferenceCurves.roundTrips(references)),
                            dir.plotsDir().resolve(TIME_FILE),
                            options.style()));
                }
            }
            // Only a run with a signature has bulk stores.
            case AnalysedRun.Pairs _,
                    AnalysedRun.Collectives _,
                    AnalysedRun.Contention _,
                    AnalysedRun.PingPong _,
                    AnalysedRun.Queues _,
                    AnalysedRun.Profile _,
                    AnalysedRun.Nothing _ -> {}
        }
        if (run.pingPong().isPresent()) {
            PingPongAnalysis a = run.pingPong().get();
            if (!a.sizes().isEmpty()) {
                written.addAll(ReferenceCurves.save(
                        ReferenceCurves.pingPongChart(
                                a.sizeBytes(),
                                a.sizeMeansUs(),
                                a.sizeCi95Us(),
                                a.fit(),
                                titles.title("Ping-pong half round trip beside other suites"),
                                ReferenceCurves.oneWay(references)),
                        dir.plotsDir().resolve(PINGPONG_FILE),
                        options.style()));
            }
        }
        return written;
    }
}
