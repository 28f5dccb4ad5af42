package io.logp.app.launch;

import io.logp.ranklaunch.MpiUnavailableException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * How a launcher is told the same things: ranks, hostfile, binding, mapping, environment for the ranks,
 * oversubscription. Open MPI's mpirun, MPICH's Hydra mpiexec (also Intel MPI's and MVAPICH's) and Slurm's srun
 * differ in each.
 */
public enum LauncherDialect {

    /** Open MPI's mpirun: {@code -np P --hostfile F --bind-to core --map-by X -x VAR --oversubscribe}. */
    OPEN_MPI("Open MPI mpirun") {
        @Override
        List<String> ranks(int np) {
            return List.of("-np", Integer.toString(np));
        }

        @Override
        List<String> hostfile(Path file) {
            return List.of("--hostfile", file.toString());
        }

        @Override
        List<String> oversubscribe() {
            return List.of("--oversubscribe");
        }

        @Override
        List<String> mapBy(String spec) {
            return List.of("--map-by", spec);
        }

        @Override
        List<String> bindTo(String spec) {
            return List.of("--bind-to", spec);
        }

        @Override
        List<String> export(String variable, String value) {
            return List.of("-x", variable);
        }

        @Override
        List<String> exportValue(String variable, String value) {
            return List.of("-x", variable + "=" + value);
        }
    },

    /** MPICH's Hydra: {@code -n P -f F -bind-to core -map-by X -genv VAR VALUE}; it places more ranks than cores. */
    HYDRA("MPICH Hydra mpiexec") {
        @Override
        List<String> ranks(int np) {
            return List.of("-n", Integer.toString(np));
        }

        @Override
        List<String> hostfile(Path file) {
            return List.of("-f", file.toString());
        }

        @Override
        List<String> oversubscribe() {
            return List.of();
        }

        @Override
        List<String> mapBy(String spec) {
            return List.of("-map-by", spec);
        }

        @Override
        List<String> bindTo(String spec) {
            return List.of("-bind-to", spec);
        }

        @Override
        List<String> export(String variable, String value) {
            return List.of("-genv", variable, value);
        }

        @Override
        List<String> exportValue(String variable, String value) {
            return export(variable, value);
        }

        @Override
        boolean bindsByDefault() {
            return false;
        }
    },

    /**
     * Slurm's srun: {@code -n P --nodefile F --cpu-bind=cores --distribution=cyclic --mpi=pmix}; the ranks get
     * srun's whole environment, and Open MPI's MCA parameters go to them as OMPI_MCA_ variables.
     */
    SRUN("Slurm srun") {
        @Override
        List<String> ranks(int np) {
            return List.of("-n", Integer.toString(np));
        }

        @Override
        List<String> hostfile(Path file) {
            return List.of("--nodefile=" + file);
        }

        @Override
        List<String> oversubscribe() {
            return List.of("--overcommit");
        }

        /** mpirun's words for where ranks go, in srun's: by node is cyclic, by core, slot or socket block. */
        @Override
        List<String> mapBy(String spec) {
            String s = spec.toLowerCase(Locale.ROOT);
            String distribution =
                    switch (s) {
                        case "node" -> "cyclic";
                        case "core", "slot", "socket", "hwthread" -> "block";
                        default -> spec;
                    };
            return List.of("--distribution=" + distribution);
        }

        /** mpirun's binding words in srun's: core is cores, socket sockets, hwthread threads. */
        @Override
        List<String> bindTo(String spec) {
            String s = spec.toLowerCase(Locale.ROOT);
            String bind =
                    switch (s) {
                        case "core" -> "cores";
                        case "socket" -> "sockets";
                        case "hwthread" -> "threads";
                        default -> spec;
                    };
            return List.of("--cpu-bind=" + bind);
        }

        @Override
        List<String> export(String variable, String value) {
            return List.of();
        }

        /**
         * The PMI plugin this MPI speaks (Open MPI 4 and 5: PMIx; MPICH: PMI-2; a mismatch gives N singletons),
         * unless SLURM_MPI_TYPE chose one; all of srun's environment to the ranks (a site's SLURM_EXPORT_ENV=NONE
         * would drop LOGP_MPI_SHIM); the whole step ended when one rank fails, as mpirun does.
         */
        @Override
        List<String> start(java.util.Map<String, String> env) {
            List<String> opts = new java.util.ArrayList<>();
            if (!env.containsKey("SLURM_MPI_TYPE")) {
                String kind = env.getOrDefault(KIND_ENV, "");
                if (kind.equals("openmpi")) opts.add("--mpi=pmix");
                if (kind.equals("mpich")) opts.add("--mpi=pmi2");
            }
            opts.add("--export=ALL");
            opts.add("--kill-on-bad-exit=1");
            return opts;
        }

        /**
         * srun takes the last --export it is given: all of its environment, and this variable for the tasks. Its
         * list is split at commas, so a value with one would reach the ranks cut: refused, naming it.
         */
        @Override
        List<String> exportValue(String variable, String value) {
            if (value.contains(",")) {
                throw new MpiUnavailableException("srun cannot pass " + variable + "=" + value + " to the ranks: its "
                        + "--export list is split at commas; use a path without a comma");
            }
            return List.of("--export=ALL," + variable + "=" + value);
        }

        /** srun binds only where the site's configuration says so: logp asks for cores. */
        @Override
        boolean bindsByDefault() {
            return false;
        }
    };

    private final String label;

    LauncherDialect(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    abstract List<String> ranks(int np);

    abstract List<String> hostfile(Path file);

    /** What lets more ranks than cores start; nothing where the launcher allows it anyway. */
    abstract List<String> oversubscribe();

    abstract List<String> mapBy(String spec);

    abstract List<String> bindTo(String spec);

    /**
     * Whether the launcher binds each rank to a core when told nothing. Hydra binds none (each rank may run on every
     * CPU, seen as {@code Cpus_allowed_list: 0-1}); Open MPI binds to core for up to 2 ranks, to socket beyond.
     */
    boolean bindsByDefault() {
        return true;
    }

    /** Passes this launcher's own environment variable to every rank (Open MPI names it, Hydra needs its value). */
    abstract List<String> export(String variable, String value);

    /** What this launcher needs first, from the launching environment; nothing for the MPIs' own launchers. */
    List<String> start(java.util.Map<String, String> env) {
        return List.of();
    }

    /**
     * Sets a variable for the ranks alone, its value on the command line: the launcher itself must not have it (a
     * preloaded library would load into mpirun and its daemons too).
     */
    abstract List<String> exportValue(String variable, String value);

    /**
     * The dialect of a launcher, from what it says of itself ({@code --version}); a wrapper that cannot tell (a
     * script around mpirun) speaks the dialect of the MPI setup chose ({@value #KIND_ENV}).
     */
    public static LauncherDialect of(String launcher) {
        String text;
        try {
            Process p = new ProcessBuilder(launcher, "--version")
                    .redirectErrorStream(true)
                    .start();
            text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(30, TimeUnit.SECONDS)) p.destroyForcibly();
        } catch (IOException e) {
            throw new MpiUnavailableException("cannot run the MPI launcher '" + launcher + "': " + e.getMessage()
                    + ". Install an MPI (./run-logp.sh installs Open MPI on Debian/Ubuntu; --mpi mpich installs MPICH) "
                    + "or name the launcher with --mpirun PATH.");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MpiUnavailableException("interrupted while asking '" + launcher + "' its version");
        }
        try {
            return ofVersion(launcher, text);
        } catch (MpiUnavailableException e) {
            String kind = System.getenv(KIND_ENV);
            if ("openmpi".equals(kind)) return OPEN_MPI;
            if ("mpich".equals(kind)) return HYDRA;
            throw e;
        }
    }

    /** The MPI scripts/setup.sh set up: openmpi, mpich or other. */
    static final String KIND_ENV = "LOGP_MPI_KIND";

    /** The dialect from a launcher's version text; the message names what was not recognised. */
    public static LauncherDialect ofVersion(String launcher, String versionText) {
        String t = versionText.toLowerCase(Locale.ROOT);
        if (t.contains("open mpi") || t.contains("openrte")) return OPEN_MPI;
        if (t.contains("hydra") || t.contains("mpich") || t.contains("intel(r) mpi")) return HYDRA;
        // srun says "slurm 22.05.8"
        if (t.strip().startsWith("slurm")) return SRUN;
        throw new MpiUnavailableException(
                "'" + launcher + " --version' names neither Open MPI, MPICH's Hydra nor Slurm: "
                        + versionText.lines().findFirst().orElse("(nothing)"));
    }
}
