package io.logp.format.run;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The identity a run writes into every data file it makes: meta.json's {@code run_id} and a last {@code run_id}
 * column in each CSV file, the same on every row. The directory's name alone cannot tell two runs apart (a directory
 * is renamed, or two hosts start the same label in the same second), so a random part follows it. The value is
 * compared whole, never taken apart.
 *
 * <p>A column rather than a comment line: CSV readers that know nothing of comments (Commons CSV, pandas' and R's
 * defaults, spreadsheets) would take a {@code #} line for the header, and readers that go by column name (logp's
 * among them, before this column too) ignore a column they do not look up.
 *
 * @param id the value, {@code <run directory's name>.<8 hex digits>}
 */
public record RunStamp(String id) {

    /** The column's name, last in each data file's header. */
    public static final String COLUMN = "run_id";

    private static final SecureRandom RANDOM = new SecureRandom();

    public RunStamp {
        Objects.requireNonNull(id, "id");
        if (id.isBlank()) throw new IllegalArgumentException("a run stamp must not be blank");
    }

    /** A new stamp for the run directory {@code runName}. */
    public static RunStamp fresh(String runName) {
        byte[] random = new byte[4];
        RANDOM.nextBytes(random);
        return new RunStamp(runName + "." + HexFormat.of().formatHex(random));
    }

    /** {@code columns} with the stamp's column after them, when there is a stamp. */
    public static Object[] header(List<?> columns, Optional<RunStamp> stamp) {
        List<Object> all = new ArrayList<>(columns);
        if (stamp.isPresent()) all.add(COLUMN);
        return all.toArray();
    }

    /** {@code values} with the stamp after them, when there is one. */
    public static Object[] row(Optional<RunStamp> stamp, Object... values) {
        if (stamp.isEmpty()) return values;
        Object[] all = Arrays.copyOf(values, values.length + 1);
        all[values.length] = stamp.get().id();
        return all;
    }

    @Override
    public String toString() {
        return id;
    }
}
