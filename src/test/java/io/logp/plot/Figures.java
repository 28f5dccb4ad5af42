package io.logp.plot;

import io.logp.data.CollectiveMean;
import io.logp.data.CollectiveOp;
import io.logp.data.ContentionPattern;
import io.logp.data.Estimate;
import io.logp.data.RttPoint;
import io.logp.data.RunSummary;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.fit.BulkParameters;
import io.logp.fit.BulkSize;
import io.logp.fit.CollectiveModel;
import io.logp.fit.ContentionGap;
import io.logp.fit.ContentionRatios;
import io.logp.fit.FitException;
import io.logp.fit.OverheadGrowth;
import io.logp.fit.TransferTimeFit;
import io.logp.fit.TransferTimeRegimes;
import io.logp.presentation.ChartOptions.Style;
import io.logp.presentation.ChartScale;
import io.logp.stats.Histogram;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Every chart logp draws, from fixed data shaped like a run's (a shared-memory run of today, the 1996 machines of
 * Culler et al.), with the titles a run gives them: what {@link ReaderViewTest} looks at in every style.
 */
final class Figures {

    /** The system as a run's meta.json names it: its titles are as long as this. */
    static final String SYSTEM = "vm, Open MPI 4.1.4, shared memory, native";

    /** One figure: its file name and how it is built in a style (a chart, or a figure of panels). */
    record Figure(String name, Function<Style, Object> build) {
        @Override
        public String toString() {
            return name;
        }
    }

    private Figures() {}

    static String title(String what) {
        return what + ": " + SYSTEM;
    }

    static List<Figure> all() {
        return List.of(
                new Figure(
                        "signature",
                        s -> SignatureChart.build(
                                TextbookSignature.signature(), 0, TextbookSignature.fit(), title("LogP signature"), s)),
                new Figure(
                        "signature_262144B",
                        s -> SignatureChart.build(
                                bulkSignature(), 262144, null, title("Bulk store signature, n = 262144 bytes"), s)),
                new Figure(
                        "bulk_time", s -> BulkCharts.timeChart(storeTimes(), regimes(), title("Bulk store time T(n)"))),
                new Figure(
                        "bulk_bandwidth",
                        s -> BulkCharts.bandwidthChart(storeTimes(), regimes(), title("Bulk store bandwidth n/T(n)"))),
                new Figure(
                        "bulk_overhead",
                        s -> BulkOverheadChart.overheadChart(bulk(), title("Bulk send overhead o_s(n)"))),
                new Figure(
                        "bulk_time_references",
                        s -> ReferenceCurves.timeChart(
                                storeTimes(),
                                regimes(),
                                title("Bulk round trip T(n) beside other suites"),
                                List.of(reference("osu_latency: 2 x one-way, n bytes both ways", 2)))),
                new Figure("contention", s -> ContentionChart.build(contention(), title("Contention g_K / g_1"))),
                new Figure("collectives_vs_p", s -> CollectiveCharts.buildVsRanks(
                                everyOp(), MODEL, title("Collectives against P"))
                        .grid()),
                new Figure("collectives_vs_size", s -> CollectiveCharts.buildVsSize(
                                everyOp(), MODEL, title("Collectives against message size"))
                        .orElseThrow()
                        .grid()),
                new Figure(
                        "pingpong_distribution",
                        s -> HistogramChart.build(
                                histogram(), 1.13, 1.14, title("Ping-pong half round trips, 8 bytes"), "time (µs)")),
                new Figure(
                        "pingpong_sizes",
                        s -> TransferTimeChart.build(
                                PING_SIZES,
                                pingTimes(),
                                pingCis(),
                                pingFit(),
                                title("Ping-pong half round trip by message size"))),
                new Figure(
                        "pingpong_sizes_references",
                        s -> ReferenceCurves.pingPongChart(
                                PING_SIZES,
                                pingTimes(),
                                pingCis(),
                                pingFit(),
                                title("Ping-pong half round trip beside other suites"),
                                List.of(reference("osu_latency", 1), reference("IMB-MPI1 PingPong", 1.1)))),
                new Figure("queues", s -> QueueChart.build(queues(), title("Latency against MPI queue depth"))),
                new Figure("queue_maxima", s -> QueueProfileCharts.maxima(maxima(), title("Longest MPI queues"))),
                new Figure(
                        "queue_search_depths",
                        s -> QueueProfileCharts.depths(
                                new long[] {9000, 120, 14, 3, 0, 0, 0, 1},
                                new long[] {5000, 800, 0, 0, 0, 0, 0, 0},
                                title("MPI queue search depths"))),
                new Figure(
                        "predict_allreduce",
                        s -> PredictionChart.build(
                                predictions(), CollectiveOp.ALLREDUCE, title("allreduce against P"))),
                new Figure("breakdown", s -> BreakdownChart.build(machines(), ChartScale.AUTO)
                        .grid("LogP summary of the runs")));
    }

    // ---------------------------------------------------------------- bulk

    private static final int[] SIZES = {16, 64, 256, 1024, 2048, 4096, 16384, 65536, 262144};

    private static double timeUs(int n) {
        return n <= 2048 ? 2.0 + n / 1000.0 : 10.0 + n / 5000.0;
    }

    static List<RttPoint> storeTimes() {
        List<RttPoint> times = new ArrayList<>();
        for (int n : SIZES) times.add(new RttPoint(n, timeUs(n), 0.02 * timeUs(n), 100));
        return times;
    }

    static TransferTimeRegimes regimes() {
        try {
            return TransferTimeRegimes.fit(storeTimes());
        } catch (FitException e) {
            throw new AssertionError(e);
        }
    }

    private static BulkSize size(int n, double oS, double g) {
        return new BulkSize(
                n,
                Estimate.of(oS, 0.03 * oS),
                Estimate.unknown(),
                Double.isNaN(g) ? Estimate.unknown() : Estimate.of(g, 0.05 * g),
                Estimate.of(timeUs(n), 0.01 * timeUs(n)),
                !Double.isNaN(g),
                Optional.empty());
    }

    /** o_s constant to 2 KiB, then growing by 0.0586 µs/KiB, as on the machine of issue 36. */
    static BulkParameters bulk() {
        List<BulkSize> sizes = new ArrayList<>();
        for (int n : SIZES) {
            double oS = n <= 2048 ? 1.633 : 1.633 + 0.0586 * n / 1024;
            sizes.add(size(n, oS, n == 256 ? Double.NaN : 0.5 * timeUs(n)));
        }
        List<OverheadGrowth> growth = List.of(
                new OverheadGrowth(16, 2048, 5, Estimate.of(1.633, 0.02), Estimate.of(1e-6, 1e-6), false),
                new OverheadGrowth(4096, 262144, 4, Estimate.of(1.633, 0.1), Estimate.of(0.0586 / 1024, 1e-6), true));
        return new BulkParameters(sizes, regimes(), Estimate.of(2e-4, 1e-5), 4096, 262144, growth, List.of());
    }

    /** A large-message signature: costs between 20 and 60 µs, and one error bar of 450 µs. */
    static Signature bulkSignature() {
        List<SignaturePoint> points = new ArrayList<>();
        int[] m = {1, 2, 4, 8, 16, 32, 64};
        double[] delays = {0, 10, 40};
        for (double d : delays)
            for (int k = 0; k < m.length; k++) {
                double cost = 20 + d * (1 - 1.0 / (k + 1));
                double ci = d == 10 && k == 2 ? 450 : 0.05 * cost;
                points.add(new SignaturePoint(262144, d, m[k], cost, ci, 50));
            }
        return new Signature(points);
    }

    /** Another suite's curve over the ping-pong sizes above 0 (ReferenceCurves leaves 0 bytes out). */
    private static ReferenceCurves.Curve reference(String name, double factor) {
        double[] x = new double[PING_SIZES.length - 1];
        double[] y = new double[PING_SIZES.length - 1];
        for (int i = 0; i < x.length; i++) {
            x[i] = PING_SIZES[i + 1];
            y[i] = factor * 1.2 * pingTimes()[i + 1];
        }
        return new ReferenceCurves.Curve(name, x, y);
    }

    // ---------------------------------------------------------------- contention

    static ContentionRatios contention() {
        List<ContentionGap> gaps = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            gaps.add(new ContentionGap(ContentionPattern.K_TO_1, k, 16, 0.3 * k * 1.1, 0.02 * k, 50));
            gaps.add(new ContentionGap(ContentionPattern.ONE_TO_K, k, 16, 0.3 * (1 - 0.1 * (k - 1)), 0.02, 50));
            gaps.add(new ContentionGap(ContentionPattern.PAIRS, k, 16, 0.3 * (1 + 0.2 * (k - 1)), 0.03, 50));
        }
        return ContentionRatios.of(gaps);
    }

    // ---------------------------------------------------------------- collectives

    static final CollectiveModel MODEL = new CollectiveModel(new CollectiveModel.Costs(0.2, 0.2, 0.4, 0.3, 0.0002));

    /** Every op at P = 2, 3, 4 and 8 B to 64 KiB (the barrier at 0 B), 1.3 times its prediction. */
    static List<CollectiveMean> everyOp() {
        List<CollectiveMean> rows = new ArrayList<>();
        for (CollectiveOp op : CollectiveOp.values())
            for (int p = 2; p <= 4; p++)
                for (int n : op.sized() ? new int[] {8, 512, 65536} : new int[] {0}) {
                    double us = 1.3 * MODEL.predict(op, n, p).us();
                    rows.add(new CollectiveMean(op, n, p, us, 0.05 * us));
                }
        return rows;
    }

    // ---------------------------------------------------------------- ping-pong

    static final int[] PING_SIZES = {0, 1, 8, 64, 512, 4096, 32768, 262144, 1048576, 4194304};

    static double[] pingTimes() {
        double[] t = new double[PING_SIZES.length];
        for (int i = 0; i < t.length; i++) t[i] = 0.25 + PING_SIZES[i] / 6000.0;
        return t;
    }

    static double[] pingCis() {
        double[] t = pingTimes();
        double[] ci = new double[t.length];
        for (int i = 0; i < t.length; i++) ci[i] = 0.03 * t[i];
        return ci;
    }

    static TransferTimeFit pingFit() {
        return TransferTimeFit.fit(PING_SIZES, pingTimes(), pingCis(), 4096, 262144);
    }

    static Histogram histogram() {
        double[] samples = new double[20000];
        for (int i = 0; i < samples.length; i++) samples[i] = 0.95 + 0.01 * (i % 37) + (i % 500 == 0 ? 3 : 0);
        return Histogram.of(samples, 0.05);
    }

    // ---------------------------------------------------------------- queues

    static List<QueueChart.Curve> queues() {
        int[] q = {0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
        List<QueueChart.Curve> curves = new ArrayList<>();
        String[] names = {"posted, match at the tail", "posted, match at the head", "unexpected, short"};
        double[] slope = {0.004, 0.0002, 0.002};
        for (int c = 0; c < names.length; c++) {
            double[] mean = new double[q.length];
            double[] ci = new double[q.length];
            for (int i = 0; i < q.length; i++) {
                mean[i] = 4.0 + slope[c] * q[i];
                ci[i] = 0.02 * mean[i];
            }
            curves.add(new QueueChart.Curve(names[c], q, mean, ci));
        }
        return curves;
    }

    static List<QueueProfileCharts.RankMaxima> maxima() {
        List<QueueProfileCharts.RankMaxima> ranks = new ArrayList<>();
        for (int r = 0; r < 4; r++) ranks.add(new QueueProfileCharts.RankMaxima(r, 1 + r % 2, r == 2 ? 3 : 1));
        return ranks;
    }

    // ---------------------------------------------------------------- predict

    /**
     * SimGrid's allreduce at P = 2 to 64 for 8 B and 4 KiB beside the model, and the run's measured point at P = 2,
     * the lowest value of the chart (issue 48: its marker was cut by the plot's bottom edge).
     */
    static List<io.logp.data.PredictedPoint> predictions() {
        List<io.logp.data.PredictedPoint> points = new ArrayList<>();
        for (int n : new int[] {8, 4096})
            for (int p = 2; p <= 64; p *= 2) {
                double rounds = Math.log(p) / Math.log(2);
                double simgrid = rounds * (0.6 + n / 2000.0);
                double measured = p == 2 ? 0.8 * simgrid : Double.NaN;
                points.add(new io.logp.data.PredictedPoint(
                        CollectiveOp.ALLREDUCE,
                        n,
                        p,
                        io.logp.data.PredictedPoint.CALIBRATED,
                        simgrid,
                        rounds * (0.5 + n / 2500.0),
                        measured));
            }
        return points;
    }

    // ---------------------------------------------------------------- Figure 6

    private static RunSummary machine(String label, double oS, double oR, double g, double latency) {
        return new RunSummary(
                label,
                RunSummary.Kind.REFERENCE,
                Estimate.of(oS, Double.NaN),
                Estimate.of(oR, Double.NaN),
                Estimate.of(g, Double.NaN),
                Estimate.of(latency, Double.NaN),
                Estimate.of(2 * (oS + oR + latency), Double.NaN),
                Estimate.unknown(),
                Estimate.unknown(),
                "");
    }

    /** Today's shared memory beside the three machines of 1996: two orders of magnitude apart. */
    static List<RunSummary> machines() {
        return List.of(
                new RunSummary(
                        "20261128-083219-run",
                        RunSummary.Kind.MEASURED,
                        Estimate.of(0.106, 0.005),
                        Estimate.of(0.110, 0.073),
                        Estimate.of(0.273, 0.004),
                        Estimate.of(0.030, 0.074),
                        Estimate.of(0.494, 0.011),
                        Estimate.unknown(),
                        Estimate.unknown(),
                        "native"),
                machine("paragon", 1.4, 2.2, 7.6, 6.3),
                machine("meiko", 1.7, 1.6, 13.6, 7.5),
                machine("myrinet", 2.0, 2.6, 12.4, 11.1));
    }
}
