package io.logp.finding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every kind of finding has exactly one code, and every code names a kind of finding. */
class CodeTest {

    @Test
    void everyRecordOfTheFamilyHasOneCode() {
        List<Class<?>> records = new ArrayList<>();
        for (Class<?> group : Finding.class.getPermittedSubclasses()) {
            for (Class<?> kind : group.getPermittedSubclasses()) records.add(kind);
        }
        Set<Class<?>> coded = new HashSet<>();
        for (Code c : Code.values()) {
            assertTrue(Finding.class.isAssignableFrom(c.record()), c.name());
            assertTrue(
                    coded.add(c.record()), "one code per record: " + c.record().getSimpleName());
        }
        assertEquals(Set.copyOf(records), coded, "records without a code, or codes of no record");
        for (Code c : Code.values()) assertEquals(c, SampleFindings.of(c).code());
    }

    @Test
    void codesAreUpperCaseWords() {
        for (Code c : Code.values()) assertTrue(c.name().matches("[A-Z][A-Z0-9_]*"), c.name());
    }
}
