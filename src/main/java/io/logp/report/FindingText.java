package io.logp.report;

import io.logp.data.NetworkPath.Medium;
import io.logp.finding.BulkFinding;
import io.logp.finding.CollectiveFinding;
import io.logp.finding.ContentionFinding;
import io.logp.finding.Finding;
import io.logp.finding.FitFinding;
import io.logp.finding.ForeignFinding;
import io.logp.finding.MeasurementFinding;
import io.logp.finding.PairFinding;
import io.logp.finding.RunFinding;
import io.logp.format.run.FindingJson;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one emitter of findings: every {@link Finding} in words, as a full sentence (the verbose text, the report, the
 * {@code message} of logp.json) and as one short line with its numbers (the summary). The switch over the sealed
 * family is exhaustive, so a new kind of finding does not compile until it has its words.
 */
public final class FindingText {

    /** Width of a finding's one line in the summary (after its code): the summary stays within its 120 columns. */
    static final int BRIEF_WIDTH = 72;

    private FindingText() {}

    /** The full sentence, for a run whose messages took {@code medium}. */
    public static String words(Finding finding, Medium medium) {
        return switch (finding) {
            case FitFinding f -> FitFindingText.words(f, medium);
            case MeasurementFinding f -> MeasurementFindingText.words(f);
            case BulkFinding f -> BulkFindingText.words(f);
            case ContentionFinding f -> RunFindingText.words(f);
            case PairFinding f -> PairFindingText.words(f);
            case CollectiveFinding f -> CollectiveFindingText.words(f);
            case RunFinding f -> RunFindingText.words(f);
            case ForeignFinding f -> ForeignFindingText.words(f);
        };
    }

    /** One short line with the numbers that matter. */
    public static String brief(Finding finding) {
        String line =
                switch (finding) {
                    case FitFinding f -> FitFindingText.brief(f);
                    case MeasurementFinding f -> MeasurementFindingText.brief(f);
                    case BulkFinding f -> BulkFindingText.brief(f);
                    case ContentionFinding f -> RunFindingText.brief(f);
                    case PairFinding f -> PairFindingText.brief(f);
                    case CollectiveFinding f -> CollectiveFindingText.brief(f);
                    case RunFinding f -> RunFindingText.brief(f);
                    case ForeignFinding f -> ForeignFindingText.brief(f);
                };
        return shortened(line);
    }

    /** A finding rendered: its code and severity with both forms of its words. */
    public static Warning render(Finding finding, Medium medium) {
        return new Warning(finding.code().name(), finding.severity(), brief(finding), words(finding, medium));
    }

    /** Every finding rendered, each once: the collectives repeat the run's placement findings. */
    public static List<Warning> render(List<? extends Finding> findings, Medium medium) {
        Map<Finding, Warning> once = new LinkedHashMap<>();
        for (Finding f : findings) once.computeIfAbsent(f, k -> render(k, medium));
        return List.copyOf(once.values());
    }

    /** Every finding as logp.json holds it: its data and, as {@code message}, its words for a run over {@code medium}. */
    public static List<Map<String, Object>> objects(List<? extends Finding> findings, Medium medium) {
        return findings.stream()
                .map(f -> FindingJson.object(f, words(f, medium)))
                .toList();
    }

    /** Why a run ended early and how far it came, in words ("interrupted; at signature: round 7, 12/80 points"). */
    public static String incomplete(RunFinding.IncompleteRun f) {
        return RunFindingText.incomplete(f);
    }

    /** Warnings with the same code merged into one line each, counted: the summary's form. */
    public static Map<String, List<Warning>> byCode(List<Warning> warnings) {
        Map<String, List<Warning>> grouped = new LinkedHashMap<>();
        for (Warning w : warnings)
            grouped.computeIfAbsent(w.code(), k -> new ArrayList<>()).add(w);
        return grouped;
    }

    /** The first clause of a sentence, cut at a word to fit one line. */
    static String shortened(String text) {
        if (text.length() <= BRIEF_WIDTH) return text;
        int cut = text.length();
        for (String stop : List.of(": ", "; ", " (")) {
            int i = text.indexOf(stop);
            if (i > 20) cut = Math.min(cut, i);
        }
        String clause = text.substring(0, cut);
        if (clause.length() <= BRIEF_WIDTH) return clause;
        int space = clause.lastIndexOf(' ', BRIEF_WIDTH - 3);
        return clause.substring(0, space > 20 ? space : BRIEF_WIDTH - 3) + "...";
    }
}
