package io.logp.data;

import java.util.Locale;

/**
 * The way into MPI: the MPI library's C interface through a shim built with that MPI's own mpicc (native), or Open
 * MPI's Java bindings (bindings; Open MPI up to 5.x built with --enable-mpi-java).
 */
public enum TransportChoice {
    NATIVE,
    BINDINGS;

    /** The name on the command line and in meta.json. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
