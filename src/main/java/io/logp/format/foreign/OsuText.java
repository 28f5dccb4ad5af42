package io.logp.format.foreign;

import io.logp.data.ReferenceSeries;
import io.logp.data.ReferenceSeries.Measure;
import io.logp.format.run.DataFormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text that OSU Micro-Benchmarks' {@code osu_latency}, {@code osu_bw} and {@code osu_bibw} print, as
 * {@code c/util/osu_util.c} writes it: a title line {@code # OSU MPI Latency Test v5.6.3}, in OMB 7.x a
 * {@code # Datatype: MPI_CHAR.} line, a column header ({@code # Size          Latency (us)} in 5.x,
 * {@code # Size       Avg Latency(us)} in 7.x, with {@code Min Latency(us)  Max Latency(us)  Iterations} added by
 * {@code -f}; {@code # Size      Bandwidth (MB/s)} for both bandwidth tests), then one row per size. OSU's MB/s are
 * 1e6 bytes/s, as logp's; latencies are half a ping-pong round trip in microseconds.
 */
public final class OsuText {

    /** "# OSU MPI Latency Test v7.3", "# OSU MPI-CUDA Bi-Directional Bandwidth Test v7.5". */
    private static final Pattern TITLE = Pattern.compile("#\\s*OSU MPI\\S*\\s+(.+?)\\s+Test(?:\\s+v(\\S+))?\\s*");

    private OsuText() {}

    public static boolean recognises(ForeignLines text) {
        return text.firstLine().startsWith("# OSU");
    }

    public static ReferenceSeries read(ForeignLines text) throws DataFormatException {
        int titleLine = firstNonBlank(text);
        Matcher title = TITLE.matcher(text.line(titleLine));
        if (!title.matches()) {
            throw text.error(
                    titleLine,
                    "expected an OSU title such as '# OSU MPI Latency Test v7.3', got '" + text.line(titleLine) + "'");
        }
        String name = title.group(1).toLowerCase(Locale.ROOT);
        String tool = "OSU OMB " + (title.group(2) != null ? title.group(2) : "(version not given)");
        Kind kind = Kind.of(name);
        if (kind == null) {
            throw text.error(
                    titleLine,
                    "expected the output of osu_latency, osu_bw or osu_bibw (Latency, Bandwidth or Bi-Directional"
                            + " Bandwidth Test), got the " + title.group(1) + " Test");
        }
        List<String> columns = null;
        int valueColumn = -1;
        List<ReferenceSeries.Row> rows = new ArrayList<>();
        for (int i = titleLine + 1; i < text.size(); i++) {
            String line = text.line(i);
            if (line.isEmpty()) continue;
            if (line.startsWith("#")) {
                if (line.matches("#\\s*Size\\b.*")) {
                    columns = List.of(line.replaceFirst("#\\s*", "").split("\\s{2,}"));
                    valueColumn = kind.valueColumn(columns);
                    if (valueColumn < 0) {
                        throw text.error(i, "expected a column '" + kind.column + "' after '# Size', got " + columns);
                    }
                }
                continue;
            }
            if (columns == null) throw text.error(i, "expected the column header '# Size ...' before the rows");
            String[] f = text.fields(i);
            if (f.length != columns.size()) {
                throw text.error(
                        i,
                        String.format(
                                Locale.ROOT,
                                "expected %d fields (%s), got %d: '%s'",
                                columns.size(),
                                String.join(", ", columns),
                                f.length,
                                line));
            }
            int n = text.bytes(i, f[0], "Size");
            double value = text.number(i, f[valueColumn], columns.get(valueColumn), 0);
            rows.add(kind.row(n, value));
        }
        if (rows.isEmpty()) throw new DataFormatException(text.file(), 0, "no rows after the OSU header");
        return new ReferenceSeries(tool, kind.test, kind.measure, rows, kind.notes());
    }

    private static int firstNonBlank(ForeignLines text) {
        for (int i = 0; i < text.size(); i++) if (!text.line(i).isEmpty()) return i;
        return 0;
    }

    /** The three tests and what their one value per row means. */
    private enum Kind {
        LATENCY("osu_latency", Measure.ONE_WAY, "Latency"),
        BANDWIDTH("osu_bw", Measure.STREAM, "Bandwidth"),
        BIBW("osu_bibw", Measure.BIDIRECTIONAL_STREAM, "Bandwidth");

        final String test;
        final Measure measure;
        final String column;

        Kind(String test, Measure measure, String column) {
            this.test = test;
            this.measure = measure;
            this.column = column;
        }

        static Kind of(String titleName) {
            return switch (titleName) {
                case "latency" -> LATENCY;
                case "bandwidth" -> BANDWIDTH;
                case "bi-directional bandwidth" -> BIBW;
                default -> null;
            };
        }

        /** "Latency (us)" (5.x) or "Avg Latency(us)" (7.x); "Bandwidth (MB/s)". */
        int valueColumn(List<String> columns) {
            for (int c = 1; c < columns.size(); c++) {
                String name = columns.get(c).toLowerCase(Locale.ROOT).replace(" ", "");
                if (this == LATENCY && (name.equals("latency(us)") || name.equals("avglatency(us)"))) return c;
                if (this != LATENCY && name.equals("bandwidth(mb/s)")) return c;
            }
            return -1;
        }

        ReferenceSeries.Row row(int n, double value) {
            return switch (this) {
                case LATENCY -> new ReferenceSeries.Row(n, value, Double.NaN, n > 0 ? n / value : Double.NaN);
                // MB/s = bytes per microsecond: a message of n bytes takes n / rate us of the stream.
                case BANDWIDTH -> new ReferenceSeries.Row(n, value > 0 ? n / value : Double.NaN, Double.NaN, value);
                // Both directions are summed: one direction moves half.
                case BIBW -> new ReferenceSeries.Row(n, value > 0 ? 2 * n / value : Double.NaN, Double.NaN, value / 2);
            };
        }

        List<String> notes() {
            return switch (this) {
                case LATENCY ->
                    List.of("osu_latency: half the round trip of a blocking ping-pong with the same size both ways,"
                            + " averaged over iterations; logp's RTT is a full round trip of a small request (16 bytes),"
                            + " and its T(n) carries n bytes one way and 16 back");
                case BANDWIDTH ->
                    List.of(
                            "osu_bw: a window of 64 non-blocking sends streamed one way, then one reply; n / bandwidth is"
                                    + " the time per message in the stream, a gap g(n), not a latency: compare it with logp's"
                                    + " g(n), never with T(n)");
                case BIBW ->
                    List.of(
                            "osu_bibw: windows streamed both ways at once; the bandwidth is the sum of both directions,"
                                    + " halved here to one direction, and each direction shares the memory system with the other");
            };
        }
    }
}
