package io.logp.fit;

import io.logp.data.ContentionPattern;
import io.logp.finding.ContentionFinding;
import io.logp.finding.Finding;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Contention gaps against LogP (Culler et al., "Validation of communication scaling", Table 5): each point's
 * g_K / g_1 next to what the model expects, and what a miss says about the machine. Pure: the rows may come from
 * any tool's contention.csv.
 *
 * @param ratios   every point, by pattern and K
 * @param findings the patterns without a base and the largest miss of each pattern that misses
 */
public record ContentionRatios(List<ContentionRatio> ratios, List<Finding> findings) {

    public static ContentionRatios of(List<ContentionGap> gaps) {
        List<ContentionGap> sorted = new ArrayList<>(gaps);
        sorted.sort(Comparator.comparing(ContentionGap::pattern)
                .thenComparingInt(ContentionGap::nBytes)
                .thenComparingInt(ContentionGap::k));
        List<ContentionRatio> ratios = new ArrayList<>();
        List<Finding> findings = new ArrayList<>();
        for (ContentionGap g : sorted) {
            ContentionGap one = sorted.stream()
                    .filter(o -> o.pattern() == g.pattern() && o.nBytes() == g.nBytes() && o.k() == 1)
                    .findFirst()
                    .orElse(null);
            ratios.add(ratio(g, one));
        }
        for (ContentionPattern p : ContentionPattern.values()) {
            List<ContentionRatio> of =
                    ratios.stream().filter(r -> r.gap().pattern() == p).toList();
            if (of.isEmpty()) continue;
            if (of.stream().noneMatch(r -> r.gap().k() == 1)) {
                findings.add(new ContentionFinding.ContentionNoBase(p));
                continue;
            }
            of.stream()
                    .filter(r -> r.gap().k() > 1 && !r.matchesLogp() && Double.isFinite(r.ratio()))
                    .max(Comparator.comparingDouble(r -> Math.abs(r.deviation())))
                    .ifPresent(worst -> findings.add(new ContentionFinding.ContentionOffModel(
                            p,
                            worst.gap().k(),
                            worst.ratio(),
                            worst.expected(),
                            worst.deviation(),
                            worst.bandwidthRatio())));
        }
        return new ContentionRatios(List.copyOf(ratios), List.copyOf(findings));
    }

    static ContentionRatio ratio(ContentionGap g, ContentionGap one) {
        double expected = g.pattern().expectedRatio(g.k());
        int senders = g.pattern() == ContentionPattern.ONE_TO_K ? 1 : g.k();
        if (one == null) return new ContentionRatio(g, Double.NaN, Double.NaN, expected, Double.NaN);
        double ratio = g.gUs() / one.gUs();
        double ci = g == one ? 0 : ratio * Math.hypot(g.ci95Us() / g.gUs(), one.ci95Us() / one.gUs());
        return new ContentionRatio(g, ratio, ci, expected, senders / ratio);
    }
}
