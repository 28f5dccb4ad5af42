package io.logp.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class LinkDelaysTest {

    @Test
    void aLinkIsTheSameEitherWayAndAddsToItsRanksDelays() {
        LinkDelays d = LinkDelays.NONE.withPair(3, 1, 2.5).withPair(1, 3, 0.5).withRank(1, 10);
        assertEquals(List.of(new LinkDelays.Link(1, 3)), List.copyOf(d.pairsUs().keySet()));
        assertEquals(3.0 + 10.0, d.extraUs(3, 1), 1e-12);
        assertEquals(3.0 + 10.0, d.extraUs(1, 3), 1e-12);
        assertEquals(10.0, d.extraUs(1, 2), 1e-12);
        assertEquals(0.0, d.extraUs(2, 3), 1e-12);
    }

    @Test
    void theHighestRankIsTakenFromLinksAndRanks() {
        assertEquals(-1, LinkDelays.NONE.highestRank());
        assertEquals(12, LinkDelays.NONE.withPair(12, 4, 1).withRank(7, 1).highestRank());
        assertEquals(9, LinkDelays.NONE.withPair(2, 4, 1).withRank(9, 1).highestRank());
    }

    @Test
    void aLinkNeedsTwoRanks() {
        assertThrows(IllegalArgumentException.class, () -> LinkDelays.NONE.withPair(2, 2, 1));
        assertThrows(IllegalArgumentException.class, () -> new LinkDelays.Link(3, 1));
    }
}
