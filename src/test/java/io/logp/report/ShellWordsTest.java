package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The paths in suggested commands come back whole from a POSIX shell, however they are spelled. */
class ShellWordsTest {

    @Test
    void plainPathsStayAsTheyAre() {
        assertEquals(
                "./signatures/20261125-214433-signature",
                ShellWords.quote(Path.of("./signatures/20261125-214433-signature")));
    }

    /** What bash makes of each quoted word is the word itself: a space, a quote, a dollar and a glob stay literal. */
    @Test
    void aShellReadsEveryQuotedPathAsOneWord() throws Exception {
        List<String> words = List.of("/tmp/x y/signatures/run", "it's here", "$HOME/*", "a\tb", "plain");
        StringBuilder script = new StringBuilder("printf '%s\\n'");
        for (String w : words) script.append(' ').append(ShellWords.quote(w));
        Process p = new ProcessBuilder("bash", "-c", script.toString()).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor());
        assertEquals(words, out.lines().toList());
    }
}
