package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.app.RunAnalysis;
import io.logp.app.RunMeta;
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
        List<String> w = RunAnalysis.oversubscription(meta(2, "a", "a", "a"));
        assertEquals(1, w.size());
        assertTrue(w.get(0).startsWith("3 ranks share the 2 cores of a"), w.get(0));
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
        List<String> w = RunAnalysis.oversubscription(Map.of("cores", 2, RunMeta.RANKS, ranks));
        assertEquals(1, w.size());
        assertTrue(
                w.get(0).startsWith("4 ranks share the 2 cores of one machine (hosts lgpA, lgpB share its kernel)"),
                w.get(0));
        assertEquals(
                List.of(),
                RunAnalysis.oversubscription(Map.of("cores", 2, RunMeta.RANKS, ranks, "model", "simulated")),
                "a simulated network's ranks are not processes");
    }
}
