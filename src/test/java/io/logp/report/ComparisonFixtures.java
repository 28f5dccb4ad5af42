package io.logp.report;

import io.logp.analysis.Comparison;
import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import java.util.List;

/**
 * Fixed runs for the comparison tests: a measured baseline with CIs (one unknown), a second measured run with a
 * negative L, bulk numbers and an underscore in its label, and the Paragon as a reference without CIs. Chosen so
 * that the tables show a flagged difference, an unflagged one, a negative one, a percentage above 100, and R in MB/s.
 */
public final class ComparisonFixtures {

    private ComparisonFixtures() {}

    public static RunSummary vader() {
        return new RunSummary(
                "20240101-120000-vader",
                RunSummary.Kind.MEASURED,
                Estimate.of(0.152, 0.004),
                Estimate.of(0.2104, 0.0061),
                Estimate.of(0.6, 0.0123),
                Estimate.of(0.3, Double.NaN),
                Estimate.of(1.6248, 0.03),
                Estimate.unknown(),
                Estimate.unknown(),
                "shared memory (vader)");
    }

    public static RunSummary tcp() {
        return new RunSummary(
                "tcp_loopback",
                RunSummary.Kind.MEASURED,
                Estimate.of(0.752, 0.01),
                Estimate.of(0.21, 0.005),
                Estimate.of(1.5, 0.02),
                Estimate.of(-0.05, 0.02),
                Estimate.of(1.824, 0.04),
                Estimate.of(12.5, Double.NaN),
                Estimate.of(1250.75, Double.NaN),
                "tcp, 127.0.0.1");
    }

    public static RunSummary paragon() {
        return new RunSummary(
                "Intel Paragon",
                RunSummary.Kind.REFERENCE,
                Estimate.of(1.4, Double.NaN),
                Estimate.of(2.2, Double.NaN),
                Estimate.of(7.6, Double.NaN),
                Estimate.of(6.3, Double.NaN),
                Estimate.of(19.8, Double.NaN),
                Estimate.unknown(),
                Estimate.unknown(),
                "Active Messages on the Intel Paragon");
    }

    public static Comparison comparison() {
        return Comparison.of(List.of(vader(), tcp(), paragon()));
    }
}
