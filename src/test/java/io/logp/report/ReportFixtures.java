package io.logp.report;

import io.logp.data.Estimate;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.finding.Finding;
import io.logp.finding.FitFinding;
import io.logp.finding.RunFinding;
import io.logp.fit.CurveFit;
import io.logp.fit.LogpParameters;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Fixed inputs of the report tests, chosen to exercise the number format (exact decimals, rounding at the 6th
 * decimal, integers, large values) and unknown values (NaN CIs, unknown sample counts).
 */
public final class ReportFixtures {

    private ReportFixtures() {}

    public static Signature signature() {
        return new Signature(List.of(
                new SignaturePoint(1024, 0, 64, 1234567.5, 0.0000004, 1),
                new SignaturePoint(0, 0, 1, 0.25, 0.004, 50),
                new SignaturePoint(0, 0, 2, 0.2625, 0.0041, 50),
                new SignaturePoint(0, 0, 64, 0.6, 0.0123456789, 100),
                new SignaturePoint(0, 1.5, 1, 0.25, Double.NaN, -1),
                new SignaturePoint(0, 1.5, 64, 1.9125, 0.000123, 200),
                new SignaturePoint(0, 12.4, 64, 12.8, Double.NaN, 150),
                new SignaturePoint(1024, 0, 1, 3, 0.1, 50)));
    }

    public static LogpParameters parameters() {
        return parameters(List.of(
                new FitFinding.UncertainLatency(0.3, 0.35),
                new RunFinding.Untyped(null, "L has no CI: rtt.csv has no ci95_us")));
    }

    public static LogpParameters parameters(List<? extends Finding> findings) {
        List<CurveFit> curves = List.of(
                new CurveFit(0, Estimate.of(0.6, 0.0123), 16, 64, 7, true, false),
                new CurveFit(1.5, Estimate.of(1.9125, 0.02), 8, 64, 9, true, true),
                new CurveFit(12.4, Estimate.of(12.81, Double.NaN), 32, 64, 2, false, true));
        return new LogpParameters(
                0,
                Estimate.of(0.152, 0.004),
                Estimate.of(0.2104, 0.0061),
                Estimate.of(0.6, 0.0123),
                Estimate.of(0.3, Double.NaN),
                Estimate.of(1.6248, 0.03),
                Estimate.of(1.02, 0.031),
                4,
                curves,
                List.copyOf(findings));
    }

    /** In insertion order, as the table must print it. */
    public static Map<String, String> context() {
        Map<String, String> context = new LinkedHashMap<>();
        context.put("window", "16");
        context.put("payload", "0 bytes");
        context.put("transport", "mpi (vader)");
        context.put("ranks", "2 (1 node)");
        return context;
    }
}
