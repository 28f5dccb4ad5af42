package io.logp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/setup.sh refuses what it cannot set up with a message that says what to do, and a non-zero exit: a --mpi
 * that is no MPI, a site MPI without its compiler wrapper, and an mpicc that finds no mpi.h (a site MPI installed
 * without its development files). The fake site MPIs are scripts in a temporary prefix; nothing is installed.
 */
class SetupScriptTest {

    record Result(int code, String err) {}

    private static Result setup(Path cache, String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of("bash", "scripts/setup.sh"));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().put("XDG_CACHE_HOME", cache.toString());
        Process p = pb.start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "setup.sh did not end");
        return new Result(p.exitValue(), err);
    }

    private static void script(Path file, String body) throws Exception {
        Files.createDirectories(file.getParent());
        Files.writeString(file, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /**
     * The commands that need no MPI ask for the JDK alone: setup then never looks for an MPI, builds nothing and
     * installs nothing, whatever PATH holds (here an mpicc, mpirun, apt-get and sudo that would leave a mark).
     */
    @Test
    @Timeout(60)
    void javaOnlyLooksForNothingButTheJdk(@TempDir Path tmp) throws Exception {
        Path bin = tmp.resolve("bin");
        Path mark = tmp.resolve("called");
        for (String tool : List.of("mpicc", "mpirun", "mpiexec", "apt-get", "sudo", "gcc")) {
            script(bin.resolve(tool), "echo " + tool + " >> " + mark);
        }
        ProcessBuilder pb = new ProcessBuilder("bash", "scripts/setup.sh", "--java-only");
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().put("XDG_CACHE_HOME", tmp.resolve("cache").toString());
        pb.environment().put("PATH", bin + ":/usr/bin:/bin");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "setup.sh did not end");

        assertEquals(0, p.exitValue(), err);
        assertEquals(
                List.of("JAVA_HOME=" + System.getProperty("java.home")),
                out.lines().toList());
        assertTrue(
                !Files.exists(mark),
                "nothing but the JDK was touched: " + (Files.exists(mark) ? Files.readString(mark) : ""));
        assertTrue(!Files.exists(tmp.resolve("cache").resolve("logp")), "no shim was built");
    }

    @Test
    @Timeout(60)
    void aMpiThatIsNoneOfTheChoicesIsNamed(@TempDir Path tmp) throws Exception {
        Result r = setup(tmp, "--mpi", "mvapich9");
        assertEquals(2, r.code(), "a --mpi that is none of the choices is a bad option (exit 2): " + r.err());
        assertTrue(
                r.err().contains("--mpi must be openmpi, mpich or an MPI installation's directory; 'mvapich9' is none"),
                r.err());
    }

    @Test
    @Timeout(60)
    void aSiteMpiWithoutItsCompilerWrapperSaysWhatIsMissing(@TempDir Path tmp) throws Exception {
        Path prefix = tmp.resolve("site-mpi");
        script(prefix.resolve("bin/mpiexec"), "echo 'HYDRA build details:'");
        Result r = setup(tmp.resolve("cache"), "--mpi", prefix.toString());
        assertEquals(4, r.code(), "an MPI that cannot be set up is exit 4 (MPI unavailable): " + r.err());
        assertTrue(r.err().contains("there is no " + prefix + "/bin/mpicc"), r.err());
    }

    @Test
    @Timeout(60)
    void anMpiccWithoutMpiHSaysWhichPackageToInstall(@TempDir Path tmp) throws Exception {
        Path prefix = tmp.resolve("site-mpi");
        script(prefix.resolve("bin/mpiexec"), "echo 'HYDRA build details:'");
        // what gcc prints when the MPI's headers are not installed
        script(
                prefix.resolve("bin/mpicc"),
                "case \"$1\" in -show|--showme) echo gcc; exit 0;; esac\n"
                        + "echo 'logp_mpi.c:12:10: fatal error: mpi.h: No such file or directory' >&2; exit 1");
        Result r = setup(tmp.resolve("cache"), "--mpi", prefix.toString());
        assertEquals(4, r.code(), r.err());
        assertTrue(r.err().contains("cannot find mpi.h: install the MPI's development package"), r.err());
        assertTrue(r.err().contains("libmpich-dev for MPICH"), r.err());
    }

    @Test
    @Timeout(60)
    void anUnknownArgumentShowsTheUsage(@TempDir Path tmp) throws Exception {
        Result r = setup(tmp, "--flavour", "native");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("unknown argument '--flavour' (usage: scripts/setup.sh [--mpi"), r.err());
    }

    @Test
    @Timeout(60)
    void aTransportThatIsNoneOfTheChoicesIsABadOption(@TempDir Path tmp) throws Exception {
        Result r = setup(tmp, "--transport", "verbs");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("--transport must be native, bindings, ucx-am or ofi; got 'verbs'"), r.err());
    }

    /**
     * A transport below MPI whose development package is missing and cannot be installed (here an apt-get that
     * fails) is named with its packages, exit 4 (as an MPI that cannot start), and no shim is built.
     */
    @Test
    @Timeout(60)
    void aMissingPackageOfATransportBelowMpiIsNamed(@TempDir Path tmp) throws Exception {
        Path bin = tmp.resolve("bin");
        script(bin.resolve("apt-get"), "echo 'E: Unable to locate package' >&2; exit 100");
        for (String layer : List.of("ucx-am", "ofi")) {
            ProcessBuilder pb = new ProcessBuilder("bash", "scripts/setup.sh", "--transport", layer)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD);
            pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
            pb.environment().put("XDG_CACHE_HOME", tmp.resolve("cache").toString());
            pb.environment().put("LOGP_BELOW_INCLUDE", tmp.resolve("include").toString());
            pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
            Process p = pb.start();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "setup.sh did not end");
            assertEquals(4, p.exitValue(), err);
            String packages = layer.equals("ucx-am") ? "libucx-dev ucx-utils" : "libfabric-dev libfabric-bin";
            assertTrue(err.contains(packages), layer + ": " + err);
            assertTrue(!Files.exists(tmp.resolve("cache").resolve("logp").resolve("below")), "no shim was built");
        }
    }

    /**
     * run-logp.sh stops where setup stops, with setup's message and exit code; it used to go on without the MPI's
     * facts (building with no JAVA_HOME, then "unbound variable").
     */
    @Test
    @Timeout(60)
    void runLogpStopsWhereSetupStops(@TempDir Path tmp) throws Exception {
        Path prefix = tmp.resolve("site-mpi");
        script(prefix.resolve("bin/mpiexec"), "echo 'HYDRA build details:'");
        ProcessBuilder pb = new ProcessBuilder("bash", "run-logp.sh", "signature", "--mpi", prefix.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().put("XDG_CACHE_HOME", tmp.resolve("cache").toString());
        Process p = pb.start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "run-logp.sh did not end");
        assertEquals(4, p.exitValue(), err);
        assertTrue(err.contains("there is no " + prefix + "/bin/mpicc"), err);
        assertTrue(!err.contains("building") && !err.contains("unbound variable"), err);
    }

    /** A LOGP_OMPI_LIBDIR of the user's is kept, and said so, where run-logp.sh used to overwrite it unseen. */
    @Test
    @Timeout(60)
    void runLogpKeepsTheUsersLibraryDirectory() throws Exception {
        String text = Files.readString(Path.of("run-logp.sh"));
        assertTrue(text.contains("OMPI_LIBDIR=\"${LOGP_OMPI_LIBDIR:-${OMPI_LIBDIR:-}}\""), "the user's value wins");
        assertTrue(text.contains("using LOGP_OMPI_LIBDIR=$LOGP_OMPI_LIBDIR"), "and is said");
    }

    /** A directory that does not exist is no --mpi either: exit 2, as logp itself gives for the same value. */
    @Test
    @Timeout(60)
    void aMissingMpiDirectoryIsABadOption(@TempDir Path tmp) throws Exception {
        Result r = setup(tmp, "--mpi", tmp.resolve("nonexistent").toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("is none of them"), r.err());
    }

    /**
     * The facts setup prints are evaluated by run-logp.sh: a cache directory that holds a space (a HOME or
     * XDG_CACHE_HOME such as "x y") must come back whole. Unquoted, bash ran "y/logp/shim/..." as a command (exit
     * 127). The site MPI's mpicc here only makes the files it is asked for.
     */
    @Test
    @Timeout(60)
    void factsWithSpacesSurviveTheShellThatEvaluatesThem(@TempDir Path tmp) throws Exception {
        Path prefix = tmp.resolve("site-mpi");
        script(prefix.resolve("bin/mpiexec"), "echo 'HYDRA build details:'");
        script(
                prefix.resolve("bin/mpicc"),
                "case \"$1\" in -show|--showme) echo gcc; exit 0;; --version) echo 'gcc 12'; exit 0;; esac\n"
                        + "while [ $# -gt 0 ]; do [ \"$1\" = -o ] && : > \"$2\" && chmod +x \"$2\"; shift; done");
        Path cache = tmp.resolve("x y");
        ProcessBuilder pb = new ProcessBuilder(
                "bash",
                "-c",
                "eval \"$(bash scripts/setup.sh --mpi \"$0\")\" && printf '%s\\n' \"$LOGP_MPI_SHIM\"",
                prefix.toString());
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().put("XDG_CACHE_HOME", cache.toString());
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "setup.sh did not end");
        assertEquals(0, p.exitValue(), err);
        Path shim = Path.of(out.strip());
        assertTrue(shim.startsWith(cache.resolve("logp/shim")), "the shim's whole path, space and all: " + out);
        assertTrue(Files.exists(shim), "and it is where setup built it: " + shim);
    }

    /**
     * Under a virtual memory limit too small for a JVM, setup names the JVM's own words and the limit, not a
     * missing JDK (it said "logp needs a JDK 22 or newer ... Install one" with JDK 25 installed, at 2000000 KiB too,
     * where the JVM said "There is insufficient memory"). 400000 KiB cannot hold the probe's class space, and at
     * 200000 KiB the JVM dies of SIGSEGV without a word; under 2000000 KiB setup finds the JDK. No crash report
     * (hs_err_pid*.log) is left in the caller's directory.
     */
    @Test
    @Timeout(60)
    void aVirtualMemoryLimitIsNamedNotAMissingJdk(@TempDir Path tmp, @TempDir Path crashes) throws Exception {
        Path script = Path.of("scripts/setup.sh").toAbsolutePath();
        for (long kib : new long[] {200_000, 400_000, 2_000_000}) {
            ProcessBuilder pb = new ProcessBuilder(
                            "bash", "-c", "ulimit -v " + kib + " && exec bash " + script + " --java-only")
                    .directory(tmp.toFile());
            pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
            // the probe's crash files go to TMPDIR: a directory of the test's, beside the one it runs in
            pb.environment().put("TMPDIR", Files.createDirectories(crashes).toString());
            Process p = pb.start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "setup.sh did not end");
            if (kib == 2_000_000) {
                assertEquals(0, p.exitValue(), err);
                assertTrue(out.startsWith("JAVA_HOME="), out);
            } else {
                assertEquals(1, p.exitValue(), err);
                assertTrue(err.contains("could not start: "), err);
                assertTrue(err.contains("virtual memory limit (ulimit -v " + kib + " KiB)"), err);
                assertTrue(!err.contains("needs a JDK 22"), err);
            }
            try (var left = Files.list(tmp)) {
                assertEquals(
                        List.of(),
                        left.map(Path::getFileName).map(Path::toString).toList(),
                        "at " + kib);
            }
        }
    }

    /**
     * A shell without HOME (env -u HOME): setup took the home from the password database only after it had used
     * $HOME, and every command, the offline ones too, ended with "setup.sh: line 40: HOME: unbound variable".
     */
    @Test
    @Timeout(60)
    void aShellWithoutHomeStillSetsUp(@TempDir Path tmp) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", "scripts/setup.sh", "--java-only");
        pb.environment().remove("HOME");
        pb.environment().remove("XDG_CACHE_HOME");
        pb.environment().remove("LOGP_SETUP_LOG");
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "setup.sh did not end");
        assertEquals(0, p.exitValue(), err);
        assertTrue(!err.contains("unbound variable"), err);
        assertTrue(out.startsWith("JAVA_HOME="), out);
    }

    /**
     * A LOGP_OMPI_LIBDIR that does not exist is refused with exit 4 before anything is built; run-logp.sh used to say
     * "using LOGP_OMPI_LIBDIR=..." and then run on the system's directory in silence.
     */
    @Test
    @Timeout(60)
    void runLogpRefusesALibraryDirectoryThatIsNotThere(@TempDir Path tmp) throws Exception {
        Path prefix = tmp.resolve("site-mpi");
        script(prefix.resolve("bin/mpiexec"), "echo 'HYDRA build details:'");
        script(
                prefix.resolve("bin/mpicc"),
                "case \"$1\" in -show|--showme) echo gcc; exit 0;; --version) echo 'gcc 12'; exit 0;; esac\n"
                        + "while [ $# -gt 0 ]; do [ \"$1\" = -o ] && : > \"$2\" && chmod +x \"$2\"; shift; done");
        Path missing = tmp.resolve("no-such-lib");
        ProcessBuilder pb = new ProcessBuilder("bash", "run-logp.sh", "signature", "--mpi", prefix.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().put("XDG_CACHE_HOME", tmp.resolve("cache").toString());
        pb.environment().put("LOGP_OMPI_LIBDIR", missing.toString());
        Process p = pb.start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "run-logp.sh did not end");
        assertEquals(4, p.exitValue(), err);
        assertTrue(err.contains("LOGP_OMPI_LIBDIR=" + missing + " is no directory"), err);
        assertTrue(!err.contains("logp: building") && !err.contains("using LOGP_OMPI_LIBDIR"), err);
    }
}
