package io.logp.data;

import java.util.Locale;
import java.util.Optional;

/**
 * One way of running logp's request/reply protocol against an MPI, as {@code overhead} compares them: the plain C
 * program (logp's C twin, built with the MPI's mpicc), and logp in Java over each of its transports.
 */
public enum MpiWay {
    C("plain C (logp_twin, built with the MPI's mpicc)", null),
    NATIVE("Java, MPI's C library through the shim (FFM)", TransportChoice.NATIVE),
    BINDINGS("Java, Open MPI's Java bindings (JNI)", TransportChoice.BINDINGS);

    private final String description;
    private final TransportChoice transport;

    MpiWay(String description, TransportChoice transport) {
        this.description = description;
        this.transport = transport;
    }

    public String description() {
        return description;
    }

    /** The Java transport of this way; empty for the C twin. */
    public Optional<TransportChoice> transport() {
        return Optional.ofNullable(transport);
    }

    /** The name on the command line, in files and in run ids. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The way of a label, as files and the command line write it. */
    public static Optional<MpiWay> ofLabel(String label) {
        for (MpiWay w : values()) if (w.label().equals(label)) return Optional.of(w);
        return Optional.empty();
    }
}
