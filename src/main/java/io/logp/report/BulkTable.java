package io.logp.report;

import io.logp.data.Estimate;
import io.logp.data.meta.NetworkPath.Medium;
import io.logp.fit.BulkParameters;
import io.logp.fit.BulkSize;
import io.logp.fit.OverheadGrowth;
import io.logp.fit.TransferRegime;
import io.logp.fit.TransferTimeRegimes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The bulk-transfer part of the LogP table, in the two renderings of {@link LogpTable}: the headline T0, R and G;
 * the regimes of T(n) for stores (and gets); how o_s(n) grows; the per-size table of T(n), o_s(n), o_r(n), g(n);
 * then the regime breaks and warnings.
 */
public final class BulkTable {

    private static final String UNKNOWN = "n/a";

    private BulkTable() {}

    /**
     * @param bulk    the store fit
     * @param regimes T(n) regimes by kind ("store", "get")
     */
    public static String text(BulkParameters bulk, Map<String, TransferTimeRegimes> regimes) {
        StringBuilder out = new StringBuilder("Bulk transfers (store: each request carries n bytes)\n");
        String headline = bulk.times()
                .headline()
                .map(r -> "large-message regime, " + range(r))
                .orElse("no regime with a line");
        out.append(String.format(Locale.ROOT, "%-26s %-26s %s%n", "T0", quantity(bulk.t0(), 3, "us"), headline));
        out.append(String.format(Locale.ROOT, "%-26s %-26s %s%n", "R", quantity(bulk.rateMBps(), 0, "MB/s"), headline));
        String gRange = bulk.gPerByte().isKnown()
                ? "slope of g(n), " + bulk.gFromBytes() + ".." + bulk.gToBytes() + " bytes"
                : "";
        out.append(String.format(Locale.ROOT, "%-26s %-26s %s%n", "G", perByte(bulk.gPerByte()), gRange));
        for (Map.Entry<String, TransferTimeRegimes> e : regimes.entrySet()) {
            out.append("T(n) regimes, ").append(e.getKey()).append(":\n");
            for (TransferRegime r : e.getValue().regimes()) {
                out.append(String.format(
                        Locale.ROOT,
                        "  %-22s T0 %-22s R %-22s%s%n",
                        range(r),
                        quantity(r.t0(), 3, "us"),
                        quantity(r.rateMBps(), 0, "MB/s"),
                        r.t0Finding().isEmpty() && r.hasLine() ? "" : "  (" + shortNote(r) + ")"));
            }
        }
        for (OverheadGrowth g : bulk.growth()) out.append(g.describe()).append('\n');
        out.append(String.format(
                Locale.ROOT,
                "  %10s  %-20s %-20s %-20s %-20s %6s  %s%n",
                "n_bytes",
                "T(n) us",
                "o_s(n) us",
                "o_r(n) us",
                "g(n) us",
                "o_s/T",
                "note"));
        for (BulkSize s : bulk.sizes()) {
            out.append(String.format(
                                    Locale.ROOT,
                                    "  %10d  %-20s %-20s %-20s %-20s %6s  %s",
                                    s.nBytes(),
                                    quantity(s.rtt(), 3, ""),
                                    quantity(s.oS(), 3, ""),
                                    quantity(s.oR(), 3, ""),
                                    quantity(s.g(), 3, ""),
                                    share(s),
                                    s.note())
                            .stripTrailing())
                    .append('\n');
        }
        for (Map.Entry<String, TransferTimeRegimes> e : regimes.entrySet()) {
            e.getValue().breaks().forEach(b -> out.append("break (")
                    .append(e.getKey())
                    .append("): ")
                    .append(b)
                    .append('\n'));
        }
        bulk.findings().forEach(f -> out.append(f.severity().label())
                .append(": ")
                .append(FindingText.words(f, Medium.UNKNOWN))
                .append('\n'));
        return out.toString();
    }

    public static String markdown(BulkParameters bulk, Map<String, TransferTimeRegimes> regimes) {
        StringBuilder out = new StringBuilder("\n## Bulk transfers (store: each request carries n bytes)\n\n");
        out.append("| parameter | value | 95% CI | over |\n| --- | ---: | ---: | --- |\n");
        String headline = bulk.times().headline().map(BulkTable::range).orElse("");
        out.append(row("T0 (us)", bulk.t0(), 3, headline));
        out.append(row("R (MB/s)", bulk.rateMBps(), 0, headline));
        out.append("| G (us/byte) | ")
                .append(bulk.gPerByte().isKnown() ? sci(bulk.gPerByte().value()) : UNKNOWN)
                .append(" | ")
                .append(bulk.gPerByte().hasCi() ? sci(bulk.gPerByte().ci95()) : "")
                .append(" | ")
                .append(bulk.gPerByte().isKnown() ? bulk.gFromBytes() + ".." + bulk.gToBytes() + " bytes" : "")
                .append(" |\n");
        out.append("\n| kind | sizes | T0 (us) | R (MB/s) | note |\n| --- | --- | ---: | ---: | --- |\n");
        for (Map.Entry<String, TransferTimeRegimes> e : regimes.entrySet()) {
            for (TransferRegime r : e.getValue().regimes()) {
                out.append("| ")
                        .append(e.getKey())
                        .append(" | ")
                        .append(range(r))
                        .append(" | ")
                        .append(quantity(r.t0(), 3, ""))
                        .append(" | ")
                        .append(quantity(r.rateMBps(), 0, ""))
                        .append(" | ")
                        .append(r.t0Finding().map(MeasurementFindingText::t0).orElse(""))
                        .append(" |\n");
            }
        }
        out.append("\n| n_bytes | T(n) (us) | o_s(n) (us) | o_r(n) (us) | g(n) (us) | o_s/T | note |\n");
        out.append("| ---: | ---: | ---: | ---: | ---: | ---: | --- |\n");
        for (BulkSize s : bulk.sizes()) {
            out.append("| ")
                    .append(s.nBytes())
                    .append(" | ")
                    .append(quantity(s.rtt(), 3, ""))
                    .append(" | ")
                    .append(quantity(s.oS(), 3, ""))
                    .append(" | ")
                    .append(quantity(s.oR(), 3, ""))
                    .append(" | ")
                    .append(quantity(s.g(), 3, ""))
                    .append(" | ")
                    .append(share(s))
                    .append(" | ")
                    .append(s.note())
                    .append(" |\n");
        }
        List<String> notes = new ArrayList<>();
        bulk.growth().forEach(g -> notes.add(g.describe()));
        regimes.forEach((kind, r) -> r.breaks().forEach(b -> notes.add(kind + ": " + b)));
        bulk.findings().forEach(f -> notes.add(FindingText.words(f, Medium.UNKNOWN)));
        if (!notes.isEmpty()) {
            out.append('\n');
            notes.forEach(n -> out.append("- ").append(n).append('\n'));
        }
        return out.toString();
    }

    private static String row(String name, Estimate e, int decimals, String over) {
        return "| " + name + " | " + (e.isKnown() ? fixed(e.value(), decimals) : UNKNOWN) + " | "
                + (e.hasCi() ? fixed(e.ci95(), decimals) : "") + " | " + over + " |\n";
    }

    private static String range(TransferRegime r) {
        return r.fromBytes() + ".." + r.toBytes() + " bytes";
    }

    /** The first clause of a T0 note: the table has no room for the explanation, which the warnings carry. */
    private static String shortNote(TransferRegime r) {
        if (!r.hasLine()) return "a single size: no line, so no T0 or R";
        String note = r.t0Finding().map(MeasurementFindingText::t0).orElse("");
        int colon = note.indexOf(':');
        return colon > 0 ? note.substring(0, colon) : note;
    }

    private static String share(BulkSize s) {
        double share = s.busyShare();
        return Double.isFinite(share) ? String.format(Locale.ROOT, "%.2f", share) : UNKNOWN;
    }

    private static String quantity(Estimate e, int decimals, String unit) {
        if (!e.isKnown()) return UNKNOWN;
        String ci = e.hasCi() ? " ± " + fixed(e.ci95(), decimals) : "";
        return fixed(e.value(), decimals) + ci + (unit.isEmpty() ? "" : " " + unit);
    }

    private static String perByte(Estimate e) {
        if (!e.isKnown()) return UNKNOWN;
        return sci(e.value()) + (e.hasCi() ? " ± " + sci(e.ci95()) : "") + " us/byte";
    }

    private static String fixed(double v, int decimals) {
        return Decimals.table(v, decimals);
    }

    /** Per-byte times are 1e-4 us and below: three significant digits, not a row of zeros. */
    private static String sci(double v) {
        return String.format(Locale.ROOT, "%.3g", v);
    }
}
