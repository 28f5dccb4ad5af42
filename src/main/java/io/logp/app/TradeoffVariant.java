package io.logp.app;

import java.util.Map;

/**
 * The Open MPI transport choices {@code tradeoffs} compares on one machine: the paper's design trade-off study
 * (Culler et al., "Evaluating design trade-offs"), with MCA settings in place of hardware generations.
 */
public enum TradeoffVariant {

    /** Open MPI's default on one host: the vader BTL over shared memory, with fast boxes. */
    SHM("shared memory (vader, default)", Map.of()),
    /**
     * The TCP BTL over the loopback interface: the kernel's network stack in the path. Open MPI leaves loopback out
     * of its TCP interfaces by default, so it is named explicitly (one host is all tradeoffs measures).
     */
    TCP("TCP loopback (btl tcp,self over lo)", Map.of("btl", "tcp,self", "btl_tcp_if_include", "lo")),
    /** Shared memory without vader's per-peer fast boxes, so small messages go through the shared FIFO. */
    NO_FASTBOX("shared memory without fast boxes (btl_vader_fbox_max 0)", Map.of("btl_vader_fbox_max", "0")),
    /** The UCX PML, when this Open MPI has it. */
    UCX("UCX (pml ucx)", Map.of("pml", "ucx"));

    private final String description;
    private final Map<String, String> mca;

    TradeoffVariant(String description, Map<String, String> mca) {
        this.description = description;
        this.mca = mca;
    }

    public String description() {
        return description;
    }

    /** The MCA settings that make this variant. */
    public Map<String, String> mca() {
        return mca;
    }

    /** The name on the command line and in run ids. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
