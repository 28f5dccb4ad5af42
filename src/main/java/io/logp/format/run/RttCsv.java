package io.logp.format.run;

import io.logp.data.RttPoint;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code rtt.csv}: the round-trip time of one request/reply per payload size, header
 * {@code n_bytes,rtt_us,ci95_us,samples}, times in microseconds with at most 6 decimals. {@code ci95_us} and
 * {@code samples} are empty when unknown.
 */
public final class RttCsv {

    /** The columns a file must have; ci95_us and samples may be left out, or left empty, when unknown. */
    public static final List<String> REQUIRED = List.of("n_bytes", "rtt_us");

    public static final List<String> HEADER = List.of("n_bytes", "rtt_us", "ci95_us", "samples");

    private static final Comparator<RttPoint> BY_SIZE = Comparator.comparingInt(RttPoint::nBytes);

    private RttCsv() {}

    /** write without a run's stamp: a file of another tool, or of a test. */
    public static void write(Path file, List<RttPoint> points) throws IOException {
        write(file, Optional.empty(), points);
    }

    /**
     * Writes the points by ascending n_bytes, atomically.
     *
     * @throws IllegalArgumentException when two points share n_bytes: the file could not be read back
     */
    public static void write(Path file, Optional<RunStamp> stamp, List<RttPoint> points) throws IOException {
        List<RttPoint> sorted = new ArrayList<>(points);
        sorted.sort(BY_SIZE);
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).nBytes() == sorted.get(i - 1).nBytes()) {
                throw new IllegalArgumentException(
                        "two RTT points for n_bytes=" + sorted.get(i).nBytes());
            }
        }
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, RunStamp.header(HEADER, stamp));
            for (RttPoint p : sorted) {
                CsvTable.print(
                        out,
                        RunStamp.row(
                                stamp,
                                p.nBytes(),
                                Decimals.csv(p.rttUs()),
                                CsvTable.optional(p.ci95Us()),
                                CsvTable.optional(p.samples())));
            }
        });
    }

    /**
     * Reads the points, sorted by ascending n_bytes; accepts the columns in any order, extra columns, whitespace
     * around values and a byte order mark.
     *
     * @throws DataFormatException when the file breaks the contract; the message names the file and line
     */
    public static List<RttPoint> read(Path file) throws IOException, DataFormatException {
        List<RttPoint> points = new ArrayList<>();
        Map<Integer, Integer> firstLine = new HashMap<>();
        for (CsvRow row : CsvTable.read(file, REQUIRED)) {
            RttPoint point = point(row);
            Integer previous = firstLine.putIfAbsent(point.nBytes(), row.line());
            if (previous != null) {
                throw row.error("duplicate row for n_bytes=" + point.nBytes() + ", first at line " + previous);
            }
            points.add(point);
        }
        points.sort(BY_SIZE);
        return List.copyOf(points);
    }

    private static RttPoint point(CsvRow row) throws DataFormatException {
        int nBytes = row.integer("n_bytes", 0);
        double rttUs = row.number("rtt_us");
        double ci95Us = row.optionalNumber("ci95_us");
        int samples = row.optionalInteger("samples", 0);
        try {
            return new RttPoint(nBytes, rttUs, ci95Us, samples);
        } catch (IllegalArgumentException e) {
            throw row.error(e.getMessage());
        }
    }
}
