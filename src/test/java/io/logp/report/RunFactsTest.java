package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.MpiImplementation;
import io.logp.data.NetworkPath;
import io.logp.data.TransportChoice;
import io.logp.meta.Jvm;
import io.logp.meta.Machine;
import io.logp.meta.Mpi;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
import io.logp.meta.Tool;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The machine section: every fact meta.json holds in words a paper can cite, and the missing ones kept as missing. */
class RunFactsTest {

    private static Map<String, String> facts(RunMetadata meta) {
        Map<String, String> byLabel = new LinkedHashMap<>();
        for (HtmlReport.Fact f : RunFacts.of(meta)) byLabel.put(f.label(), f.value());
        return byLabel;
    }

    @Test
    void aRunOnOpenMpiIsDescribedFactByFact() {
        RunMetadata meta = RunMetadata.builder()
                .date("2026-11-25T10:00:00Z")
                .arguments(List.of("run", "--np", "2"))
                .tool(new Tool("logp", "0.1.0", "b0043ae"))
                .jvm(new Jvm("Eclipse Adoptium", "OpenJDK 64-Bit Server VM", "25.0.3+9-LTS", List.of()))
                .machine(new Machine(
                        "node1",
                        "AMD EPYC 7763 64-Core Processor",
                        2450.0,
                        3529.0,
                        128,
                        270_582_939_648L,
                        "Debian GNU/Linux 12 (bookworm)",
                        "6.1.0-26-amd64",
                        "amd64",
                        List.of(new Machine.Nic("ib0", "up", 100_000, 2044))))
                .mpi(new Mpi(
                        MpiImplementation.OPEN_MPI,
                        "Open MPI v4.1.4",
                        null,
                        "gcc (Debian 12.2.0-14) 12.2.0",
                        Map.of("btl", "self,vader")))
                .path(new NetworkPath(
                        NetworkPath.Medium.SHARED_MEMORY, TransportChoice.NATIVE, 1, null, "self,vader", null, null))
                .placement(new Placement(
                        List.of(
                                new Placement.Rank(0, "node1", 11L, "0", ""),
                                new Placement.Rank(1, "node1", 12L, "1", "")),
                        List.of("node1")))
                .clock(new io.logp.meta.Clock("System.nanoTime", 1_048_576L, 16L, 16L, 19L))
                .build();

        Map<String, String> f = facts(meta);

        assertEquals("System.nanoTime: resolution 16 ns, one read costs 16 ns", f.get("clock"));
        assertEquals("AMD EPYC 7763 64-Core Processor", f.get("CPU"));
        assertEquals("2450 MHz at the start, 3529 MHz at most", f.get("CPU clock"));
        assertEquals("128 online", f.get("cores"));
        assertEquals("252.0 GiB (270582939648 bytes)", f.get("memory"));
        assertEquals("Debian GNU/Linux 12 (bookworm)", f.get("operating system"));
        assertEquals("6.1.0-26-amd64 (amd64)", f.get("kernel"));
        assertEquals("ib0 (up, 100000 Mbit/s, MTU 2044)", f.get("network interfaces"));
        assertEquals("shared memory (no NIC)", f.get("messages carried by"));
        assertEquals("Open MPI v4.1.4", f.get("MPI"));
        assertEquals("btl = self,vader", f.get("MPI settings"));
        assertEquals("native", f.get("way into MPI"));
        assertEquals("gcc (Debian 12.2.0-14) 12.2.0", f.get("C compiler (the MPI's mpicc)"));
        assertEquals("Eclipse Adoptium OpenJDK 64-Bit Server VM 25.0.3+9-LTS", f.get("JDK"));
        assertEquals("0.1.0 (commit b0043ae)", f.get("logp"));
        assertEquals("logp run --np 2", f.get("command line"));
        assertEquals("2026-11-25T10:00:00Z", f.get("date"));
        assertEquals("2 ranks: rank 0 on node1 (CPUs 0), rank 1 on node1 (CPUs 1)", f.get("ranks"));
    }

    @Test
    void aDirectoryWithoutMetaJsonShowsEveryFactAsNotRecorded() {
        List<HtmlReport.Fact> facts = RunFacts.of(RunMetadata.none());

        List<String> recorded = facts.stream()
                .filter(HtmlReport.Fact::recorded)
                .map(HtmlReport.Fact::label)
                .collect(Collectors.toList());
        assertEquals(List.of(), recorded, "nothing is known");
        assertTrue(facts.size() >= 15, "and every fact is still shown: " + facts.size());
        String html = HtmlReport.html(
                new HtmlReport.Page("t", List.of(), "", List.of(), List.of(), List.of(), facts, List.of(), List.of()));
        assertTrue(html.contains("<th scope=\"row\">CPU</th><td class=\"missing\">not recorded</td>"), html);
    }

    @Test
    void aMachineThatToldLittleKeepsTheRestMissing() {
        RunMetadata meta = RunMetadata.builder()
                .machine(new Machine("vm", null, null, null, 2, null, null, null, null, null))
                .build();

        Map<String, String> f = facts(meta);

        assertEquals("2 online", f.get("cores"));
        assertEquals(null, f.get("CPU"));
        assertEquals(null, f.get("CPU clock"));
        assertEquals(null, f.get("network interfaces"));
        assertFalse(f.get("host") == null);
    }
}
