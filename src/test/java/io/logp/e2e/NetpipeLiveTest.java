package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.logp.ExternalProgram;
import io.logp.cli.CliRun;
import io.logp.data.ForeignResult;
import io.logp.data.ReferenceSeries;
import io.logp.exit.ExitCodes;
import io.logp.format.foreign.ForeignFiles;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real NetPIPE (Debian's netpipe-openmpi 3.7.2, binary NPopenmpi; NPmpi where built from source) runs for a few
 * sizes (8 bytes to 4 KiB, no perturbation, 200 repeats: under a second) on two local Open MPI ranks, and logp reads
 * its np.out back and fits it. Skipped, with the reason, where NetPIPE or mpirun is not installed (.ci/run installs
 * both).
 */
@Tag("mpi")
class NetpipeLiveTest {

    @TempDir
    Path dir;

    private static Optional<Path> onPath(String... names) {
        for (String entry : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            for (String name : names) {
                Path p = Path.of(entry, name);
                if (Files.isExecutable(p)) return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    @Test
    void realNetpipeOutputIsReadAndFitted() throws Exception {
        Optional<Path> netpipe = Optional.of(ExternalProgram.NETPIPE.require());
        Optional<Path> mpirun = onPath("mpirun.openmpi", "mpirun");
        assumeTrue(mpirun.isPresent(), "Open MPI's mpirun is not installed");
        Path npOut = dir.resolve("np.out");
        ProcessBuilder pb = new ProcessBuilder(
                        mpirun.get().toString(),
                        "--oversubscribe",
                        "-np",
                        "2",
                        netpipe.get().toString(),
                        "-l",
                        "8",
                        "-u",
                        "4096",
                        "-p",
                        "0",
                        "-n",
                        "200",
                        "-o",
                        npOut.toString())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("netpipe.log").toFile())
                .directory(dir.toFile());
        pb.environment().put("OMPI_ALLOW_RUN_AS_ROOT", "1");
        pb.environment().put("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
        Process p = pb.start();
        boolean done = p.waitFor(60, TimeUnit.SECONDS);
        if (!done) p.destroyForcibly();
        String log = Files.readString(dir.resolve("netpipe.log"));
        assertTrue(done && p.exitValue() == 0, "NetPIPE failed:\n" + log);

        List<ForeignResult> read = ForeignFiles.read(npOut);
        ReferenceSeries s = (ReferenceSeries) read.get(0);
        assertEquals("NetPIPE 3.7", s.tool());
        assertEquals(8, s.rows().get(0).nBytes());
        assertEquals(4096, s.rows().get(s.rows().size() - 1).nBytes());
        assertEquals(19, s.rows().size(), "8 to 4096 bytes: powers of two and the points 1.5x between them");
        for (ReferenceSeries.Row r : s.rows()) {
            assertTrue(r.timeUs() > 0 && r.timeUs() < 1000, "a one-way time in us: " + r);
        }

        CliRun fit = CliRun.of("fit", npOut.toString(), "--verbose");
        assertEquals(ExitCodes.OK, fit.exitCode(), fit.toString());
        assertTrue(fit.out().startsWith("NetPIPE 3.7 np.out (one-way: half a ping-pong round trip)"), fit.out());
    }
}
