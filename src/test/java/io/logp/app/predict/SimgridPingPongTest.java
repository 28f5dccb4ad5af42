package io.logp.app.predict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.MpiImplementation;
import io.logp.fit.model.PiecewiseLoggp;
import io.logp.fit.model.PiecewiseLoggpTest;
import io.logp.fit.model.SimgridCalibration;
import io.logp.result.SimgridPlatform;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SMPI's ping-pong on a platform calibrated from a model gives back the model's round trip T(n) = hop(n) + hop(reply)
 * at sizes in every regime: the export (sections, factors at n + 16 bytes, every message eager) says what it means.
 */
class SimgridPingPongTest {

    static final PiecewiseLoggp MODEL = PiecewiseLoggpTest.MODEL;

    /** What SMPI adds to a round trip that no parameter of the model holds (MPI_Wtime's own cost and the like). */
    static final double TOLERANCE = 0.10;

    @Test
    void pingPongReproducesTheModelsRoundTripInEveryRegime(@TempDir Path dir) throws Exception {
        SimgridAvailable.assume();
        SmpiRunner runner = SmpiRunner.build(dir);
        Path platform = dir.resolve("platform.xml");
        Files.writeString(
                platform, SimgridPlatform.xml(SimgridCalibration.of(MODEL), MpiImplementation.OPEN_MPI, 2, "test"));
        Path hosts = dir.resolve("hosts");
        Files.writeString(hosts, SimgridPlatform.hostfile(2));
        List<Integer> sizes = List.of(8, 16, 24, 512, 3072, 4096, 65536, 1048576);
        List<double[]> rows = runner.pingPong(platform, hosts, sizes, MODEL.smallBytes(), 120);
        assertEquals(sizes.size(), rows.size());
        for (double[] r : rows) {
            long n = (long) r[0];
            double expected = MODEL.hopUs(n) + MODEL.hopUs(MODEL.smallBytes());
            assertTrue(
                    Math.abs(r[1] / expected - 1) <= TOLERANCE,
                    "n = " + n + ": SMPI " + r[1] + " us, model " + expected + " us");
        }
    }
}
