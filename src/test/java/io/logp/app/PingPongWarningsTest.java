package io.logp.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.PingPongOutcome;
import io.logp.data.PingPongSeries;
import io.logp.data.PingPongSettings;
import io.logp.data.TimerCheck;
import io.logp.data.TimerChoice;
import io.logp.exit.ExitCodes;
import io.logp.format.run.PingPongData;
import io.logp.format.run.RunDirectory;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pingpong} prints its warnings (issue 37: "mean 2.202 ... max 6217.432 us" and no warnings section), and a
 * run without a sweep ({@code --no-sweep}) reports instead of failing on its own files.
 */
class PingPongWarningsTest {

    @Test
    void anInterruptedTrialIsWarnedOnTheScreen(@TempDir Path tmp) throws Exception {
        RunDirectory dir = RunDirectory.of(tmp, "pingpong").create();
        double[] main = {2.0, 2.1, 1.9, 2.0, 2.2, 6217.432, 2.0, 2.1};
        PingPongData.write(dir.signaturesDir(), settings(), outcome(main), 2);
        StringWriter out = new StringWriter();
        assertEquals(
                ExitCodes.OK,
                ExperimentWriter.pingPong(
                        dir, new PrintWriter(out), 2.0, View.SUMMARY, io.logp.presentation.ChartOptions.SCREEN));
        String text = out.toString();
        assertTrue(text.contains("PING_PONG_OUTLIERS"), text);
        assertTrue(text.contains("1 of 8 trials above 2 x the median, max 6217.432 us"), text);
        assertFalse(text.contains("NaN"), text);
    }

    @Test
    void aQuietRunSaysNone(@TempDir Path tmp) throws Exception {
        RunDirectory dir = RunDirectory.of(tmp, "pingpong").create();
        PingPongData.write(dir.signaturesDir(), settings(), outcome(new double[] {2.0, 2.1, 1.9, 2.0}), 2);
        StringWriter out = new StringWriter();
        assertEquals(
                ExitCodes.OK,
                ExperimentWriter.pingPong(
                        dir, new PrintWriter(out), 2.0, View.SUMMARY, io.logp.presentation.ChartOptions.SCREEN));
        assertTrue(out.toString().contains("Warnings: none"), out.toString());
    }

    private static PingPongSettings settings() {
        return new PingPongSettings(0, 1, 8, 1000, TimerChoice.NANOTIME, 1, 10, 10, 0, 3, new int[0], new int[0], 1, 2);
    }

    private static PingPongOutcome outcome(double[] main) {
        TimerCheck nano = new TimerCheck("System.nanoTime", 10, 20, 1, 25, 25.0, 40, new TreeMap<>(Map.of(25L, 10L)));
        TimerCheck wtime = new TimerCheck("MPI_Wtime", 10, 30, 1, 35, 35.0, 50, new TreeMap<>(Map.of(35L, 10L)));
        return new PingPongOutcome(
                nano,
                wtime,
                "System.nanoTime",
                0.02,
                0.001,
                2.0,
                1,
                1,
                new PingPongSeries(8, 1, main),
                List.of(),
                List.of());
    }
}
