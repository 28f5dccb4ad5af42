package io.logp.result;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.logp.analysis.LaunchAnalysis;
import io.logp.data.Estimate;
import io.logp.data.NetworkPath.Medium;
import io.logp.finding.Finding;
import io.logp.fit.BulkParameters;
import io.logp.fit.ContentionRatios;
import io.logp.fit.LaunchSpread;
import io.logp.fit.LogpParameters;
import io.logp.format.run.JsonFiles;
import io.logp.format.run.LogpJsonFile;
import io.logp.format.run.LogpJsonRecord;
import io.logp.report.FindingText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code logp.json}: the fitted parameters as one JSON object with exactly the keys of {@link #KEYS}, in that
 * order (the contract of design.md, also printed by {@code logp fit --json}). Times in microseconds, every value
 * followed by the half-width of its 95% confidence interval; unknown values are {@code null}. {@code warnings} are
 * the findings as {@link io.logp.format.run.FindingJson} objects with their words.
 */
public final class LogpJson {

    /** The keys of the object, in the order they are written: the record's own order, stated once there. */
    public static final List<String> KEYS =
            List.of(LogpJsonRecord.class.getAnnotation(JsonPropertyOrder.class).value());

    /** The version of this object's shape ({@link LogpJsonFile#SCHEMA_VERSION}, which its reader keeps). */
    public static final int SCHEMA_VERSION = LogpJsonFile.SCHEMA_VERSION;

    private static final ContentionRatios NO_CONTENTION = ContentionRatios.of(List.of());

    private LogpJson() {}

    /** The object of a run without bulk transfers or contention, pretty-printed, without a final line end. */
    public static String toJson(LogpParameters parameters) {
        return toJson(parameters, Optional.empty(), NO_CONTENTION, Medium.UNKNOWN);
    }

    /** The object, pretty-printed, without a final line end. */
    public static String toJson(
            LogpParameters parameters, Optional<BulkParameters> bulk, ContentionRatios contention, Medium medium) {
        return toJson(parameters, bulk, contention, medium, Optional.empty());
    }

    /** The object of a run of one or more launches, pretty-printed, without a final line end. */
    public static String toJson(
            LogpParameters parameters,
            Optional<BulkParameters> bulk,
            ContentionRatios contention,
            Medium medium,
            Optional<LaunchAnalysis> launches) {
        return JsonFiles.toJson(object(parameters, bulk, contention, medium, launches));
    }

    /** Writes the object of a run without bulk transfers or contention atomically, ending with a line end. */
    public static void write(Path file, LogpParameters parameters) throws IOException {
        write(file, parameters, Optional.empty(), NO_CONTENTION, Medium.UNKNOWN);
    }

    /** Writes the object atomically, ending with a line end. */
    public static void write(
            Path file,
            LogpParameters parameters,
            Optional<BulkParameters> bulk,
            ContentionRatios contention,
            Medium medium)
            throws IOException {
        write(file, parameters, bulk, contention, medium, Optional.empty());
    }

    /** Writes the object of a run of one or more launches atomically, ending with a line end. */
    public static void write(
            Path file,
            LogpParameters parameters,
            Optional<BulkParameters> bulk,
            ContentionRatios contention,
            Medium medium,
            Optional<LaunchAnalysis> launches)
            throws IOException {
        JsonFiles.write(file, object(parameters, bulk, contention, medium, launches));
    }

    /** The record of a run's parameters, with the findings' words for the path {@code medium}. */
    static LogpJsonRecord object(
            LogpParameters p,
            Optional<BulkParameters> bulk,
            ContentionRatios contention,
            Medium medium,
            Optional<LaunchAnalysis> launches) {
        List<Finding> findings = new ArrayList<>(p.findings());
        bulk.ifPresent(b -> findings.addAll(b.findings()));
        findings.addAll(contention.findings());
        // A negative L is no latency: unknown, and NEGATIVE_LATENCY carries the number.
        Estimate latency = p.latency().unlessNegative();
        // Without a bulk measurement the keys are still written (null, empty), so readers of the contract never
        // meet a missing key. T0 and R are the large-message regime's; per-regime values are in regimes.csv.
        // The headline T0 is the regime's BulkParameters#t0Regime names, the screen's and the report's too.
        Estimate none = Estimate.unknown();
        return new LogpJsonRecord(
                SCHEMA_VERSION,
                p.oS().value(),
                p.oS().ci95(),
                p.oR().value(),
                p.oR().ci95(),
                p.g().value(),
                p.g().ci95(),
                latency.value(),
                latency.ci95(),
                p.rtt().value(),
                p.rtt().ci95(),
                bulk.map(BulkParameters::t0).orElse(none).value(),
                bulk.map(BulkParameters::t0).orElse(none).ci95(),
                bulk.map(BulkParameters::rateMBps).orElse(none).value(),
                bulk.map(BulkParameters::rateMBps).orElse(none).ci95(),
                bulk.map(BulkParameters::gPerByte).orElse(none).value(),
                bulk.map(BulkParameters::gPerByte).orElse(none).ci95(),
                bulk.map(LogpJson::sizes).orElse(List.of()),
                contention(contention),
                // Every launch's own values, and each parameter's intervals over them; empty and null for one launch.
                launches.map(LogpJson::launches).orElse(List.of()),
                launches.map(LogpJson::intervals).orElse(null),
                new ArrayList<>(FindingText.objects(findings, medium)));
    }

    /** One entry per launch: its number, its run id, and its own o_s, o_r, g, L and RTT with their CIs. */
    private static List<LogpJsonRecord.Launch> launches(LaunchAnalysis a) {
        List<LogpJsonRecord.Launch> entries = new ArrayList<>();
        for (LaunchAnalysis.Launch l : a.launches()) {
            LogpParameters p = l.parameters();
            entries.add(new LogpJsonRecord.Launch(
                    l.number(),
                    l.runId(),
                    p.oS().value(),
                    p.oS().ci95(),
                    p.oR().value(),
                    p.oR().ci95(),
                    p.g().value(),
                    p.g().ci95(),
                    p.latency().value(),
                    p.latency().ci95(),
                    p.rtt().value(),
                    p.rtt().ci95()));
        }
        return entries;
    }

    /**
     * Per parameter over the launches: the mean, the launches' standard deviation, the half-width from the launches'
     * own CIs and that of the 95% prediction interval of one launch; the headline's {@code <name>_ci95_us} is the
     * wider of the two half-widths.
     */
    private static LogpJsonRecord.LaunchIntervals intervals(LaunchAnalysis a) {
        return new LogpJsonRecord.LaunchIntervals(
                a.count(),
                LaunchAnalysis.METHOD,
                spread(a.spread(LaunchAnalysis.Quantity.O_S)),
                spread(a.spread(LaunchAnalysis.Quantity.O_R)),
                spread(a.spread(LaunchAnalysis.Quantity.G)),
                spread(a.spread(LaunchAnalysis.Quantity.L)),
                spread(a.spread(LaunchAnalysis.Quantity.RTT)));
    }

    private static LogpJsonRecord.Spread spread(LaunchSpread s) {
        return new LogpJsonRecord.Spread(s.mean(), s.sd(), s.withinCi95(), s.betweenCi95());
    }

    /** One entry per size with a signature; g_us is null where g(n) did not converge (overhead-limited). */
    private static List<LogpJsonRecord.BulkSize> sizes(BulkParameters bulk) {
        return bulk.sizes().stream()
                .map(s -> new LogpJsonRecord.BulkSize(
                        s.nBytes(), s.oS().value(), s.g().value(), s.rtt().value()))
                .toList();
    }

    /** One entry per point; ratio = g_K / g_1 of the same pattern and size, null without a K = 1 point. */
    private static List<LogpJsonRecord.ContentionPoint> contention(ContentionRatios contention) {
        return contention.ratios().stream()
                .map(r -> new LogpJsonRecord.ContentionPoint(
                        r.gap().pattern().label(), r.gap().k(), r.gap().gUs(), r.ratio()))
                .toList();
    }
}
