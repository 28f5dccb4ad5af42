package io.logp.fit;

import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The curves of one message size, one per delay D, as the fitter reads them (and the signature chart draws them). A run of logp writes one delay per
 * curve; a program that calibrates its busy wait per point writes each point's measured D (0.0103, 0.0098, ...).
 * Sorted by D, a point joins the curve of the point before it when its D is within a factor 1 + {@value #DELAY_SPREAD} of
 * that one's (plus {@link LogpFitter#ZERO_DELAY_US}, for D = 0) and its M is not in that curve yet; the curve's D is the
 * mean of its points'. logp's own delays are a factor 1.5 or more apart, so they stay separate curves, and two
 * jittered curves whose delays nearly touch still part where the second one's first M repeats.
 */
public final class DelayCurves {

    /**
     * Largest relative step between the sorted delays of one curve's neighbouring points. A calibrated wait of a few
     * nanoseconds lands within tens of percent of its target, so the delays of a jittered D = 0 curve sit densely
     * in a band; logp's own curves are a factor 2 apart (0.5, 1, 2, 4 times the pilot gap), and a program whose
     * curves are closer still parts them where an M repeats.
     */
    static final double DELAY_SPREAD = 0.5;

    private DelayCurves() {}

    /** The curves of {@code nBytes}, by ascending D; each curve's points by ascending M and carrying its D. */
    public static Map<Double, List<SignaturePoint>> of(Signature signature, int nBytes) {
        List<SignaturePoint> points = new ArrayList<>();
        for (SignaturePoint p : signature.points()) if (p.nBytes() == nBytes) points.add(p);
        points.sort(java.util.Comparator.comparingDouble(SignaturePoint::delayUs));
        List<List<SignaturePoint>> groups = new ArrayList<>();
        List<SignaturePoint> group = new ArrayList<>();
        Set<Integer> ms = new HashSet<>();
        for (SignaturePoint p : points) {
            boolean sameCurve = !group.isEmpty()
                    && p.delayUs()
                            <= group.get(group.size() - 1).delayUs() * (1 + DELAY_SPREAD) + LogpFitter.ZERO_DELAY_US
                    && !ms.contains(p.m());
            if (!sameCurve && !group.isEmpty()) {
                groups.add(group);
                group = new ArrayList<>();
                ms = new HashSet<>();
            }
            group.add(p);
            ms.add(p.m());
        }
        if (!group.isEmpty()) groups.add(group);
        Map<Double, List<SignaturePoint>> curves = new LinkedHashMap<>();
        for (List<SignaturePoint> g : groups) {
            double delay =
                    g.stream().mapToDouble(SignaturePoint::delayUs).average().orElseThrow();
            List<SignaturePoint> curve = new ArrayList<>();
            for (SignaturePoint p : g) {
                curve.add(
                        p.delayUs() == delay
                                ? p
                                : new SignaturePoint(p.nBytes(), delay, p.m(), p.costUs(), p.ci95Us(), p.samples()));
            }
            curve.sort(java.util.Comparator.comparingInt(SignaturePoint::m));
            curves.merge(delay, curve, (a, b) -> {
                List<SignaturePoint> both = new ArrayList<>(a);
                both.addAll(b);
                return both;
            });
        }
        return curves;
    }
}
