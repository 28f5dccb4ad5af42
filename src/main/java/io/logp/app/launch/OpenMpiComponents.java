package io.logp.app.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Which components this Open MPI has, from ompi_info (next to mpirun). */
public final class OpenMpiComponents {

    private OpenMpiComponents() {}

    /** Whether {@code ompi_info} lists "MCA framework: component"; false when it cannot be asked. */
    public static boolean has(String mpirun, String framework, String component) {
        Path dir = Path.of(mpirun).getParent();
        String ompiInfo = dir == null ? "ompi_info" : dir.resolve("ompi_info").toString();
        try {
            Process p = new ProcessBuilder(ompiInfo).redirectErrorStream(true).start();
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
}
