package io.logp.data;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * The way into the network: MPI's C interface through a shim built with that MPI's own mpicc (native), Open MPI's
 * Java bindings (bindings; Open MPI up to 5.x built with --enable-mpi-java), or a transport below MPI (UCX's Active
 * Messages, a libfabric endpoint), whose ranks MPI only starts and introduces to each other.
 */
public enum TransportChoice {
    NATIVE("native"),
    BINDINGS("bindings"),
    UCX_AM("ucx-am"),
    OFI("ofi");

    private final String label;

    TransportChoice(String label) {
        this.label = label;
    }

    /** The name on the command line and in meta.json. */
    @JsonValue
    public String label() {
        return label;
    }

    /** Whether the request/reply messages bypass MPI (which then only starts the ranks and swaps addresses). */
    public boolean belowMpi() {
        return this == UCX_AM || this == OFI;
    }

    /** The choice of a label ({@link #label()}), as MpiCalls names its way and meta.json holds it. */
    public static TransportChoice of(String label) {
        for (TransportChoice c : values()) if (c.label.equals(label.toLowerCase(Locale.ROOT))) return c;
        throw new IllegalArgumentException("no transport '" + label + "'");
    }
}
