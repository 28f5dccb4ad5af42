package io.logp.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpenMpiComponentsTest {

    @Test
    void ompiInfoBesideMpirunComesFirst(@TempDir Path dir) throws Exception {
        Path info = Files.createFile(
                dir.resolve("ompi_info"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        assertEquals(
                info.toString(),
                OpenMpiComponents.ompiInfo(dir.resolve("mpirun").toString()));
    }

    @Test
    void aWrapperWithoutOmpiInfoBesideItAsksThePath(@TempDir Path dir) throws Exception {
        assertEquals(
                "ompi_info",
                OpenMpiComponents.ompiInfo(dir.resolve("netns-mpirun.sh").toString()));
        Files.createFile(dir.resolve("ompi_info")); // not executable: not Open MPI's
        assertEquals(
                "ompi_info",
                OpenMpiComponents.ompiInfo(dir.resolve("netns-mpirun.sh").toString()));
        assertEquals("ompi_info", OpenMpiComponents.ompiInfo("mpirun"));
    }
}
