package io.logp.format.run;

import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code signature.csv}: one row per measured point, header {@code n_bytes,delay_us,m,cost_us,ci95_us,samples},
 * times in microseconds with at most 6 decimals. {@code ci95_us} and {@code samples} are empty when unknown.
 */
public final class SignatureCsv {

    /** The columns a file must have; ci95_us and samples may be left out, or left empty, when unknown. */
    public static final List<String> REQUIRED = List.of("n_bytes", "delay_us", "m", "cost_us");

    public static final List<String> HEADER = List.of("n_bytes", "delay_us", "m", "cost_us", "ci95_us", "samples");

    private SignatureCsv() {}

    /** write without a run's stamp: a file of another tool, or of a test. */
    public static void write(Path file, Signature signature) throws IOException {
        write(file, Optional.empty(), signature);
    }

    /**
     * Writes the points in the signature's order (n_bytes, delay_us, m), atomically.
     *
     * @throws IllegalArgumentException when two points share (n_bytes, delay_us, m): the file could not be read back
     */
    public static void write(Path file, Optional<RunStamp> stamp, Signature signature) throws IOException {
        requireDistinct(signature.points());
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, RunStamp.header(HEADER, stamp));
            for (SignaturePoint p : signature.points()) {
                CsvTable.print(
                        out,
                        RunStamp.row(
                                stamp,
                                p.nBytes(),
                                Decimals.csv(p.delayUs()),
                                p.m(),
                                Decimals.csv(p.costUs()),
                                CsvTable.optional(p.ci95Us()),
                                CsvTable.optional(p.samples())));
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
        List<Located> points = new ArrayList<>();
        // A file has few distinct delays, one per curve: remember the last one's key.
        double[] lastDelay = {Double.NaN};
        long[] lastKey = {0};
        CsvTable.stream(file, REQUIRED, row -> {
            SignaturePoint p = point(row);
            if (p.delayUs() != lastDelay[0]) {
                lastDelay[0] = p.delayUs();
                lastKey[0] = Located.writtenMillionths(p.delayUs());
            }
            points.add(new Located(p, row.line(), lastKey[0]));
        });
        // Sorted by what makes a row unique, duplicates are neighbours: no map of a million keys.
        points.sort(Located.ORDER);
        Located duplicate = null;
        int firstLine = 0;
        for (int i = 1; i < points.size(); i++) {
            Located a = points.get(i - 1), b = points.get(i);
            if (Located.KEY.compare(a, b) != 0) continue;
            // Report the duplicate met first in the file, as a reader going line by line would.
            if (duplicate == null || b.line() < duplicate.line()) {
                duplicate = b;
                int j = i - 1;
                while (j > 0 && Located.KEY.compare(points.get(j - 1), b) == 0) j--;
                firstLine = points.get(j).line();
            }
        }
        if (duplicate != null) {
            throw new DataFormatException(
                    file,
                    duplicate.line(),
                    "duplicate row for " + PointKey.of(duplicate.point()) + ", first at line " + firstLine);
        }
        List<SignaturePoint> sorted = new ArrayList<>(points.size());
        for (Located p : points) sorted.add(p.point());
        return new Signature(sorted);
    }

    /** A point with the line it was read from, and its delay as the file writes it (6 decimals) in millionths. */
    private record Located(SignaturePoint point, int line, long delayKey) {

        static final Comparator<Located> KEY = Comparator.<Located>comparingInt(
                        l -> l.point().nBytes())
                .thenComparingLong(Located::delayKey)
                .thenComparingInt(l -> l.point().m());
        static final Comparator<Located> ORDER = KEY.thenComparingInt(Located::line);

        /** delay_us as written, so that points equal in the file are equal here; saturates beyond 9e12 us. */
        static long writtenMillionths(double delayUs) {
            if (delayUs >= 9e12) return Long.MAX_VALUE;
            return BigDecimal.valueOf(delayUs)
                    .setScale(Decimals.CSV_DECIMALS, RoundingMode.HALF_UP)
                    .unscaledValue()
                    .longValueExact();
        }
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
