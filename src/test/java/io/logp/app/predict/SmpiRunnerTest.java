package io.logp.app.predict;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.data.CollectiveOp;
import io.logp.data.MpiImplementation;
import io.logp.fit.model.SimgridCalibration;
import io.logp.result.SimgridPlatform;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The simulated collectives carry the run's cost per call once, and their shared buffers fit Linux's map limit. */
class SmpiRunnerTest {

    @Test
    void everySimulatedCallCostsItsCallOnceWhateverP(@TempDir Path dir) throws Exception {
        SimgridAvailable.assume();
        SmpiRunner runner = SmpiRunner.build(dir);
        Path platform = dir.resolve("platform.xml");
        Files.writeString(
                platform,
                SimgridPlatform.xml(
                        SimgridCalibration.of(SimgridPingPongTest.MODEL), MpiImplementation.OPEN_MPI, 8, "test"));
        Path hosts = dir.resolve("hosts");
        Files.writeString(hosts, SimgridPlatform.hostfile(8));
        List<CollectiveOp> ops = List.of(CollectiveOp.BARRIER, CollectiveOp.BCAST, CollectiveOp.ALLREDUCE);
        for (int p : new int[] {2, 5, 8}) {
            Map<String, Double> without = new HashMap<>();
            for (SmpiRunner.Point s : runner.collectives(platform, hosts, p, ops, List.of(8, 4096), 0, 120))
                without.put(s.op() + "," + s.nBytes(), s.us());
            List<SmpiRunner.Point> with = runner.collectives(platform, hosts, p, ops, List.of(8, 4096), 1.5, 120);
            assertEquals(5, with.size(), "barrier once, the others at 2 sizes");
            for (SmpiRunner.Point s : with)
                assertEquals(
                        without.get(s.op() + "," + s.nBytes()) + 1.5,
                        s.us(),
                        1e-3,
                        s.op() + " " + s.nBytes() + " B at P = " + p);
        }
    }

    @Test
    void aSharedBufferIsOneMappingNotOnePerMebibyte() {
        assertEquals("--cfg=smpi/shared-malloc-blocksize:1048576", SmpiRunner.sharedMallocBlock(8 * 64));
        assertEquals("--cfg=smpi/shared-malloc-blocksize:1048576", SmpiRunner.sharedMallocBlock(1 << 20));
        // 32 KiB from each of 1024 ranks: 32 MiB, one block
        assertEquals("--cfg=smpi/shared-malloc-blocksize:33554432", SmpiRunner.sharedMallocBlock(32768L * 1024));
        assertEquals("--cfg=smpi/shared-malloc-blocksize:67108864", SmpiRunner.sharedMallocBlock(32768L * 1025));
    }
}
