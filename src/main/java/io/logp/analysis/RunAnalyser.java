package io.logp.analysis;

import io.logp.data.Defaults;
import io.logp.data.Estimate;
import io.logp.data.NetworkPath;
import io.logp.data.PairRtt;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.Transfer;
import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import io.logp.fit.BulkFitter;
import io.logp.fit.BulkParameters;
import io.logp.fit.CollectiveModel;
import io.logp.fit.ContentionRatios;
import io.logp.fit.FitException;
import io.logp.fit.LogpFitter;
import io.logp.fit.LogpParameters;
import io.logp.fit.SteadyStateFitter;
import io.logp.fit.TransferTimeRegimes;
import io.logp.fit.model.PiecewiseLoggpFitter;
import io.logp.format.run.ClockSyncCsv;
import io.logp.format.run.CollectivesCsv;
import io.logp.format.run.ContentionCsv;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.IncompleteMark;
import io.logp.format.run.MeasuringLock;
import io.logp.format.run.MetaJson;
import io.logp.format.run.NewerSchemaException;
import io.logp.format.run.PairsCsv;
import io.logp.format.run.PingPongData;
import io.logp.format.run.ProfileRecords;
import io.logp.format.run.QueueData;
import io.logp.format.run.RttCsv;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.RunIdentity;
import io.logp.format.run.SignatureCsv;
import io.logp.meta.Incomplete;
import io.logp.meta.Pairs;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * From a run directory's files to a {@link RunResult}: reads signature.csv and rtt.csv (and meta.json when present,
 * for the window and the measurement's own findings), fits, and analyses the bulk transfers, contention, collectives,
 * ping-pong and queues the run has. Writes nothing: the run, {@code fit}, {@code report} and {@code plot} all analyse
 * here, so they agree.
 */
public final class RunAnalyser {

    private RunAnalyser() {}

    /** The run in {@code dir}, as the kind its files make it, with the window meta.json records. */
    public static AnalysedRun analyse(RunDirectory dir) throws IOException, DataFormatException, FitException {
        return analyse(dir, OptionalInt.empty());
    }

    /** The run in {@code dir}; {@code windowOverride}, when present, wins over meta.json's window. */
    public static AnalysedRun analyse(RunDirectory dir, OptionalInt windowOverride)
            throws IOException, DataFormatException, FitException {
        return analyse(dir, windowOverride, Defaults.CUT_COEF);
    }

    /**
     * The run in {@code dir} as one kind of {@link AnalysedRun}: the only place that decides the kind from which files
     * the directory holds. A name that is there but cannot be read (a link leading nowhere, a directory) counts as
     * there, so its reading names what is wrong with it.
     *
     * @param cutCoef the ping-pong's outlier cut, times its median, for a run of the ping-pong alone
     */
    public static AnalysedRun analyse(RunDirectory dir, OptionalInt windowOverride, double cutCoef)
            throws IOException, DataFormatException, FitException {
        if (present(dir.signatureCsv())) return signatureRun(dir, windowOverride);
        List<Finding> metaFindings = new ArrayList<>();
        RunMetadata meta = optionalMeta(dir, metaFindings);
        if (present(dir.pairsCsv())) {
            PairsAnalysis pairs = pairs(dir);
            return new AnalysedRun.Pairs(
                    dir.runId(), meta, metaFindings, pairs, pingPongPart(dir, cutCoef), queuesAlone(dir));
        }
        if (present(dir.collectivesCsv())) {
            CollectivesAnalysis collectives = collectivesAlone(dir);
            return new AnalysedRun.Collectives(
                    dir.runId(), meta, metaFindings, collectives, pingPongPart(dir, cutCoef), queuesAlone(dir));
        }
        if (present(dir.contentionCsv())) {
            // Another tool's contention.csv on its own: the ratios need nothing else, but files of two runs are
            // still refused.
            checkedMeta(dir, new ArrayList<>());
            ContentionRatios ratios = ContentionRatios.of(ContentionCsv.read(dir.contentionCsv()));
            return new AnalysedRun.Contention(
                    dir.runId(), meta, metaFindings, ratios, pingPongPart(dir, cutCoef), queuesAlone(dir));
        }
        Optional<PingPongAnalysis> pingPong = pingPongPart(dir, cutCoef);
        if (pingPong.isPresent()) {
            checkedMeta(dir, new ArrayList<>());
            return new AnalysedRun.PingPong(dir.runId(), meta, metaFindings, pingPong.get(), queuesAlone(dir));
        }
        Optional<QueueAnalysis> queues = queuesAlone(dir);
        if (queues.isPresent()) {
            checkedMeta(dir, new ArrayList<>());
            return new AnalysedRun.Queues(dir.runId(), meta, metaFindings, queues.get());
        }
        if (present(dir.signaturesDir().resolve(ProfileRecords.DIR))) {
            return new AnalysedRun.Profile(
                    dir.runId(),
                    meta,
                    metaFindings,
                    ProfileRecords.read(dir.signaturesDir().resolve(ProfileRecords.DIR)));
        }
        return new AnalysedRun.Nothing(
                dir.runId(),
                meta,
                IncompleteMark.of(dir.metaJson()).map(m -> incomplete(m, dir)),
                present(dir.rttSamples()));
    }

    private static boolean present(java.nio.file.Path file) {
        return Files.exists(file, LinkOption.NOFOLLOW_LINKS);
    }

    /** The ping-pong beside another kind's files, cut at {@code cutCoef}; empty without its raw data. */
    private static Optional<PingPongAnalysis> pingPongPart(RunDirectory dir, double cutCoef)
            throws IOException, DataFormatException {
        return present(dir.signaturesDir().resolve(PingPongData.SAMPLES))
                ? Optional.of(pingPong(dir, cutCoef))
                : Optional.empty();
    }

    /** The queues of a run without a LogP fit: o_r unknown. */
    private static Optional<QueueAnalysis> queuesAlone(RunDirectory dir) throws IOException, DataFormatException {
        return queues(dir, Estimate.unknown());
    }

    /** The run with a small-message signature in {@code dir}, with every other part it measured. */
    public static RunResult signatureRun(RunDirectory dir, OptionalInt windowOverride)
            throws IOException, DataFormatException, FitException {
        Signature signature = SignatureCsv.read(dir.signatureCsv());
        List<RttPoint> rtts = RttCsv.read(dir.rttCsv());
        List<Finding> metaFindings = new ArrayList<>();
        RunMetadata meta = checkedMeta(dir, metaFindings);
        OptionalInt window = windowOverride.isPresent() ? windowOverride : meta.window();
        LogpParameters fit = LogpFitter.fit(signature, rtts, window);
        List<Finding> findings = new ArrayList<>(metaFindings);
        meta.incomplete().map(i -> incomplete(i, dir)).ifPresent(findings::add);
        findings.addAll(meta.measurementWarnings());
        findings.addAll(PlacementFindings.machineNotes(meta));
        findings.addAll(RunFilesAgreement.check(signature, rtts, meta));
        findings.addAll(withoutConfidenceIntervals(signature, fit));
        findings.addAll(fit.findings());
        // With --launches N the headline is every launch's mean with the wider of its two intervals.
        Optional<LaunchAnalysis> launches = LaunchAnalysis.of(dir, fit, window);
        launches.ifPresent(l -> findings.addAll(l.findings()));
        fit = fit.withFindings(findings);
        if (launches.isPresent()) fit = launches.get().combined(fit);
        List<Finding> all = new ArrayList<>(findings);
        // What the fitter's findings mean depends on the path, which meta.json describes.
        NetworkPath.Medium medium = meta.medium();

        OptionalInt bulkWindow = meta.bulk().isPresent() ? meta.bulkWindow() : window;
        Optional<BulkParameters> bulk = BulkFitter.fit(signature, rtts, bulkWindow);
        List<RttPoint> gets = Files.exists(dir.rttGetCsv()) ? RttCsv.read(dir.rttGetCsv()) : List.of();
        Map<String, TransferTimeRegimes> regimes = new LinkedHashMap<>();
        if (bulk.isPresent()) {
            List<Finding> bulkFindings = new ArrayList<>(meta.bulkMeasurementWarnings());
            bulkFindings.addAll(bulk.get().findings());
            bulk = Optional.of(bulk.get().withFindings(bulkFindings));
            all.addAll(bulkFindings);
            regimes.put(Transfer.Kind.STORE.label(), bulk.get().times());
        }
        if (gets.size() >= 2) regimes.put(Transfer.Kind.GET.label(), TransferTimeRegimes.fit(gets));
        ContentionRatios contention = ContentionRatios.of(
                Files.exists(dir.contentionCsv()) ? ContentionCsv.read(dir.contentionCsv()) : List.of());
        List<Finding> notes = contention.ratios().isEmpty() ? List.of() : PlacementFindings.contentionNotes(meta);
        all.addAll(contention.findings());
        Optional<CollectivesAnalysis> collectives = collectives(dir, fit, bulk, meta);
        collectives.ifPresent(c -> all.addAll(c.findings()));
        Optional<PingPongAnalysis> pingPong = pingPong(dir);
        // The ping-pong's line against the bulk R of the same run, and the trials its filter left out.
        Optional<io.logp.finding.BulkFinding.PingPongRateDiffers> differs = RateAgreement.check(bulk, pingPong);
        if (differs.isPresent() && bulk.isPresent()) {
            List<Finding> bulkFindings = new ArrayList<>(bulk.get().findings());
            bulkFindings.add(differs.get());
            bulk = Optional.of(bulk.get().withFindings(bulkFindings));
            all.add(differs.get());
        }
        pingPong.flatMap(RateAgreement::outliers).ifPresent(all::add);
        return new RunResult(
                new RunResult.Context(dir.runId(), window, fit.nBytes()),
                fit,
                signature,
                bulk,
                regimes,
                rtts,
                gets,
                contention,
                notes,
                collectives,
                pingPong,
                queues(dir, fit.oR().isKnown() ? Estimate.of(fit.oR().value(), Double.NaN) : Estimate.unknown()),
                meta,
                medium,
                all.stream().distinct().toList(),
                launches);
    }

    /**
     * meta.json when the directory has a readable one. Nothing in it is needed to fit, so a damaged one is set aside
     * with a finding in {@code findings} instead of stopping the analysis (a broken link counts as damaged, not as
     * absent).
     */
    public static RunMetadata optionalMeta(RunDirectory dir, List<Finding> findings) throws IOException {
        if (!Files.exists(dir.metaJson(), LinkOption.NOFOLLOW_LINKS)) return RunMetadata.none();
        try {
            return MetaJson.readMetadata(dir.metaJson());
        } catch (NewerSchemaException e) {
            findings.add(new RunFinding.MetaNewerSchema(
                    e.schemaVersion(), e.newestRead(), e.writer().orElse(null)));
            return RunMetadata.none();
        } catch (DataFormatException e) {
            findings.add(new RunFinding.MetaUnreadable(e.getMessage()));
            return RunMetadata.none();
        }
    }

    /**
     * {@link #optionalMeta}, for an analysis of the directory's data: also refuses files of two runs, and says when
     * files carry no run id ({@link #oneRun}).
     */
    public static RunMetadata checkedMeta(RunDirectory dir, List<Finding> findings)
            throws IOException, DataFormatException {
        int before = findings.size();
        RunMetadata meta = optionalMeta(dir, findings);
        boolean metaReadable = findings.size() == before;
        oneRun(RunIdentity.of(dir, meta.runId()), metaReadable, dir, findings);
        return meta;
    }

    /**
     * Whether the directory's files come from one run, by the run id each carries: files of two runs are refused;
     * files without one beside stamped ones, and a run of a logp before run ids, are findings. A directory without
     * meta.json and without run ids holds files of other programs, which have nothing to check.
     *
     * @param metaReadable false when meta.json was set aside: its missing id says nothing then
     */
    static void oneRun(RunIdentity identity, boolean metaReadable, RunDirectory dir, List<Finding> findings)
            throws DataFormatException {
        identity.requireOneRun(dir.signaturesDir());
        List<String> unstamped = identity.unstamped().stream()
                .filter(f -> metaReadable || !f.equals(RunIdentity.META))
                .toList();
        List<String> stamps = identity.stamps();
        if (stamps.isEmpty()) {
            if (metaReadable && identity.files().containsKey(RunIdentity.META))
                findings.add(new RunFinding.NoRunId(unstamped));
        } else if (!unstamped.isEmpty()) {
            findings.add(new RunFinding.FilesWithoutRunId(unstamped, stamps.get(0)));
        }
    }

    /**
     * A signature without ci95_us is fitted, but a curve noisier than the fitter may assume cannot be told from one
     * still bending: its steady part is judged by its own scatter, at most {@link
     * SteadyStateFitter#RELATIVE_ERROR_FLOOR} of T (more would let the bend of the transition pass for noise). When
     * that left a curve unconverged, g and o_r come from fewer curves or not at all: say so and why.
     */
    static List<Finding> withoutConfidenceIntervals(Signature signature, LogpParameters fit) {
        boolean anyCi = signature.points().stream().anyMatch(p -> p.nBytes() == fit.nBytes() && p.hasCi());
        long unsteady = fit.curves().stream().filter(c -> !c.converged()).count();
        if (anyCi || unsteady == 0) return List.of();
        return List.of(new RunFinding.NoConfidenceIntervals(
                (int) unsteady, fit.curves().size(), SteadyStateFitter.RELATIVE_ERROR_FLOOR));
    }

    /**
     * meta.json's incomplete mark of {@code dir} as a finding: a run marked running whose ranks still hold its lock
     * is still measuring, not killed.
     */
    public static RunFinding.IncompleteRun incomplete(Incomplete i, RunDirectory dir) {
        RunFinding.IncompleteRun run = incomplete(i);
        return run.reason() == RunFinding.Ended.RUNNING && MeasuringLock.held(dir)
                ? new RunFinding.IncompleteRun(RunFinding.Ended.MEASURING, run.cause(), run.progress())
                : run;
    }

    /** meta.json's incomplete mark as a finding. */
    public static RunFinding.IncompleteRun incomplete(Incomplete i) {
        RunFinding.Ended how =
                i.reason() == null ? null : RunFinding.Ended.valueOf(i.reason().name());
        return new RunFinding.IncompleteRun(how, i.cause(), i.progress());
    }

    /** LogP parameters of a directory without a small-message signature: every value unknown. */
    public static LogpParameters notMeasured() {
        io.logp.data.Estimate none = Estimate.unknown();
        return new LogpParameters(
                0,
                none,
                none,
                none,
                none,
                none,
                none,
                0,
                List.of(),
                List.of(new RunFinding.SmallMessagesNotMeasured()));
    }

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
        RunMetadata meta = checkedMeta(dir, warnings);
        CollectivesAnalysis analysis =
                collectives(dir, null, Optional.empty(), meta).orElseThrow();
        if (warnings.isEmpty()) return analysis;
        List<Finding> notes = new ArrayList<>(warnings);
        notes.addAll(analysis.findings());
        return new CollectivesAnalysis(
                analysis.model(), analysis.points(), analysis.timers(), analysis.sync(), analysis.repeats(), notes);
    }

    /**
     * LogGP's G where the bulk fit found it, else 1/R (the time per byte of the peak rate; MB/s is bytes per us);
     * NaN without bulk transfers.
     */
    public static double perByteUs(Optional<BulkParameters> bulk) {
        if (bulk.isEmpty()) return Double.NaN;
        if (bulk.get().gPerByte().isKnown()) return bulk.get().gPerByte().value();
        double rate = bulk.get().rateMBps().value();
        return rate > 0 ? 1 / rate : Double.NaN;
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
        RunMetadata meta = checkedMeta(dir, notes);
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
        meta.incomplete().map(i -> incomplete(i)).ifPresent(notes::add);
        // A slow pair that the other processes' CPU time can explain is a doubt, not a slow link.
        notes.addAll(LoadFindings.doubtSlowPairs(a.findings(), pairs, meta, "pairs"));
        return new PairsAnalysis(a.pairs(), a.ranks(), a.spreads(), notes);
    }
}
