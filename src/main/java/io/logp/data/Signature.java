package io.logp.data;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A message-cost signature: cost versus M, one curve per delay D, possibly for several payload sizes.
 * Immutable; points are kept sorted by (n_bytes, delay_us, m).
 */
public final class Signature {

    private static final Comparator<SignaturePoint> ORDER = Comparator.comparingInt(SignaturePoint::nBytes)
            .thenComparingDouble(SignaturePoint::delayUs)
            .thenComparingInt(SignaturePoint::m);

    private final List<SignaturePoint> points;

    public Signature(List<SignaturePoint> points) {
        List<SignaturePoint> sorted = new ArrayList<>(points);
        sorted.sort(ORDER);
        for (int i = 1; i < sorted.size(); i++) {
            if (ORDER.compare(sorted.get(i - 1), sorted.get(i)) == 0) {
                SignaturePoint p = sorted.get(i);
                throw new IllegalArgumentException(
                        "two points for n_bytes = " + p.nBytes() + ", delay_us = " + p.delayUs() + ", m = " + p.m());
            }
        }
        this.points = List.copyOf(sorted);
    }

    public List<SignaturePoint> points() {
        return points;
    }

    public boolean isEmpty() {
        return points.isEmpty();
    }

    /** The smallest payload size present: by the file contract, the small-message signature. */
    public int smallestNBytes() {
        if (points.isEmpty()) throw new IllegalStateException("empty signature");
        return points.get(0).nBytes();
    }

    /** Every payload size present, ascending. */
    public List<Integer> sizes() {
        return points.stream().map(SignaturePoint::nBytes).distinct().toList();
    }

    /** The curves (points sorted by M) for one payload size, keyed by delay in ascending order. */
    public Map<Double, List<SignaturePoint>> curves(int nBytes) {
        Map<Double, List<SignaturePoint>> curves = new TreeMap<>();
        for (SignaturePoint p : points) {
            if (p.nBytes() == nBytes)
                curves.computeIfAbsent(p.delayUs(), d -> new ArrayList<>()).add(p);
        }
        return curves;
    }
}
