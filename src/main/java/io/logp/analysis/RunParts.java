package io.logp.analysis;

import io.logp.data.Defaults;
import io.logp.data.Estimate;
import io.logp.data.PairRtt;
import io.logp.finding.Finding;
import io.logp.fit.BulkParameters;
import io.logp.fit.CollectiveModel;
import io.logp.fit.LogpParameters;
import io.logp.fit.model.PiecewiseLoggpFitter;
import io.logp.format.run.ClockSyncCsv;
import io.logp.format.run.CollectivesCsv;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.PairsCsv;
import io.logp.format.run.PingPongData;
import io.logp.format.run.QueueData;
import io.logp.format.run.RunDirectory;
import io.logp.meta.Pairs;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Each part a run directory may hold beside its signature, read from its files and analysed: the collectives, the
 * ping-pong, the queues and the pairs. {@link RunAnalyser} decides which kind the directory is and assembles them.
 */
public final class RunParts {

    private RunParts() {}

    /**
     * The collectives when the directory holds collectives.csv, against the LogP model of the run's parameters;
     * else empty.
     *
     * @param params the run's LogP parameters, or null when it has none (nothing is predicted)
     */
    public static Optional<CollectivesAnalysis> collectives(
            RunDirectory dir, LogpParameters params, Optional<BulkParameters> bulk, RunMetadata meta)
            throws IOException, DataFormatException {
        if (!Files.exists(dir.collectivesCsv())) return Optional.empty();
        List<CollectivesCsv.Row> rows = CollectivesCsv.read(dir.collectivesCsv());
        List<CollectivesCsv.TimerRow> timers = Files.exists(dir.collectivesTimersCsv())
                ? CollectivesCsv.readTimers(dir.collectivesTimersCsv())
                : List.of();
        List<ClockSyncCsv.Row> sync =
                Files.exists(dir.clockSyncCsv()) ? ClockSyncCsv.read(dir.clockSyncCsv()) : List.of();
        CollectiveModel model = params == null || !params.oS().isKnown()
                ? null
                : new CollectiveModel(PiecewiseLoggpFitter.fit(params, bulk));
        List<CollectivesCsv.Row> repeats =
                Files.exists(dir.collectivesRepeatCsv()) ? CollectivesCsv.read(dir.collectivesRepeatCsv()) : List.of();
        return Optional.of(
                CollectivesAnalysis.of(rows, model, timers, sync, repeats, PlacementFindings.machineNotes(meta)));
    }

    /** The collectives of a directory without LogP parameters (no signature.csv): nothing is predicted. */
    public static CollectivesAnalysis collectivesAlone(RunDirectory dir) throws IOException, DataFormatException {
        List<Finding> warnings = new ArrayList<>();
        RunMetadata meta = RunMetaReading.checkedMeta(dir, warnings);
        CollectivesAnalysis analysis =
                collectives(dir, null, Optional.empty(), meta).orElseThrow();
        if (warnings.isEmpty()) return analysis;
        List<Finding> notes = new ArrayList<>(warnings);
        notes.addAll(analysis.findings());
        return new CollectivesAnalysis(
                analysis.model(), analysis.points(), analysis.timers(), analysis.sync(), analysis.repeats(), notes);
    }

    /** The ping-pong of a run from its raw files, outliers cut at the default; empty when the run has none. */
    public static Optional<PingPongAnalysis> pingPong(RunDirectory dir) throws IOException, DataFormatException {
        return Files.exists(dir.signaturesDir().resolve(PingPongData.SAMPLES))
                ? Optional.of(pingPong(dir, Defaults.CUT_COEF))
                : Optional.empty();
    }

    /** The ping-pong of a run from its raw files, outliers cut at {@code cutCoef} times the median. */
    public static PingPongAnalysis pingPong(RunDirectory dir, double cutCoef) throws IOException, DataFormatException {
        return PingPongAnalysis.of(
                PingPongData.read(dir.signaturesDir()),
                cutCoef,
                Defaults.LATENCY_MAX_BYTES,
                Defaults.BANDWIDTH_MIN_BYTES);
    }

    /**
     * The queue costs of a run from its raw files; empty when the run has none.
     *
     * @param oR o_r of the same run, when it has a LogP fit, to say how many entries a receive overhead is worth
     */
    public static Optional<QueueAnalysis> queues(RunDirectory dir, Estimate oR)
            throws IOException, DataFormatException {
        if (!Files.exists(dir.signaturesDir().resolve(QueueData.TRIALS))) return Optional.empty();
        return Optional.of(QueueAnalysis.of(QueueData.read(dir.signaturesDir()), oR));
    }

    /** The pairs of a run (pairs.csv) with the run's own settings (its margin, its schedule) and the machine's notes. */
    public static PairsAnalysis pairs(RunDirectory dir) throws IOException, DataFormatException {
        List<Finding> notes = new ArrayList<>();
        RunMetadata meta = RunMetaReading.checkedMeta(dir, notes);
        List<PairRtt> pairs = PairsCsv.read(dir.pairsCsv());
        Optional<Pairs> settings = meta.pairs();
        List<String> hosts = meta.ranks().stream().map(Placement.Rank::host).toList();
        if (hosts.stream().anyMatch(h -> h == null)) hosts = List.of();
        double margin =
                settings.map(Pairs::slowMargin).filter(m -> m != null).orElse(io.logp.data.Defaults.PAIRS_SLOW_MARGIN);
        int mostAtOnce = pairs.stream().mapToInt(PairRtt::concurrent).max().orElse(1);
        PairsAnalysis.Notes recorded = new PairsAnalysis.Notes(
                settings.map(Pairs::rounds).filter(r -> r != null).orElse(0),
                mostAtOnce,
                settings.map(Pairs::skipped).orElse(List.of()),
                settings.map(Pairs::budgetSeconds).filter(b -> b != null).orElse(Double.NaN));
        PairsAnalysis a = PairsAnalysis.of(pairs, hosts, margin, recorded);
        notes.addAll(PlacementFindings.machineNotes(meta));
        meta.incomplete().map(i -> RunMetaReading.incomplete(i)).ifPresent(notes::add);
        // A slow pair that the other processes' CPU time can explain is a doubt, not a slow link.
        notes.addAll(LoadFindings.doubtSlowPairs(a.findings(), pairs, meta, "pairs"));
        return new PairsAnalysis(a.pairs(), a.ranks(), a.spreads(), notes);
    }
}
