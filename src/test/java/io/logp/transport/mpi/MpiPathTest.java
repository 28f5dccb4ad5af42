package io.logp.transport.mpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.logp.data.MpiImplementation;
import io.logp.data.NetworkPath;
import io.logp.data.NetworkPath.Medium;
import io.logp.data.RankPlacement;
import io.logp.data.TransportChoice;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The typed path from the MPI's settings and the placement: the medium follows what the user chose (a BTL list that
 * leaves no shared-memory BTL on one host is loopback TCP), else the implementation's default for the placement.
 */
class MpiPathTest {

    private static final String OPEN_MPI_4 = "Open MPI v4.1.4, package: Debian OpenMPI, ident: 4.1.4";
    private static final List<RankPlacement> ONE_HOST =
            List.of(new RankPlacement(0, "vm", 1, "0", "m"), new RankPlacement(1, "vm", 2, "1", "m"));
    private static final List<RankPlacement> TWO_HOSTS =
            List.of(new RankPlacement(0, "a", 1, "0", "ma"), new RankPlacement(1, "b", 2, "0", "mb"));

    /** Open MPI with the MCA settings the launcher passes ("key=value" pairs). */
    private static MpiPath openMpi(String library, String... mca) {
        Map<String, String> chosen = new LinkedHashMap<>();
        for (int i = 0; i < mca.length; i += 2) chosen.put(mca[i], mca[i + 1]);
        return new MpiPath(
                MpiImplementation.OPEN_MPI,
                library,
                chosen.isEmpty() ? Map.of() : Map.of(Placement.USER_MCA_ENV, Placement.encodeUserMca(chosen)));
    }

    @ParameterizedTest(name = "pml {0}, btl {1} on one host: {2}")
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            value = {
                "-   | -              | SHARED_MEMORY",
                "-   | tcp,self       | LOOPBACK",
                "-   | self,tcp       | LOOPBACK",
                "-   | ^vader,sm      | LOOPBACK",
                "-   | self, tcp      | LOOPBACK",
                "-   | self,vader,tcp | SHARED_MEMORY",
                "-   | ^tcp           | SHARED_MEMORY",
                "-   | self,sm        | SHARED_MEMORY",
                "-   | self,smcuda    | SHARED_MEMORY",
                "ob1 | tcp,self       | LOOPBACK",
                "ucx | -              | SHARED_MEMORY",
                "ucx | tcp,self       | SHARED_MEMORY",
            })
    void openMpisMediumOnOneHostFollowsItsBtls(String pml, String btl, Medium expected) {
        List<String> mca = new java.util.ArrayList<>();
        if (pml != null) mca.addAll(List.of("pml", pml));
        if (btl != null) mca.addAll(List.of("btl", btl));
        NetworkPath path = openMpi(OPEN_MPI_4, mca.toArray(String[]::new)).path(ONE_HOST, TransportChoice.NATIVE);
        assertEquals(expected, path.medium());
        assertEquals(1, path.hosts());
        assertEquals(pml, path.pml());
        assertEquals(btl == null ? "vader" : btl, path.btl(), "the BTL chosen, else the default shared-memory one");
        assertNull(path.description(), "a typed path carries no words");
    }

    @Test
    void openMpiBetweenHostsIsTheNetworkAndItsDefaultBtlIsOpenMpisChoice() {
        NetworkPath byDefault = openMpi(OPEN_MPI_4).path(TWO_HOSTS, TransportChoice.BINDINGS);
        assertEquals(new NetworkPath(Medium.NETWORK, TransportChoice.BINDINGS, 2, null, null, null, null), byDefault);
        NetworkPath tcp = openMpi(OPEN_MPI_4, "btl", "tcp,self", "btl_tcp_if_include", "10.0.0.0/24")
                .path(TWO_HOSTS, TransportChoice.NATIVE);
        assertEquals(Medium.NETWORK, tcp.medium());
        assertEquals("tcp,self", tcp.btl());
    }

    @Test
    void openMpi5sSharedMemoryBtlIsSm() {
        assertEquals(
                "sm",
                openMpi("Open MPI v5.0.3, package: Open MPI")
                        .path(ONE_HOST, TransportChoice.NATIVE)
                        .btl());
    }

    @Test
    void mpichIsSharedMemoryOnOneHostAndRecordsAChosenNetmod() {
        MpiPath mpich = new MpiPath(
                MpiImplementation.MPICH,
                "MPICH Version:\t4.0.2",
                Map.of("MPIR_CVAR_CH4_NETMOD", "ofi", "MPIR_CVAR_CH3_INTERFACE_HOSTNAME", "vm"));
        assertEquals(Map.of("CH4_NETMOD", "ofi"), mpich.settings(), "the launcher's own variable is not a choice");
        assertEquals(
                new NetworkPath(Medium.SHARED_MEMORY, TransportChoice.NATIVE, 1, null, null, "ofi", null),
                mpich.path(ONE_HOST, TransportChoice.NATIVE));
        assertEquals(
                Medium.NETWORK, mpich.path(TWO_HOSTS, TransportChoice.NATIVE).medium());
    }

    @Test
    void anotherMpiOnOneHostIsUnknown() {
        MpiPath other = new MpiPath(MpiImplementation.OTHER, "Some MPI 1.0", Map.of());
        assertEquals(
                Medium.UNKNOWN, other.path(ONE_HOST, TransportChoice.NATIVE).medium());
        assertEquals(
                Medium.NETWORK, other.path(TWO_HOSTS, TransportChoice.NATIVE).medium());
    }
}
