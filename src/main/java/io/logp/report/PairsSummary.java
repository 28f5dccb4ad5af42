package io.logp.report;

import io.logp.analysis.PairsAnalysis;
import io.logp.data.PairRtt;
import io.logp.meta.RunMetadata;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The one screen of a pairs run: where it ran, Table 3 in a line per kind, the warnings, where the rest is. */
public final class PairsSummary {

    private PairsSummary() {}

    /** The one screen of the pairs of run {@code runId} (its meta.json: {@code meta}), closed by {@code trailer}. */
    public static String text(String runId, RunMetadata meta, PairsAnalysis a, List<String> trailer) {
        return text(
                runId, MetaText.where(meta), a, schedule(a), FindingText.render(a.findings(), meta.medium()), trailer);
    }

    /** How the pairs took turns. */
    private static String schedule(PairsAnalysis a) {
        int most = a.pairs().stream().mapToInt(PairRtt::concurrent).max().orElse(1);
        return most > 1 ? "in rounds, up to " + most + " pairs at once" : "one pair at a time";
    }

    /**
     * @param schedule how the pairs took turns, in words ("one pair at a time")
     * @param trailer  where the rest is
     */
    private static String text(
            String runId,
            String where,
            PairsAnalysis a,
            String schedule,
            List<Warning> warnings,
            List<String> trailer) {
        List<String> lines = new ArrayList<>();
        lines.add("logp run " + runId);
        if (!where.isBlank()) lines.add("  " + where);
        lines.add(String.format(
                Locale.ROOT,
                "Round trip over %d pairs of %d ranks (%s):",
                a.pairs().size(),
                a.ranks().size(),
                schedule));
        for (PairsAnalysis.Spread s : a.spreads()) {
            lines.add(String.format(
                    Locale.ROOT,
                    "  %s: min %.2f us (%s), median %.2f us, max %.2f us (%s), max - min %.2f us",
                    s.kind().label(),
                    s.min().rttUs(),
                    PairsTable.name(s.min()),
                    s.medianUs(),
                    s.max().rttUs(),
                    PairsTable.name(s.max()),
                    s.max().rttUs() - s.min().rttUs()));
        }
        List<io.logp.data.PairSignature> signatures =
                a.pairs().stream().flatMap(p -> p.signature().stream()).toList();
        if (!signatures.isEmpty()) {
            lines.add(String.format(
                    Locale.ROOT,
                    "Short signature, median over %d pairs: o_s %.3f, g %.3f, o_r %.3f, L %.3f us",
                    signatures.size(),
                    median(signatures.stream().mapToDouble(io.logp.data.PairSignature::oSUs)),
                    median(signatures.stream().mapToDouble(io.logp.data.PairSignature::gUs)),
                    median(signatures.stream().mapToDouble(io.logp.data.PairSignature::oRUs)),
                    median(signatures.stream().mapToDouble(io.logp.data.PairSignature::latencyUs))));
        }
        lines.addAll(ScreenSummary.warnings(warnings));
        lines.addAll(trailer);
        StringBuilder out = new StringBuilder();
        lines.forEach(l -> out.append(ScreenSummary.fit(l.stripTrailing())).append('\n'));
        return out.toString();
    }

    private static double median(java.util.stream.DoubleStream values) {
        double[] v = values.sorted().toArray();
        return v.length == 0
                ? Double.NaN
                : v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }
}
