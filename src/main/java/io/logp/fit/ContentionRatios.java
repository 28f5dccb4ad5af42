package io.logp.fit;

import io.logp.data.ContentionPattern;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Contention gaps against LogP (Culler et al., "Validation of communication scaling", Table 5): each point's
 * g_K / g_1 next to what the model expects, and what a miss says about the machine. Pure: the rows may come from
 * any tool's contention.csv.
 *
 * @param ratios   every point, by pattern and K
 * @param warnings what the misses mean, one line per pattern that misses
 */
public record ContentionRatios(List<ContentionRatio> ratios, List<String> warnings) {

    public static ContentionRatios of(List<ContentionGap> gaps) {
        List<ContentionGap> sorted = new ArrayList<>(gaps);
        sorted.sort(Comparator.comparing(ContentionGap::pattern)
                .thenComparingInt(ContentionGap::nBytes)
                .thenComparingInt(ContentionGap::k));
        List<ContentionRatio> ratios = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
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
                warnings.add(p.label() + ": no K = 1 point, so no ratio g_K/g_1 can be formed");
                continue;
            }
            of.stream()
                    .filter(r -> r.gap().k() > 1 && !r.matchesLogp() && Double.isFinite(r.ratio()))
                    .max(Comparator.comparingDouble(r -> Math.abs(r.deviation())))
                    .ifPresent(worst -> warnings.add(meaning(worst)));
        }
        return new ContentionRatios(List.copyOf(ratios), List.copyOf(warnings));
    }

    static ContentionRatio ratio(ContentionGap g, ContentionGap one) {
        double expected = g.pattern().expectedRatio(g.k());
        int senders = g.pattern() == ContentionPattern.ONE_TO_K ? 1 : g.k();
        if (one == null) return new ContentionRatio(g, Double.NaN, Double.NaN, expected, Double.NaN);
        double ratio = g.gUs() / one.gUs();
        double ci = g == one ? 0 : ratio * Math.hypot(g.ci95Us() / g.gUs(), one.ci95Us() / one.gUs());
        return new ContentionRatio(g, ratio, ci, expected, senders / ratio);
    }

    /** What the largest miss of a pattern says, in the paper's terms. */
    private static String meaning(ContentionRatio r) {
        ContentionGap g = r.gap();
        String at = String.format(
                Locale.ROOT,
                "%s: g_K/g_1 = %.2f at K = %d where LogP expects %.0f (%+.0f%%)",
                g.pattern().label(),
                r.ratio(),
                g.k(),
                r.expected(),
                100 * r.deviation());
        return switch (g.pattern()) {
            case K_TO_1 ->
                at
                        + (r.ratio() < r.expected()
                                ? ": the shared responder is not the only bottleneck (the requesters' own overheads or the window limit g_1)"
                                : ": each sender loses more than its share of the responder (contention costs beyond the receiver's gap)");
            case ONE_TO_K ->
                at
                        + (r.ratio() < r.expected()
                                ? String.format(
                                        Locale.ROOT,
                                        ": the responder, not the requester, limits one pair (more responders give %.2f times "
                                                + "the message rate, as Culler et al. saw on the Paragon and Myrinet)",
                                        r.bandwidthRatio())
                                : ": issuing to several responders costs the requester more per message");
            case PAIRS ->
                at
                        + (r.ratio() > r.expected()
                                ? ": the pairs share a resource (cores, memory bus, network interface or link), so the network does not scale as LogP assumes"
                                : ": the pairs are faster together than alone (a machine state change between points?)");
        };
    }
}
