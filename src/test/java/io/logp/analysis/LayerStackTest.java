package io.logp.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.Comparison.Parameter;
import io.logp.analysis.LayerStack.Addition;
import io.logp.analysis.LayerStack.Layer;
import io.logp.analysis.LayerStack.Verdict;
import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What an MPI adds over its transport: the difference, its combined interval and when it counts as significant. */
class LayerStackTest {

    private static RunSummary run(String label, double oS, double rtt, double ci, int launches, Set<String> doubted) {
        return new RunSummary(
                label,
                RunSummary.Kind.MEASURED,
                Estimate.of(oS, ci),
                Estimate.of(0.4, ci),
                Estimate.of(0.5, ci),
                Estimate.of(0.1, ci),
                Estimate.of(rtt, ci),
                Estimate.unknown(),
                Estimate.of(5000, 100),
                "",
                launches,
                doubted);
    }

    private static LayerStack stack(int launches, double ci) {
        return LayerStack.of(List.of(
                new Layer("mpi", "an MPI", Optional.of("am"), run("mpi", 0.30, 1.40, ci, launches, Set.of()), "d1"),
                new Layer("am", "a transport", Optional.empty(), run("am", 0.32, 1.00, ci, launches, Set.of()), "d2"),
                new Layer("lone", "no transport below", Optional.empty(), run("lone", 1, 2, ci, 1, Set.of()), "d3")));
    }

    private static Addition of(LayerStack s, Parameter p) {
        return s.additionsOf("mpi").stream()
                .filter(a -> a.parameter() == p)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void anAdditionIsTheMpiMinusItsTransportWithTheIntervalsCombinedInQuadrature() {
        LayerStack s = stack(3, 0.03);
        Addition rtt = of(s, Parameter.RTT);
        assertEquals(0.40, rtt.diff(), 1e-12);
        assertEquals(Math.hypot(0.03, 0.03), rtt.combinedCi95(), 1e-12);
        assertEquals(Verdict.SIGNIFICANT, rtt.verdict());
        // 0.02 below the transport's o_s, within sqrt(2) x 0.03
        Addition oS = of(s, Parameter.O_S);
        assertEquals(-0.02, oS.diff(), 1e-12);
        assertEquals(Verdict.WITHIN_INTERVALS, oS.verdict());
        assertEquals(List.of("mpi"), s.upperLayers());
        assertEquals(Parameter.values().length, s.additions().size());
    }

    @Test
    void withOneLaunchNothingIsSignificantHoweverLargeTheDifference() {
        LayerStack s = stack(1, 0.001);
        Addition rtt = of(s, Parameter.RTT);
        assertEquals(0.40, rtt.diff(), 1e-12);
        assertEquals(Verdict.ONE_LAUNCH, rtt.verdict());
        assertTrue(s.additions().stream().noneMatch(Addition::significant));
    }

    @Test
    void bulkParametersHaveNoBetweenLaunchIntervalSoNeverCountAsSignificant() {
        // R: 5000 +- 100 on both sides, equal: a larger MPI value would still be launch 1's bulk fit alone
        LayerStack s = LayerStack.of(List.of(
                new Layer("mpi", "an MPI", Optional.of("am"), run("mpi", 0.3, 1.4, 0.01, 3, Set.of()), "d1"),
                new Layer(
                        "am",
                        "a transport",
                        Optional.empty(),
                        new RunSummary(
                                "am",
                                RunSummary.Kind.MEASURED,
                                Estimate.of(0.3, 0.01),
                                Estimate.of(0.4, 0.01),
                                Estimate.of(0.5, 0.01),
                                Estimate.of(0.1, 0.01),
                                Estimate.of(1.0, 0.01),
                                Estimate.unknown(),
                                Estimate.of(9000, 100),
                                "",
                                3),
                        "d2")));
        Addition r = of(s, Parameter.R);
        assertEquals(-4000, r.diff(), 1e-9);
        assertEquals(Verdict.ONE_LAUNCH, r.verdict());
        assertEquals(Verdict.SIGNIFICANT, of(s, Parameter.RTT).verdict());
    }

    @Test
    void aParameterNeitherLayerKnowsIsNotTestable() {
        Addition t0 = of(stack(3, 0.03), Parameter.T0);
        assertEquals(Verdict.NOT_TESTABLE, t0.verdict());
        assertTrue(Double.isNaN(t0.diff()));
    }

    @Test
    void aValueItsOwnRunDoubtsIsNeverSignificant() {
        LayerStack s = LayerStack.of(List.of(
                new Layer("mpi", "an MPI", Optional.of("am"), run("mpi", 0.3, 9, 0.01, 3, Set.of("L")), "d1"),
                new Layer("am", "a transport", Optional.empty(), run("am", 0.3, 1, 0.01, 3, Set.of()), "d2")));
        Addition l = s.additionsOf("mpi").stream()
                .filter(a -> a.parameter() == Parameter.L)
                .findFirst()
                .orElseThrow();
        assertEquals(Verdict.DOUBTED, l.verdict());
        assertEquals(Verdict.SIGNIFICANT, of(s, Parameter.RTT).verdict());
    }

    @Test
    void aLayerWhoseTransportWasNotMeasuredAddsNothing() {
        LayerStack s = LayerStack.of(
                List.of(new Layer("mpi", "an MPI", Optional.of("am"), run("mpi", 0.3, 1.4, 0.01, 3, Set.of()), "d1")));
        assertTrue(s.additions().isEmpty());
    }
}
