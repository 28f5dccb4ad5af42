package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.data.MpiImplementation;
import io.logp.data.NetworkPath;
import io.logp.data.RankPlacement;
import io.logp.data.TransportChoice;
import io.logp.meta.Machine;
import io.logp.meta.Mpi;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
import io.logp.transport.mpi.MpiPath;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The typed parts of meta.json in words. The path reads as the descriptions logp wrote into meta.json before the path
 * was typed, so tables, pages and comparisons of old and new runs say the same thing.
 */
class MetaTextTest {

    private static final List<RankPlacement> ONE_HOST =
            List.of(new RankPlacement(0, "vm", 1, "0", "m"), new RankPlacement(1, "vm", 2, "1", "m"));
    private static final List<RankPlacement> TWO_HOSTS =
            List.of(new RankPlacement(0, "a", 1, "0", "ma"), new RankPlacement(1, "b", 2, "0", "mb"));

    /** meta.json of a run over this MPI with these settings and ranks, its path typed as the transport types it. */
    private static RunMetadata run(MpiImplementation implementation, List<RankPlacement> ranks, String... settings) {
        Map<String, String> chosen = new LinkedHashMap<>();
        for (int i = 0; i < settings.length; i += 2) chosen.put(settings[i], settings[i + 1]);
        Map<String, String> env = new LinkedHashMap<>();
        if (implementation == MpiImplementation.OPEN_MPI && !chosen.isEmpty())
            env.put(
                    io.logp.transport.mpi.Placement.USER_MCA_ENV,
                    io.logp.transport.mpi.Placement.encodeUserMca(chosen));
        if (implementation == MpiImplementation.MPICH) chosen.forEach((k, v) -> env.put("MPIR_CVAR_" + k, v));
        MpiPath mpi = new MpiPath(implementation, "Open MPI v4.1.4", env);
        return RunMetadata.builder()
                .mpi(new Mpi(implementation, "Open MPI v4.1.4", null, null, mpi.settings()))
                .path(mpi.path(ranks, TransportChoice.NATIVE))
                .placement(Placement.of(ranks))
                .build();
    }

    @Test
    void thePathReadsAsItsDescriptionsAlwaysDid() {
        assertEquals(
                "Open MPI default on one host: shared memory (btl vader)",
                MetaText.path(run(MpiImplementation.OPEN_MPI, ONE_HOST)));
        assertEquals(
                "Open MPI default on one host: shared memory (btl vader); with btl_vader_fbox_max 0",
                MetaText.path(run(MpiImplementation.OPEN_MPI, ONE_HOST, "btl_vader_fbox_max", "0")));
        assertEquals(
                "btl tcp,self (one host); with btl_tcp_if_include lo",
                MetaText.path(
                        run(MpiImplementation.OPEN_MPI, ONE_HOST, "btl", "tcp,self", "btl_tcp_if_include", "lo")));
        assertEquals("pml ucx (one host)", MetaText.path(run(MpiImplementation.OPEN_MPI, ONE_HOST, "pml", "ucx")));
        assertEquals(
                "pml ob1, btl tcp,self (2 hosts)",
                MetaText.path(run(MpiImplementation.OPEN_MPI, TWO_HOSTS, "btl", "tcp,self", "pml", "ob1")));
        assertEquals(
                "Open MPI default between 2 hosts (a, b)", MetaText.path(run(MpiImplementation.OPEN_MPI, TWO_HOSTS)));
        assertEquals(
                "MPICH default on one host: shared memory (ch4 shm)",
                MetaText.path(run(MpiImplementation.MPICH, ONE_HOST)));
        assertEquals(
                "MPICH default between 2 hosts; with CH4_NETMOD ofi",
                MetaText.path(run(MpiImplementation.MPICH, TWO_HOSTS, "CH4_NETMOD", "ofi")));
        assertEquals("MPI between one host", MetaText.path(run(MpiImplementation.OTHER, ONE_HOST)));
    }

    @Test
    void aSimulatedOrDescribedPathAndNoneAtAll() {
        assertEquals(
                "simulated LogP network",
                MetaText.path(
                        RunMetadata.builder().path(NetworkPath.simulated()).build()));
        assertEquals(
                "Active Messages on the Meiko CS-2",
                MetaText.path(RunMetadata.builder()
                        .path(NetworkPath.described(
                                NetworkPath.Medium.UNKNOWN, null, null, "Active Messages on the Meiko CS-2"))
                        .build()));
        assertEquals("", MetaText.path(RunMetadata.none()));
    }

    @Test
    void theMachineInOneLine() {
        Machine m = new Machine(
                "node1",
                "Intel(R) Xeon(R) Gold 6230",
                2100.0,
                3900.0,
                40,
                3L << 30,
                "Debian GNU/Linux 12 (bookworm)",
                "6.1.0-18-amd64",
                "amd64",
                List.of());
        assertEquals(
                "Intel(R) Xeon(R) Gold 6230, 3900 MHz, 40 cores, 3.0 GiB; Debian GNU/Linux 12 (bookworm), kernel"
                        + " 6.1.0-18-amd64 amd64",
                MetaText.machine(m));
        assertEquals(
                "2 cores; Linux 6.18 amd64",
                MetaText.machine(new Machine(null, null, null, null, 2, null, "Linux 6.18 amd64", null, null, null)));
    }

    @Test
    void theNetworkIsSharedMemoryOrTheNicsThatAreUp() {
        Machine m = new Machine(
                "a",
                null,
                null,
                null,
                2,
                null,
                null,
                null,
                null,
                List.of(new Machine.Nic("ib0", "up", 100000, 4092), new Machine.Nic("eth1", "down", null, 1500)));
        RunMetadata between = run(MpiImplementation.OPEN_MPI, TWO_HOSTS).toBuilder()
                .machine(m)
                .build();
        assertEquals("NICs up on rank 0's host: ib0 100000 Mbit/s", MetaText.network(between));
        assertEquals("shared memory (no NIC)", MetaText.network(run(MpiImplementation.OPEN_MPI, ONE_HOST)));
    }
}
