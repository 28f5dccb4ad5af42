package io.logp.cli;

import io.logp.app.launch.LaunchSettings;
import io.logp.app.launch.LauncherChoice;
import io.logp.app.launch.MpiLauncher;
import io.logp.data.Defaults;
import io.logp.data.TransportChoice;
import io.logp.exit.UsageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Option;

/** Options passed through to mpirun, for runs on one machine or across nodes. */
public final class MpiOptions {

    @Option(
            names = "--np",
            paramLabel = "P",
            description = "MPI ranks (default: ${DEFAULT-VALUE}); rank 0 issues requests, rank 1 answers")
    int np = Defaults.NP;

    @Option(names = "--hostfile", paramLabel = "FILE", description = "Open MPI hostfile, for runs across nodes")
    Path hostfile;

    /**
     * picocli hands a repeated array option all the values given so far, not just the latest pair, so the map is
     * rebuilt from every pair each time (a later value of the same key wins).
     */
    @Option(
            names = "--mca",
            arity = "2",
            paramLabel = "KEY VALUE",
            hideParamSyntax = true,
            description = "Open MPI MCA parameter, repeatable (e.g. --mca btl tcp,self)")
    void mca(String[] keyValues) {
        mca.clear();
        for (int i = 0; i + 1 < keyValues.length; i += 2) mca.put(keyValues[i], keyValues[i + 1]);
    }

    final Map<String, String> mca = new LinkedHashMap<>();

    @Option(names = "--map-by", paramLabel = "SPEC", description = "passed to mpirun --map-by (e.g. node)")
    String mapBy;

    @Option(names = "--bind-to", paramLabel = "SPEC", description = "passed to mpirun --bind-to (e.g. core, none)")
    String bindTo;

    @Option(
            names = "--mpirun",
            paramLabel = "PATH",
            description = "the MPI's launcher: Open MPI's mpirun or MPICH's "
                    + "mpiexec (default: ${DEFAULT-VALUE}: the one of --mpi, which run-logp.sh sets up; else "
                    + Defaults.MPIRUN
                    + " on PATH)")
    String mpirun = defaultMpirun();

    @Option(
            names = "--launcher",
            paramLabel = "WHICH",
            converter = Choices.Launcher.class,
            description = "what starts the ranks: mpirun or mpiexec (the MPI's own), or srun (Slurm's; it picks "
                    + "the PMI plugin: --mpi=pmix for Open MPI, pmi2 for MPICH). Default: mpirun, or srun inside a "
                    + "Slurm allocation that has no mpirun; --mpirun PATH names the program")
    LauncherChoice launcher;

    private static String defaultMpirun() {
        return System.getenv().getOrDefault(MpiLauncher.LAUNCHER_ENV, Defaults.MPIRUN);
    }

    @Option(
            names = "--mpi",
            paramLabel = "MPI",
            description = "the MPI installation: openmpi, mpich, or a site "
                    + "installation's prefix DIR (DIR/bin/mpicc); run-logp.sh sets it up, builds the native transport's shim with "
                    + "its mpicc and picks its launcher (default: the MPI on PATH, else Debian's Open MPI)")
    String installation;

    @Option(
            names = "--transport",
            paramLabel = "WAY",
            converter = Choices.Transport.class,
            description =
                    "the way into MPI: native (the MPI's C library through a shim built with its own mpicc; any MPI) "
                            + "or bindings (Open MPI's Java bindings, Open MPI <= 5.x with libmpi_java) (default: native)")
    TransportChoice transport = TransportChoice.NATIVE;

    LaunchSettings settings() {
        if (installation != null
                && !installation.equals("openmpi")
                && !installation.equals("mpich")
                && !Files.isDirectory(Path.of(installation))) {
            throw new UsageException(
                    "--mpi must be openmpi, mpich or an MPI installation's directory, got '" + installation + "'");
        }
        String shim = System.getenv(MpiLauncher.SHIM_ENV);
        String program = LauncherChoice.program(
                Optional.ofNullable(launcher), mpirun, !mpirun.equals(defaultMpirun()), System.getenv());
        return new LaunchSettings(
                program,
                np,
                Optional.ofNullable(hostfile),
                Optional.ofNullable(mapBy),
                Optional.ofNullable(bindTo),
                mca,
                Optional.ofNullable(shim).filter(s -> !s.isBlank()).map(Path::of));
    }
}
