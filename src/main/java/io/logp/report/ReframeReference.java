package io.logp.report;

import io.logp.analysis.History;
import io.logp.analysis.HistoryParameter;
import io.logp.fit.LaunchSpread;
import java.util.List;
import java.util.Locale;

/**
 * A ReFrame reference block (ReFrame 4.x: {@code reference = {'system:partition': {'var': (value, lower, upper,
 * unit)}}}) from a set of runs: per system, per parameter, the value where the parameter stands now (the mean of the
 * runs since it last moved) and as bounds its between-launch interval over those runs, as fractions of the value. The
 * bounds are what an unchanged machine gives from one run to the next, not a guessed percentage. The variables are
 * named as contrib/reframe/logp_check.py's performance functions: o_s, o_r, g, L, RTT, T0, R.
 */
public final class ReframeReference {

    private ReframeReference() {}

    /**
     * The block, one entry per system under the name given for it ({@code partitions}, in the order of the
     * history's systems).
     */
    public static String block(History history, List<String> partitions) {
        StringBuilder py = new StringBuilder();
        py.append("# Made by logp reference --format reframe from ")
                .append(history.systems().stream()
                        .mapToInt(s -> s.runs().size())
                        .sum())
                .append(" runs.\n")
                .append("# Each value: the mean of the runs since the parameter last moved; each bound: their")
                .append(" between-launch interval,\n")
                .append("# t(0.975, N-1) s sqrt(1 + 1/N) (the 95% prediction interval of one more run), as a")
                .append(" fraction of the value.\n")
                .append("reference = {\n");
        for (int i = 0; i < history.systems().size(); i++) {
            History.SystemHistory s = history.systems().get(i);
            py.append("    # ").append(HistoryTables.title(s.system())).append('\n');
            py.append("    ").append(quote(partitions.get(i))).append(": {\n");
            for (HistoryParameter p : HistoryTables.shown(s)) {
                History.Level level = s.level(p);
                LaunchSpread band = level.band();
                if (!band.hasBetween() || band.mean() == 0) {
                    py.append(fmt(
                            "        # %s: %d run(s) since %s, no between-launch interval: left out\n",
                            p.symbol(), band.launches(), level.since().runId()));
                    continue;
                }
                double fraction = band.betweenCi95() / Math.abs(band.mean());
                // ReFrame takes a lower bound of a positive reference in [-1, 0]: a band wider than the value is cut at
                // 0.
                double lower = band.mean() > 0 ? -Math.min(fraction, 1) : -fraction;
                py.append(fmt(
                        "        %s: (%.6g, %.6g, %.6g, %s),  # %d runs since %s\n",
                        quote(p.symbol()),
                        band.mean(),
                        lower,
                        fraction,
                        quote(p.unit()),
                        band.launches(),
                        level.since().runId()));
            }
            py.append("    },\n");
        }
        py.append("}\n");
        return py.toString();
    }

    private static String quote(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
