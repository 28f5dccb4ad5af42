package io.logp.app;

import io.logp.analysis.PingPongAnalysis;
import io.logp.data.Defaults;
import io.logp.data.ForeignResult;
import io.logp.data.Transfer;
import io.logp.fit.FitException;
import io.logp.fit.TransferTimeRegimes;
import io.logp.format.foreign.ForeignFiles;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.PingPongData;
import io.logp.format.run.RunDirectory;
import io.logp.plot.ReferenceCurves;
import io.logp.report.ChartTitles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * {@code plot DIR --reference FILE...}: the run's bulk time chart and ping-pong size chart drawn again with other
 * suites' curves beside its own (ReferenceCurves), as {@value #TIME_FILE} and {@value #PINGPONG_FILE}; the run's own
 * charts stay as they are.
 */
public final class ReferenceCharts {

    static final String TIME_FILE = "bulk_time_references.png";
    static final String PINGPONG_FILE = "pingpong_sizes_references.png";

    private ReferenceCharts() {}

    /** Reads every file first (a bad one fails before anything is drawn), then draws the charts the run has. */
    public static List<Path> render(Path runDir, List<Path> referenceFiles)
            throws IOException, DataFormatException, FitException {
        return render(runDir, referenceFiles, io.logp.presentation.ChartOptions.SCREEN);
    }

    /** As {@link #render(Path, List)}, drawn as the options say. */
    public static List<Path> render(Path runDir, List<Path> referenceFiles, io.logp.presentation.ChartOptions options)
            throws IOException, DataFormatException, FitException {
        List<ForeignResult> references = new ArrayList<>();
        for (Path f : referenceFiles) references.addAll(ForeignFiles.read(f));
        RunDirectory dir = RunDirectory.of(runDir);
        List<Path> written = new ArrayList<>();
        ChartTitles titles = ChartTitles.of(dir, options);
        if (Files.exists(dir.signatureCsv())) {
            io.logp.analysis.RunResult result = ResultWriter.analyse(dir, OptionalInt.empty());
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
        if (Files.exists(dir.signaturesDir().resolve(PingPongData.SAMPLES))) {
            PingPongAnalysis a = io.logp.analysis.RunAnalyser.pingPong(dir, Defaults.CUT_COEF);
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
