package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.data.RttPoint;
import io.logp.finding.BulkFinding;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Start-up time T0 and peak rate R of bulk transfers, T(n) = T0 + n/R (Culler et al., "Bulk-transfer time and
 * bandwidth"), fitted piecewise: one line per protocol regime.
 *
 * <p>Regimes are found from the data, not from known limits, with two kinds of evidence:
 * <ul>
 *   <li>bandwidth falls: within one regime T0 >= 0, so the delivered bandwidth BW(n) = n/T(n) = n/(T0 + n/R) can
 *       only rise with n. A protocol switch (Open MPI's eager limit, a pipelined or single-copy path) adds a start-up
 *       cost and makes BW fall as n grows. A break is put between two consecutive sizes when BW falls by more than
 *       {@value #BREAK_DROP} of its value and by more than the two points' confidence intervals allow;</li>
 *   <li>steps: a step up in T(n) at constant or rising bandwidth (the small-message path to the bulk path) is found
 *       by a segmented weighted regression with an F test per candidate position ({@link StepBreaks}), within each
 *       run between bandwidth falls. A regime between two breaks needs {@value StepBreaks#MIN_REGIME_SIZES} sizes; at
 *       either end of the size range one size may stand alone.</li>
 * </ul>
 * Every break is reported with its position and the step of T there, with its CI ({@link TransferBreak}). Each
 * regime of two or more sizes gets a least-squares line ({@link LineFit}: weighted
 * by 1/sigma^2 when every size has a CI, ordinary otherwise); the headline T0 and R are those of the large-message
 * regime (the last one with at least {@value #HEADLINE_MIN_POINTS} sizes, else the last with a line).
 *
 * <p>The paper warns that T0 from such a fit "has little to do with the time for a small message" and can come out
 * negative; every regime says when its T0 cannot be read as a start-up time.
 */
public final class TransferTimeRegimes {

    /**
     * Smallest fall of delivered bandwidth, as a fraction, that separates two regimes. Noise at the plateau of BW
     * moves consecutive points by a few percent; a switch of protocol costs far more (a rendezvous adds a round trip).
     */
    public static final double BREAK_DROP = 0.10;
    /** The headline regime should have this many sizes, so its line has residuals to judge it by. */
    public static final int HEADLINE_MIN_POINTS = 3;

    private static final double Z95 = 1.959964;

    private final List<TransferRegime> regimes;
    private final List<BulkFinding.TimeBreak> breaks;
    private final List<TransferBreak> found;
    private final int headline;
    private final Optional<BulkFinding.BulkPathStartUp> smallMessagePath;

    private TransferTimeRegimes(
            List<TransferRegime> regimes,
            List<BulkFinding.TimeBreak> breaks,
            List<TransferBreak> found,
            int headline,
            Optional<BulkFinding.BulkPathStartUp> smallMessagePath) {
        this.regimes = List.copyOf(regimes);
        this.breaks = List.copyOf(breaks);
        this.found = List.copyOf(found);
        this.headline = headline;
        this.smallMessagePath = smallMessagePath;
    }

    /**
     * The regimes of logp's own bulk run: the small message of {@code smallBytes} was timed by the small-message
     * experiment, on its own transport and path, so it is kept out of the break search (else the two paths make a
     * "break" of their own between it and the next size). How far the first bulk regime's line lies from it is
     * the bulk path's own start-up ({@link #smallMessagePath()}).
     *
     * @param times T(n) per size, the small message among them
     */
    public static TransferTimeRegimes fitBulk(List<RttPoint> times, int smallBytes) throws FitException {
        List<RttPoint> bulk =
                times.stream().filter(t -> t.nBytes() != smallBytes).toList();
        Optional<RttPoint> small =
                times.stream().filter(t -> t.nBytes() == smallBytes).findFirst();
        boolean smallest = small.isPresent() && bulk.stream().allMatch(t -> t.nBytes() > smallBytes);
        if (!smallest || bulk.size() < 2) return fit(times);
        TransferTimeRegimes fit = fit(bulk);
        TransferRegime first = fit.regimes.get(0);
        List<RttPoint> firstPoints = bulk.stream()
                .filter(t -> first.contains(t.nBytes()))
                .sorted(Comparator.comparingInt(RttPoint::nBytes))
                .toList();
        Estimate line = lineAt(firstPoints, smallBytes);
        RttPoint s = small.get();
        Estimate step = Estimate.of(line.value() - s.rttUs(), Math.hypot(ciOrZero(s), line.hasCi() ? line.ci95() : 0));
        return new TransferTimeRegimes(
                fit.regimes,
                fit.breaks,
                fit.found,
                fit.headline,
                Optional.of(new BulkFinding.BulkPathStartUp(
                        smallBytes, s.rttUs(), first.fromBytes(), line.value(), step.value(), step.ci95())));
    }

    /** The regime's line at n (its lone size's T when it has one size), with the CI of the line there. */
    private static Estimate lineAt(List<RttPoint> points, int nBytes) {
        if (points.size() < 2)
            return Estimate.of(points.get(0).rttUs(), points.get(0).ci95Us());
        double[] x = new double[points.size()];
        double[] y = new double[points.size()];
        double[] sigma = new double[points.size()];
        for (int i = 0; i < points.size(); i++) {
            x[i] = points.get(i).nBytes();
            y[i] = points.get(i).rttUs();
            sigma[i] = points.get(i).ci95Us() / Z95;
        }
        LineFit line = LineFit.fit(x, y, sigma);
        return Estimate.of(line.at(nBytes), line.seAt(nBytes) * line.quantile95());
    }

    /**
     * @param times T(n) per size (the bulk round trip), in any order; sizes must be distinct
     * @throws FitException when a size repeats or no size is given
     */
    public static TransferTimeRegimes fit(List<RttPoint> times) throws FitException {
        if (times.isEmpty()) throw new FitException("no transfer times to fit T(n) = T0 + n/R");
        List<RttPoint> sorted = new ArrayList<>(times);
        sorted.sort(Comparator.comparingInt(RttPoint::nBytes));
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).nBytes() == sorted.get(i - 1).nBytes()) {
                throw new FitException(
                        "two transfer times for n_bytes = " + sorted.get(i).nBytes());
            }
        }
        // Bandwidth falls first: no single line with T0 >= 0 spans them.
        List<Integer> falls = new ArrayList<>();
        for (int i = 0; i + 1 < sorted.size(); i++) {
            if (isBreak(sorted.get(i), sorted.get(i + 1))) falls.add(i + 1);
        }
        // Then steps up within each run between falls, from the segmented regression.
        List<TransferBreak> found = new ArrayList<>();
        int from = 0;
        for (int k : falls) {
            found.addAll(StepBreaks.find(sorted, from, k));
            from = k;
        }
        found.addAll(StepBreaks.find(sorted, from, sorted.size()));
        // Each fall's step, between the regimes next to it once every break is known.
        List<Integer> starts = new ArrayList<>(falls);
        for (TransferBreak b : found) starts.add(indexOf(sorted, b.firstBytes()));
        starts.sort(null);
        for (int k : falls) {
            int pos = starts.indexOf(k);
            int before = pos == 0 ? 0 : starts.get(pos - 1);
            int after = pos + 1 < starts.size() ? starts.get(pos + 1) : sorted.size();
            found.add(StepBreaks.measured(sorted, before, k, after));
        }
        found.sort(Comparator.comparingInt(TransferBreak::lastBytes));

        List<TransferRegime> regimes = new ArrayList<>();
        List<BulkFinding.TimeBreak> breaks = new ArrayList<>();
        int start = 0;
        for (TransferBreak b : found) {
            int k = indexOf(sorted, b.firstBytes());
            breaks.add(describe(b, sorted.get(k - 1), sorted.get(k)));
            regimes.add(regime(sorted.subList(start, k)));
            start = k;
        }
        regimes.add(regime(sorted.subList(start, sorted.size())));
        return new TransferTimeRegimes(regimes, breaks, found, headline(regimes), Optional.empty());
    }

    private static int indexOf(List<RttPoint> sorted, int nBytes) {
        for (int i = 0; i < sorted.size(); i++) if (sorted.get(i).nBytes() == nBytes) return i;
        throw new IllegalStateException("no size " + nBytes);
    }

    private static BulkFinding.TimeBreak describe(TransferBreak b, RttPoint a, RttPoint c) {
        BulkFinding.BreakEvidence evidence =
                switch (b.evidence()) {
                    case BANDWIDTH_FALL -> BulkFinding.BreakEvidence.BANDWIDTH_FALL;
                    case STEP -> BulkFinding.BreakEvidence.STEP;
                };
        return new BulkFinding.TimeBreak(
                a.nBytes(),
                c.nBytes(),
                evidence,
                a.rttUs(),
                c.rttUs(),
                b.atBytes(),
                b.stepUs().value(),
                b.stepUs().ci95(),
                b.pValue());
    }

    /** Regimes by ascending size; together they cover every measured size but a small message set aside. */
    public List<TransferRegime> regimes() {
        return regimes;
    }

    /** Where and why each break was put, as findings the report words. */
    public List<BulkFinding.TimeBreak> breaks() {
        return breaks;
    }

    /** The small message set aside by {@link #fitBulk}, against the first bulk regime; empty otherwise. */
    public Optional<BulkFinding.BulkPathStartUp> smallMessagePath() {
        return smallMessagePath;
    }

    /** Each break with its position, evidence and step, by ascending size. */
    public List<TransferBreak> breakPoints() {
        return found;
    }

    /** The large-message regime whose T0 and R are the headline ones; empty when no regime has a line. */
    public Optional<TransferRegime> headline() {
        return headline < 0 ? Optional.empty() : Optional.of(regimes.get(headline));
    }

    /** The regime holding a size, if it was measured. */
    public Optional<TransferRegime> regimeOf(int nBytes) {
        return regimes.stream().filter(r -> r.contains(nBytes)).findFirst();
    }

    /**
     * BW falls from a to b when T grows faster than n. It counts when it still falls with both times moved to the
     * favourable end of their CIs, and falls by more than {@link #BREAK_DROP}.
     */
    static boolean isBreak(RttPoint a, RttPoint b) {
        double growth = (double) b.nBytes() / a.nBytes();
        double drop = 1 - bandwidth(b) / bandwidth(a);
        double aHigh = a.rttUs() + ciOrZero(a);
        double bLow = b.rttUs() - ciOrZero(b);
        return drop > BREAK_DROP && bLow > growth * aHigh;
    }

    private static TransferRegime regime(List<RttPoint> points) {
        RttPoint first = points.get(0);
        int to = points.get(points.size() - 1).nBytes();
        if (points.size() < 2) {
            return new TransferRegime(
                    first.nBytes(),
                    to,
                    1,
                    Estimate.unknown(),
                    Estimate.unknown(),
                    Estimate.unknown(),
                    first.rttUs(),
                    Optional.empty());
        }
        double[] x = new double[points.size()];
        double[] y = new double[points.size()];
        double[] sigma = new double[points.size()];
        for (int i = 0; i < points.size(); i++) {
            x[i] = points.get(i).nBytes();
            y[i] = points.get(i).rttUs();
            sigma[i] = points.get(i).ci95Us() / Z95;
        }
        LineFit line = LineFit.fit(x, y, sigma);
        Estimate t0 = line.interceptEstimate();
        Estimate perByte = line.slopeEstimate();
        Estimate rate = perByte.value() > 0
                ? Estimate.of(1 / perByte.value(), perByte.ci95() / (perByte.value() * perByte.value()))
                : Estimate.unknown();
        return new TransferRegime(
                first.nBytes(), to, points.size(), t0, perByte, rate, first.rttUs(), t0Finding(to, t0, perByte, first));
    }

    /** Why T0 is not a start-up time, or empty. */
    static Optional<BulkFinding.T0NotAStartup> t0Finding(
            int toBytes, Estimate t0, Estimate perByte, RttPoint smallest) {
        double ci = t0.hasCi() ? t0.ci95() : 0;
        double smallestCi = Double.isFinite(smallest.ci95Us()) ? smallest.ci95Us() : 0;
        BulkFinding.T0Reason reason;
        if (!(perByte.value() > 0)) reason = BulkFinding.T0Reason.NO_GROWTH;
        else if (t0.value() < 0) reason = BulkFinding.T0Reason.NEGATIVE;
        else if (t0.value() - ci <= 0) reason = BulkFinding.T0Reason.INDISTINGUISHABLE_FROM_ZERO;
        else if (t0.value() - ci > smallest.rttUs() + smallestCi) reason = BulkFinding.T0Reason.ABOVE_SMALLEST;
        else return Optional.empty();
        return Optional.of(new BulkFinding.T0NotAStartup(
                smallest.nBytes(), toBytes, reason, t0.value(), ci, smallest.nBytes(), smallest.rttUs()));
    }

    private static int headline(List<TransferRegime> regimes) {
        for (int i = regimes.size() - 1; i >= 0; i--) {
            if (regimes.get(i).points() >= HEADLINE_MIN_POINTS
                    && regimes.get(i).rateMBps().isKnown()) return i;
        }
        for (int i = regimes.size() - 1; i >= 0; i--) {
            if (regimes.get(i).hasLine() && regimes.get(i).rateMBps().isKnown()) return i;
        }
        return -1;
    }

    private static double bandwidth(RttPoint p) {
        return p.nBytes() / p.rttUs();
    }

    private static double ciOrZero(RttPoint p) {
        return Double.isFinite(p.ci95Us()) ? p.ci95Us() : 0;
    }
}
