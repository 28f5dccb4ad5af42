package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.app.RunAnalysis;
import io.logp.app.RunMeta;
import io.logp.finding.RunFinding;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** More ranks than cores on a host is reported; as many or fewer is not. */
class OversubscriptionTest {

    private static Map<String, Object> meta(int cores, String... hosts) {
        List<Map<String, Object>> ranks = new java.util.ArrayList<>();
        for (int r = 0; r < hosts.length; r++) ranks.add(Map.of("rank", r, "host", hosts[r]));
        return Map.of("cores", cores, RunMeta.RANKS, ranks);
    }

    @Test
    void threeRanksOnTwoCoresAreOversubscribed() {
        assertEquals(
                List.of(new RunFinding.Oversubscribed(3, 2, List.of("a"))),
                RunAnalysis.oversubscription(meta(2, "a", "a", "a")));
    }

    @Test
    void oneRankPerCoreOrSeveralHostsAreNot() {
        assertEquals(List.of(), RunAnalysis.oversubscription(meta(2, "a", "a")));
        assertEquals(List.of(), RunAnalysis.oversubscription(meta(2, "a", "a", "b", "b")));
        assertEquals(List.of(), RunAnalysis.oversubscription(Map.of()));
    }

    @Test
    void namespaceHostsOfOneMachineShareItsCores() {
        List<Map<String, Object>> ranks = new java.util.ArrayList<>();
        String[] hosts = {"lgpA", "lgpA", "lgpB", "lgpB"};
        for (int r = 0; r < hosts.length; r++) ranks.add(Map.of("rank", r, "host", hosts[r], "machine", "boot-1"));
        assertEquals(
                List.of(new RunFinding.Oversubscribed(4, 2, List.of("lgpA", "lgpB"))),
                RunAnalysis.oversubscription(Map.of("cores", 2, RunMeta.RANKS, ranks)));
        assertEquals(
                List.of(),
                RunAnalysis.oversubscription(Map.of("cores", 2, RunMeta.RANKS, ranks, "model", "simulated")),
                "a simulated network's ranks are not processes");
    }
}
