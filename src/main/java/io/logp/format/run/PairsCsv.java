package io.logp.format.run;

import io.logp.data.PairRtt;
import io.logp.data.PairSignature;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code pairs.csv}: every pair of ranks measured, header {@code i,j,host_i,host_j,rtt_us,ci95_us,samples,concurrent}
 * (i the requester, concurrent the pairs measured at once with it) and, with {@code --signature}, the pair's short
 * signature {@code o_s_us,o_s_ci95_us,g_us,g_ci95_us,o_r_us,o_r_ci95_us,L_us,L_ci95_us}.
 */
public final class PairsCsv {

    public static final List<String> REQUIRED = List.of("i", "j", "host_i", "host_j", "rtt_us");
    public static final List<String> HEADER =
            List.of("i", "j", "host_i", "host_j", "rtt_us", "ci95_us", "samples", "concurrent");
    public static final List<String> SIGNATURE_HEADER =
            List.of("o_s_us", "o_s_ci95_us", "g_us", "g_ci95_us", "o_r_us", "o_r_ci95_us", "L_us", "L_ci95_us");

    private PairsCsv() {}

    /** write without a run's stamp: a file of another tool, or of a test. */
    public static void write(Path file, List<PairRtt> pairs) throws IOException {
        write(file, Optional.empty(), pairs);
    }

    /** Writes the pairs in the given order, atomically; the signature columns when any pair has one. */
    public static void write(Path file, Optional<RunStamp> stamp, List<PairRtt> pairs) throws IOException {
        boolean signatures = pairs.stream().anyMatch(p -> p.signature().isPresent());
        AtomicFiles.write(file, out -> {
            List<Object> header = new ArrayList<>(HEADER);
            if (signatures) header.addAll(SIGNATURE_HEADER);
            CsvTable.print(out, RunStamp.header(header, stamp));
            for (PairRtt p : pairs) {
                List<Object> row = new ArrayList<>(List.of(
                        p.i(),
                        p.j(),
                        p.hostI(),
                        p.hostJ(),
                        Decimals.csv(p.rttUs()),
                        CsvTable.optional(p.ci95Us()),
                        CsvTable.optional(p.samples()),
                        p.concurrent()));
                if (signatures) row.addAll(signatureFields(p.signature()));
                CsvTable.print(out, RunStamp.row(stamp, row.toArray()));
            }
        });
    }

    private static List<Object> signatureFields(Optional<PairSignature> s) {
        if (s.isEmpty()) return java.util.Collections.nCopies(SIGNATURE_HEADER.size(), "");
        PairSignature v = s.get();
        return List.of(
                CsvTable.optional(v.oSUs()),
                CsvTable.optional(v.oSCi95Us()),
                CsvTable.optional(v.gUs()),
                CsvTable.optional(v.gCi95Us()),
                signed(v.oRUs()),
                CsvTable.optional(v.oRCi95Us()),
                signed(v.latencyUs()),
                CsvTable.optional(v.latencyCi95Us()));
    }

    private static String signed(double value) {
        return Double.isFinite(value) ? Decimals.csv(value) : "";
    }

    /**
     * Reads the pairs in file order; columns in any order, extra columns, whitespace and a byte order mark accepted.
     *
     * @throws DataFormatException when a row breaks the contract (a rank paired with itself, a pair twice, a bad
     *                             number); the message names the file and line
     */
    public static List<PairRtt> read(Path file) throws IOException, DataFormatException {
        List<PairRtt> pairs = new ArrayList<>();
        Map<String, Integer> firstLine = new HashMap<>();
        for (CsvRow row : CsvTable.read(file, REQUIRED)) {
            int i = row.integer("i", 0);
            int j = row.integer("j", 0);
            if (i == j) throw row.error("i and j are both " + i + ": a pair needs two ranks");
            String key = Math.min(i, j) + "-" + Math.max(i, j);
            Integer previous = firstLine.putIfAbsent(key, row.line());
            if (previous != null) throw row.error("duplicate row for the pair " + key + ", first at line " + previous);
            String hostI = row.string("host_i");
            String hostJ = row.string("host_j");
            int concurrent = row.optionalInteger("concurrent", 1);
            pairs.add(new PairRtt(
                    i,
                    j,
                    hostI,
                    hostJ,
                    row.number("rtt_us"),
                    row.optionalNumber("ci95_us"),
                    row.optionalInteger("samples", 0),
                    concurrent < 0 ? 1 : concurrent,
                    signature(row)));
        }
        return List.copyOf(pairs);
    }

    private static Optional<PairSignature> signature(CsvRow row) throws DataFormatException {
        double oS = row.optionalNumber("o_s_us");
        if (Double.isNaN(oS)) return Optional.empty();
        return Optional.of(new PairSignature(
                oS,
                row.optionalNumber("o_s_ci95_us"),
                row.optionalNumber("g_us"),
                row.optionalNumber("g_ci95_us"),
                row.optionalSignedNumber("o_r_us"),
                row.optionalNumber("o_r_ci95_us"),
                row.optionalSignedNumber("L_us"),
                row.optionalNumber("L_ci95_us")));
    }
}
