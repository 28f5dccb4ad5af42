package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveDoubt;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The glossary explains every term the screen shows, each once, and its text fits the width it is given. */
class GlossaryTest {

    private static List<String> terms() {
        return Glossary.entries().stream().map(Glossary.Entry::term).toList();
    }

    @Test
    void everyTermHasAMeaningOfItsOwnAndComesOnce() {
        List<String> terms = terms();

        assertEquals(new LinkedHashSet<>(terms).size(), terms.size(), "a term twice: " + terms);
        for (Glossary.Entry e : Glossary.entries()) {
            assertTrue(!e.meaning().isBlank() && !e.meaning().equals(e.term()), e.toString());
            assertTrue(e.meaning().length() >= 30, "more than a word: " + e);
        }
        assertThrows(IllegalArgumentException.class, () -> new Glossary.Entry("npp", " "));
    }

    /** The terms the issue found unexplained on the screen, and the LogP, bulk and statistics ones around them. */
    @Test
    void theTermsTheScreenShowsAreAllThere() {
        List<String> required = List.of(
                "o_s",
                "o_r",
                "g",
                "L",
                "RTT",
                "T0",
                "R",
                "G",
                "Ts",
                "Tc",
                "store",
                "get",
                "npp",
                "wait_up",
                "doubt",
                "doubt f",
                "doubt v",
                "doubt t",
                "loop of k",
                "CI",
                "CV",
                "RSE",
                "Idle",
                "window",
                "regime",
                "break");
        List<String> missing = new ArrayList<>(required);
        missing.removeAll(terms());

        assertEquals(List.of(), missing);
    }

    /** Every mark the collectives table can print in its doubt column has its entry, with its legend. */
    @Test
    void everyDoubtMarkIsExplained() {
        for (CollectiveDoubt d : CollectiveDoubt.values()) {
            Glossary.Entry entry = Glossary.entries().stream()
                    .filter(e -> e.term().equals("doubt " + d.mark()))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no entry for doubt " + d.mark()));
            String legend = CollectiveFindingText.meaning(d, null);
            assertTrue(
                    entry.meaning()
                            .toLowerCase(java.util.Locale.ROOT)
                            .contains(legend.toLowerCase(java.util.Locale.ROOT)),
                    entry + " lacks " + legend);
        }
    }

    /** The term is the column heading the collectives table prints. */
    @Test
    void theLoopOfKTermIsTheTablesHeading() throws Exception {
        String source = java.nio.file.Files.readString(
                java.nio.file.Path.of("src/main/java/io/logp/report/CollectivesTable.java"));
        assertTrue(source.contains("\"loop of k, rank 0\""), "CollectivesTable's heading changed");
    }

    @Test
    void textShowsEveryTermAtTheStartOfALineWithinTheWidth() {
        for (int width : new int[] {80, 120}) {
            String text = Glossary.text(width);
            List<String> lines = text.lines().toList();
            for (String line : lines) assertTrue(line.length() <= width, line.length() + " > " + width + ": " + line);
            Set<String> starts = new LinkedHashSet<>();
            for (String line : lines) {
                for (String term : terms()) {
                    if (line.equals(term) || line.startsWith(term + "  ")) starts.add(term);
                }
            }
            assertEquals(new LinkedHashSet<>(terms()), starts, "every term begins a line at " + width);
        }
    }

    @Test
    void wrapBreaksAtSpacesOnly() {
        assertEquals(
                List.of("T(n) of the", "large-message", "regime"),
                Glossary.wrap("T(n) of the large-message regime", 12));
    }
}
