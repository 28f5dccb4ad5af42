package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.app.RunAnalysis;
import io.logp.data.NetworkPath;
import io.logp.finding.RunFinding;
import io.logp.meta.Machine;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
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
        assertEquals(
                List.of(new RunFinding.Oversubscribed(3, 2, List.of("a"))),
                RunAnalysis.oversubscription(meta(2, null, "a", "a", "a")));
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
        assertEquals(
                List.of(new RunFinding.Oversubscribed(4, 2, List.of("lgpA", "lgpB"))),
                RunAnalysis.oversubscription(namespaces));
        assertEquals(
                List.of(),
                RunAnalysis.oversubscription(
                        namespaces.toBuilder().path(NetworkPath.simulated()).build()),
                "a simulated network's ranks are not processes");
    }
}
