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
 * The PingPong and PingPing tables of the Intel MPI Benchmarks' IMB-MPI1 output (intel/mpi-benchmarks, as
 * IMB_output.c writes it in the 2018 to 2021 releases and IMB 4.x): a banner {@code # Intel(R) MPI Benchmarks 2021.3,
 * MPI-1 part}, then per benchmark {@code # Benchmarking PingPong}, {@code # #processes = 2}, a rule, the header
 * {@code #bytes #repetitions t[usec] Mbytes/sec} and one row per size up to a blank line. t[usec] is half a round
 * trip for PingPong and the time of one message while both ranks send for PingPing. IMB's Mbytes/sec are 2^20
 * bytes/s (1 byte in 2.26 us is written 0.42); the reader checks which unit the file's column follows and converts to
 * logp's 1e6 bytes/s. Tables of other benchmarks are skipped.
 */
public final class ImbText {

    private static final Pattern BANNER =
            Pattern.compile("#\\s*Intel\\s*\\(R\\)\\s*MPI Benchmarks?(?: Suite)?\\s+([^,]+).*");
    private static final Pattern SECTION = Pattern.compile("#\\s*Benchmarking\\s+(\\S+)\\s*");
    /** A 2^20-byte megabyte, which IMB's Mbytes/sec use. */
    private static final double MEBI = 1048576;

    private ImbText() {}

    public static boolean recognises(ForeignLines text) {
        for (int i = 0; i < Math.min(text.size(), 40); i++) {
            String l = text.line(i);
            if (BANNER.matcher(l).matches() || SECTION.matcher(l).matches()) return true;
        }
        return false;
    }

    public static List<ReferenceSeries> read(ForeignLines text) throws DataFormatException {
        String version = "(version not given)";
        List<ReferenceSeries> tables = new ArrayList<>();
        for (int i = 0; i < text.size(); i++) {
            Matcher banner = BANNER.matcher(text.line(i));
            if (banner.matches()) version = banner.group(1).strip();
            Matcher section = SECTION.matcher(text.line(i));
            if (!section.matches()) continue;
            String name = section.group(1);
            Measure measure = name.equalsIgnoreCase("PingPong")
                    ? Measure.ONE_WAY
                    : name.equalsIgnoreCase("PingPing") ? Measure.ONE_WAY_BOTH_SENDING : null;
            if (measure == null) continue;
            tables.add(table(text, i, name, measure, "IMB " + version));
        }
        if (tables.isEmpty()) {
            throw new DataFormatException(
                    text.file(), 0, "expected an IMB-MPI1 output with a '# Benchmarking PingPong' or PingPing table");
        }
        return tables;
    }

    private static ReferenceSeries table(ForeignLines text, int sectionLine, String name, Measure measure, String tool)
            throws DataFormatException {
        int header = -1;
        for (int i = sectionLine + 1; i < text.size(); i++) {
            if (text.line(i).startsWith("#bytes")) {
                header = i;
                break;
            }
            if (!text.line(i).startsWith("#") && !text.line(i).isEmpty()) {
                throw text.error(
                        i, "expected the header '#bytes #repetitions t[usec] Mbytes/sec', got '" + text.line(i) + "'");
            }
        }
        if (header < 0)
            throw text.error(sectionLine, "no '#bytes #repetitions t[usec] Mbytes/sec' header after " + name);
        List<String> columns = List.of(text.fields(header));
        int time = columns.indexOf("t[usec]");
        int rate = columns.indexOf("Mbytes/sec");
        if (!columns.get(0).equals("#bytes") || time < 0 || rate < 0) {
            throw text.error(header, "expected the columns '#bytes #repetitions t[usec] Mbytes/sec', got " + columns);
        }
        List<ReferenceSeries.Row> rows = new ArrayList<>();
        double mebiVotes = 0;
        double decimalVotes = 0;
        for (int i = header + 1;
                i < text.size() && !text.line(i).isEmpty() && !text.line(i).startsWith("#");
                i++) {
            String[] f = text.fields(i);
            if (f.length != columns.size()) {
                throw text.error(
                        i,
                        String.format(
                                Locale.ROOT,
                                "expected %d fields (%s), got %d: '%s'",
                                columns.size(),
                                String.join(" ", columns),
                                f.length,
                                text.line(i)));
            }
            int n = text.bytes(i, f[0], "#bytes");
            double t = text.number(i, f[time], "t[usec]", 0);
            double written = text.number(i, f[rate], "Mbytes/sec", 0);
            if (n > 0 && t > 0 && written > 0) {
                double decimal = n / t;
                if (Math.abs(written - decimal / MEBI * 1e6) < Math.abs(written - decimal)) mebiVotes++;
                else decimalVotes++;
            }
            rows.add(new ReferenceSeries.Row(n, t, Double.NaN, n > 0 && t > 0 ? n / t : Double.NaN));
        }
        if (rows.isEmpty()) throw text.error(header, "no rows under the " + name + " header");
        String unit = mebiVotes >= decimalVotes
                ? "IMB's Mbytes/sec column is in 2^20 bytes/s; logp's MB/s (1e6 bytes/s) are n / t"
                : "IMB's Mbytes/sec column is in 1e6 bytes/s, as logp's";
        List<String> notes = new ArrayList<>();
        if (measure == Measure.ONE_WAY) {
            notes.add("IMB PingPong: t[usec] is half the round trip of MPI_Send/MPI_Recv with the same size both ways,"
                    + " averaged over repetitions (from cache unless -off_cache); logp's RTT is a full round trip of a"
                    + " 16-byte request, and its T(n) carries n bytes one way and 16 back");
        } else {
            notes.add("IMB PingPing: both ranks send n bytes at once (MPI_Isend, MPI_Recv, MPI_Wait); t[usec] is the"
                    + " time of one message while the other direction is busy too, so it is no lone one-way time");
        }
        notes.add(unit);
        return new ReferenceSeries(tool, name, measure, rows, notes);
    }
}
