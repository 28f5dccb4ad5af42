package io.logp.transport.below;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.logp.data.NetworkPath;
import io.logp.data.NetworkPath.Medium;
import io.logp.data.RankPlacement;
import io.logp.data.TransportChoice;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The path of a transport below MPI: what carries it (UCX's AM lanes, libfabric's provider) and its medium. */
class BelowPathTest {

    /** ucp_ep_print_info's lanes as UCX 1.13 prints them between two processes of one host. */
    static final String UCX_ONE_HOST = """
            #
            # UCP endpoint
            #
            #               peer: <no debug data>
            #                 lane[0]:  3:sysv/memory.0 md[1]      -> md[1]/sysv/sysdev[255] rma_bw#0 am am_bw#0
            #                 lane[1]:  9:cma/memory.0 md[4]       -> md[4]/cma/sysdev[255] rma_bw#1
            #
            #                tag_send: 0..<egr/short>..92..<egr/bcopy>..8192..<egr/zcopy>..inf
            """;

    private static RankPlacement rank(int r, String host) {
        return new RankPlacement(r, host, 100 + r, "0", null);
    }

    @Test
    void ucxNamesTheLanesThatCarryActiveMessages() {
        assertEquals(List.of("sysv/memory"), BelowPath.ucxAmLanes(UCX_ONE_HOST));
        NetworkPath p = BelowPath.of(TransportChoice.UCX_AM, List.of(rank(0, "a"), rank(1, "a")), UCX_ONE_HOST);
        assertEquals(Medium.SHARED_MEMORY, p.medium());
        assertEquals("sysv/memory", p.provider());
        assertEquals(TransportChoice.UCX_AM, p.transport());
        assertEquals(1, p.hosts());
    }

    @Test
    void ucxOverTcpOnOneHostGoesThroughTheKernel() {
        String tcp = "#   lane[0]:  2:tcp/lo.0 md[0]   -> md[0]/tcp/sysdev[255] am am_bw#0\n";
        NetworkPath p = BelowPath.of(TransportChoice.UCX_AM, List.of(rank(0, "a"), rank(1, "a")), tcp);
        assertEquals(Medium.LOOPBACK, p.medium());
        assertEquals("tcp/lo", p.provider());
    }

    @Test
    void libfabricsProviderDecidesTheMediumOnOneHost() {
        List<RankPlacement> one = List.of(rank(0, "a"), rank(1, "a"));
        assertEquals(
                Medium.SHARED_MEMORY,
                BelowPath.of(TransportChoice.OFI, one, "shm").medium());
        assertEquals(
                Medium.LOOPBACK,
                BelowPath.of(TransportChoice.OFI, one, "tcp;ofi_rxm").medium());
        NetworkPath two = BelowPath.of(TransportChoice.OFI, List.of(rank(0, "a"), rank(1, "b")), "tcp;ofi_rxm");
        assertEquals(Medium.NETWORK, two.medium());
        assertEquals("tcp;ofi_rxm", two.provider());
    }

    @Test
    void nothingReadableLeavesTheProviderOut() {
        NetworkPath p = BelowPath.of(TransportChoice.UCX_AM, List.of(rank(0, "a"), rank(1, "a")), "");
        assertNull(p.provider());
        assertEquals(Medium.UNKNOWN, p.medium());
    }

    @Test
    void libfabricsDefaultIsSharedMemoryOnOneHostOnly() {
        assertEquals("shm", BelowTransport.defaultOption(TransportChoice.OFI, List.of(rank(0, "a"), rank(1, "a"))));
        assertNull(BelowTransport.defaultOption(TransportChoice.OFI, List.of(rank(0, "a"), rank(1, "b"))));
        assertNull(BelowTransport.defaultOption(TransportChoice.UCX_AM, List.of(rank(0, "a"), rank(1, "a"))));
    }
}
