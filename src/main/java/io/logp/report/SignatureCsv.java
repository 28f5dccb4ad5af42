package io.logp.report;

import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code signature.csv}: one row per measured point, header {@code n_bytes,delay_us,m,cost_us,ci95_us,samples},
 * times in microseconds with at most 6 decimals. {@code ci95_us} and {@code samples} are empty when unknown.
 */
public final class SignatureCsv {

    /** The columns a file must have; ci95_us and samples may be left out, or left empty, when unknown. */
    static final List<String> REQUIRED = List.of("n_bytes", "delay_us", "m", "cost_us");

    public static final List<String> HEADER = List.of("n_bytes", "delay_us", "m", "cost_us", "ci95_us", "samples");

    private SignatureCsv() {}

    /**
     * Writes the points in the signature's order (n_bytes, delay_us, m), atomically.
     *
     * @throws IllegalArgumentException when two points share (n_bytes, delay_us, m): the file could not be read back
     */
    public static void write(Path file, Signature signature) throws IOException {
        requireDistinct(signature.points());
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, HEADER.toArray());
            for (SignaturePoint p : signature.points()) {
                CsvTable.print(
                        out,
                        p.nBytes(),
                        Decimals.csv(p.delayUs()),
                        p.m(),
                        Decimals.csv(p.costUs()),
                        CsvTable.optional(p.ci95Us()),
                        CsvTable.optional(p.samples()));
            }
        });
    }

    /**
     * Reads a signature, accepting the columns in any order, extra columns, whitespace around values and a byte
     * order mark.
     *
     * @throws DataFormatException when the file breaks the contract; the message names the file and line
     */
    public static Signature read(Path file) throws IOException, DataFormatException {
        List<SignaturePoint> points = new ArrayList<>();
        Map<PointKey, Integer> firstLine = new HashMap<>();
        for (CsvRow row : CsvTable.read(file, REQUIRED)) {
            SignaturePoint point = point(row);
            PointKey key = PointKey.of(point);
            Integer previous = firstLine.putIfAbsent(key, row.line());
            if (previous != null) throw row.error("duplicate row for " + key + ", first at line " + previous);
            points.add(point);
        }
        return new Signature(points);
    }

    private static SignaturePoint point(CsvRow row) throws DataFormatException {
        int nBytes = row.integer("n_bytes", 0);
        double delayUs = row.number("delay_us");
        int m = row.integer("m", 1);
        double costUs = row.number("cost_us");
        double ci95Us = row.optionalNumber("ci95_us");
        int samples = row.optionalInteger("samples", 0);
        try {
            return new SignaturePoint(nBytes, delayUs, m, costUs, ci95Us, samples);
        } catch (IllegalArgumentException e) {
            throw row.error(e.getMessage());
        }
    }

    private static void requireDistinct(List<SignaturePoint> points) {
        Set<PointKey> seen = new HashSet<>();
        for (SignaturePoint p : points) {
            if (!seen.add(PointKey.of(p))) throw new IllegalArgumentException("two points for " + PointKey.of(p));
        }
    }

    /** What makes a row unique. delay_us as written, so that points equal in the file are equal here. */
    private record PointKey(int nBytes, String delayUs, int m) {
        static PointKey of(SignaturePoint p) {
            return new PointKey(p.nBytes(), Decimals.csv(p.delayUs()), p.m());
        }

        @Override
        public String toString() {
            return "(n_bytes=" + nBytes + ", delay_us=" + delayUs + ", m=" + m + ")";
        }
    }
}
