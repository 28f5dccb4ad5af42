package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Defaults;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code profile} without {@code --timeout} waited for a hung program forever (issue 40: a rank asleep after MPI_Init
 * ran until stopped by hand). It now has a bound of its own, said in its help; MpiProfileTest runs the timeout itself
 * on real ranks with a short one.
 */
class ProfileTimeoutTest {

    @Test
    void withoutTimeoutTheProgramMayRunAnHour() {
        ProfileCommand command = new ProfileCommand();
        new CommandLine(command).parseArgs("--", "./hang");
        assertEquals(3_600, command.timeoutSeconds);
        assertEquals(Defaults.PROFILE_TIMEOUT_SECONDS, command.timeoutSeconds);
    }

    @Test
    void aGivenTimeoutWins() {
        ProfileCommand command = new ProfileCommand();
        new CommandLine(command).parseArgs("--timeout", "5", "--", "./hang");
        assertEquals(5, command.timeoutSeconds);
    }

    @Test
    void theHelpSaysTheDefault() {
        String help = new CommandLine(new ProfileCommand()).getUsageMessage(CommandLine.Help.Ansi.OFF);
        String flat = help.replaceAll("\\s+", " ");
        assertTrue(flat.contains("default: 3600, an hour"), help);
        assertTrue(flat.contains("at most 86400"), help);
    }

    @Test
    void aTimeoutBeyondADayIsRefused() {
        CliRun r = CliRun.of("profile", "--timeout", "90000", "--", "./hang");
        assertEquals(2, r.exitCode(), r.toString());
        assertTrue(r.err().contains("--timeout must be >= 1 and <= 86400"), r.err());
    }
}
