package io.logp.cli;

import java.util.List;
import java.util.Map;

/**
 * The Open MPI transport choices {@code tradeoffs} compares on one machine: the paper's design trade-off study
 * (Culler et al., "Evaluating design trade-offs"), with MCA settings in place of hardware generations.
 */
enum TradeoffVariant {

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

    final String description;
    final Map<String, String> mca;

    TradeoffVariant(String description, Map<String, String> mca) {
        this.description = description;
        this.mca = mca;
    }

    String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    static TradeoffVariant parse(String text) {
        for (TradeoffVariant v : values()) if (v.label().equals(text)) return v;
        throw new UsageException("--variants: unknown variant '" + text + "' (known: "
                + String.join(", ", List.of(values()).stream().map(TradeoffVariant::label).toList()) + ")");
    }
}
