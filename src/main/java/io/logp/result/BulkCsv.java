package io.logp.result;

import io.logp.data.Estimate;
import io.logp.fit.BulkParameters;
import io.logp.fit.BulkSize;
import io.logp.fit.TransferRegime;
import io.logp.fit.TransferTimeRegimes;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.CsvTable;
import io.logp.report.BulkFindingText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The bulk fit as tables anyone can re-analyse, written by the analysis next to logp.json:
 * <ul>
 *   <li>{@code bulk.csv}: one row per size with a signature: T(n), o_s(n), o_r(n), g(n) with their 95% CIs, whether
 *       g(n) is the network's gap, the share of T(n) the sender is busy (o_s(n) / T(n)) and what limits the size;</li>
 *   <li>{@code regimes.csv}: one row per protocol regime of T(n) per transfer kind (store, get), with T0 and R and
 *       their CIs, which regime gives the headline, and why T0 cannot be read as a start-up time when it cannot.</li>
 * </ul>
 * Unknown values are empty cells.
 */
public final class BulkCsv {

    public static final List<String> SIZES_HEADER = List.of(
            "n_bytes",
            "rtt_us",
            "rtt_ci95_us",
            "o_s_us",
            "o_s_ci95_us",
            "o_r_us",
            "o_r_ci95_us",
            "g_us",
            "g_ci95_us",
            "g_visible",
            "busy_share",
            "note");
    public static final List<String> REGIMES_HEADER = List.of(
            "kind",
            "from_bytes",
            "to_bytes",
            "points",
            "T0_us",
            "T0_ci95_us",
            "R_MBps",
            "R_ci95_MBps",
            "headline",
            "note");

    private BulkCsv() {}

    public static void writeSizes(Path file, BulkParameters bulk) throws IOException {
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, SIZES_HEADER.toArray());
            for (BulkSize s : bulk.sizes()) {
                CsvTable.print(
                        out,
                        s.nBytes(),
                        value(s.rtt()),
                        ci(s.rtt()),
                        value(s.oS()),
                        ci(s.oS()),
                        value(s.oR()),
                        ci(s.oR()),
                        value(s.g()),
                        ci(s.g()),
                        s.gVisible(),
                        CsvTable.optional(s.busyShare()),
                        s.hidden().map(BulkFindingText::gapHidden).orElse(""));
            }
        });
    }

    /** @param regimes the regimes of T(n) by transfer kind ("store", "get"), in the order to write them */
    public static void writeRegimes(Path file, Map<String, TransferTimeRegimes> regimes) throws IOException {
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, REGIMES_HEADER.toArray());
            for (Map.Entry<String, TransferTimeRegimes> e : regimes.entrySet()) {
                TransferRegime headline = e.getValue().headline().orElse(null);
                for (TransferRegime r : e.getValue().regimes()) {
                    CsvTable.print(
                            out,
                            e.getKey(),
                            r.fromBytes(),
                            r.toBytes(),
                            r.points(),
                            value(r.startUp()),
                            ci(r.startUp()),
                            value(r.rateMBps()),
                            ci(r.rateMBps()),
                            r == headline,
                            r.t0Finding().map(BulkFindingText::t0).orElse(""));
                }
            }
        });
    }

    private static String value(Estimate e) {
        return CsvTable.optional(e.value());
    }

    private static String ci(Estimate e) {
        return CsvTable.optional(e.ci95());
    }
}
