package io.logp.data;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * The way into MPI: the MPI library's C interface through a shim built with that MPI's own mpicc (native), or Open
 * MPI's Java bindings (bindings; Open MPI up to 5.x built with --enable-mpi-java).
 */
public enum TransportChoice {
    NATIVE,
    BINDINGS;

    /** The name on the command line and in meta.json. */
    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The choice of a label ({@link #label()}), as MpiCalls names its way. */
    public static TransportChoice of(String label) {
        return valueOf(label.toUpperCase(Locale.ROOT));
    }
}
