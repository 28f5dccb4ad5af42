package io.logp.report;

import io.logp.finding.ForeignFinding;
import java.util.Locale;

/** The findings on another suite's table in words: what the table cannot support, and what was left out of a fit. */
final class ForeignFindingText {

    private ForeignFindingText() {}

    static String words(ForeignFinding finding) {
        return switch (finding) {
            case ForeignFinding.NoBandwidthRegime f ->
                fmt(
                        "%s ends at %d B, below %d B where its time per message becomes linear in the size: it never"
                                + " reaches the bandwidth regime, so no 1/Tc is given (a slope fitted there would be"
                                + " the small-message path's, far from the link's rate)",
                        f.table(), f.largestBytes(), f.neededBytes());
            case ForeignFinding.CurvedBandwidthRegime f ->
                fmt(
                        "%s: the large-message regime from %d B bends upward: its line starts at %.3f us, a negative"
                                + " start-up time, so its slope (%.0f MB/s) is no rate of the link; R is the rate"
                                + " delivered at the largest size",
                        f.table(), f.fromBytes(), f.t0Us(), f.slopeRateMBps());
            case ForeignFinding.NoSmallSizes f ->
                fmt(
                        "%s starts at %d B, above 1 KiB: it has no small sizes, so no start-up time Ts is given",
                        f.table(), f.smallestBytes());
            case ForeignFinding.NoTimeColumn f ->
                f.table() + " gives rates only, no time of one message: it has no start-up time Ts";
            case ForeignFinding.MissingValues f ->
                fmt(
                        "%s: %d rows (from %d B) hold nan or inf where a number belongs; they are missing values,"
                                + " left out of the fits",
                        f.table(), f.rows(), f.firstBytes());
            case ForeignFinding.RepeatedSize f ->
                fmt(
                        "%s writes %d B on %d lines; one time per size is fitted (the median of its lines; Netgauge's"
                                + " last line, which holds the new protocol range's g and G)",
                        f.table(), f.nBytes(), f.lines());
            case ForeignFinding.WarmUpRows f ->
                fmt(
                        "%s: the first %d rows (up to %d B) are a warm-up, %.3f us against %.3f us from the sizes"
                                + " after them; they are left out of the fits",
                        f.table(), f.rows(), f.lastBytes(), f.timeUs(), f.expectedUs());
            case ForeignFinding.TableCut f ->
                f.expectedBytes() > 0
                        ? fmt(
                                "%s stops at %d B (line %d), where the run announced sizes up to %d B: the run was"
                                        + " cut short",
                                f.table(), f.lastBytes(), f.line(), f.expectedBytes())
                        : fmt(
                                "%s stops at %d B: line %d is cut mid-row, so the run was cut short there",
                                f.table(), f.lastBytes(), f.line());
            case ForeignFinding.NegativeGap f ->
                fmt(
                        "%s: Netgauge's g is negative at %d sizes from %d B; its line g + G s fitted to the trains"
                                + " does not hold there, so g is taken from the small sizes",
                        f.table(), f.rows(), f.firstBytes());
            case ForeignFinding.OtherMethod f -> ForeignNoteText.words(f.method());
            case ForeignFinding.OtherUnits f -> ForeignNoteText.words(f.units());
        };
    }

    static String brief(ForeignFinding finding) {
        return switch (finding) {
            case ForeignFinding.NoBandwidthRegime f ->
                fmt("%s: ends at %d B < %d B, no bandwidth regime", f.table(), f.largestBytes(), f.neededBytes());
            case ForeignFinding.CurvedBandwidthRegime f ->
                fmt("%s: regime from %d B bends, T0 %.3f us", f.table(), f.fromBytes(), f.t0Us());
            case ForeignFinding.NoSmallSizes f -> fmt("%s: starts at %d B, no Ts", f.table(), f.smallestBytes());
            case ForeignFinding.NoTimeColumn f -> f.table() + ": rates only, no Ts";
            case ForeignFinding.MissingValues f -> fmt("%s: %d rows with nan/inf", f.table(), f.rows());
            case ForeignFinding.RepeatedSize f -> fmt("%s: %d B on %d lines", f.table(), f.nBytes(), f.lines());
            case ForeignFinding.WarmUpRows f -> fmt("%s: %d warm-up rows left out", f.table(), f.rows());
            case ForeignFinding.TableCut f -> fmt("%s: cut short at %d B", f.table(), f.lastBytes());
            case ForeignFinding.NegativeGap f -> fmt("%s: g < 0 at %d sizes", f.table(), f.rows());
            case ForeignFinding.OtherMethod f -> f.table() + ": measured otherwise than logp";
            case ForeignFinding.OtherUnits f -> f.table() + ": rates converted to MB/s";
        };
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
