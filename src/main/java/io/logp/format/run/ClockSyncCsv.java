package io.logp.format.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code clock_sync.csv}: every rank's clock offset to rank 0 (global = local + offset) for each synchronisation
 * of a collectives run, with the smallest round trip it came from and the error bound that gives (RTT/2, summed
 * along the ring for the ring algorithm). {@code when} is {@code start} for the synchronisation the launches were
 * scheduled with and {@code end} for the one repeated after them: the difference is the drift plus both errors,
 * which is what the schedule really had.
 */
public final class ClockSyncCsv {

    public static final List<String> HEADER =
            List.of("timer", "algorithm", "when", "rank", "offset_us", "rtt_us", "accuracy_us", "rounds");
    public static final List<String> REQUIRED = List.of("timer", "algorithm", "when", "rank", "offset_us");

    public record Row(
            String timer,
            String algorithm,
            String when,
            int rank,
            double offsetUs,
            double rttUs,
            double accuracyUs,
            int rounds) {}

    private ClockSyncCsv() {}

    /** write without a run's stamp: a file of another tool, or of a test. */
    public static void write(Path file, List<Row> rows) throws IOException {
        write(file, Optional.empty(), rows);
    }

    public static void write(Path file, Optional<RunStamp> stamp, List<Row> rows) throws IOException {
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, RunStamp.header(HEADER, stamp));
            for (Row r : rows) {
                CsvTable.print(
                        out,
                        RunStamp.row(
                                stamp,
                                r.timer(),
                                r.algorithm(),
                                r.when(),
                                r.rank(),
                                Decimals.csv(r.offsetUs()),
                                CsvTable.optional(r.rttUs()),
                                CsvTable.optional(r.accuracyUs()),
                                CsvTable.optional(r.rounds())));
            }
        });
    }

    public static List<Row> read(Path file) throws IOException, DataFormatException {
        List<Row> rows = new ArrayList<>();
        for (CsvRow row : CsvTable.read(file, REQUIRED)) {
            double offset = row.optionalSignedNumber("offset_us");
            if (Double.isNaN(offset)) throw row.error("offset_us must be a number");
            rows.add(new Row(
                    row.string("timer"),
                    row.string("algorithm"),
                    row.string("when"),
                    row.integer("rank", 0),
                    offset,
                    row.optionalNumber("rtt_us"),
                    row.optionalNumber("accuracy_us"),
                    row.optionalInteger("rounds", 0)));
        }
        return List.copyOf(rows);
    }
}
