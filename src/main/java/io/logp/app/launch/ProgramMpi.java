package io.logp.app.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Which MPI a program was linked with, from the shared libraries it loads (ldd): Open MPI's libmpi.so.40, MPICH's
 * libmpich.so.12 (and its libmpi.so.12). A preloaded PMPI library works only with the MPI it was built against, so
 * {@code profile} refuses a program of another MPI rather than let it fail in the dynamic loader.
 */
public enum ProgramMpi {
    OPEN_MPI("openmpi", "Open MPI", "libmpi.so.40"),
    MPICH("mpich", "MPICH", "libmpich.so.12");

    /** The name scripts/setup.sh gives this MPI (LOGP_MPI_KIND, --mpi). */
    public final String kind;

    public final String label;
    /** The library whose presence names this MPI. */
    public final String library;

    ProgramMpi(String kind, String label, String library) {
        this.kind = kind;
        this.label = label;
        this.library = library;
    }

    /** The MPI of a setup's LOGP_MPI_KIND; empty for "other" or none. */
    public static Optional<ProgramMpi> ofKind(String kind) {
        for (ProgramMpi m : values()) if (m.kind.equals(kind)) return Optional.of(m);
        return Optional.empty();
    }

    /** The MPI named by ldd's listing; empty when it names none (a script, a static binary, another MPI). */
    public static Optional<ProgramMpi> ofLddOutput(String ldd) {
        for (String line : ldd.split("\n")) {
            String lib = line.strip().split("\\s+")[0];
            if (lib.equals(OPEN_MPI.library)) return Optional.of(OPEN_MPI);
            if (lib.equals(MPICH.library) || lib.equals("libmpi.so.12")) return Optional.of(MPICH);
        }
        return Optional.empty();
    }

    /** The MPI {@code program} loads, by ldd; empty when ldd cannot tell (it is then not refused). */
    public static Optional<ProgramMpi> of(Path program) throws InterruptedException {
        try {
            Process p = new ProcessBuilder("ldd", program.toString())
                    .redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(30, TimeUnit.SECONDS)) p.destroyForcibly();
            return ofLddOutput(out);
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
