package io.logp.app.launch;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * How the ranks are started: the launcher, the ranks, and what is passed through to it for runs across nodes.
 *
 * @param mpirun   the launcher to run (a name on PATH or a path)
 * @param np       ranks
 * @param hostfile the launcher's hostfile, for runs across nodes
 * @param mapBy    passed to --map-by
 * @param bindTo   passed to --bind-to
 * @param mca      Open MPI MCA parameters, in the order given
 * @param shim     the MPI shim the ranks of the native way load (built by scripts/setup.sh for this MPI)
 */
public record LaunchSettings(
        String mpirun,
        int np,
        Optional<Path> hostfile,
        Optional<String> mapBy,
        Optional<String> bindTo,
        Map<String, String> mca,
        Optional<Path> shim) {

    public LaunchSettings {
        if (np < 1) throw new IllegalArgumentException("need at least 1 rank, got " + np);
        mca = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(mca));
    }

    /**
     * The launch as the user set it up, in the launcher's own options: what to check when the MPI job did not come
     * up, named even when the MPI's own explanation was lost (Open MPI 4.1 drops a rank's help message in about one
     * launch in six when the rank aborts during MPI_Init).
     */
    public String describe() {
        // srun counts its tasks with -n (and refuses -np)
        boolean srun = Path.of(mpirun).getFileName().toString().equals("srun");
        StringBuilder s =
                new StringBuilder(mpirun).append(srun ? " -n " : " -np ").append(np);
        hostfile.ifPresent(h -> s.append(" --hostfile ").append(h));
        mapBy.ifPresent(m -> s.append(" --map-by ").append(m));
        bindTo.ifPresent(b -> s.append(" --bind-to ").append(b));
        mca.forEach((key, value) -> s.append(" --mca ").append(key).append(' ').append(value));
        return s.toString();
    }

    /** The same launch with further MCA parameters (a later value of the same key wins). */
    public LaunchSettings withMca(Map<String, String> more) {
        Map<String, String> all = new java.util.LinkedHashMap<>(mca);
        all.putAll(more);
        return new LaunchSettings(mpirun, np, hostfile, mapBy, bindTo, all, shim);
    }
}
