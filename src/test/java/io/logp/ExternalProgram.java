package io.logp;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * A program some tests run that logp does not install itself (run-logp.sh installs an MPI, nothing else). Where it
 * is missing, a test that needs it is skipped and says why, so the README's test command passes on a fresh machine;
 * where {@code LOGP_REQUIRE_<NAME>=1} is set (.ci/run sets it for everything it installs), a missing program fails
 * the test instead, so a CI that should run the test cannot skip it in silence.
 */
public enum ExternalProgram {
    LAMMPS("Debian's lammps and lammps-examples", "lmp"),
    HPCC("Debian's hpcc", "hpcc"),
    NETPIPE("NetPIPE (Debian's netpipe-openmpi)", "NPopenmpi", "NPmpi"),
    CHROMIUM("Chromium (Debian's chromium)", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable"),
    SLURM("Slurm and munge (Debian's slurm-wlm and munge)", "slurmctld"),
    SIMGRID("SimGrid's SMPI (Debian's libsimgrid-dev)", "smpirun"),
    UCX("UCX (Debian's libucx-dev and ucx-utils)", "ucx_info"),
    OFI("libfabric (Debian's libfabric-dev and libfabric-bin)", "fi_info"),
    REFRAME("ReFrame 4.x (pip install reframe-hpc; Debian has no package)", "reframe"),
    /**
     * Namespace hosts shaped by rate limits (scripts/netns-hosts.sh): root, iproute2's ip and tc, util-linux's
     * unshare, and a kernel with veth, bridge, tbf, htb and u32; the test says which of them is missing.
     */
    NETNS("iproute2 and util-linux, run as root on a kernel with veth, bridge, tbf, htb and u32", "ip", "tc");

    private final String installs;
    private final List<String> names;

    ExternalProgram(String installs, String... names) {
        this.installs = installs;
        this.names = List.of(names);
    }

    /** The variable that makes a missing program a failure: LOGP_REQUIRE_LAMMPS and so on. */
    public String requireVariable() {
        return "LOGP_REQUIRE_" + name();
    }

    /** The first of this program's names on the PATH of {@code env}. */
    public Optional<Path> find(Map<String, String> env) {
        return onPath(env, names.toArray(String[]::new));
    }

    /** This program on this JVM's PATH, or the test is skipped (failed under {@code LOGP_REQUIRE_<NAME>=1}). */
    public Path require() {
        return require(System.getenv());
    }

    Path require(Map<String, String> env) {
        Optional<Path> found = find(env);
        if (found.isEmpty()) missing(env, "no " + String.join(" or ", names) + " on PATH");
        return found.orElseThrow();
    }

    /**
     * Skips the test, or fails it where this program is required, because {@code why} (a file, a privilege or a
     * program this one comes with is missing).
     */
    public void missing(String why) {
        missing(System.getenv(), why);
    }

    void missing(Map<String, String> env, String why) {
        String reason = why + ": install " + installs + " to run this test";
        if ("1".equals(env.get(requireVariable()))) fail(requireVariable() + "=1, but " + reason);
        Assumptions.abort(reason + " (" + requireVariable() + "=1 makes this a failure)");
    }

    /** The first of {@code names} that is an executable file in a directory of {@code env}'s PATH. */
    public static Optional<Path> onPath(Map<String, String> env, String... names) {
        List<Path> dirs = new ArrayList<>();
        for (String d : env.getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!d.isEmpty()) dirs.add(Path.of(d));
        }
        for (String name : names) {
            for (Path dir : dirs) {
                Path p = dir.resolve(name);
                if (Files.isRegularFile(p) && Files.isExecutable(p)) return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** {@link #onPath(Map, String...)} on this JVM's PATH. */
    public static Optional<Path> onPath(String... names) {
        return onPath(System.getenv(), names);
    }
}
