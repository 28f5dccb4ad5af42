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
        assertEquals(1, r.code(), r.err());
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
        assertEquals(1, r.code(), r.err());
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
}
