package io.logp.app.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Which components this Open MPI has, from ompi_info (next to mpirun, else on the PATH). */
public final class OpenMpiComponents {

    private OpenMpiComponents() {}

    /** Whether {@code ompi_info} lists "MCA framework: component"; false when it cannot be asked. */
    public static boolean has(String mpirun, String framework, String component) {
        try {
            Process p = new ProcessBuilder(ompiInfo(mpirun))
                    .redirectErrorStream(true)
                    .start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor(30, TimeUnit.SECONDS);
            return text.lines().anyMatch(l -> l.trim().matches("MCA " + framework + ": " + component + "\\b.*"));
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * The ompi_info beside {@code mpirun}, or the one on the PATH when there is none there: a wrapper such as
     * scripts/netns-mpirun.sh (the namespace hosts) stands in a directory of its own, and without the fallback every
     * component looked missing (seen: `layers --hostfile` skipped pml ucx, "this Open MPI has no UCX PML").
     */
    static String ompiInfo(String mpirun) {
        Path dir = Path.of(mpirun).getParent();
        Path beside = dir == null ? null : dir.resolve("ompi_info");
        return beside != null && Files.isExecutable(beside) ? beside.toString() : "ompi_info";
    }
}
