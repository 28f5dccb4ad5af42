package io.logp.data;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.Locale;

/**
 * The path the messages took between the ranks, as data; words for it are made only where it is shown. What a result
 * means depends on it: a negative L over shared memory is not one over TCP.
 *
 * @param medium      what carries the messages
 * @param transport   the way into MPI (native or bindings); null for the simulated network and for files that did
 *                    not say
 * @param hosts       distinct hosts the ranks ran on
 * @param pml         Open MPI: the PML the user chose; null when Open MPI chose
 * @param btl         Open MPI: the BTLs the user chose ("tcp,self", "^vader"), else on one host the shared-memory BTL
 *                    Open MPI takes by default; null between hosts when Open MPI chose
 * @param netmod      MPICH: the CH4 network module the user chose (MPIR_CVAR_CH4_NETMOD); null when MPICH chose
 * @param description a path logp did not type, in its own words: a reference platform's network interface, or the
 *                    description in a file of schema 1; null otherwise
 * @param provider    a transport below MPI: libfabric's provider ("shm", "tcp;ofi_rxm"), or the UCX transports
 *                    that carry the messages ("posix/memory"); null for the ways into MPI
 */
// meta.json's binding (MetaRecord, spelt out: data is below meta)
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record NetworkPath(
        Medium medium,
        TransportChoice transport,
        Integer hosts,
        String pml,
        String btl,
        String netmod,
        String description,
        String provider) {

    public NetworkPath {
        medium = medium == null ? Medium.UNKNOWN : medium;
    }

    /** A path into MPI (no provider below it). */
    public NetworkPath(
            Medium medium,
            TransportChoice transport,
            Integer hosts,
            String pml,
            String btl,
            String netmod,
            String description) {
        this(medium, transport, hosts, pml, btl, netmod, description, null);
    }

    /** What carries the messages between the ranks. */
    public enum Medium {
        /** One host, through shared memory (Open MPI's vader or sm BTL, MPICH's CH4 shm, a PML using it). */
        SHARED_MEMORY,
        /** One host, through the kernel's network stack (TCP over loopback or the host's own address). */
        LOOPBACK,
        /** Between hosts: TCP or a fabric the MPI picked. */
        NETWORK,
        /** logp's simulated LogP network. */
        SIMULATED,
        /** Not known: another tool's files, an MPI logp does not know, or a file of schema 1. */
        UNKNOWN;

        /** The name in meta.json: shared_memory, loopback, ... */
        @JsonValue
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The path of logp's simulated network. */
    public static NetworkPath simulated() {
        return new NetworkPath(Medium.SIMULATED, null, null, null, null, null, null);
    }

    /** A path known only by its description (a reference platform's, or a file of schema 1). */
    public static NetworkPath described(Medium medium, TransportChoice transport, Integer hosts, String description) {
        return new NetworkPath(medium, transport, hosts, null, null, null, description);
    }
}
