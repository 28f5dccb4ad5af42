package io.logp.analysis;

import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import io.logp.finding.Finding;
import io.logp.fit.FitException;
import io.logp.fit.LogpFitter;
import io.logp.fit.LogpParameters;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.FindingJson;
import io.logp.format.run.LogpJsonFile;
import io.logp.format.run.LogpJsonRecord;
import io.logp.format.run.MetaJson;
import io.logp.format.run.RttCsv;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.RunIdentity;
import io.logp.format.run.SignatureCsv;
import io.logp.meta.Publication;
import io.logp.meta.RunMetadata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;

/**
 * Reads a run directory for a comparison or a history: logp.json, or the signature fitted on the spot, with meta.json.
 * The reading side: what it returns is typed, and the words (the path, the findings) are the renderers'.
 */
public final class RunSummaries {

    public static final String LOGP_JSON = "logp.json";
    public static final String META_JSON = "meta.json";
    public static final String SIGNATURE_CSV = "signature.csv";
    public static final String RTT_CSV = "rtt.csv";

    private RunSummaries() {}

    /**
     * One run directory read.
     *
     * @param summary  its numbers; its {@code transport} empty, since the path's words are the renderer's
     *                 ({@link RunSummary#withTransport}) from {@code meta}
     * @param meta     its meta.json, or {@link RunMetadata#none()} without one
     * @param findings the findings logp.json holds (objects, or an older run's sentences as untyped findings); for a
     *                 directory fitted on the spot, the fit's own
     */
    public record Summarised(RunSummary summary, RunMetadata meta, List<Finding> findings) {}

    /**
     * Reads a run directory: {@code logp.json} for the numbers and, when present, {@code meta.json} for the kind and
     * platform. A directory without {@code logp.json} but with {@code signature.csv} and {@code rtt.csv} (a run copied
     * without its results, or written by another tool) is fitted on the spot with {@link LogpFitter}, without a
     * window; T0 and R are then unknown.
     *
     * @throws DataFormatException naming the directory or file when neither logp.json nor both CSV files exist, when a
     *                             file breaks its contract (a missing key, a value that is not a number), or when the
     *                             CSV files cannot be fitted
     */
    public static Summarised read(Path runDir) throws IOException, DataFormatException {
        if (!Files.isDirectory(runDir)) throw new DataFormatException(runDir, 0, "no such run directory");
        RunMetadata meta = Files.exists(runDir.resolve(META_JSON))
                ? MetaJson.readMetadata(runDir.resolve(META_JSON))
                : RunMetadata.none();
        RunIdentity.of(RunDirectory.of(runDir), meta.runId()).requireOneRun(runDir);
        boolean reference = meta.fromPublication();
        String label = meta.reference()
                .map(Publication::platform)
                .filter(p -> !p.isBlank())
                .orElse(RunDirectory.of(runDir).runId());
        RunSummary.Kind kind = reference ? RunSummary.Kind.REFERENCE : RunSummary.Kind.MEASURED;
        Path logpJson = runDir.resolve(LOGP_JSON);
        if (Files.exists(logpJson)) return fromLogpJson(logpJson, label, kind, meta);
        if (Files.exists(runDir.resolve(SIGNATURE_CSV)) && Files.exists(runDir.resolve(RTT_CSV))) {
            return fitted(runDir, label, kind, meta);
        }
        throw new DataFormatException(
                logpJson,
                0,
                "no such file, and no " + SIGNATURE_CSV + " and " + RTT_CSV + " to fit the parameters from");
    }

    private static Summarised fromLogpJson(Path file, String label, RunSummary.Kind kind, RunMetadata meta)
            throws IOException, DataFormatException {
        LogpJsonRecord json = LogpJsonFile.record(file);
        List<Finding> findings = FindingJson.read(json.warnings());
        RunSummary summary = new RunSummary(
                label,
                kind,
                json.oS(),
                json.oR(),
                json.g(),
                json.latency(),
                json.rtt(),
                json.t0(),
                json.rate(),
                "",
                json.launchCount(),
                Comparison.doubtedBy(findings));
        return new Summarised(summary, meta, findings);
    }

    private static Summarised fitted(Path runDir, String label, RunSummary.Kind kind, RunMetadata meta)
            throws IOException, DataFormatException {
        LogpParameters p;
        try {
            p = LogpFitter.fit(
                    SignatureCsv.read(runDir.resolve(SIGNATURE_CSV)),
                    RttCsv.read(runDir.resolve(RTT_CSV)),
                    OptionalInt.empty());
        } catch (FitException e) {
            throw new DataFormatException(
                    runDir,
                    0,
                    "no " + LOGP_JSON + ", and " + SIGNATURE_CSV + " and " + RTT_CSV + " cannot be fitted: "
                            + e.getMessage(),
                    e);
        }
        RunSummary summary = new RunSummary(
                label,
                kind,
                p.oS(),
                p.oR(),
                p.g(),
                p.latency(),
                p.rtt(),
                Estimate.unknown(),
                Estimate.unknown(),
                "",
                1,
                Comparison.doubtedBy(p.findings()));
        return new Summarised(summary, meta, List.copyOf(p.findings()));
    }
}
