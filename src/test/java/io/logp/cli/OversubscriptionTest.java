package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.app.RunAnalysis;
import io.logp.data.meta.Machine;
import io.logp.data.meta.NetworkPath;
import io.logp.data.meta.Placement;
import io.logp.data.meta.RunMetadata;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** More ranks than cores on a host is reported; as many or fewer is not. */
class OversubscriptionTest {

    /** Rank r on hosts[r], each host its own machine unless {@code machine} names the one they share. */
    private static RunMetadata meta(int cores, String machine, String... hosts) {
        List<Placement.Rank> ranks = new ArrayList<>();
        for (int r = 0; r < hosts.length; r++) ranks.add(new Placement.Rank(r, hosts[r], null, null, machine));
        return RunMetadata.builder()
                .machine(new Machine(hosts[0], null, null, null, cores, null, null, null, null, null))
                .placement(
                        new Placement(ranks, List.of(hosts).stream().distinct().toList()))
                .build();
    }

    @Test
    void threeRanksOnTwoCoresAreOversubscribed() {
        List<String> w = RunAnalysis.oversubscription(meta(2, null, "a", "a", "a"));
        assertEquals(1, w.size());
        assertTrue(w.get(0).startsWith("3 ranks share the 2 cores of a"), w.get(0));
    }

    @Test
    void oneRankPerCoreOrSeveralHostsAreNot() {
        assertEquals(List.of(), RunAnalysis.oversubscription(meta(2, null, "a", "a")));
        assertEquals(List.of(), RunAnalysis.oversubscription(meta(2, null, "a", "a", "b", "b")));
        assertEquals(List.of(), RunAnalysis.oversubscription(RunMetadata.none()));
    }

    @Test
    void namespaceHostsOfOneMachineShareItsCores() {
        RunMetadata namespaces = meta(2, "boot-1", "lgpA", "lgpA", "lgpB", "lgpB");
        List<String> w = RunAnalysis.oversubscription(namespaces);
        assertEquals(1, w.size());
        assertTrue(
                w.get(0).startsWith("4 ranks share the 2 cores of one machine (hosts lgpA, lgpB share its kernel)"),
                w.get(0));
        assertEquals(
                List.of(),
                RunAnalysis.oversubscription(
                        namespaces.toBuilder().path(NetworkPath.simulated()).build()),
                "a simulated network's ranks are not processes");
    }
}
