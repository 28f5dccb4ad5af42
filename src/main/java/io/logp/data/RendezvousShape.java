package io.logp.data;

/**
 * How the send overhead o_s(n) of a simulated network behaves above its eager limit, where a rendezvous moves the
 * data: the two forms real MPIs take.
 */
public enum RendezvousShape {
    /** Single-copy or offloaded: the network interface (or one copy by the receiver) moves the data; o_s(n) flat. */
    FLAT("flat"),
    /** Host-driven copy: the sending processor moves every byte at the wire's rate; o_s(n) grows toward g(n). */
    HOST_COPY("host-copy");

    private final String label;

    RendezvousShape(String label) {
        this.label = label;
    }

    /** The name on the command line. */
    public String label() {
        return label;
    }
}
