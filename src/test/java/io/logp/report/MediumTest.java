package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.data.RankPlacement;
import io.logp.transport.mpi.Placement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The medium of a run's path decides how its findings are worded. */
class MediumTest {

    @ParameterizedTest(name = "\"{0}\" is {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Open MPI default on one host: shared memory (btl vader)                    | SHARED_MEMORY",
                "Open MPI default on one host: shared memory (btl vader); with btl_vader_fbox_max 0 | SHARED_MEMORY",
                "btl tcp,self (one host); with btl_tcp_if_include lo                        | TCP_ONE_HOST",
                "btl self,tcp (one host)                                                    | TCP_ONE_HOST",
                "btl ^vader,sm (one host)                                                   | TCP_ONE_HOST",
                "btl self,vader,tcp (one host)                                              | SHARED_MEMORY",
                "btl ^tcp (one host)                                                        | SHARED_MEMORY",
                "pml ucx (one host)                                                         | SHARED_MEMORY",
                "Open MPI default between 2 hosts (a, b)                                    | NETWORK",
                "btl tcp,self (2 hosts)                                                     | NETWORK",
                "simulated LogP network                                                     | SIMULATED",
                "''                                                                         | UNKNOWN",
            })
    void mediumFollowsThePathDescription(String path, Medium expected) {
        assertEquals(expected, Medium.of(path));
    }

    @Test
    void mediumOfNoDescriptionIsUnknown() {
        assertEquals(Medium.UNKNOWN, Medium.of(null));
    }

    /** The descriptions meta.json really carries are those the transport writes; a change there must not go unseen. */
    @Test
    void mediumOfTheTransportsOwnDescriptions() {
        List<RankPlacement> oneHost =
                List.of(new RankPlacement(0, "vm", 1, "0", "m"), new RankPlacement(1, "vm", 2, "1", "m"));
        assertEquals(Medium.SHARED_MEMORY, Medium.of(Placement.describePath(oneHost, Map.of())));
        String tcp = Placement.encodeUserMca(Map.of("btl", "tcp,self", "btl_tcp_if_include", "lo"));
        assertEquals(
                Medium.TCP_ONE_HOST, Medium.of(Placement.describePath(oneHost, Map.of(Placement.USER_MCA_ENV, tcp))));
        List<RankPlacement> twoHosts =
                List.of(new RankPlacement(0, "a", 1, "0", "ma"), new RankPlacement(1, "b", 2, "0", "mb"));
        assertEquals(Medium.NETWORK, Medium.of(Placement.describePath(twoHosts, Map.of())));
    }
}
