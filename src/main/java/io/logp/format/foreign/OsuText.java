package io.logp.format.foreign;

import io.logp.data.ForeignNote;
import io.logp.data.ReferenceSeries;
import io.logp.data.ReferenceSeries.Measure;
import io.logp.finding.Finding;
import io.logp.finding.ForeignFinding;
import io.logp.format.run.DataFormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The tables OSU Micro-Benchmarks' point-to-point tests print ({@code c/util/osu_util.c}, OMB 5.x to 7.5): a title
 * {@code # OSU MPI Latency Test v5.8} (or {@code MPI-CUDA}, {@code MPI-ROCM}, {@code Multi-threaded Latency},
 * {@code Bandwidth}, {@code Bi-Directional Bandwidth}, {@code Multiple Bandwidth / Message Rate}), optional lines
 * such as {@code # Datatype: MPI_CHAR.} or {@code # Send Buffer on DEVICE (D) and Receive Buffer on DEVICE (D)},
 * a column header ({@code # Size          Latency (us)} in 5.x, {@code # Size       Avg Latency(us)} in 7.x, with
 * {@code P50 Tail Lat(us)}... from {@code -z}, {@code Min Latency(us)  Max Latency(us)  Iterations} from {@code -f},
 * {@code Validation} from {@code -c}), then one row per size until the first line that is not one. OSU's MB/s are
 * 1e6 bytes/s, as logp's; latencies are half a ping-pong round trip in microseconds. A log holds many such tables
 * (one per node pair), between launcher and module lines.
 */
final class OsuText {

    /** "# OSU MPI Latency Test v7.3", "# OSU MPI-CUDA Bi-Directional Bandwidth Test v7.5". */
    private static final Pattern TITLE = Pattern.compile("#\\s*OSU MPI\\S*\\s+(.+?)\\s+Test(?:\\s+v(\\S+))?\\s*");

    private OsuText() {}

    /** The table whose title is line {@code i}, or null when line i is no OSU title. */
    static TableAt at(ForeignLines text, int i) throws DataFormatException {
        Matcher title = TITLE.matcher(text.line(i));
        if (!title.matches()) return null;
        String tool = "OSU OMB " + (title.group(2) != null ? title.group(2) : "(version not given)");
        Kind kind = Kind.of(title.group(1).toLowerCase(Locale.ROOT));
        if (kind == null) return TableAt.skip("OSU " + title.group(1) + " Test", i + 1);
        String label = tool + " " + kind.test + " (line " + (i + 1) + ")";
        int valueColumn = -1;
        int columns = 0;
        List<ReferenceSeries.Row> rows = new ArrayList<>();
        List<Finding> findings = new ArrayList<>();
        int j = i + 1;
        for (; j < text.size(); j++) {
            String line = text.line(j);
            if (line.startsWith("#")) {
                if (!rows.isEmpty()) break;
                if (line.matches("#\\s*Size\\b.*")) {
                    List<String> names = List.of(line.replaceFirst("#\\s*", "").split("\\s{2,}"));
                    columns = names.size();
                    valueColumn = kind.valueColumn(names);
                }
                continue;
            }
            String[] f = text.fields(j);
            if (f.length == 0) {
                if (rows.isEmpty()) continue;
                break;
            }
            if (!ForeignLines.isSize(f[0])) {
                // A row whose size is a number but no byte count (-16, 8.5) is a damaged row, not the table's end.
                if (!rows.isEmpty() && ForeignLines.isCell(f[0]) && f.length >= 2) {
                    throw text.error(j, "the message size must be a whole number of bytes >= 0, got '" + f[0] + "'");
                }
                break;
            }
            int column = valueColumn > 0 ? valueColumn : 1;
            // A last line without a line end may be cut inside its last number (840.26 read as 840).
            if (f.length <= column || f.length < columns && lastOfTable(text, j) || text.cutAt(j)) {
                findings.add(new ForeignFinding.TableCut(label, lastSize(rows, f), -1, j + 1));
                j++;
                break;
            }
            int n = Integer.parseInt(f[0]);
            // nan or inf is a missing value: the fit counts and skips it.
            rows.add(kind.row(n, text.value(j, f[column], "the value")));
        }
        if (rows.isEmpty()) return TableAt.skip(label + " without rows", j);
        ReferenceSeries s = new ReferenceSeries(tool, kind.test, kind.measure, rows, kind.notes());
        return TableAt.read(new ForeignTable(s, label, findings), j);
    }

    /** The last row of a table: the file ends, or the next line is no row. */
    private static boolean lastOfTable(ForeignLines text, int j) {
        if (j + 1 >= text.size()) return true;
        String[] next = text.fields(j + 1);
        return next.length == 0 || !ForeignLines.isSize(next[0]);
    }

    private static int lastSize(List<ReferenceSeries.Row> rows, String[] cut) {
        return rows.isEmpty()
                ? Integer.parseInt(cut[0])
                : rows.get(rows.size() - 1).nBytes();
    }

    /** The tests and what their one value per row means. */
    private enum Kind {
        LATENCY("osu_latency", Measure.ONE_WAY),
        BANDWIDTH("osu_bw", Measure.STREAM),
        MULTIPLE_BANDWIDTH("osu_mbw_mr", Measure.STREAM),
        BIBW("osu_bibw", Measure.BIDIRECTIONAL_STREAM);

        final String test;
        final Measure measure;

        Kind(String test, Measure measure) {
            this.test = test;
            this.measure = measure;
        }

        static Kind of(String titleName) {
            return switch (titleName) {
                case "latency", "multi-threaded latency", "latency multi-threaded", "multi latency" -> LATENCY;
                case "bandwidth" -> BANDWIDTH;
                case "multiple bandwidth / message rate" -> MULTIPLE_BANDWIDTH;
                case "bi-directional bandwidth" -> BIBW;
                default -> null;
            };
        }

        /** "Latency (us)" (5.x) or "Avg Latency(us)" (7.x); "Bandwidth (MB/s)", "MB/s". */
        int valueColumn(List<String> columns) {
            for (int c = 1; c < columns.size(); c++) {
                String name = columns.get(c).toLowerCase(Locale.ROOT).replace(" ", "");
                if (measure == Measure.ONE_WAY && (name.equals("latency(us)") || name.equals("avglatency(us)")))
                    return c;
                if (measure != Measure.ONE_WAY && (name.equals("bandwidth(mb/s)") || name.equals("mb/s"))) return c;
            }
            return -1;
        }

        ReferenceSeries.Row row(int n, double value) {
            return switch (this) {
                case LATENCY -> new ReferenceSeries.Row(n, value, Double.NaN, n > 0 ? n / value : Double.NaN);
                // MB/s = bytes per microsecond: a message of n bytes takes n / rate us of the stream.
                case BANDWIDTH, MULTIPLE_BANDWIDTH ->
                    new ReferenceSeries.Row(n, value > 0 ? n / value : Double.NaN, Double.NaN, value);
                // Both directions are summed: one direction moves half.
                case BIBW -> new ReferenceSeries.Row(n, value > 0 ? 2 * n / value : Double.NaN, Double.NaN, value / 2);
            };
        }

        List<ForeignNote> notes() {
            return switch (this) {
                case LATENCY -> List.of(ForeignNote.Method.OSU_LATENCY);
                case BANDWIDTH, MULTIPLE_BANDWIDTH -> List.of(ForeignNote.Method.OSU_BW);
                case BIBW -> List.of(ForeignNote.Method.OSU_BIBW);
            };
        }
    }
}
