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
        assertEquals(1, r.code(), r.err());
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
        Result r = setup(tmp, "--transport", "native");
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("unknown argument '--transport' (usage: scripts/setup.sh [--mpi"), r.err());
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
}
