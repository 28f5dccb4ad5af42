package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.PingPongOutcome;
import io.logp.data.PingPongSeries;
import io.logp.data.PingPongSettings;
import io.logp.data.TimerCheck;
import io.logp.data.TimerChoice;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** pingpong_trials.csv with and without a sweep: {@code pingpong --no-sweep} read its own files back (issue 37). */
class PingPongDataTest {

    @Test
    void aRunWithoutSweepReadsBackWithNoTrials(@TempDir Path dir) throws Exception {
        PingPongData.write(dir, settings(new int[0]), outcome(List.of()), 2);
        assertFalse(Files.exists(dir.resolve(PingPongData.TRIALS)), "no trial to list, no file");
        PingPongData.Contents read = PingPongData.read(dir);
        assertTrue(read.sweep().isEmpty());
        assertTrue(read.nppComparison().isEmpty());
        assertArrayEquals(new double[] {0.5, 0.6, 0.7}, read.main(), 1e-9);
    }

    @Test
    void aHeaderAloneFromAnEarlierRunIsNoTrials(@TempDir Path dir) throws Exception {
        PingPongData.write(dir, settings(new int[0]), outcome(List.of()), 2);
        Files.writeString(dir.resolve(PingPongData.TRIALS), "kind,n_bytes,npp,half_rtt_us\n");
        assertTrue(PingPongData.read(dir).sweep().isEmpty());
    }

    @Test
    void aSweepReadsBackAsWritten(@TempDir Path dir) throws Exception {
        PingPongData.write(
                dir, settings(new int[] {64}), outcome(List.of(new PingPongSeries(64, 1, new double[] {1, 2}))), 2);
        PingPongData.Contents read = PingPongData.read(dir);
        assertEquals(1, read.sweep().size());
        assertEquals(64, read.sweep().get(0).nBytes());
    }

    private static PingPongSettings settings(int[] sweep) {
        return new PingPongSettings(0, 1, 8, 1000, TimerChoice.values()[0], 1, 10, 10, 0, 3, new int[0], sweep, 1, 2);
    }

    private static PingPongOutcome outcome(List<PingPongSeries> sweep) {
        TimerCheck timer =
                new TimerCheck("nanoTime", 10, 20, 1, 25, 25.0, 40, new TreeMap<>(java.util.Map.of(25L, 10L)));
        TimerCheck wtime =
                new TimerCheck("MPI_Wtime", 10, 30, 1, 35, 35.0, 50, new TreeMap<>(java.util.Map.of(35L, 10L)));
        return new PingPongOutcome(
                timer,
                wtime,
                "nanoTime",
                0.02,
                0.001,
                0.6,
                1,
                1,
                new PingPongSeries(8, 1, new double[] {0.5, 0.6, 0.7}),
                List.of(),
                sweep);
    }
}
