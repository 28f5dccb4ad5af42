package io.logp.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.UsageException;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The launching JVM decides how progress is shown, from its own standard error and LOGP_PROGRESS, and the ranks get
 * exactly that decision through their environment.
 */
class ProgressChoiceTest {

    private static final Supplier<TerminalProbe> TERMINAL_100 = () -> new TerminalProbe(true, 100);
    private static final Supplier<TerminalProbe> PIPE = () -> TerminalProbe.NONE;

    @Test
    void aTerminalGetsTheInPlaceLineAtItsWidthAndAPipeGetsPlainLines() {
        assertEquals(new ProgressChoice(true, 100), ProgressChoice.here(Map.of(), TERMINAL_100));
        assertEquals(ProgressChoice.PLAIN, ProgressChoice.here(Map.of(), PIPE));
        assertEquals(ProgressChoice.PLAIN, ProgressChoice.here(Map.of("LOGP_PROGRESS", "auto"), PIPE));
        assertEquals(ProgressChoice.PLAIN, ProgressChoice.here(Map.of("TERM", "dumb"), TERMINAL_100));
    }

    @Test
    void theEnvironmentOverridesTheCheck() {
        assertEquals(ProgressChoice.PLAIN, ProgressChoice.here(Map.of("LOGP_PROGRESS", "plain"), TERMINAL_100));
        assertEquals(new ProgressChoice(true, 100), ProgressChoice.here(Map.of("LOGP_PROGRESS", "TTY"), TERMINAL_100));
        // Forced onto something that is no terminal: $COLUMNS, else 120 columns.
        assertEquals(
                new ProgressChoice(true, 80),
                ProgressChoice.here(Map.of("LOGP_PROGRESS", "tty", "COLUMNS", "80"), PIPE));
        assertEquals(new ProgressChoice(true, 120), ProgressChoice.here(Map.of("LOGP_PROGRESS", "tty"), PIPE));
        UsageException e =
                assertThrows(UsageException.class, () -> ProgressChoice.here(Map.of("LOGP_PROGRESS", "fancy"), PIPE));
        assertEquals("LOGP_PROGRESS must be auto, plain or tty, got 'fancy'", e.getMessage());
    }

    @Test
    void theRanksGetTheLaunchersDecision() {
        for (ProgressChoice c : new ProgressChoice[] {new ProgressChoice(true, 97), ProgressChoice.PLAIN}) {
            assertEquals(c, ProgressChoice.ofRank(c.rankEnv()));
        }
        // mpirun started by hand passes nothing: plain lines, which any output can take.
        assertEquals(ProgressChoice.PLAIN, ProgressChoice.ofRank(Map.of()));
        assertEquals(ProgressChoice.PLAIN, ProgressChoice.ofRank(Map.of("LOGP_PROGRESS", "auto")));
    }

    @Test
    void sttysSizeGivesTheColumns() {
        assertEquals(80, TerminalProbe.columnsOf("24 80\n"));
        assertEquals(0, TerminalProbe.columnsOf(""));
        assertEquals(0, TerminalProbe.columnsOf("stty: invalid argument"));
    }

    @Test
    void aJvmWhoseStandardErrorIsAPipeFindsNoTerminal() {
        // Maven's test JVMs write their standard error into a pipe to Maven.
        assertTrue(!TerminalProbe.ask().terminal(), "the test JVM's standard error is no terminal");
    }
}
