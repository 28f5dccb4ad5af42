package io.logp.format.run;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Which run each measured file of a run directory says it comes from ({@link RunStamp}): meta.json's {@code run_id},
 * the {@code run_id} column of each CSV file, and the key of the ping-pong's and the queues' parameter files. Only
 * the files logp reads back as measured data are asked; the results (logp.json, bulk.csv, ...) are written again by
 * every analysis, and the text files of one number a line (rtt_samples.txt, pingpong_samples.txt) carry no stamp so
 * that other programs keep reading them as plain numbers.
 *
 * @param files every such file the directory holds, in the order below, with its stamp (empty: it has none)
 */
public record RunIdentity(Map<String, Optional<String>> files) {

    /** The CSV files of measured data, each of which carries the stamp as a column. */
    static final List<String> CSV_FILES = List.of(
            "signature.csv",
            "rtt.csv",
            "rtt_get.csv",
            "contention.csv",
            "contention_ranks.csv",
            "pairs.csv",
            "collectives.csv",
            "collectives_ranks.csv",
            "collectives_timers.csv",
            "collectives_repeat.csv",
            "clock_sync.csv");

    static final List<String> JSON_FILES = List.of(PingPongData.PARAMS, QueueData.PARAMS);

    public static final String META = "meta.json";

    private static final CSVFormat READ_FORMAT =
            CSVFormat.DEFAULT.builder().setTrim(true).build();

    public RunIdentity {
        files = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(files));
    }

    /**
     * The stamps of {@code dir}'s files, meta.json's taken from {@code metaRunId} (what the caller read of it). A file
     * that cannot be read here counts as unstamped: its own reader says what is wrong with it.
     */
    public static RunIdentity of(RunDirectory dir, Optional<String> metaRunId) throws IOException {
        Map<String, Optional<String>> files = new LinkedHashMap<>();
        Path data = dir.signaturesDir();
        if (Files.exists(data.resolve(META), LinkOption.NOFOLLOW_LINKS)) files.put(META, metaRunId);
        for (String name : CSV_FILES) {
            Path file = data.resolve(name);
            if (Files.isRegularFile(file)) files.put(name, csvStamp(file));
        }
        for (String name : JSON_FILES) {
            Path file = data.resolve(name);
            if (Files.isRegularFile(file)) files.put(name, jsonStamp(file));
        }
        return new RunIdentity(files);
    }

    /** The distinct stamps, in the order the files were met; empty for a directory of a logp before stamps. */
    public List<String> stamps() {
        return files.values().stream().flatMap(Optional::stream).distinct().toList();
    }

    /** The files without a stamp. */
    public List<String> unstamped() {
        return files.entrySet().stream()
                .filter(e -> e.getValue().isEmpty())
                .map(Map.Entry::getKey)
                .toList();
    }

    /** The files of {@code stamp}. */
    public List<String> filesOf(String stamp) {
        return files.entrySet().stream()
                .filter(e -> e.getValue().filter(stamp::equals).isPresent())
                .map(Map.Entry::getKey)
                .toList();
    }

    /**
     * Refuses a directory whose files name more than one run: fitted together they give numbers of no run at all
     * (an Open MPI signature with an MPICH rtt.csv fits without complaint).
     *
     * @throws DataFormatException naming the directory, each run and its files
     */
    public void requireOneRun(Path dir) throws DataFormatException {
        List<String> stamps = stamps();
        if (stamps.size() < 2) return;
        List<String> parts = new ArrayList<>();
        for (String stamp : stamps) parts.add(String.join(", ", filesOf(stamp)) + " of run " + stamp);
        throw new DataFormatException(
                dir,
                0,
                "files of " + stamps.size() + " runs in one directory: " + String.join("; ", parts)
                        + ". Fitted together they would describe no run at all; keep each run's files in its own"
                        + " directory (copy a run directory whole) and analyse that");
    }

    /** The run_id column of a CSV file's first data row: the writer puts the same one on every row. */
    static Optional<String> csvStamp(Path file) throws IOException {
        try (Reader text = TextFiles.open(file);
                CSVParser parser = CSVParser.parse(text, READ_FORMAT)) {
            Iterator<CSVRecord> records = parser.iterator();
            int column = -1;
            while (records.hasNext()) {
                CSVRecord record = records.next();
                if (record.size() == 1 && record.get(0).isEmpty()) continue;
                if (column < 0) {
                    column = record.toList().indexOf(RunStamp.COLUMN);
                    if (column < 0) return Optional.empty();
                } else {
                    return column < record.size() && !record.get(column).isEmpty()
                            ? Optional.of(record.get(column))
                            : Optional.empty();
                }
            }
            return Optional.empty();
        } catch (DataFormatException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The run_id key of a parameters file. */
    static Optional<String> jsonStamp(Path file) throws IOException {
        try {
            return Optional.ofNullable(JsonFiles.read(file).get(RunStamp.COLUMN))
                    .map(String::valueOf)
                    .filter(s -> !s.isEmpty());
        } catch (DataFormatException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
