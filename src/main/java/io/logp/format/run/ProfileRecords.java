package io.logp.format.run;

import io.logp.data.QueueProfile;
import io.logp.data.QueueProfile.Depths;
import io.logp.data.QueueProfile.End;
import io.logp.data.QueueProfile.Messages;
import io.logp.data.QueueProfile.Traffic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The records the profiling library (src/main/c/logp_profile.c) writes, one file per process: {@code rank-<r>.json}
 * for a rank that called MPI_Init, {@code noinit-<host>-<pid>.json} for a process that never did. Each is written
 * atomically by its own process, so a run that failed keeps every record written before it did.
 *
 * @param ranks  the ranks' records, by rank
 * @param noInit processes that ended without ever calling MPI_Init, as "host pid"
 */
public record ProfileRecords(List<QueueProfile> ranks, List<String> noInit) {

    /** The directory of the records inside a run's data directory. */
    public static final String DIR = "ranks";

    public ProfileRecords {
        ranks = List.copyOf(ranks);
        noInit = List.copyOf(noInit);
    }

    /** Every record in {@code dir}; none when the directory does not exist. */
    public static ProfileRecords read(Path dir) throws IOException, DataFormatException {
        List<QueueProfile> ranks = new ArrayList<>();
        List<String> noInit = new ArrayList<>();
        if (!Files.isDirectory(dir)) return new ProfileRecords(ranks, noInit);
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList();
        }
        for (Path f : files) {
            Map<String, Object> m = JsonFiles.read(f);
            if (f.getFileName().toString().startsWith("noinit-")) {
                noInit.add(text(m, "host", f) + " " + number(m, "pid", f));
            } else if (f.getFileName().toString().startsWith("rank-")) {
                ranks.add(profile(m, f));
            }
        }
        ranks.sort(Comparator.comparingInt(QueueProfile::rank));
        return new ProfileRecords(ranks, noInit);
    }

    static QueueProfile profile(Map<String, Object> m, Path f) throws DataFormatException {
        End end;
        try {
            end = End.of(text(m, "ended", f));
        } catch (IllegalArgumentException e) {
            throw new DataFormatException(f, 0, e.getMessage());
        }
        Messages messages = new Messages(
                number(m, "received", f),
                number(m, "expected", f),
                number(m, "unexpected", f),
                number(m, "unclassified", f),
                number(m, "expected_short", f),
                number(m, "expected_long", f),
                number(m, "unexpected_short", f),
                number(m, "unexpected_long", f),
                number(m, "bytes_received", f));
        Traffic traffic = new Traffic(
                number(m, "recv_posted", f),
                number(m, "recv_any_source", f),
                number(m, "recv_any_tag", f),
                number(m, "probes", f),
                number(m, "iprobes", f),
                number(m, "iprobe_hits", f),
                number(m, "mprobes", f),
                number(m, "tests", f),
                number(m, "test_hits", f),
                number(m, "waits", f),
                number(m, "sends", f));
        Depths posted = new Depths(
                number(m, "posted_max", f),
                number(m, "posted_search_sum", f),
                number(m, "posted_search_n", f),
                counts(m, "posted_search_hist", f));
        Depths unexpected = new Depths(
                number(m, "unexpected_max", f),
                number(m, "unexpected_search_sum", f),
                number(m, "unexpected_search_n", f),
                counts(m, "unexpected_search_hist", f));
        return new QueueProfile(
                (int) number(m, "rank", f),
                text(m, "host", f),
                end,
                (int) number(m, "finalize_calls", f),
                text(m, "library", f),
                Boolean.TRUE.equals(m.get("pvars")),
                text(m, "pvar_note", f),
                number(m, "eager_limit_bytes", f),
                text(m, "eager_limit_source", f),
                messages,
                traffic,
                posted,
                unexpected,
                counts(m, "size_class_hist", f),
                m.get("overhead_ns_per_call") instanceof Number n ? n.doubleValue() : Double.NaN,
                (int) number(m, "overhead_peers", f));
    }

    private static long number(Map<String, Object> m, String key, Path f) throws DataFormatException {
        if (m.get(key) instanceof Number n) return n.longValue();
        throw new DataFormatException(f, 0, "\'" + key + "\' is missing or not a number");
    }

    private static String text(Map<String, Object> m, String key, Path f) throws DataFormatException {
        if (m.get(key) instanceof String s) return s;
        throw new DataFormatException(f, 0, "\'" + key + "\' is missing or not text");
    }

    private static long[] counts(Map<String, Object> m, String key, Path f) throws DataFormatException {
        if (!(m.get(key) instanceof List<?> list)) throw new DataFormatException(f, 0, "\'" + key + "\' is not a list");
        long[] out = new long[list.size()];
        for (int i = 0; i < out.length; i++) {
            if (!(list.get(i) instanceof Number n))
                throw new DataFormatException(f, 0, "\'" + key + "\' holds non-numbers");
            out[i] = n.longValue();
        }
        return out;
    }
}
