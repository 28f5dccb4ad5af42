package io.logp.app;

import io.logp.app.launch.LaunchSettings;
import io.logp.app.launch.MpiLauncher;
import io.logp.app.launch.OpenMpiComponents;
import io.logp.data.TransportChoice;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The layers of this machine's stack that {@code logp layers} measures with the same signature: the MPIs (Open MPI's
 * pml ucx and ob1, MPICH's ch4) through logp's native way, and the transports beneath them, measured by logp's own
 * endpoints ({@code --transport ucx-am}, {@code ofi}) with MPI only introducing the ranks.
 */
public enum LayerChoice {

    /**
     * Open MPI over UCX. pml ucx refuses shared memory alone unless told that any transport and device will do
     * (Open MPI 4.1 looks for an InfiniBand device by default).
     */
    OMPI_UCX(
            "Open MPI, pml ucx",
            "ucx-am",
            TransportChoice.NATIVE,
            Map.of("pml", "ucx", "pml_ucx_tls", "any", "pml_ucx_devices", "any")),
    /** Open MPI's own point-to-point stack (btl vader on one host): no layer measured here lies beneath it. */
    OMPI_OB1("Open MPI, pml ob1 (btl vader, tcp)", null, TransportChoice.NATIVE, Map.of("pml", "ob1")),
    /** Debian's MPICH 4.0 is built with ch4:ucx: it runs on UCX (its tag API) as pml ucx does. */
    MPICH("MPICH, ch4:ucx", "ucx-am", TransportChoice.NATIVE, Map.of()),
    /** UCX's Active Messages, logp's requester and responder on ucp_am_send_nbx. */
    UCX_AM("UCX Active Messages (ucp_am_send_nbx)", null, TransportChoice.UCX_AM, Map.of()),
    /** A libfabric FI_EP_RDM endpoint (Open MPI's mtl ofi does not start on libfabric's shm provider). */
    OFI("libfabric FI_EP_RDM (tagged)", null, TransportChoice.OFI, Map.of());

    /** Where run-logp.sh leaves MPICH's launcher and shim for the MPICH layer (set up beside Open MPI). */
    public static final String MPICH_LAUNCHER_ENV = "LOGP_MPICH_LAUNCHER";

    public static final String MPICH_SHIM_ENV = "LOGP_MPICH_SHIM";

    private final String what;
    private final String runsOn;
    private final TransportChoice transport;
    private final Map<String, String> mca;

    LayerChoice(String what, String runsOn, TransportChoice transport, Map<String, String> mca) {
        this.what = what;
        this.runsOn = runsOn;
        this.transport = transport;
        this.mca = mca;
    }

    /** The name on the command line, in run ids and the table's rows. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public String what() {
        return what;
    }

    /** The label of the layer this one runs on, when logp measures that one too. */
    public Optional<String> runsOn() {
        return Optional.ofNullable(runsOn);
    }

    public TransportChoice transport() {
        return transport;
    }

    /**
     * How this layer's ranks start, from the Open MPI launch {@code openMpi} and the environment; empty (with the
     * reason on {@code why}) when this machine cannot run it.
     */
    Optional<LaunchSettings> launch(LaunchSettings openMpi, Map<String, String> env, StringBuilder why) {
        if (this == MPICH) {
            String launcher = env.getOrDefault(MPICH_LAUNCHER_ENV, "");
            String shim = env.getOrDefault(MPICH_SHIM_ENV, "");
            if (launcher.isBlank() || shim.isBlank()) {
                why.append("MPICH is not set up (run-logp.sh sets it up when MPICH is installed: apt-get install "
                        + "mpich libmpich-dev)");
                return Optional.empty();
            }
            return Optional.of(new LaunchSettings(
                    launcher,
                    openMpi.np(),
                    openMpi.hostfile(),
                    openMpi.mapBy(),
                    openMpi.bindTo(),
                    Map.of(),
                    Optional.of(Path.of(shim))));
        }
        if (this == OMPI_UCX && !OpenMpiComponents.has(openMpi.mpirun(), "pml", "ucx")) {
            why.append("this Open MPI has no UCX PML");
            return Optional.empty();
        }
        String below = this == UCX_AM ? MpiLauncher.UCX_SHIM_ENV : this == OFI ? MpiLauncher.OFI_SHIM_ENV : null;
        if (below != null && env.getOrDefault(below, "").isBlank()) {
            why.append("its shim is not set up (" + below + "; run-logp.sh builds it, installing "
                    + (this == UCX_AM ? "libucx-dev" : "libfabric-dev") + ")");
            return Optional.empty();
        }
        return Optional.of(openMpi.withMca(mca));
    }
}
