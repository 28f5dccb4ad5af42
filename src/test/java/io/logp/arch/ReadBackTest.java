package io.logp.arch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No word of logp's own read back: a number's sign is taken from the number, not from the text logp made of it; an
 * unknown value is known from the value, not from its {@code "n/a"}; a run id's form has one owner
 * ({@code data.RunIds}). Each rule names the source lines that break it, so a relapse fails the build.
 */
class ReadBackTest {

    private static final Path MAIN = Path.of("src/main/java/io/logp");

    /** What a relapse looks like, and the files where it reads text that logp did not write. */
    private static final Map<Pattern, List<String>> RELAPSES = Map.of(
            // A sign read back from a formatted number; cli/Main tells an option from a command by its first word.
            Pattern.compile("startsWith\\(\"[-+−]\"\\)"), List.of("cli/Main.java"),
            Pattern.compile("equals\\(\"n/a\"\\)"), List.of(),
            // A unit known by its text: units are presentation.Unit.
            Pattern.compile("unit\\(\\)\\.(equals|replace)\\("), List.of(),
            // The run id's time stamp, eight digits, a hyphen, six digits.
            Pattern.compile("d\\{8\\}-\\\\\\\\d\\{6\\}"), List.of("data/RunIds.java"));

    @Test
    void noSourceReadsBackTheTextItMade() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = MAIN.relativize(f).toString();
                List<String> lines = Files.readAllLines(f);
                for (var rule : RELAPSES.entrySet()) {
                    if (rule.getValue().contains(name)) continue;
                    for (int i = 0; i < lines.size(); i++)
                        if (rule.getKey().matcher(lines.get(i)).find())
                            found.add(name + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        assertEquals(List.of(), found);
    }

    @Test
    void theRulesFindWhatTheyAreFor() {
        assertEquals(true, RELAPSES.keySet().stream().anyMatch(p -> p.matcher("if (t.startsWith(\"-\")) x();")
                .find()));
        assertEquals(true, RELAPSES.keySet().stream().anyMatch(p -> p.matcher("v.equals(\"n/a\") ? a : b")
                .find()));
        assertEquals(
                true, RELAPSES.keySet().stream().anyMatch(p -> p.matcher("Pattern.compile(\"^\\\\d{8}-\\\\d{6}-\")")
                        .find()));
    }
}
