package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.cli.CliRun;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.fit.ContentionGap;
import io.logp.format.run.ContentionCsv;
import io.logp.format.run.RttCsv;
import io.logp.format.run.SignatureCsv;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tool across two hosts reached through a hostfile, on one machine: the hosts are network namespaces joined by a
 * veth pair on a private subnet (scripts/netns-hosts.sh), mpirun runs inside the first one and starts its daemon in
 * the second through an rsh agent (scripts/netns-rsh.sh), each with a host name of its own, and the ranks talk over
 * btl tcp on the veth only. Skipped, with the reason, where namespaces cannot be made (not root, no `ip`, ...).
 */
@Tag("mpi")
class NetnsTwoHostTest {

    /** The subnet of the veth pair; only the two test hosts have addresses on it, in their own namespaces. */
    static final String NET = "10.77.0";
    /** Namespace (= host) names unique to this JVM, so concurrent runs on one machine do not collide. */
    static final String PREFIX = "lgpt" + ProcessHandle.current().pid() % 100_000;

    static final Path ROOT = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
            .toAbsolutePath();
    static final Path HOSTS_SCRIPT = ROOT.resolve("scripts/netns-hosts.sh");

    /**
     * The measurement run across the two hosts: the one place to switch it to another subcommand (e.g. contention).
     * Short settings as in {@link MpiEndToEndTest#SHORT}.
     */
    static List<String> toolCommand() {
        return List.of(
                "contention",
                "--m-max",
                "64",
                "--warmup-seconds",
                "0.3",
                "--rtt-trials",
                "500",
                "--budget-seconds",
                "30",
                "--trial-us",
                "500",
                "--point-seconds",
                "1",
                "--quiet");
    }

    /** Ranks: two on host A (rank 0 and 1), one on host B, so every K-to-1 and pairs point crosses the veth pair. */
    static final int RANKS = 3;

    private Map<String, String> hosts;
    private Path stateDir;

    @Test
    @Timeout(240)
    void runsAcrossTwoNamespaceHostsOverTheVethOnly(@TempDir Path tmp) throws Exception {
        // In the test, not @BeforeAll: an assumption there would abort the class without reporting a skipped test.
        assumeTrue(
                System.getProperty("os.name").startsWith("Linux"),
                "network namespaces need Linux; this is " + System.getProperty("os.name"));
        assumeTrue(Files.isReadable(HOSTS_SCRIPT), "no " + HOSTS_SCRIPT);
        stateDir = tmp.resolve("netns");
        Script check = script("check");
        assumeTrue(
                check.code() == 0,
                "cannot create network namespaces here: " + check.output().strip());

        // Torn down whatever happens: in finally, and by a shutdown hook if the JVM is stopped first.
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
            script("down"); // a stale pair of this pid's names, if any
            Script up = script("up");
            assertEquals(0, up.code(), "netns-hosts.sh up failed:\n" + up.output());
            hosts = keyValues(up.output());
            assertTrue(Files.isReadable(Path.of(hosts.get("HOSTFILE"))), up.output());
            runAndCheck(tmp.resolve("out"));
        } finally {
            teardown = script("down");
            Runtime.getRuntime().removeShutdownHook(downOnExit);
        }
        // Checked after the finally block, so a failed teardown never hides the run's own failure.
        assertEquals(0, teardown.code(), "netns-hosts.sh down failed:\n" + teardown.output());
        assertFalse(
                Files.exists(Path.of("/run/netns", PREFIX + "A")) || Files.exists(Path.of("/run/netns", PREFIX + "B")),
                "namespaces removed");
    }

    private void runAndCheck(Path out) throws Exception {
        long vethBefore = vethBytes();
        List<String> args = new ArrayList<>(toolCommand());
        args.addAll(List.of(
                "--out",
                out.toString(),
                "--np",
                Integer.toString(RANKS),
                "--hostfile",
                hosts.get("HOSTFILE"),
                "--mpirun",
                hosts.get("MPIRUN"),
                "--bind-to",
                "none",
                "--mca",
                "plm_rsh_agent",
                hosts.get("AGENT"),
                "--mca",
                "btl",
                "tcp,self",
                "--mca",
                "btl_tcp_if_include",
                NET + ".0/24",
                "--mca",
                "oob_tcp_if_include",
                NET + ".0/24"));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.toString());
        long vethBytes = vethBytes() - vethBefore;

        Path dir = MpiEndToEndTest.onlyRun(out);
        for (String f : List.of("signature.csv", "rtt.csv", "rtt_samples.txt", "logp.json", "logp.md", "meta.json")) {
            assertTrue(Files.size(dir.resolve(f)) > 0, f);
        }
        JsonNode meta = new ObjectMapper().readTree(dir.resolve("meta.json").toFile());
        Set<String> rankHosts = new LinkedHashSet<>();
        JsonNode placement = meta.get("placement");
        placement.get("ranks").forEach(r -> rankHosts.add(r.get("host").asText()));
        assertEquals(Set.of(PREFIX + "A", PREFIX + "B"), rankHosts, "ranks on both namespace hosts: " + placement);
        assertEquals(
                PREFIX + "B", placement.get("ranks").get(2).get("host").asText(), "rank 2 on host B: " + placement);
        List<String> listed = new ArrayList<>();
        placement.get("hosts").forEach(h -> listed.add(h.asText()));
        assertEquals(2, listed.size(), "meta.json lists 2 hosts: " + listed);
        assertNotEquals(listed.get(0), listed.get(1));
        JsonNode mca = meta.get("mpi").get("settings");
        assertEquals("tcp,self", mca.get("btl").asText());
        assertEquals(NET + ".0/24", mca.get("btl_tcp_if_include").asText());
        assertEquals(
                "network",
                meta.get("path").get("medium").asText(),
                meta.get("path").toString());
        assertEquals(2, meta.get("path").get("hosts").asInt(), meta.get("path").toString());

        // Contention across the hosts: K-to-1 (K = 1, 2) and the pair put their responder on host B.
        List<ContentionGap> gaps = ContentionCsv.read(dir.resolve("contention.csv"));
        assertEquals(
                List.of("k_to_1 1", "k_to_1 2", "1_to_k 1", "1_to_k 2", "pairs 1"),
                gaps.stream().map(g -> g.pattern().label() + " " + g.k()).toList());
        for (JsonNode p : meta.get("contention").get("points")) {
            boolean crossing =
                    !p.get("pattern").asText().equals("1_to_k") || p.get("k").asInt() == 1;
            assertEquals(!crossing, p.get("shares_host").asBoolean(), p.toString());
        }
        // The namespaces share this machine's kernel and cores: 3 ranks on 2 cores is reported as such.
        JsonNode warnings =
                new ObjectMapper().readTree(dir.resolve("logp.json").toFile()).get("warnings");
        int cores = meta.get("machine").get("cores").asInt();
        if (RANKS > cores) {
            boolean said = false;
            for (JsonNode w : warnings)
                said |= w.get("code").asText().equals("OVERSUBSCRIBED")
                        && w.get("ranks").asInt() == RANKS
                        && w.get("hosts").size() == 2;
            assertTrue(said, warnings.toString());
        }

        Signature signature = SignatureCsv.read(dir.resolve("signature.csv"));
        assertTrue(
                signature.points().size() >= 5 * 8,
                "5 curves: " + signature.points().size());
        List<RttPoint> rtt = RttCsv.read(dir.resolve("rtt.csv"));
        assertEquals(1, rtt.size());
        JsonNode logp = new ObjectMapper().readTree(dir.resolve("logp.json").toFile());
        double rttUs = logp.get("rtt_us").asDouble();
        // Over TCP on a veth pair: microseconds, not the milliseconds of two ranks sharing one core.
        assertTrue(rttUs > 2, "RTT " + rttUs + " us");
        LoadOrBound.check(dir, "RTT (us)", rttUs, 2, 1000);
        assertTrue(logp.get("o_s_us").asDouble() > 0, logp.toString());
        // The measurement's messages (rtt trials alone: 500 x 2 x 16 bytes plus headers) crossed the veth pair.
        assertTrue(vethBytes > 1_000_000, "bytes on the veth pair during the run: " + vethBytes);
    }

    /** Bytes received plus sent by host B's end of the veth pair. */
    long vethBytes() throws Exception {
        Script bytes = script("bytes");
        assertEquals(0, bytes.code(), bytes.output());
        return Long.parseLong(bytes.output().strip());
    }

    record Script(int code, String output) {}

    Script script(String subcommand) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("bash", HOSTS_SCRIPT.toString(), subcommand).redirectErrorStream(true);
        pb.environment().put("LGP_NETNS_PREFIX", PREFIX);
        pb.environment().put("LGP_NETNS_NET", NET);
        pb.environment().put("LGP_NETNS_SLOTS", "2");
        pb.environment().put("LGP_NETNS_STATE", stateDir.resolve("state").toString());
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            return new Script(127, "cannot run bash " + HOSTS_SCRIPT + ": " + e.getMessage());
        }
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return new Script(124, out + "\n(timed out)");
        }
        return new Script(p.exitValue(), out);
    }

    /** The KEY=VALUE lines netns-hosts.sh up prints (values may be single-quoted). */
    static Map<String, String> keyValues(String output) {
        Map<String, String> kv = new HashMap<>();
        try (Stream<String> lines = output.lines()) {
            lines.filter(l -> l.matches("[A-Z_]+=.*")).forEach(l -> {
                String v = l.substring(l.indexOf('=') + 1);
                if (v.length() >= 2 && v.startsWith("'") && v.endsWith("'")) v = v.substring(1, v.length() - 1);
                kv.put(l.substring(0, l.indexOf('=')), v);
            });
        }
        return kv;
    }
}
