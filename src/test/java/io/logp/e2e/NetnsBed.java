package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.ExternalProgram;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * A test bed of namespace hosts on a bridge (scripts/netns-hosts.sh with LGP_NETNS_HOSTS = 3..8), shared by the
 * tests of one class: made once, shaped per test with {@code rate}, and torn down after the class, or by a shutdown
 * hook if the JVM is stopped first. Where namespaces or rate limits cannot be had the test is skipped with the
 * reason; {@code LOGP_REQUIRE_NETNS=1} (.ci/run) makes that a failure.
 */
final class NetnsBed implements AutoCloseable {

    final String prefix;
    final String net;
    final int hosts;
    /** Bytes every frame counts against the rate limits beside its own (LGP_NETNS_OVERHEAD). */
    final int overheadBytes;

    private final Path state;
    private final Thread downOnExit;
    private Map<String, String> up;

    /** @param tag a letter of the class's own, so two classes' beds never share names */
    NetnsBed(String tag, String net, int hosts, int overheadBytes, Path state) {
        this.prefix = "lgp" + tag + ProcessHandle.current().pid() % 100_000;
        this.net = net;
        this.hosts = hosts;
        this.overheadBytes = overheadBytes;
        this.state = state;
        this.downOnExit = new Thread(() -> {
            try {
                script("down");
            } catch (Exception e) {
                // the JVM is going away: nothing more to do
            }
        });
    }

    /** Makes the hosts, or skips (fails under LOGP_REQUIRE_NETNS=1) where namespaces or rate limits are missing. */
    void start() throws Exception {
        Assumptions.assumeTrue(
                System.getProperty("os.name").startsWith("Linux"),
                "network namespaces need Linux; this is " + System.getProperty("os.name"));
        if (!Files.isReadable(NetnsTwoHostTest.HOSTS_SCRIPT))
            ExternalProgram.NETNS.missing("no " + NetnsTwoHostTest.HOSTS_SCRIPT);
        Script shaping = script("check-shaping");
        if (shaping.code() != 0)
            ExternalProgram.NETNS.missing(
                    "cannot shape namespace hosts here: " + shaping.output().strip());
        Runtime.getRuntime().addShutdownHook(downOnExit);
        script("down"); // a stale bed of this pid's names, if any
        Script made = script("up");
        assertEquals(0, made.code(), "netns-hosts.sh up failed:\n" + made.output());
        up = NetnsTwoHostTest.keyValues(made.output());
    }

    /** The host name (and namespace) of host {@code k}, 0 = A. */
    String host(int k) {
        return prefix + (char) ('A' + k);
    }

    /** Limits host {@code k}'s link both ways, or with a peer only the link between them. */
    void rate(int k, int mbit, Integer... peer) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("rate", host(k), Integer.toString(mbit)));
        for (Integer p : peer) cmd.add(host(p));
        Script s = script(cmd.toArray(String[]::new));
        assertEquals(0, s.code(), "netns-hosts.sh " + cmd + " failed:\n" + s.output());
    }

    /** Every host unshaped again. */
    void unshape() throws Exception {
        for (int k = 0; k < hosts; k++) {
            Script s = script("fast", host(k));
            assertEquals(0, s.code(), "netns-hosts.sh fast failed:\n" + s.output());
        }
    }

    /** The launch options of a run across the first {@code np} hosts, one rank each, Open MPI over TCP. */
    List<String> openMpiArgs(int np) {
        return List.of(
                "--np",
                Integer.toString(np),
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
                net + ".0/24",
                "--mca",
                "oob_tcp_if_include",
                net + ".0/24");
    }

    /**
     * A lean single-pair reference for a run over shaped links: a short signature grid and RTT, within
     * {@code budgetSeconds}. The shaped link, not the machine, sets what the tests check, so no more is needed.
     */
    static List<String> leanReference(int budgetSeconds) {
        return List.of(
                "--m-max",
                "16",
                "--rtt-trials",
                "300",
                "--warmup-seconds",
                "0.3",
                "--budget-seconds",
                Integer.toString(budgetSeconds));
    }

    /** Tears the hosts down; fails if that fails, so nothing is left behind unnoticed. */
    @Override
    public void close() throws Exception {
        Script down = script("down");
        Runtime.getRuntime().removeShutdownHook(downOnExit);
        assertEquals(0, down.code(), "netns-hosts.sh down failed:\n" + down.output());
        for (int k = 0; k < hosts; k++)
            assertEquals(false, Files.exists(Path.of("/run/netns", host(k))), host(k) + " removed");
    }

    record Script(int code, String output) {}

    Script script(String... command) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("bash", NetnsTwoHostTest.HOSTS_SCRIPT.toString()));
        cmd.addAll(List.of(command));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("LGP_NETNS_PREFIX", prefix);
        pb.environment().put("LGP_NETNS_HOSTS", Integer.toString(hosts));
        pb.environment().put("LGP_NETNS_NET", net);
        pb.environment().put("LGP_NETNS_STATE", state.toString());
        pb.environment().put("LGP_NETNS_OVERHEAD", Integer.toString(overheadBytes));
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
