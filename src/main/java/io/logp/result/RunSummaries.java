package io.logp.result;

import io.logp.analysis.Comparison;
import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import io.logp.fit.FitException;
import io.logp.fit.LogpFitter;
import io.logp.fit.LogpParameters;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.FindingJson;
import io.logp.format.run.JsonFiles;
import io.logp.format.run.MetaJson;
import io.logp.format.run.RttCsv;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.RunIdentity;
import io.logp.format.run.SignatureCsv;
import io.logp.meta.Publication;
import io.logp.meta.RunMetadata;
import io.logp.report.FindingText;
import io.logp.report.MetaText;
import io.logp.report.Warning;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/** Reads a run directory into a {@link RunSummary}: logp.json, or the signature fitted on the spot. */
public final class RunSummaries {

    public static final String LOGP_JSON = "logp.json";
    public static final String META_JSON = "meta.json";
    public static final String SIGNATURE_CSV = "signature.csv";
    public static final String RTT_CSV = "rtt.csv";

    private RunSummaries() {}

    /**
     * Reads a run directory: {@code logp.json} for the numbers and, when present, {@code meta.json} for the kind,
     * platform and transport. A directory without {@code logp.json} but with {@code signature.csv} and
     * {@code rtt.csv} (a run copied without its results, or written by another tool) is fitted on the spot with
     * {@link LogpFitter}, without a window; T0 and R are then unknown.
     *
     * @throws DataFormatException naming the directory or file when neither logp.json nor both CSV files exist, when a
     *                             file breaks its contract (a missing key, a value that is not a number), or when the
     *                             CSV files cannot be fitted
     */
    public static RunSummary read(Path runDir) throws IOException, DataFormatException {
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
        String transport = MetaText.path(meta);
        Path logpJson = runDir.resolve(LOGP_JSON);
        if (Files.exists(logpJson)) return fromLogpJson(logpJson, label, kind, transport);
        if (Files.exists(runDir.resolve(SIGNATURE_CSV)) && Files.exists(runDir.resolve(RTT_CSV))) {
            return fitted(runDir, label, kind, transport);
        }
        throw new DataFormatException(
                logpJson,
                0,
                "no such file, and no " + SIGNATURE_CSV + " and " + RTT_CSV + " to fit the parameters from");
    }

    /**
     * The warnings of a run directory, each with its code: those logp.json holds (objects, or an older run's
     * sentences), worded for the path meta.json names; for a directory fitted on the spot, the fit's own. Empty when
     * the directory has neither.
     *
     * @throws DataFormatException when logp.json or meta.json is not the JSON it should be
     */
    public static List<Warning> warnings(Path runDir) throws IOException, DataFormatException {
        RunMetadata meta = Files.exists(runDir.resolve(META_JSON))
                ? MetaJson.readMetadata(runDir.resolve(META_JSON))
                : RunMetadata.none();
        Path logpJson = runDir.resolve(LOGP_JSON);
        if (Files.exists(logpJson)) {
            Object entries = LogpJson.read(logpJson).get("warnings");
            if (entries != null && !(entries instanceof List<?>))
                throw new DataFormatException(logpJson, 0, "\"warnings\" must be a list, got " + entries);
            return FindingText.render(FindingJson.read((List<?>) entries), meta.medium());
        }
        if (Files.exists(runDir.resolve(SIGNATURE_CSV)) && Files.exists(runDir.resolve(RTT_CSV))) {
            try {
                LogpParameters p = LogpFitter.fit(
                        SignatureCsv.read(runDir.resolve(SIGNATURE_CSV)),
                        RttCsv.read(runDir.resolve(RTT_CSV)),
                        OptionalInt.empty());
                return FindingText.render(p.findings(), meta.medium());
            } catch (FitException e) {
                return List.of(); // read() has said why
            }
        }
        return List.of();
    }

    private static RunSummary fromLogpJson(Path file, String label, RunSummary.Kind kind, String transport)
            throws IOException, DataFormatException {
        LogpJsonRecord json = record(file);
        java.util.Set<String> doubted = Comparison.doubtedBy(FindingJson.read(json.warnings()));
        return new RunSummary(
                label,
                kind,
                json.oS(),
                json.oR(),
                json.g(),
                json.latency(),
                json.rtt(),
                json.t0(),
                json.rate(),
                transport,
                json.launchCount(),
                doubted);
    }

    /**
     * logp.json as its record, of any version this logp wrote: the keys the contract requires checked first, so a
     * misspelt key in a hand-written file is named rather than read as unknown.
     */
    static LogpJsonRecord record(Path file) throws IOException, DataFormatException {
        Map<String, Object> json = LogpJson.read(file);
        for (String name : List.of("o_s", "o_r", "g", "L", "rtt")) {
            number(file, json, name + "_us");
            number(file, json, name + "_ci95_us");
        }
        number(file, json, "T0_us");
        number(file, json, "R_MBps");
        // CI companions added to the contract later: an older file lacks them.
        optionalNumber(file, json, "T0_ci95_us");
        optionalNumber(file, json, "R_ci95_MBps");
        launches(file, json);
        try {
            return JsonFiles.bind(json, LogpJsonRecord.class);
        } catch (IllegalArgumentException e) {
            throw new DataFormatException(
                    file, 0, "not a logp.json: " + e.getCause().getMessage(), e);
        }
    }

    private static RunSummary fitted(Path runDir, String label, RunSummary.Kind kind, String transport)
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
        return new RunSummary(
                label,
                kind,
                p.oS(),
                p.oR(),
                p.g(),
                p.latency(),
                p.rtt(),
                Estimate.unknown(),
                Estimate.unknown(),
                transport,
                1,
                Comparison.doubtedBy(p.findings()));
    }

    /** How many launches the values rest on: launch_intervals' count, 1 without it (one launch, older files). */
    private static int launches(Path file, Map<String, Object> json) throws DataFormatException {
        Object intervals = json.get("launch_intervals");
        if (intervals == null) return 1;
        if (intervals instanceof Map<?, ?> m && m.get("count") instanceof Number n && n.intValue() >= 1)
            return n.intValue();
        throw new DataFormatException(file, 0, "\"launch_intervals\" must be an object with a count >= 1");
    }

    /** A key added to the contract later (a CI companion): NaN when an older file lacks it. */
    private static double optionalNumber(Path file, Map<String, Object> json, String key) throws DataFormatException {
        return json.containsKey(key) ? number(file, json, key) : Double.NaN;
    }

    /**
     * A key the contract requires: a number, or null for unknown. A missing key is an error rather than an unknown
     * value, so that a misspelt key in a hand-written file is caught instead of showing as n/a.
     */
    private static double number(Path file, Map<String, Object> json, String key) throws DataFormatException {
        if (!json.containsKey(key)) throw new DataFormatException(file, 0, "missing key \"" + key + "\"");
        Object value = json.get(key);
        if (value == null) return Double.NaN;
        if (value instanceof Number n) return n.doubleValue();
        throw new DataFormatException(file, 0, "\"" + key + "\" must be a number or null, got " + value);
    }
}
