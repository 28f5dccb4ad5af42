package io.logp.format.run;

import io.logp.data.ContentionPattern;
import io.logp.fit.ContentionGap;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code contention.csv}: the gap at every contention point, header {@code pattern,k,n_bytes,g_us,ci95_us,samples}
 * (pattern is {@code k_to_1}, {@code 1_to_k} or {@code pairs}); and {@code contention_ranks.csv}, every requester's
 * own gap at each point, so unfair sharing shows.
 */
public final class ContentionCsv {

    public static final List<String> REQUIRED = List.of("pattern", "k", "n_bytes", "g_us");
    public static final List<String> HEADER = List.of("pattern", "k", "n_bytes", "g_us", "ci95_us", "samples");
    public static final List<String> RANKS_HEADER =
            List.of("pattern", "k", "n_bytes", "rank", "host", "responders", "g_us", "ci95_us");

    /** One requester at one point: its world rank, host, the responders it issued to ("3" or "1+2"), its gap. */
    public record RankGap(
            ContentionPattern pattern,
            int k,
            int nBytes,
            int rank,
            String host,
            String responders,
            double gUs,
            double ci95Us) {}

    private ContentionCsv() {}

    /** write without a run's stamp: a file of another tool, or of a test. */
    public static void write(Path file, List<ContentionGap> gaps) throws IOException {
        write(file, Optional.empty(), gaps);
    }

    /** Writes the points in the given order, atomically. */
    public static void write(Path file, Optional<RunStamp> stamp, List<ContentionGap> gaps) throws IOException {
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, RunStamp.header(HEADER, stamp));
            for (ContentionGap g : gaps) {
                CsvTable.print(
                        out,
                        RunStamp.row(
                                stamp,
                                g.pattern().label(),
                                g.k(),
                                g.nBytes(),
                                Decimals.csv(g.gUs()),
                                CsvTable.optional(g.ci95Us()),
                                CsvTable.optional(g.samples())));
            }
        });
    }

    /** writeRanks without a run's stamp: a file of another tool, or of a test. */
    public static void writeRanks(Path file, List<RankGap> gaps) throws IOException {
        writeRanks(file, Optional.empty(), gaps);
    }

    public static void writeRanks(Path file, Optional<RunStamp> stamp, List<RankGap> gaps) throws IOException {
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, RunStamp.header(RANKS_HEADER, stamp));
            for (RankGap g : gaps) {
                CsvTable.print(
                        out,
                        RunStamp.row(
                                stamp,
                                g.pattern().label(),
                                g.k(),
                                g.nBytes(),
                                g.rank(),
                                g.host(),
                                g.responders(),
                                Decimals.csv(g.gUs()),
                                CsvTable.optional(g.ci95Us())));
            }
        });
    }

    /**
     * Reads the points in file order; accepts the columns in any order, extra columns, whitespace and a byte
     * order mark.
     *
     * @throws DataFormatException when the file breaks the contract (unknown pattern, a repeated point, a bad
     *                             number); the message names the file and line
     */
    public static List<ContentionGap> read(Path file) throws IOException, DataFormatException {
        List<ContentionGap> gaps = new ArrayList<>();
        Map<String, Integer> firstLine = new HashMap<>();
        for (CsvRow row : CsvTable.read(file, REQUIRED)) {
            ContentionGap gap = gap(row);
            String key = gap.pattern().label() + " k=" + gap.k() + " n_bytes=" + gap.nBytes();
            Integer previous = firstLine.putIfAbsent(key, row.line());
            if (previous != null) throw row.error("duplicate row for " + key + ", first at line " + previous);
            gaps.add(gap);
        }
        return List.copyOf(gaps);
    }

    private static ContentionGap gap(CsvRow row) throws DataFormatException {
        ContentionPattern pattern;
        try {
            pattern = ContentionPattern.of(row.string("pattern"));
        } catch (IllegalArgumentException e) {
            throw row.error(e.getMessage());
        }
        int k = row.integer("k", 1);
        int nBytes = row.integer("n_bytes", 0);
        double gUs = row.number("g_us");
        double ci95Us = row.optionalNumber("ci95_us");
        int samples = row.optionalInteger("samples", 0);
        try {
            return new ContentionGap(pattern, k, nBytes, gUs, ci95Us, samples);
        } catch (IllegalArgumentException e) {
            throw row.error(e.getMessage());
        }
    }
}
