package io.logp.job;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.RankPlacement;
import java.util.List;
import org.junit.jupiter.api.Test;

class CollectivesPhaseTest {

    @Test
    void ranksYieldOnlyWhereTheyOutnumberTheirMachinesCores() {
        List<RankPlacement> twoOnOne =
                List.of(new RankPlacement(0, "a", 10, "0", "boot-1"), new RankPlacement(1, "a", 11, "1", "boot-1"));
        assertFalse(CollectivesPhase.sharesCores(twoOnOne, 0, 2), "one rank per core spins");
        assertTrue(CollectivesPhase.sharesCores(twoOnOne, 1, 1), "two ranks on one core yield");

        // Two "hosts" (containers, namespaces) of one machine share its cores; the machine id says so.
        List<RankPlacement> namespaces = List.of(
                new RankPlacement(0, "ns1", 10, "0", "boot-1"),
                new RankPlacement(1, "ns2", 11, "1", "boot-1"),
                new RankPlacement(2, "ns2", 12, "1", "boot-1"));
        assertTrue(CollectivesPhase.sharesCores(namespaces, 0, 2));

        // Without a machine id the host name counts: 2 ranks on each of two 2-core hosts do not share.
        List<RankPlacement> twoHosts = List.of(
                new RankPlacement(0, "a", 10, "0"),
                new RankPlacement(1, "a", 11, "1"),
                new RankPlacement(2, "b", 12, "0"),
                new RankPlacement(3, "b", 13, "1"),
                new RankPlacement(4, "b", 14, "1"));
        assertFalse(CollectivesPhase.sharesCores(twoHosts, 1, 2));
        assertTrue(CollectivesPhase.sharesCores(twoHosts, 3, 2));
    }
}
