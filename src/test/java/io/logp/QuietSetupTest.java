package io.logp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/setup.sh on a machine without an MPI: one line per step on the screen, apt's hundreds of lines in the log,
 * the log named with its end when apt fails, and a user who is not root told what to ask for (never sudo). The
 * machine is a PATH of this machine's tools without any MPI, an apt-get that prints like the real one and "installs"
 * a fake MPI (its mpicc makes empty files), and an id that says who the user is. Nothing is installed.
 */
class QuietSetupTest {

    record Result(int code, String out, String err, String log) {}

    /** A PATH with every tool of /usr/bin but the MPIs' and Slurm's, then {@code fake} first. */
    private static Path machineWithoutMpi(Path tmp) throws IOException {
        Path tools = tmp.resolve("tools");
        Files.createDirectories(tools);
        try (Stream<Path> all = Files.list(Path.of("/usr/bin"))) {
            for (Path tool : all.toList()) {
                String name = tool.getFileName().toString();
                if (name.matches("(mpi|orte|ompi|hydra|srun|sudo|apt-get|id$).*")) continue;
                Files.createSymbolicLink(tools.resolve(name), tool);
            }
        }
        return tools;
    }

    private static void script(Path file, String body) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, "#!/bin/bash\n" + body + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /**
     * apt-get printing {@code lines} lines like apt's (and debconf's complaint on stderr); its install puts a fake
     * MPI into {@code fake} and exits with {@code installExit}.
     */
    private static void fakeApt(Path fake, int lines, int installExit) throws IOException {
        String mpicc = "for a; do [ \"$prev\" = -o ] && : > \"$a\"; prev=\"$a\"; done; exit 0";
        script(
                fake.resolve("apt-get"),
                "for i in $(seq 1 " + lines + "); do echo \"Get:$i http://deb.debian.org/debian bookworm/main pkg$i\";"
                        + " done\n"
                        + "echo 'debconf: delaying package configuration, since apt-utils is not installed' >&2\n"
                        + "if [ \"$1\" = install ]; then\n"
                        + "  [ " + installExit + " = 0 ] || { echo 'E: Unable to locate package openmpi-bin' >&2; exit "
                        + installExit + "; }\n"
                        + "  printf '%s\\n' '#!/bin/bash' '" + mpicc.replace("'", "'\\''") + "' > " + fake
                        + "/mpicc.openmpi\n"
                        // a launcher that says it is MPICH's: no Java bindings are looked for
                        + "  printf '%s\\n' '#!/bin/bash' 'echo \"HYDRA build details:\"' > " + fake
                        + "/mpirun.openmpi\n"
                        + "  chmod +x " + fake + "/mpicc.openmpi " + fake + "/mpirun.openmpi\n"
                        + "fi\nexit 0");
    }

    private static Result setup(Path tmp, String uid) throws Exception {
        Path tools = machineWithoutMpi(tmp);
        Path fake = tmp.resolve("fake");
        script(fake.resolve("id"), "[ \"$1\" = -u ] && echo " + uid + " || echo someone");
        ProcessBuilder pb = new ProcessBuilder(tools.resolve("bash").toString(), "scripts/setup.sh");
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().put("XDG_CACHE_HOME", tmp.resolve("cache").toString());
        pb.environment().put("PATH", fake + ":" + tools);
        pb.environment().put("LOGP_DEBIAN_BIN", fake.toString());
        pb.environment().remove("LOGP_SETUP_LOG");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "setup.sh did not end");
        Path log = tmp.resolve("cache/logp/setup.log");
        return new Result(p.exitValue(), out, err, Files.exists(log) ? Files.readString(log) : "");
    }

    @Test
    @Timeout(90)
    void aFirstInstallIsOneLineAndAptsOutputGoesToTheLog(@TempDir Path tmp) throws Exception {
        fakeApt(tmp.resolve("fake"), 300, 0);
        Result r = setup(tmp, "0");

        assertEquals(0, r.code(), r.err());
        List<String> screen = r.err().lines().toList();
        assertEquals(4, screen.size(), "no mpicc, installing, building, ready: " + r.err());
        assertTrue(screen.get(3).matches("setup: ready after \\d+ s"), screen.get(3));
        assertTrue(
                screen.get(1)
                        .startsWith("setup: installing Open MPI from Debian's packages (about 1 min), log in "
                                + tmp.resolve("cache/logp/setup.log")),
                screen.get(1));
        assertFalse(
                r.err().contains("Get:")
                        || r.err().contains("debconf")
                        || r.err().contains("\u001b"),
                r.err());
        // apt update and install, 300 lines each, and debconf's complaint: in the log, not on the screen
        assertEquals(600, r.log().lines().filter(l -> l.startsWith("Get:")).count());
        assertTrue(r.log().contains("debconf: delaying package configuration"), r.log());
        assertTrue(r.out().contains("LOGP_MPI_LAUNCHER=" + tmp.resolve("fake/mpirun.openmpi")), r.out());
    }

    @Test
    @Timeout(90)
    void aFailedInstallNamesTheLogAndShowsItsEnd(@TempDir Path tmp) throws Exception {
        fakeApt(tmp.resolve("fake"), 300, 100);
        Result r = setup(tmp, "0");

        assertEquals(4, r.code(), r.err());
        assertTrue(
                r.err()
                        .contains("apt-get install openmpi-bin libopenmpi-dev failed; its output is in "
                                + tmp.resolve("cache/logp/setup.log")),
                r.err());
        assertTrue(r.err().contains("  E: Unable to locate package openmpi-bin"), r.err());
        assertTrue(r.err().lines().count() <= 16, "the log's end, not all of it: " + r.err());
    }

    @Test
    @Timeout(90)
    void aUserWhoIsNotRootIsToldWhatToAskForAndNoAptRuns(@TempDir Path tmp) throws Exception {
        Path mark = tmp.resolve("apt-ran");
        script(tmp.resolve("fake/apt-get"), ": > " + mark);
        script(tmp.resolve("fake/sudo"), ": > " + mark);
        Result r = setup(tmp, "1000");

        assertEquals(4, r.code(), r.err());
        assertTrue(
                r.err()
                        .contains("Open MPI is missing (Debian packages: openmpi-bin libopenmpi-dev), and only root "
                                + "installs packages"),
                r.err());
        assertTrue(r.err().contains("module load openmpi") && r.err().contains("--mpi DIR"), r.err());
        assertFalse(Files.exists(mark), "neither apt-get nor sudo ran");
    }
}
