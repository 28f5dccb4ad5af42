package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.logp.data.MpiImplementation;
import io.logp.data.NetworkPath;
import io.logp.data.TransportChoice;
import io.logp.meta.Machine;
import io.logp.meta.Mpi;
import io.logp.meta.RunMetadata;
import io.logp.meta.SimulatedModel;
import io.logp.presentation.ChartOptions;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Chart titles name the system from meta.json, never the run id (issue 26); --title overrides or removes them. */
class ChartTitlesTest {

    private static final RunMetadata NODE = RunMetadata.builder()
            .machine(new Machine("node1", null, null, null, 2, null, null, null, null, null))
            .mpi(new Mpi(
                    MpiImplementation.OPEN_MPI,
                    "Open MPI v4.1.4, package: Debian OpenMPI, ident: 4.1.4, repo rev: v4.1.4, May 26, 2022",
                    null,
                    null,
                    Map.of()))
            .path(new NetworkPath(
                    NetworkPath.Medium.SHARED_MEMORY, TransportChoice.NATIVE, 1, null, "vader", null, null))
            .build();

    @Test
    void namesTheMachineTheMpiWithItsVersionThePathAndTheWayIn() {
        assertEquals(
                "LogP signature: node1, Open MPI 4.1.4, shared memory, native",
                ChartTitles.of(NODE, ChartOptions.SCREEN).title("LogP signature"));
    }

    @Test
    void aSimulatedRunIsNamedSo() {
        RunMetadata sim = RunMetadata.builder()
                .model(new SimulatedModel(1.4, 2.2, 7.6, 6.3, 32, 0.0, 0.0, 10.0, 1L))
                .build();
        assertEquals(
                "Contention: simulated LogP network",
                ChartTitles.of(sim, ChartOptions.SCREEN).title("Contention"));
    }

    @Test
    void withoutMetaJsonTheTitleSaysOnlyWhatTheChartShows() {
        assertEquals(
                "LogP signature",
                ChartTitles.of(RunMetadata.none(), ChartOptions.SCREEN).title("LogP signature"));
    }

    @Test
    void titleOptionNamesTheSystemOrRemovesTheTitle() {
        ChartOptions named = new ChartOptions(ChartOptions.Style.PAPER, Optional.of("Paragon (model)"));
        assertEquals(
                "LogP signature: Paragon (model)", ChartTitles.of(NODE, named).title("LogP signature"));
        ChartOptions none = new ChartOptions(ChartOptions.Style.PAPER, Optional.of(""));
        assertNull(ChartTitles.of(NODE, none).title("LogP signature"));
    }
}
