package io.logp.format.foreign;

import io.logp.data.ForeignResult;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.format.run.DataFormatException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads another benchmark suite's output file: every table in it of the formats logp knows, wherever it stands. A
 * job's log holds module loads, launcher warnings and {@code [0] MPI startup()} lines before the tables, the
 * launcher's JSON or {@code START OF JOBSPEC} after, and often many tables (osu_latency and osu_bw for each pair of
 * nodes); the lines that are no table are passed over. A file is refused only when it holds no table it can read,
 * with what was expected. The formats: OSU's point-to-point tests (OMB 5.x to 7.5), IMB-MPI1's tables of two ranks
 * (PingPong, PingPing, Sendrecv, Exchange, Uniband, Biband), NetPIPE's np.out and its printed rows (3.7, 5.x) and
 * Netgauge's loggp output. The format is recognised from the lines themselves, never the file's name.
 */
public final class ForeignFiles {

    private ForeignFiles() {}

    /** Every table of the file, each in logp's units. */
    public static List<ForeignResult> read(Path file) throws IOException, DataFormatException {
        List<ForeignResult> out = new ArrayList<>();
        for (ForeignTable t : tables(file)) out.add(t.result());
        return out;
    }

    /**
     * @return the file's tables in the order they stand, each with its title and what reading it found
     * @throws DataFormatException naming the file and what was expected, when it holds no table logp can read
     */
    public static List<ForeignTable> tables(Path file) throws IOException, DataFormatException {
        ForeignLines text = ForeignLines.read(file);
        List<ForeignTable> tables = new ArrayList<>();
        Set<String> skipped = new LinkedHashSet<>();
        int firstSkipped = 0;
        int i = 0;
        while (i < text.size()) {
            TableAt at = OsuText.at(text, i);
            if (at == null) at = ImbText.at(text, i);
            if (at == null) at = NetgaugeLoggp.at(text, i);
            if (at == null) at = NetpipeOut.progressAt(text, i);
            if (at == null) {
                i++;
                continue;
            }
            String skip = at.table() == null ? at.skipped() : tooShort(at.table());
            if (skip == null) tables.add(at.table());
            else {
                if (skipped.isEmpty()) firstSkipped = i + 1;
                skipped.add(skip);
            }
            i = Math.max(i + 1, at.next());
        }
        // np.out has no header: its rows are looked for only in a file where no other table stands.
        if (tables.isEmpty()) {
            for (i = 0; i < text.size(); ) {
                TableAt at = NetpipeOut.npOutAt(text, i);
                if (at == null) {
                    i++;
                    continue;
                }
                String skip = tooShort(at.table());
                if (skip == null) tables.add(at.table());
                else {
                    if (skipped.isEmpty()) firstSkipped = i + 1;
                    skipped.add(skip);
                }
                i = Math.max(i + 1, at.next());
            }
        }
        if (tables.isEmpty()) {
            String found = skipped.isEmpty() ? "" : "; found only " + String.join(", ", skipped);
            throw new DataFormatException(
                    file,
                    firstSkipped,
                    "no table of a known benchmark: expected OSU text ('# OSU MPI Latency Test', Bandwidth or"
                            + " Bi-Directional Bandwidth, then '# Size ...' and a row per size), "
                            + ImbText.describe() + ", NetPIPE np.out (bytes and times per line) or its printed rows"
                            + " ('0: 1 bytes 100 times --> ... usec'), or Netgauge loggp output ('"
                            + NetgaugeLoggp.HEADER + "')" + found
                            + (text.firstLine().isEmpty() ? "; the file is empty" : ""));
        }
        return tables;
    }

    /** Why a table is too short to fit (fewer than two sizes with a time), or null when it is not. */
    private static String tooShort(ForeignTable table) {
        TreeSet<Integer> sizes = new TreeSet<>();
        switch (table.result()) {
            case ReferenceSeries s -> {
                for (ReferenceSeries.Row r : s.rows())
                    if (Double.isFinite(r.timeUs()) && r.timeUs() > 0) sizes.add(r.nBytes());
            }
            case NetgaugeLogGp g -> {
                for (NetgaugeLogGp.Row r : g.rows())
                    if (Double.isFinite(r.prtt1Us()) && r.prtt1Us() > 0) sizes.add(r.nBytes());
            }
        }
        return sizes.size() >= 2
                ? null
                : table.title() + " with " + sizes.size() + " size(s) that have a number (a fit needs 2)";
    }
}
