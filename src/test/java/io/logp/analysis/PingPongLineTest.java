package io.logp.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.data.PingPongSeries;
import io.logp.format.run.PingPongData;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The ping-pong line is fitted to the filtered means (issue 37: "262144 ... 504.396 ± 669.401" bent the bandwidth to
 * 713 MB/s where bulk R read 12200 MB/s): one preempted trial at a large size leaves the line where the rest put it.
 */
class PingPongLineTest {

    @Test
    void aPreemptedTrialDoesNotBendTheLine() {
        // T = 1 us + n / (10000 MB/s), ten trials per size; at 262144 B one trial is preempted for 6 ms.
        List<PingPongSeries> sweep = new ArrayList<>();
        double preemptedSizeMean = Double.NaN;
        for (int n : new int[] {8, 16, 32, 65536, 131072, 262144}) {
            double t = 1.0 + n / 10000.0;
            double[] trials = new double[10];
            for (int i = 0; i < trials.length; i++) trials[i] = t * (1 + 0.001 * (i % 3 - 1));
            if (n == 262144) {
                trials[4] = 6000;
                preemptedSizeMean = java.util.Arrays.stream(trials).average().orElseThrow();
            }
            sweep.add(new PingPongSeries(n, 1, trials));
        }
        PingPongAnalysis a = PingPongAnalysis.of(
                new PingPongData.Contents(Map.of("n_bytes", 8), new double[] {1, 1, 1}, List.of(), sweep, Map.of()),
                2.0,
                64,
                65536);
        assertEquals(10000, a.fit().bandwidthMBps(), 0.01 * 10000, "the line over the filtered means");
        // The size's own mean is every trial's, the preempted one included: only the line is fitted to filtered means.
        assertEquals(262144, a.sizes().get(5).nBytes());
        assertEquals(preemptedSizeMean, a.sizes().get(5).meanUs(), 1e-9 * preemptedSizeMean, "the plain mean");
    }
}
