package io.logp.app.launch;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Which program starts the ranks ({@code --launcher}): the MPI's own launcher under either of its names, or Slurm's
 * srun. {@code --mpirun PATH} stays the path of the program; the dialect is what the program says it is.
 */
public enum LauncherChoice {
    MPIRUN,
    MPIEXEC,
    SRUN;

    /** The name on the command line. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The program to start the ranks with.
     *
     * @param choice   --launcher, empty when not given
     * @param mpirun   the MPI's launcher: --mpirun, else the one setup chose (LOGP_MPI_LAUNCHER), else "mpirun"
     * @param explicit whether --mpirun was given (then it is the program, whichever the launcher)
     * @param env      the environment: SLURM_JOB_ID (inside an allocation) and PATH
     */
    public static String program(
            Optional<LauncherChoice> choice, String mpirun, boolean explicit, Map<String, String> env) {
        if (explicit) return mpirun;
        if (choice.isEmpty()) {
            // Inside an allocation with no MPI launcher at all, srun is the one there is.
            boolean inJob = env.containsKey("SLURM_JOB_ID");
            return inJob && find(mpirun, env).isEmpty() && find("srun", env).isPresent() ? "srun" : mpirun;
        }
        return switch (choice.get()) {
            case SRUN -> "srun";
            case MPIRUN -> sibling(mpirun, "mpirun", env);
            case MPIEXEC -> sibling(mpirun, "mpiexec", env);
        };
    }

    /**
     * The MPI's launcher under the other of its names, beside it and with its suffix (Debian's mpirun.openmpi and
     * mpiexec.openmpi); the launcher itself when there is no such file (both names start the same program).
     */
    static String sibling(String launcher, String name, Map<String, String> env) {
        Path path = Path.of(launcher);
        String file = path.getFileName().toString();
        String other = file.replaceFirst("^(mpirun|mpiexec)", name);
        if (other.equals(file)) return launcher;
        Path candidate = path.getParent() == null ? null : path.resolveSibling(other);
        if (candidate != null) return Files.isExecutable(candidate) ? candidate.toString() : launcher;
        return find(other, env).isPresent() ? other : launcher;
    }

    /** The program as the shell would find it: a path if executable, else a name on PATH. */
    static Optional<Path> find(String program, Map<String, String> env) {
        if (program.contains("/")) {
            Path p = Path.of(program);
            return Files.isExecutable(p) ? Optional.of(p) : Optional.empty();
        }
        for (String dir : env.getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (dir.isEmpty()) continue;
            Path p = Path.of(dir, program);
            if (Files.isExecutable(p)) return Optional.of(p);
        }
        return Optional.empty();
    }
}
