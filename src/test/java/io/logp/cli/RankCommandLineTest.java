package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * A rank's command line (the one subcommand it runs) reads its words as logp's whole tree does: the same options
 * matched, with the same values, and every option's default the same; help and the version are left to the tree.
 */
class RankCommandLineTest {

    /** A rank's words as launchers pass them: each measuring command, with options of every kind. */
    static Stream<Arguments> rankWords() {
        return Stream.<Object>of(
                        new String[] {"run", "--quiet"},
                        new String[] {
                            "run", "--no-bulk", "--warmup-seconds", "0.3", "--m-max", "32", "--budget-seconds", "8"
                        },
                        new String[] {"signature", "--rel-ci", "0.1", "--rtt-trials", "200", "--timeout", "5"},
                        new String[] {"rtt", "--m-max", "64", "--warmup-seconds", "0.3", "--rtt-trials", "500"},
                        new String[] {"bulk", "--window", "4"},
                        new String[] {"collectives", "--ops", "bcast,reduce", "--sizes", "8,64"},
                        new String[] {"pingpong"},
                        new String[] {"queues"})
                .map(words -> Arguments.of(words));
    }

    @ParameterizedTest
    @MethodSource("rankWords")
    void theRanksCommandReadsItsWordsAsTheWholeTreeDoes(String[] words) {
        CommandLine lean = RankCommandLine.of(words).orElseThrow();
        assertEquals(List.of(words[0]), List.copyOf(lean.getSubcommands().keySet()), "one subcommand only");
        CommandLine whole = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        Main.handling(lean, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        CommandLine.ParseResult a = lean.parseArgs(words).subcommand();
        CommandLine.ParseResult b = whole.parseArgs(words).subcommand();
        assertEquals(values(b.commandSpec().options()), values(a.commandSpec().options()), Arrays.toString(words));
        assertTrue(a.matchedOptions().size() >= words.length / 2, "the words' options were matched");
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h", "--version", "-V"})
    void helpAndTheVersionAreTheWholeTrees(String word) {
        assertTrue(RankCommandLine.of(new String[] {"run", word}).isEmpty());
        assertTrue(RankCommandLine.of(new String[] {word}).isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"help", "nosuchcommand", "--np"})
    void wordsThatNameNoRankCommandAreTheWholeTrees(String word) {
        assertTrue(RankCommandLine.of(new String[] {word, "x"}).isEmpty());
        assertTrue(RankCommandLine.of(new String[0]).isEmpty());
    }

    /** Every option's longest name and value after parsing (matched or default), as text. */
    private static Map<String, String> values(List<OptionSpec> options) {
        Map<String, String> out = new LinkedHashMap<>();
        for (OptionSpec o : options) {
            Object v = o.getValue();
            out.put(
                    o.longestName(),
                    v != null && v.getClass().isArray() ? Arrays.deepToString(new Object[] {v}) : String.valueOf(v));
        }
        return out;
    }
}
