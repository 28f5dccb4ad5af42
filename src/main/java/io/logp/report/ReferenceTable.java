package io.logp.report;

import io.logp.data.Estimate;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.fit.TransferBreak;
import io.logp.fit.TransferRegime;
import io.logp.fit.TransferTimeFit;
import io.logp.fit.TransferTimeRegimes;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.List;

/** The tables {@code logp fit FILE} prints for another suite's output: what logp fits to it, and how it differs. */
public final class ReferenceTable {

    private static final int US_DECIMALS = 3;
    private static final int RATE_DECIMALS = 0;
    private static final String NOTE = "note";

    private ReferenceTable() {}

    /** A ping-pong or bandwidth table: its rows, the latency/bandwidth line and the regimes of its times. */
    public static List<Table> tables(ReferenceSeries s, TransferTimeFit line, TransferTimeRegimes regimes) {
        Table.Builder rows = Table.builder(s.label() + " (" + describe(s.measure()) + "): "
                        + s.rows().size()
                        + " sizes, " + s.rows().get(0).nBytes() + ".."
                        + s.rows().get(s.rows().size() - 1).nBytes() + " bytes, times per message")
                .columns(
                        Column.number("n_bytes", "n_bytes", ""),
                        Column.number("time", "time", "us"),
                        Column.number("rate", "rate", "MB/s"));
        for (ReferenceSeries.Row r : s.rows())
            rows.row(Cell.of(r.nBytes()), Cell.of(r.timeUs(), US_DECIMALS), Cell.of(r.rateMBps(), 1));
        s.notes().forEach(n -> rows.note(NOTE, n));

        Table fit = Table.builder("latency/bandwidth line t(n) = Ts + n Tc")
                .columns(
                        Column.text("parameter"),
                        Column.estimate("value", "value ± 95% CI", ""),
                        Column.text("unit"),
                        Column.text("over"))
                .row(
                        Cell.text("Ts"),
                        Cell.of(line.tsUs(), line.tsCi95Us(), US_DECIMALS),
                        Cell.text("us"),
                        Cell.text(line.tsFromBytes() + ".." + line.tsToBytes() + " bytes"))
                .row(
                        Cell.text("bandwidth 1/Tc"),
                        Cell.of(line.bandwidthMBps(), line.bandwidthCi95MBps(), RATE_DECIMALS),
                        Cell.text("MB/s"),
                        Cell.text(line.tcFromBytes() + ".." + line.tcToBytes() + " bytes"))
                .build();

        Table.Builder t = Table.builder("regimes of t(n) = T0 + n / R")
                .columns(
                        Column.text("sizes", "sizes (bytes)"),
                        Column.estimate("T0", "T0", "us"),
                        Column.estimate("R", "R", "MB/s"));
        for (TransferRegime r : regimes.regimes()) {
            t.row(
                    Cell.text(r.fromBytes() + ".." + r.toBytes()),
                    estimate(r.t0(), US_DECIMALS),
                    estimate(r.rateMBps(), RATE_DECIMALS));
        }
        for (var b : regimes.breaks())
            t.note("break", FindingText.words(b, io.logp.data.meta.NetworkPath.Medium.UNKNOWN));
        if (regimes.breakPoints().stream().noneMatch(b -> b.evidence() == TransferBreak.Evidence.STEP))
            t.note("no step between protocol paths");
        return List.of(rows.build(), fit, t.build());
    }

    /** Netgauge's LogGP table with logp's L beside Netgauge's, then T0 and R of PRTT(1,0,s). */
    public static List<Table> tables(NetgaugeLogGp g, Estimate t0, Estimate rate) {
        Table.Builder rows = Table.builder(g.label() + " (LogGP per size)")
                .columns(
                        Column.number("n_bytes", "n_bytes", ""),
                        Column.number("prtt1", "PRTT(1,0,s)", "us"),
                        Column.number("o_s", "o_s", "us"),
                        Column.number("o_r", "o_r", "us"),
                        Column.number("gap", "g+G*s", "us"),
                        Column.number("G", "G", BulkTable.PER_BYTE_UNIT),
                        Column.number("L_logp", "L (logp)", "us"),
                        Column.number("L_netgauge", "L (Netgauge)", "us"));
        for (NetgaugeLogGp.Row r : g.rows()) {
            rows.row(
                    Cell.of(r.nBytes()),
                    Cell.of(r.prtt1Us(), US_DECIMALS),
                    Cell.of(r.oSUs(), US_DECIMALS),
                    Cell.of(r.oRUs(), US_DECIMALS),
                    Cell.of(r.gapAtSizeUs(), US_DECIMALS),
                    Cell.of(
                            BulkTable.perByteNs(Estimate.of(r.gPerByteUs(), Double.NaN))
                                    .value(),
                            BulkTable.PER_BYTE_DECIMALS),
                    Cell.of(r.prtt1Us() / 2 - r.oSUs() - r.oRUs(), US_DECIMALS),
                    Cell.of(r.halfRttUs(), US_DECIMALS));
        }
        g.notes().forEach(n -> rows.note(NOTE, n));
        Table startUp = Table.builder("PRTT(1,0,s) = T0 + 2 s / R")
                .columns(Column.text("parameter"), Column.estimate("value", "value ± 95% CI", ""), Column.text("unit"))
                .row(Cell.text("T0"), estimate(t0, US_DECIMALS), Cell.text("us"))
                .row(Cell.text("R"), estimate(rate, RATE_DECIMALS), Cell.text("MB/s"))
                .build();
        return List.of(rows.build(), startUp);
    }

    private static Cell estimate(Estimate e, int decimals) {
        return Cell.of(e.value(), e.ci95(), decimals);
    }

    private static String describe(ReferenceSeries.Measure m) {
        return switch (m) {
            case ONE_WAY -> "one-way: half a ping-pong round trip";
            case ONE_WAY_BOTH_SENDING -> "one message while both ranks send";
            case STREAM -> "a windowed stream one way: n / bandwidth";
            case BIDIRECTIONAL_STREAM -> "streams both ways: n / (bandwidth / 2)";
        };
    }
}
