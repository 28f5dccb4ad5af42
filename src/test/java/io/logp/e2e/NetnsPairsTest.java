package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.cli.CliRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pairs command with a known answer: four hosts made of network namespaces joined by a bridge
 * (scripts/netns-hosts.sh with LGP_NETNS_HOSTS=4), one rank on each (--map-by node), over TCP on the veths. A slow
 * node (tc netem delay 200 us on host C's veth) must flag every pair with C, name C as the slow rank, flag no other
 * pair, and put about 200 us between Table 3's maximum and minimum; a slow link (the same delay only on what host A
 * sends to host C: prio, netem on one band, a u32 filter on C's address) must flag exactly that pair. Skipped, with
 * the reason, where namespaces or netem are not to be had (not root, no `ip` or `tc`, a kernel without sch_netem).
 */
@Tag("mpi")
class NetnsPairsTest {

    static final String NET = "10.74.0";
    static final String PREFIX = "lgpp" + ProcessHandle.current().pid() % 100_000;
    static final int HOSTS = 4;
    static final int DELAY_US = 200;

    private Path stateDir;
    private Map<String, String> up;

    @Test
    @Timeout(600)
    void aSlowNodeAndASlowLinkAreNamedExactly(@TempDir Path tmp) throws Exception {
        assumeTrue(
                System.getProperty("os.name").startsWith("Linux"),
                "network namespaces need Linux; this is " + System.getProperty("os.name"));
        assumeTrue(Files.isReadable(NetnsTwoHostTest.HOSTS_SCRIPT), "no " + NetnsTwoHostTest.HOSTS_SCRIPT);
        stateDir = tmp.resolve("netns");
        Script check = script("check");
        assumeTrue(
                check.code() == 0,
                "cannot create network namespaces here: " + check.output().strip());
        Script delay = script("check-delay");
        assumeTrue(
                delay.code() == 0, "cannot delay a link here: " + delay.output().strip());

        Thread downOnExit = new Thread(() -> {
            try {
                script("down");
            } catch (Exception e) {
                // the JVM is going away: nothing more to do
            }
        });
        Runtime.getRuntime().addShutdownHook(downOnExit);
        Script teardown;
        try {
            script("down");
            Script made = script("up");
            assertEquals(0, made.code(), "netns-hosts.sh up failed:\n" + made.output());
            up = NetnsTwoHostTest.keyValues(made.output());

            String c = PREFIX + "C";
            assertEquals(0, script("slow", c, Integer.toString(DELAY_US)).code());
            Run node = run(tmp.resolve("node"));
            int rankC = node.rankOn(c);
            List<String> withC = new ArrayList<>();
            for (int r = 0; r < HOSTS; r++) if (r != rankC) withC.add(Math.min(r, rankC) + "-" + Math.max(r, rankC));
            assertEquals(new TreeSet<>(withC), node.slowPairs(), node.json.toString());
            assertEquals(List.of(rankC + " " + c), node.slowRanks(), node.json.toString());
            double spread = node.spreadUs();
            assertTrue(
                    spread > 0.6 * DELAY_US && spread < 2 * DELAY_US,
                    "Table 3's max - min is about the delay: " + spread + " us");

            assertEquals(0, script("fast", c).code());
            String a = PREFIX + "A";
            assertEquals(0, script("slow", a, Integer.toString(DELAY_US), c).code());
            Run link = run(tmp.resolve("link"));
            int rankA = link.rankOn(a);
            int rankC2 = link.rankOn(c);
            assertEquals(
                    new TreeSet<>(List.of(Math.min(rankA, rankC2) + "-" + Math.max(rankA, rankC2))),
                    link.slowPairs(),
                    link.json.toString());
            assertEquals(List.of(), link.slowRanks(), link.json.toString());
        } finally {
            teardown = script("down");
            Runtime.getRuntime().removeShutdownHook(downOnExit);
        }
        assertEquals(0, teardown.code(), "netns-hosts.sh down failed:\n" + teardown.output());
    }

    /** A pairs run's JSON object and meta.json. */
    private record Run(JsonNode json, JsonNode meta) {

        int rankOn(String host) {
            for (JsonNode r : meta.get("placement").get("ranks"))
                if (r.get("host").asText().equals(host)) return r.get("rank").asInt();
            throw new AssertionError("no rank on " + host + ": " + meta.get("placement"));
        }

        TreeSet<String> slowPairs() {
            TreeSet<String> pairs = new TreeSet<>();
            for (JsonNode w : json.get("warnings"))
                if (w.get("code").asText().equals("SLOW_PAIR"))
                    pairs.add(w.get("i").asInt() + "-" + w.get("j").asInt());
            return pairs;
        }

        List<String> slowRanks() {
            List<String> ranks = new ArrayList<>();
            for (JsonNode w : json.get("warnings"))
                if (w.get("code").asText().equals("SLOW_RANK"))
                    ranks.add(w.get("rank").asInt() + " " + w.get("host").asText());
            return ranks;
        }

        double spreadUs() {
            JsonNode all = json.get("table3").get(0);
            return all.get("max_us").asDouble() - all.get("min_us").asDouble();
        }
    }

    private Run run(Path out) throws Exception {
        CliRun run = CliRun.of(
                "pairs",
                "--json",
                "--quiet",
                "--warmup-seconds",
                "0.3",
                "--out",
                out.toString(),
                "--np",
                Integer.toString(HOSTS),
                "--map-by",
                "node",
                "--hostfile",
                up.get("HOSTFILE"),
                "--mpirun",
                up.get("MPIRUN"),
                "--bind-to",
                "none",
                "--mca",
                "plm_rsh_agent",
                up.get("AGENT"),
                "--mca",
                "btl",
                "tcp,self",
                "--mca",
                "btl_tcp_if_include",
                NET + ".0/24",
                "--mca",
                "oob_tcp_if_include",
                NET + ".0/24");
        assertEquals(0, run.exitCode(), run.toString());
        Path dir = MpiEndToEndTest.onlyRun(out);
        ObjectMapper mapper = new ObjectMapper();
        return new Run(
                mapper.readTree(run.out()),
                mapper.readTree(dir.resolve("meta.json").toFile()));
    }

    record Script(int code, String output) {}

    Script script(String... command) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("bash", NetnsTwoHostTest.HOSTS_SCRIPT.toString()));
        cmd.addAll(List.of(command));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("LGP_NETNS_PREFIX", PREFIX);
        pb.environment().put("LGP_NETNS_HOSTS", Integer.toString(HOSTS));
        pb.environment().put("LGP_NETNS_NET", NET);
        pb.environment().put("LGP_NETNS_STATE", stateDir.resolve("state").toString());
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            return new Script(127, "cannot run bash " + NetnsTwoHostTest.HOSTS_SCRIPT + ": " + e.getMessage());
        }
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return new Script(124, out + "\n(timed out)");
        }
        return new Script(p.exitValue(), out);
    }
}
