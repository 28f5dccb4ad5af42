package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveOp;
import java.awt.Color;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The panels of the collective charts: every op in one, and told apart by colour inside it. */
class CollectiveFamilyTest {

    @Test
    void everyOpIsInExactlyOneFamily() {
        List<CollectiveOp> all = new ArrayList<>();
        for (CollectiveFamily f : CollectiveFamily.values()) all.addAll(f.ops());
        assertEquals(CollectiveOp.values().length, all.size(), "an op in two families: " + all);
        assertEquals(EnumSet.allOf(CollectiveOp.class), EnumSet.copyOf(all));
        for (CollectiveOp op : CollectiveOp.values())
            assertTrue(CollectiveFamily.of(op).ops().contains(op));
    }

    @Test
    void theOpsOfAFamilyHaveDistinctColoursOtherThanTheBlackOfSharedPredictions() {
        for (CollectiveFamily f : CollectiveFamily.values()) {
            Set<Integer> colours = new HashSet<>();
            for (CollectiveOp op : f.ops()) {
                int c = CollectiveFamily.colour(op);
                assertTrue(colours.add(c), op + " shares colour " + c);
                assertNotEquals(Color.BLACK, ChartStyle.color(c), op + " is black");
            }
        }
    }
}
