package io.logp.format.foreign;

import io.logp.data.ForeignNote;
import io.logp.data.ReferenceSeries;
import io.logp.data.ReferenceSeries.Measure;
import io.logp.finding.Finding;
import io.logp.finding.ForeignFinding;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The tables of the Intel MPI Benchmarks' IMB-MPI1 output (intel/mpi-benchmarks, IMB_output.c of the 2018 to 2021
 * releases and IMB 4.x): a banner {@code # Intel(R) MPI Benchmarks 2021.3, MPI-1 part}, then per benchmark and
 * process count {@code # Benchmarking PingPong}, {@code # #processes = 2}, a rule, a header and one row per size up to
 * a blank line. The headers: {@code #bytes #repetitions t[usec] Mbytes/sec} (PingPong, PingPing),
 * {@code #bytes #repetitions t_min[usec] t_max[usec] t_avg[usec] Mbytes/sec} (Sendrecv, Exchange) and
 * {@code #bytes #repetitions Mbytes/sec Msg/sec} (Uniband, Biband: rates only). IMB's Mbytes/sec are 1e6 bytes/s in
 * these releases; the reader checks the column against n/t where it has a time. Tables of other benchmarks are
 * skipped.
 */
final class ImbText {

    private static final Pattern BANNER =
            Pattern.compile("#\\s*Intel\\s*\\(R\\)\\s*MPI Benchmarks?(?: Suite)?\\s+([^,]+).*");
    private static final Pattern SECTION = Pattern.compile("#\\s*Benchmarking\\s+(\\S+)\\s*");
    private static final Pattern PROCESSES = Pattern.compile("#\\s*#processes\\s*=\\s*(\\d+).*");
    private static final Pattern MAXIMUM = Pattern.compile("#\\s*Maximum message length in bytes:\\s*(\\d+)\\s*");
    /** A 2^20-byte megabyte, should a file's Mbytes/sec follow it (the 2018 to 2021 releases write 1e6). */
    private static final double MEBI = 1048576;

    private ImbText() {}

    /** The table of the section whose title is line {@code i}, or null when line i is no IMB section. */
    static TableAt at(ForeignLines text, int i) {
        Matcher section = SECTION.matcher(text.line(i));
        if (!section.matches()) return null;
        String name = section.group(1);
        Benchmark benchmark = Benchmark.of(name);
        String version = "(version not given)";
        int maximum = -1;
        for (int b = i - 1; b >= 0; b--) {
            Matcher banner = BANNER.matcher(text.line(b));
            Matcher max = MAXIMUM.matcher(text.line(b));
            if (max.matches() && maximum < 0) maximum = (int) Math.min(Integer.MAX_VALUE, Long.parseLong(max.group(1)));
            if (banner.matches()) {
                version = banner.group(1).strip();
                break;
            }
        }
        if (benchmark == null) return TableAt.skip("IMB " + name, i + 1);
        String processes = "";
        int header = -1;
        for (int j = i + 1; j < text.size(); j++) {
            String line = text.line(j);
            Matcher p = PROCESSES.matcher(line);
            if (p.matches()) processes = p.group(1);
            if (line.startsWith("#bytes")) {
                header = j;
                break;
            }
            if (!line.startsWith("#") && !line.isEmpty()) break;
        }
        String tool = "IMB " + version;
        String label = tool + " " + name
                + (processes.isEmpty() || processes.equals("2") ? "" : " (" + processes + " processes)") + " (line "
                + (i + 1) + ")";
        if (header < 0) return TableAt.skip(label + " without its '#bytes' header", i + 1);
        List<String> columns = List.of(text.fields(header));
        int time = columns.indexOf("t[usec]");
        if (time < 0) time = columns.indexOf("t_avg[usec]");
        int rate = columns.indexOf("Mbytes/sec");
        if (benchmark.hasTime() ? time < 0 : rate < 0) {
            return TableAt.skip(label + " with columns " + columns, header + 1);
        }
        List<Finding> findings = new ArrayList<>();
        List<double[]> cells = new ArrayList<>();
        int j = header + 1;
        for (; j < text.size(); j++) {
            String[] f = text.fields(j);
            if (f.length == 0 || !ForeignLines.isSize(f[0])) break;
            int needed = Math.max(time, rate) + 1;
            if (f.length < needed) {
                findings.add(new ForeignFinding.TableCut(label, last(cells, f), -1, j + 1));
                j++;
                break;
            }
            cells.add(new double[] {
                Double.parseDouble(f[0]),
                time >= 0 ? ForeignLines.cell(f[time]) : Double.NaN,
                rate >= 0 ? ForeignLines.cell(f[rate]) : Double.NaN
            });
        }
        if (cells.isEmpty()) return TableAt.skip(label + " without rows", j);
        int lastBytes = (int) cells.get(cells.size() - 1)[0];
        if (maximum > lastBytes && findings.isEmpty()) {
            findings.add(new ForeignFinding.TableCut(label, lastBytes, maximum, j));
        }
        double unit = benchmark.hasTime() ? unitOf(cells) : 1;
        List<ReferenceSeries.Row> rows = new ArrayList<>();
        for (double[] c : cells) rows.add(benchmark.row((int) c[0], c[1], c[2] * unit));
        List<ForeignNote> notes = List.of(
                benchmark.method(), unit == 1 ? ForeignNote.Units.IMB_DECIMAL_MBYTES : ForeignNote.Units.IMB_MEBIBYTES);
        ReferenceSeries s = new ReferenceSeries(tool, name, benchmark.measure, rows, notes);
        return TableAt.read(new ForeignTable(s, label, findings), j);
    }

    /** 1 when the Mbytes/sec column follows 1e6 bytes/s (n/t, or 2n/t, 4n/t for both ways), else 2^20/1e6. */
    private static double unitOf(List<double[]> cells) {
        int mebi = 0;
        int decimal = 0;
        for (double[] c : cells) {
            if (!(c[0] > 0 && c[1] > 0 && c[2] > 0)) continue;
            double ratio = c[2] / (c[0] / c[1]);
            // PingPong writes n/t, Sendrecv 2n/t, Exchange 4n/t: a power of two times n/t in either unit.
            double k = Math.pow(2, Math.round(Math.log(ratio) / Math.log(2)));
            double exact = Math.abs(ratio / k - 1);
            double asMebi = Math.abs(ratio * MEBI / 1e6 / k - 1);
            if (asMebi < exact) mebi++;
            else decimal++;
        }
        return mebi > decimal ? MEBI / 1e6 : 1;
    }

    private static int last(List<double[]> cells, String[] cut) {
        return cells.isEmpty() ? Integer.parseInt(cut[0]) : (int) cells.get(cells.size() - 1)[0];
    }

    /** The benchmarks of two ranks that logp reads, and what their rows mean. */
    private enum Benchmark {
        PINGPONG(Measure.ONE_WAY),
        PINGPING(Measure.ONE_WAY_BOTH_SENDING),
        SENDRECV(Measure.ONE_WAY_BOTH_SENDING),
        EXCHANGE(Measure.ONE_WAY_BOTH_SENDING),
        UNIBAND(Measure.STREAM),
        BIBAND(Measure.BIDIRECTIONAL_STREAM);

        final Measure measure;

        Benchmark(Measure measure) {
            this.measure = measure;
        }

        static Benchmark of(String name) {
            for (Benchmark b : values()) if (b.name().equalsIgnoreCase(name)) return b;
            return null;
        }

        boolean hasTime() {
            return this != UNIBAND && this != BIBAND;
        }

        /** A row in logp's units: the time of one message, and the rate of one direction. */
        ReferenceSeries.Row row(int n, double timeUs, double rateMBps) {
            return switch (this) {
                case UNIBAND ->
                    new ReferenceSeries.Row(n, rateMBps > 0 ? n / rateMBps : Double.NaN, Double.NaN, rateMBps);
                case BIBAND ->
                    new ReferenceSeries.Row(n, rateMBps > 0 ? 2 * n / rateMBps : Double.NaN, Double.NaN, rateMBps / 2);
                default ->
                    new ReferenceSeries.Row(n, timeUs, Double.NaN, n > 0 && timeUs > 0 ? n / timeUs : Double.NaN);
            };
        }

        ForeignNote.Method method() {
            return switch (this) {
                case PINGPONG -> ForeignNote.Method.IMB_PINGPONG;
                case PINGPING -> ForeignNote.Method.IMB_PINGPING;
                case SENDRECV -> ForeignNote.Method.IMB_SENDRECV;
                case EXCHANGE -> ForeignNote.Method.IMB_EXCHANGE;
                case UNIBAND -> ForeignNote.Method.IMB_UNIBAND;
                case BIBAND -> ForeignNote.Method.IMB_BIBAND;
            };
        }
    }

    /** Whether line {@code i} is IMB's banner (a file with a banner and no table is named as IMB's). */
    static boolean isBanner(ForeignLines text, int i) {
        return BANNER.matcher(text.line(i)).matches();
    }

    static String describe() {
        return String.format(
                Locale.ROOT,
                "IMB-MPI1 ('# Benchmarking PingPong', PingPing, Sendrecv, Exchange, Uniband or Biband, then '#bytes"
                        + " #repetitions ...')");
    }
}
