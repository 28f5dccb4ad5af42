package io.logp.analysis;

import io.logp.data.Defaults;
import io.logp.data.Estimate;
import io.logp.data.NetworkPath;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.Transfer;
import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import io.logp.fit.BulkFitter;
import io.logp.fit.BulkParameters;
import io.logp.fit.ContentionRatios;
import io.logp.fit.FitException;
import io.logp.fit.LogpFitter;
import io.logp.fit.LogpParameters;
import io.logp.fit.SteadyStateFitter;
import io.logp.fit.TransferTimeRegimes;
import io.logp.format.run.ContentionCsv;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.IncompleteMark;
import io.logp.format.run.PingPongData;
import io.logp.format.run.ProfileRecords;
import io.logp.format.run.RttCsv;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.SignatureCsv;
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
        RunMetadata meta = RunMetaReading.optionalMeta(dir, metaFindings);
        if (present(dir.pairsCsv())) {
            PairsAnalysis pairs = RunParts.pairs(dir);
            return new AnalysedRun.Pairs(
                    dir.runId(), meta, metaFindings, pairs, pingPongPart(dir, cutCoef), queuesAlone(dir));
        }
        if (present(dir.collectivesCsv())) {
            CollectivesAnalysis collectives = RunParts.collectivesAlone(dir);
            return new AnalysedRun.Collectives(
                    dir.runId(), meta, metaFindings, collectives, pingPongPart(dir, cutCoef), queuesAlone(dir));
        }
        if (present(dir.contentionCsv())) {
            // Another tool's contention.csv on its own: the ratios need nothing else, but files of two runs are
            // still refused.
            RunMetaReading.checkedMeta(dir, new ArrayList<>());
            ContentionRatios ratios = ContentionRatios.of(ContentionCsv.read(dir.contentionCsv()));
            return new AnalysedRun.Contention(
                    dir.runId(), meta, metaFindings, ratios, pingPongPart(dir, cutCoef), queuesAlone(dir));
        }
        Optional<PingPongAnalysis> pingPong = pingPongPart(dir, cutCoef);
        if (pingPong.isPresent()) {
            RunMetaReading.checkedMeta(dir, new ArrayList<>());
            return new AnalysedRun.PingPong(dir.runId(), meta, metaFindings, pingPong.get(), queuesAlone(dir));
        }
        Optional<QueueAnalysis> queues = queuesAlone(dir);
        if (queues.isPresent()) {
            RunMetaReading.checkedMeta(dir, new ArrayList<>());
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
                IncompleteMark.of(dir.metaJson()).map(m -> RunMetaReading.incomplete(m, dir)),
                present(dir.rttSamples()));
    }

    private static boolean present(java.nio.file.Path file) {
        return Files.exists(file, LinkOption.NOFOLLOW_LINKS);
    }

    /** The ping-pong beside another kind's files, cut at {@code cutCoef}; empty without its raw data. */
    private static Optional<PingPongAnalysis> pingPongPart(RunDirectory dir, double cutCoef)
            throws IOException, DataFormatException {
        return present(dir.signaturesDir().resolve(PingPongData.SAMPLES))
                ? Optional.of(RunParts.pingPong(dir, cutCoef))
                : Optional.empty();
    }

    /** The queues of a run without a LogP fit: o_r unknown. */
    private static Optional<QueueAnalysis> queuesAlone(RunDirectory dir) throws IOException, DataFormatException {
        return RunParts.queues(dir, Estimate.unknown());
    }

    /** The run with a small-message signature in {@code dir}, with every other part it measured. */
    public static RunResult signatureRun(RunDirectory dir, OptionalInt windowOverride)
            throws IOException, DataFormatException, FitException {
        Signature signature = SignatureCsv.read(dir.signatureCsv());
        List<RttPoint> rtts = RttCsv.read(dir.rttCsv());
        List<Finding> metaFindings = new ArrayList<>();
        RunMetadata meta = RunMetaReading.checkedMeta(dir, metaFindings);
        OptionalInt window = windowOverride.isPresent() ? windowOverride : meta.window();
        LogpParameters fit = LogpFitter.fit(signature, rtts, window);
        List<Finding> findings = new ArrayList<>(metaFindings);
        meta.incomplete().map(i -> RunMetaReading.incomplete(i, dir)).ifPresent(findings::add);
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
        Optional<CollectivesAnalysis> collectives = RunParts.collectives(dir, fit, bulk, meta);
        collectives.ifPresent(c -> all.addAll(c.findings()));
        Optional<PingPongAnalysis> pingPong = RunParts.pingPong(dir);
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
                RunParts.queues(
                        dir, fit.oR().isKnown() ? Estimate.of(fit.oR().value(), Double.NaN) : Estimate.unknown()),
                meta,
                medium,
                all.stream().distinct().toList(),
                launches);
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
}
