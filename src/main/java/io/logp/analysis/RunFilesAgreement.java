package io.logp.analysis;

import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import io.logp.finding.RunFinding.Mismatch;
import io.logp.meta.Bulk;
import io.logp.meta.RunMetadata;
import io.logp.meta.SmallMessages;
import io.logp.meta.Sweep;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Whether a run directory's data files and its meta.json come from one run: the files must hold what meta.json says
 * the run measured (its payload, its delays, its largest M, its sizes). A signature.csv copied in from another run
 * fits without complaint but is explained with the other run's window, path and placement, so a mismatch is a
 * finding of its own. Only what meta.json records is compared: a run without a section is not checked against it.
 */
public final class RunFilesAgreement {

    /**
     * An effective delay (signature.csv's delay_us) is a calibrated busy wait until the clock has passed the nominal
     * one, so it is never shorter than the nominal; 2% and 10 ns cover the file's 6 decimals and the rounding of a
     * nominal delay to whole nanoseconds.
     */
    static final double DELAY_SLACK = 0.02;

    static final double DELAY_SLACK_US = 0.01;

    private RunFilesAgreement() {}

    /** Every way signature.csv and rtt.csv disagree with meta.json. */
    public static List<Finding> check(Signature signature, List<RttPoint> rtts, RunMetadata meta) {
        List<Finding> findings = new ArrayList<>();
        Optional<SmallMessages> small = meta.smallMessages();
        if (signature.isEmpty() || small.isEmpty()) return findings;
        int smallest = signature.smallestNBytes();
        Integer payload = small.get().payloadBytes();
        if (payload != null && smallest != 0 && smallest != payload) {
            findings.add(
                    mixed(SIGNATURE, Mismatch.PAYLOAD_BYTES, List.of((double) smallest), List.of((double) payload)));
        }
        Integer mCap = small.get().mCap();
        int largestM = signature.points().stream()
                .filter(p -> p.nBytes() == smallest)
                .mapToInt(SignaturePoint::m)
                .max()
                .orElse(0);
        if (mCap != null && largestM > mCap) {
            findings.add(mixed(SIGNATURE, Mismatch.M_CAP, List.of((double) largestM), List.of((double) mCap)));
        }
        meta.sweep().map(Sweep::nominalDelaysUs).ifPresent(nominal -> delays(signature.curves(smallest), nominal)
                .ifPresent(findings::add));
        sizes(signature, rtts, smallest, payload, meta.bulk()).ifPresent(findings::add);
        return findings;
    }

    static final String SIGNATURE = "signature.csv";
    static final String RTT = "rtt.csv";

    /**
     * The file's delays against the nominal ones, both ascending: never more of them (two may merge into one when
     * their effective delays coincide, never split), and each at least its nominal.
     */
    static Optional<Finding> delays(Map<Double, ?> curves, List<Double> nominal) {
        if (nominal == null || nominal.isEmpty()) return Optional.empty();
        List<Double> inFile = List.copyOf(curves.keySet());
        List<Double> asked = nominal.stream().sorted().toList();
        boolean agree = inFile.size() <= asked.size();
        if (agree && inFile.size() == asked.size()) {
            for (int i = 0; i < asked.size(); i++) {
                if (inFile.get(i) < asked.get(i) * (1 - DELAY_SLACK) - DELAY_SLACK_US) agree = false;
            }
        }
        return agree ? Optional.empty() : Optional.of(mixed(SIGNATURE, Mismatch.DELAYS_US, inFile, asked));
    }

    /** Sizes in the files that the run did not measure: bulk sizes without a bulk part, or other ones. */
    private static Optional<Finding> sizes(
            Signature signature, List<RttPoint> rtts, int smallest, Integer payload, Optional<Bulk> bulk) {
        TreeSet<Integer> signatureSizes = new TreeSet<>(signature.sizes());
        signatureSizes.remove(smallest);
        TreeSet<Integer> known = new TreeSet<>();
        if (payload != null) known.add(payload);
        known.add(smallest);
        bulk.ifPresent(b -> {
            if (b.signatureSizesBytes() != null) known.addAll(b.signatureSizesBytes());
        });
        if (!known.containsAll(signatureSizes) && (bulk.isEmpty() || bulk.get().signatureSizesBytes() != null)) {
            return Optional.of(mixed(SIGNATURE, Mismatch.SIZES_BYTES, doubles(signatureSizes), doubles(known)));
        }
        TreeSet<Integer> timed = new TreeSet<>(known);
        bulk.ifPresent(b -> {
            if (b.timeSizesBytes() != null) timed.addAll(b.timeSizesBytes());
        });
        TreeSet<Integer> rttSizes = new TreeSet<>();
        for (RttPoint r : rtts) rttSizes.add(r.nBytes());
        if (!timed.containsAll(rttSizes) && (bulk.isEmpty() || bulk.get().timeSizesBytes() != null)) {
            return Optional.of(mixed(RTT, Mismatch.SIZES_BYTES, doubles(rttSizes), doubles(timed)));
        }
        return Optional.empty();
    }

    private static List<Double> doubles(java.util.Collection<Integer> values) {
        return values.stream().map(Integer::doubleValue).toList();
    }

    private static Finding mixed(String file, Mismatch what, List<Double> inFile, List<Double> inMeta) {
        return new RunFinding.MixedRunFiles(file, what, inFile, inMeta);
    }
}
