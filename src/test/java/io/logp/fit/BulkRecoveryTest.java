package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.BulkSettings;
import io.logp.data.Defaults;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.data.SmallMessageSettings;
import io.logp.data.StoppingRule;
import io.logp.engine.IssueLoop;
import io.logp.experiment.BulkExperiment;
import io.logp.experiment.Progress;
import io.logp.experiment.RttResult;
import io.logp.experiment.SmallMessageExperiment;
import io.logp.finding.BulkFinding;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.SimulatedTransport;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The bulk method end to end on a simulated LogGP network with 2% jitter: the small-message experiment, then the
 * bulk experiment, through the same code as a real run, and the fitter must recover what the model says. With b
 * bytes beyond the 16-byte small message, the model's store round trip is T(n) = RTT + b (o_s' + G + o_r'), so
 * R = 1 / (o_s' + G + o_r') and T0 = RTT - 16 / R; the plateau is g(n) = g + b G while the network is the
 * bottleneck, and o_s(n) = o_s + b o_s'.
 */
public class BulkRecoveryTest {

    /** Fast enough in virtual time for every size up to 64 KiB to meet the 5% target. */
    static final StoppingRule RULE = new StoppingRule(
            Defaults.BATCH, Defaults.MIN_BATCHES, Defaults.RELATIVE_CI, Defaults.MAX_TRIALS, 600_000_000_000L);

    static final int[] SIGNATURE_SIZES = {64, 256, 1024, 4096, 16384, 65536};

    public record Run(BulkParameters bulk, LogpParameters small, Signature signature, List<RttPoint> times) {}

    public static Run simulate(LogpModel model) throws FitException {
        return simulate(model, SIGNATURE_SIZES);
    }

    /** The small-message and bulk experiments on the model, with bulk signatures at these sizes, fitted. */
    public static Run simulate(LogpModel model, int[] signatureSizes) throws FitException {
        SimulatedTransport transport = new SimulatedTransport(model, 1);
        SmallMessageSettings small =
                new SmallMessageSettings(Defaults.M_MAX, Defaults.M_CAP, null, RULE, 500, 0, 1e6, 7);
        SmallMessageExperiment.Outcome outcome = new SmallMessageExperiment(
                        new IssueLoop(transport, 1), small, Progress.SILENT)
                .run(SmallMessageExperiment.Sink.NONE);
        BulkSettings settings = new BulkSettings(
                BulkSettings.grid(16, 65536),
                signatureSizes,
                false,
                Defaults.BULK_M_MAX,
                Defaults.BULK_M_CAP,
                Defaults.BULK_DELAY_FACTORS,
                RULE,
                0,
                1e6,
                11);
        // The bulk part runs on a transport of its own with the bulk window, as on MPI.
        SimulatedTransport bulkTransport = new SimulatedTransport(model.withWindow(Defaults.BULK_WINDOW), 1);
        BulkExperiment.Outcome bulk = new BulkExperiment(bulkTransport, 1, settings, 0, Progress.SILENT)
                .run(List.of(outcome.rtt()), BulkExperiment.Sink.NONE);
        List<SignaturePoint> points =
                new ArrayList<>(outcome.sweep().signature().points());
        points.addAll(bulk.signature().points());
        List<RttPoint> times = new ArrayList<>(List.of(outcome.rtt().point()));
        for (RttResult r : bulk.storeTimes()) times.add(r.point());
        Signature all = new Signature(points);
        OptionalInt window = OptionalInt.of(model.window());
        return new Run(
                BulkFitter.fit(all, times, OptionalInt.of(Defaults.BULK_WINDOW)).orElseThrow(),
                LogpFitter.fit(all, times, window),
                all,
                times);
    }

    @Test
    void paragonLikeConstantOverheadIsRecovered() throws FitException {
        // Paragon's small-message parameters; the interface moves the data at 1/G = 140 MB/s, o_s(n) is constant.
        double gPerByte = 1 / 140.0;
        LogpModel model =
                new LogpModel(1.4, 2.2, 7.6, 6.3, 32, 0.02, 0, 1, 41).withBulk(new LogpModel.BulkCosts(0, 0, gPerByte));
        Run run = simulate(model);
        BulkParameters bulk = run.bulk();
        String context = bulk.toString();

        double rate = 1 / gPerByte;
        double t0 = model.rttUs() - 16 / rate;
        assertEquals(rate, bulk.rateMBps().value(), 0.05 * rate, "R " + context);
        assertEquals(t0, bulk.t0().value(), 0.15 * t0, "T0 " + context);
        assertEquals(
                1, bulk.times().regimes().size(), "one regime: " + bulk.times().breaks());
        assertEquals(gPerByte, bulk.gPerByte().value(), 0.05 * gPerByte, "G " + context);
        for (BulkSize s : bulk.sizes()) {
            assertEquals(1.4, s.oS().value(), 0.05 * 1.4, "o_s(" + s.nBytes() + ") " + context);
            double g = 7.6 + (s.nBytes() - 16) * gPerByte;
            assertTrue(s.gVisible(), "g(" + s.nBytes() + ") visible: " + s);
            assertEquals(g, s.g().value(), 0.05 * g, "g(" + s.nBytes() + ") " + context);
        }
        assertEquals(1, bulk.growth().size());
        assertFalse(
                bulk.growth().get(0).linear(),
                "constant o_s(n): " + bulk.growth().get(0));
    }

    @Test
    void myrinetLikeLinearOverheadIsRecoveredAndOverheadLimitedSizesSaySo() throws FitException {
        // Myrinet's small-message parameters; the host copies every byte (o_s' = 0.035 us/B, so o_s(4 KiB) is about
        // 143 us as in the paper) and the wire adds G = 0.03 us/B. From about 1.5 KB on, o_s(n) + o_r exceeds g(n):
        // the requester's overhead is the bottleneck and the network's gap is hidden.
        double oSPerByte = 0.035;
        double gPerByte = 0.03;
        LogpModel model = new LogpModel(2.0, 2.6, 12.4, 11.1, 32, 0.02, 0, 1, 43)
                .withBulk(new LogpModel.BulkCosts(oSPerByte, 0, gPerByte));
        Run run = simulate(model);
        BulkParameters bulk = run.bulk();
        String context = bulk.toString();

        double rate = 1 / (oSPerByte + gPerByte);
        double t0 = model.rttUs() - 16 / rate;
        assertEquals(rate, bulk.rateMBps().value(), 0.05 * rate, "R " + context);
        assertEquals(t0, bulk.t0().value(), 0.15 * t0, "T0 " + context);
        for (BulkSize s : bulk.sizes()) {
            double oS = 2.0 + (s.nBytes() - 16) * oSPerByte;
            assertEquals(oS, s.oS().value(), 0.05 * oS, "o_s(" + s.nBytes() + ") " + context);
            boolean networkBound = 12.4 + (s.nBytes() - 16) * gPerByte > 1.1 * (oS + 2.6);
            assertEquals(
                    networkBound, s.gVisible(), "g(" + s.nBytes() + ") visible only where the network limits: " + s);
            if (!networkBound) {
                assertTrue(
                        s.hidden()
                                .map(h -> h.reason() != BulkFinding.GapHiddenReason.RECEIVE_OVERHEAD_UNKNOWN)
                                .orElse(false),
                        "overhead-limited: " + s);
            }
        }
        // G comes from the sizes where the network's gap shows: 64 and 256 bytes.
        assertEquals(gPerByte, bulk.gPerByte().value(), 0.10 * gPerByte, "G " + context);
        assertEquals(1, bulk.growth().size());
        OverheadGrowth growth = bulk.growth().get(0);
        assertTrue(growth.linear(), growth.toString());
        assertEquals(oSPerByte, growth.perByte().value(), 0.05 * oSPerByte, growth.toString());
    }

    @Test
    void smallMessageFitIsUnchangedByTheBulkRows() throws FitException {
        LogpModel model = new LogpModel(1.4, 2.2, 7.6, 6.3, 32, 0.02, 0, 1, 47)
                .withBulk(new LogpModel.BulkCosts(0, 0, 1 / 140.0));
        LogpParameters small = simulate(model).small();
        assertEquals(16, small.nBytes());
        assertEquals(1.4, small.oS().value(), 0.05 * 1.4);
        assertEquals(7.6, small.g().value(), 0.05 * 7.6);
        assertEquals(6.3, small.latency().value(), 0.10 * 6.3);
    }
}
