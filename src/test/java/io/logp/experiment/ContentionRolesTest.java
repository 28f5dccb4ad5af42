package io.logp.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.ContentionPattern;
import io.logp.data.ContentionSettings;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContentionRolesTest {

    private static final List<String> ONE_HOST = Collections.nCopies(4, "vm");
    /** mpirun's default mapping by slot: two ranks on each host. */
    private static final List<String> BY_SLOT = List.of("a", "a", "b", "b");
    /** --map-by node: ranks alternate between hosts. */
    private static final List<String> BY_NODE = List.of("a", "b", "a", "b");

    @Test
    void kToOneSharesTheLastRankAndRankZeroLeads() {
        ContentionRoles roles = ContentionRoles.of(ContentionPattern.K_TO_1, 3, ONE_HOST);
        assertArrayEquals(new int[] {0, 1, 2}, roles.requesters());
        assertArrayEquals(new int[] {3}, roles.responders());
        for (int r = 0; r < 3; r++) assertArrayEquals(new int[] {3}, roles.peersOf(r));
        assertTrue(roles.isResponder(3));
        assertFalse(roles.isRequester(3));
    }

    @Test
    void kToOneResponderIsOnAnotherHostThanRankZero() {
        ContentionRoles roles = ContentionRoles.of(ContentionPattern.K_TO_1, 1, BY_NODE);
        assertArrayEquals(new int[] {3}, roles.responders());
        assertFalse(roles.sharesHost(BY_NODE));
    }

    @Test
    void oneToKTakesRespondersOnOtherHostsFirst() {
        ContentionRoles roles = ContentionRoles.of(ContentionPattern.ONE_TO_K, 2, BY_SLOT);
        assertArrayEquals(new int[] {0}, roles.requesters());
        assertArrayEquals(new int[] {2, 3}, roles.peersOf(0));
        assertFalse(roles.sharesHost(BY_SLOT));
        assertTrue(
                ContentionRoles.of(ContentionPattern.ONE_TO_K, 3, BY_SLOT).sharesHost(BY_SLOT),
                "rank 1 is on rank 0's host");
    }

    @Test
    void pairsAreDisjointAndCrossHostsWhateverTheMapping() {
        for (List<String> hosts : List.of(BY_SLOT, BY_NODE)) {
            ContentionRoles roles = ContentionRoles.of(ContentionPattern.PAIRS, 2, hosts);
            assertEquals(0, roles.requesters()[0]);
            assertFalse(roles.sharesHost(hosts), "pairs cross hosts with " + hosts + ": " + roles);
            java.util.Set<Integer> used = new java.util.HashSet<>();
            for (int r : roles.requesters()) assertTrue(used.add(r));
            for (int r : roles.responders()) assertTrue(used.add(r), "a rank in two roles: " + roles);
        }
        assertEquals(
                "0->3 1->2",
                ContentionRoles.of(ContentionPattern.PAIRS, 2, ONE_HOST).describe());
    }

    @Test
    void kBeyondTheRanksIsRefusedWithTheRange() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> ContentionRoles.of(ContentionPattern.PAIRS, 3, ONE_HOST));
        assertTrue(e.getMessage().contains("1..2"), e.getMessage());
        assertEquals(
                List.of(
                        new ContentionSettings.Point(ContentionPattern.K_TO_1, 1),
                        new ContentionSettings.Point(ContentionPattern.K_TO_1, 2),
                        new ContentionSettings.Point(ContentionPattern.PAIRS, 1)),
                ContentionSettings.defaults(List.of(ContentionPattern.K_TO_1, ContentionPattern.PAIRS), 16)
                        .plan(3));
    }
}
