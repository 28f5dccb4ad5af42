package io.logp.format.run;

import io.logp.data.CollectiveMean;
import io.logp.data.CollectiveOp;
import io.logp.stats.TrimmedStatistics;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The files of the collectives experiment (Kurnosov's MPIPerf method), all written atomically as points arrive:
 * <ul>
 *   <li>{@code collectives.csv}: one row per (op, n_bytes, p), header {@link #HEADER}: the trimmed mean of the valid
 *   launches with its standard error, the smallest and largest valid launch, the Student-t interval at
 *   {@code confidence}, the counts launched / valid / kept after trimming, and the loop-of-k times beside them
 *   (rank 0's and the largest over the ranks; empty when not measured);</li>
 *   <li>{@code collectives_ranks.csv} (on request): every rank's own time in the valid launches;</li>
 *   <li>{@code collectives_timers.csv}: the timer checks WaitPatternNull and WaitPatternUp for each clock.</li>
 * </ul>
 */
public final class CollectivesCsv {

    public static final List<String> HEADER = List.of(
            "op",
            "n_bytes",
            "p",
            "mean_us",
            "se_us",
            "min_us",
            "max_us",
            "ci_low_us",
            "ci_high_us",
            "confidence",
            "launches",
            "valid",
            "kept",
            "loop_us",
            "loop_max_us",
            "median_us",
            "median_ci_low_us",
            "median_ci_high_us");
    public static final List<String> REQUIRED = List.of("op", "n_bytes", "p", "mean_us");
    public static final List<String> RANKS_HEADER =
            List.of("op", "n_bytes", "p", "rank", "mean_us", "se_us", "min_us", "max_us", "kept");
    public static final List<String> TIMERS_HEADER = List.of(
            "timer",
            "pattern",
            "p",
            "expected_us",
            "mean_us",
            "se_us",
            "min_us",
            "max_us",
            "ci_low_us",
            "ci_high_us",
            "confidence",
            "launches",
            "valid",
            "kept",
            "median_us",
            "median_ci_low_us",
            "median_ci_high_us");
    public static final List<String> MODEL_HEADER =
            List.of("op", "n_bytes", "p", "measured_us", "predicted_us", "ratio", "algorithm", "doubt");
    public static final List<String> TIMERS_REQUIRED = List.of("timer", "pattern", "p", "expected_us", "mean_us");

    /** One collective at one size over p ranks. */
    public record Row(
            CollectiveOp op,
            int nBytes,
            int p,
            TrimmedStatistics stats,
            int launches,
            double loopUs,
            double loopMaxUs) {

        /** The point's mean and CI, as charts draw them. */
        public CollectiveMean mean() {
            return new CollectiveMean(op, nBytes, p, stats.meanUs(), stats.halfWidthUs());
        }
    }

    /** One rank's own time at one point. */
    public record RankRow(CollectiveOp op, int nBytes, int p, int rank, TrimmedStatistics stats) {}

    /** A timer check: a wait pattern timed with one clock over p ranks. */
    public record TimerRow(
            String timer, String pattern, int p, double expectedUs, TrimmedStatistics stats, int launches) {

        /** How far the measurement is from the pattern's known time. */
        public double errorUs() {
            return stats.meanUs() - expectedUs;
        }
    }

    private CollectivesCsv() {}

    /** write without a run's stamp: a file of another tool, or of a test. */
    public static void write(Path file, List<Row> rows) throws IOException {
        write(file, Optional.empty(), rows);
    }

    public static void write(Path file, Optional<RunStamp> stamp, List<Row> rows) throws IOException {
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, RunStamp.header(HEADER, stamp));
            for (Row r : rows) {
                List<Object> fields = new ArrayList<>(List.of(r.op().label(), r.nBytes(), r.p()));
                fields.addAll(stats(r.stats()));
                // Counts read from another tool's file may be unknown (-1): written empty, as read.
                fields.addAll(List.of(
                        CsvTable.optional(r.launches()),
                        CsvTable.optional(r.stats().valid()),
                        CsvTable.optional(r.stats().kept()),
                        CsvTable.optional(r.loopUs()),
                        CsvTable.optional(r.loopMaxUs())));
                fields.addAll(median(r.stats()));
                CsvTable.print(out, RunStamp.row(stamp, fields.toArray()));
            }
        });
    }

    /** writeRanks without a run's stamp: a file of another tool, or of a test. */
    public static void writeRanks(Path file, List<RankRow> rows) throws IOException {
        writeRanks(file, Optional.empty(), rows);
    }

    public static void writeRanks(Path file, Optional<RunStamp> stamp, List<RankRow> rows) throws IOException {
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, RunStamp.header(RANKS_HEADER, stamp));
            for (RankRow r : rows) {
                TrimmedStatistics s = r.stats();
                CsvTable.print(
                        out,
                        RunStamp.row(
                                stamp,
                                r.op().label(),
                                r.nBytes(),
                                r.p(),
                                r.rank(),
                                CsvTable.optional(s.meanUs()),
                                CsvTable.optional(s.seUs()),
                                CsvTable.optional(s.minUs()),
                                CsvTable.optional(s.maxUs()),
                                s.kept()));
            }
        });
    }

    /** writeTimers without a run's stamp: a file of another tool, or of a test. */
    public static void writeTimers(Path file, List<TimerRow> rows) throws IOException {
        writeTimers(file, Optional.empty(), rows);
    }

    public static void writeTimers(Path file, Optional<RunStamp> stamp, List<TimerRow> rows) throws IOException {
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, RunStamp.header(TIMERS_HEADER, stamp));
            for (TimerRow r : rows) {
                List<Object> fields =
                        new ArrayList<>(List.of(r.timer(), r.pattern(), r.p(), Decimals.csv(r.expectedUs())));
                fields.addAll(stats(r.stats()));
                fields.addAll(List.of(
                        CsvTable.optional(r.launches()),
                        CsvTable.optional(r.stats().valid()),
                        CsvTable.optional(r.stats().kept())));
                fields.addAll(median(r.stats()));
                CsvTable.print(out, RunStamp.row(stamp, fields.toArray()));
            }
        });
    }

    /** mean, se, min, max, ci low, ci high, confidence: empty where unknown (no valid launch, one kept). */
    private static List<Object> stats(TrimmedStatistics s) {
        return List.of(
                CsvTable.optional(s.meanUs()),
                CsvTable.optional(s.seUs()),
                CsvTable.optional(s.minUs()),
                CsvTable.optional(s.maxUs()),
                CsvTable.optional(s.ciLowUs()),
                CsvTable.optional(s.ciHighUs()),
                Decimals.csv(s.confidence()));
    }

    /** median and its interval: empty where unknown (no valid launch, too few for the interval). */
    private static List<Object> median(TrimmedStatistics s) {
        return List.of(
                CsvTable.optional(s.medianUs()),
                CsvTable.optional(s.medianLowUs()),
                CsvTable.optional(s.medianHighUs()));
    }

    /**
     * Reads collectives.csv in file order; columns in any order, extra columns and a byte order mark are accepted.
     * Only op, n_bytes, p and mean_us are required, so another tool's timings (without MPIPerf's counts) compare
     * with the model too.
     *
     * @throws DataFormatException for an unknown op, a repeated (op, n_bytes, p) or a bad number; the message
     *                             names the file and line
     */
    public static List<Row> read(Path file) throws IOException, DataFormatException {
        List<Row> rows = new ArrayList<>();
        Map<String, Integer> firstLine = new HashMap<>();
        for (CsvRow row : CsvTable.read(file, REQUIRED)) {
            CollectiveOp op;
            try {
                op = CollectiveOp.of(row.string("op"));
            } catch (IllegalArgumentException e) {
                throw row.error(e.getMessage());
            }
            int nBytes = row.integer("n_bytes", 0);
            int p = row.integer("p", 2);
            TrimmedStatistics stats = readStats(row);
            int launches = row.optionalInteger("launches", 0);
            String key = op.label() + " n_bytes=" + nBytes + " p=" + p;
            Integer previous = firstLine.putIfAbsent(key, row.line());
            if (previous != null) throw row.error("duplicate row for " + key + ", first at line " + previous);
            rows.add(new Row(
                    op, nBytes, p, stats, launches, row.optionalNumber("loop_us"), row.optionalNumber("loop_max_us")));
        }
        return List.copyOf(rows);
    }

    public static List<TimerRow> readTimers(Path file) throws IOException, DataFormatException {
        List<TimerRow> rows = new ArrayList<>();
        for (CsvRow row : CsvTable.read(file, TIMERS_REQUIRED)) {
            rows.add(new TimerRow(
                    row.string("timer"),
                    row.string("pattern"),
                    row.integer("p", 1),
                    row.number("expected_us"),
                    readStats(row),
                    row.optionalInteger("launches", 0)));
        }
        return List.copyOf(rows);
    }

    private static TrimmedStatistics readStats(CsvRow row) throws DataFormatException {
        double mean = row.optionalNumber("mean_us"); // empty: a point without a valid launch
        double high = row.optionalNumber("ci_high_us");
        double confidence = row.optionalNumber("confidence");
        if (!Double.isNaN(confidence) && !(confidence > 0 && confidence < 1)) {
            throw row.error("confidence must be in (0, 1), got " + confidence);
        }
        return new TrimmedStatistics(
                mean,
                row.optionalNumber("se_us"),
                row.optionalNumber("min_us"),
                row.optionalNumber("max_us"),
                high - mean,
                confidence,
                row.optionalInteger("valid", 0),
                row.optionalInteger("kept", 0),
                row.optionalNumber("median_us"),
                row.optionalNumber("median_ci_low_us"),
                row.optionalNumber("median_ci_high_us"));
    }
}
