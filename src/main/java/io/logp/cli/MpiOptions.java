package io.logp.cli;

import io.logp.app.launch.LaunchSettings;
import io.logp.app.launch.LauncherChoice;
import io.logp.data.Defaults;
import io.logp.data.JobPlan;
import io.logp.data.TransportChoice;
import io.logp.exit.UsageException;
import io.logp.ranklaunch.RankEnvironment;
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
        return System.getenv().getOrDefault(RankEnvironment.LAUNCHER_ENV, Defaults.MPIRUN);
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
                            + "or bindings (Open MPI's Java bindings, Open MPI <= 5.x with libmpi_java); or a transport "
                            + "below MPI, which then only starts the ranks and swaps addresses: ucx-am (UCX's Active "
                            + "Messages) or ofi (a libfabric FI_EP_RDM endpoint; see --ofi-provider); those two carry "
                            + "the signature, rtt and bulk (default: native)")
    TransportChoice transport = TransportChoice.NATIVE;

    @Option(
            names = "--ofi-provider",
            paramLabel = "NAME",
            description = "libfabric's provider for --transport ofi, as fi_info names it (shm, tcp, tcp;ofi_rxm, "
                    + "sockets, udp;ofi_rxd ...); default: shm when every rank is on one host, else the first "
                    + "reliable-datagram provider libfabric offers")
    String ofiProvider;

    /**
     * {@code plan} with the provider of --transport ofi; refuses a provider without it, and a transport below MPI
     * with a phase it does not carry (contention, pairs, collectives, ping-pong, queues run over MPI only).
     */
    JobPlan belowMpi(JobPlan plan) {
        if (ofiProvider != null && transport != TransportChoice.OFI)
            throw new UsageException("--ofi-provider chooses libfabric's provider for --transport ofi, and the "
                    + "transport is " + transport.label());
        if (ofiProvider != null && (ofiProvider.isBlank() || !ofiProvider.matches("[A-Za-z0-9_;.-]+")))
            throw new UsageException("--ofi-provider must be a provider's name as fi_info prints it (letters, digits,"
                    + " '_', '-', ';'), got '" + ofiProvider + "'");
        if (!transport.belowMpi()) return plan;
        java.util.List<String> mpiOnly = new java.util.ArrayList<>();
        if (plan.contention().isPresent()) mpiOnly.add("contention");
        if (plan.allPairs().isPresent()) mpiOnly.add("pairs");
        if (plan.collectives().isPresent()) mpiOnly.add("collectives");
        if (plan.pingPong().isPresent()) mpiOnly.add("the ping-pong");
        if (plan.queues().isPresent()) mpiOnly.add("queues");
        if (!mpiOnly.isEmpty())
            throw new UsageException("--transport " + transport.label() + " carries the request/reply experiments "
                    + "(signature, rtt, bulk); " + String.join(", ", mpiOnly) + " run over MPI only: use the "
                    + "signature, rtt or bulk command, or run's --no-contention, --no-collectives ... options");
        return ofiProvider == null ? plan : plan.withProvider(ofiProvider);
    }

    LaunchSettings settings() {
        if (installation != null
                && !installation.equals("openmpi")
                && !installation.equals("mpich")
                && !Files.isDirectory(Path.of(installation))) {
            throw new UsageException(
                    "--mpi must be openmpi, mpich or an MPI installation's directory, got '" + installation + "'");
        }
        String shim = System.getenv(RankEnvironment.SHIM_ENV);
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
