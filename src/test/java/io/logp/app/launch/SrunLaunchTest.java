package io.logp.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.ranklaunch.MpiUnavailableException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * srun as the launcher: its command line in Slurm's words, the PMI plugin chosen for the MPI, and when srun is chosen
 * without being asked for. Nothing is launched.
 */
class SrunLaunchTest {

    private static final String JAVA = "/opt/jdk/bin/java";

    private static LaunchSettings settings(int np, String bindTo, String mapBy, Map<String, String> mca) {
        return new LaunchSettings(
                "srun",
                np,
                Optional.empty(),
                Optional.ofNullable(mapBy),
                Optional.ofNullable(bindTo),
                mca,
                Optional.of(Path.of("/cache/shim.so")));
    }

    private static List<String> srunPart(LaunchSettings s, int cores) {
        List<String> cmd = new MpiLauncher(s)
                .command(
                        LauncherDialect.SRUN,
                        Map.of("LOGP_RUN_DIR", "/runs/r1"),
                        List.of("rtt"),
                        JAVA,
                        "/x.jar",
                        null,
                        cores);
        return cmd.subList(0, cmd.indexOf(JAVA));
    }

    @Test
    void srunSaysRanksBindingAndDistributionInItsOwnWords() {
        List<String> cmd = srunPart(settings(4, "core", "node", Map.of()), 2);

        assertEquals("srun", cmd.get(0));
        int n = cmd.indexOf("-n");
        assertEquals("4", cmd.get(n + 1));
        assertTrue(cmd.contains("--cpu-bind=cores"), cmd.toString());
        assertTrue(cmd.contains("--distribution=cyclic"), cmd.toString());
        assertTrue(cmd.contains("--overcommit"), "4 ranks on 2 cores: " + cmd);
        assertTrue(cmd.contains("--export=ALL") && cmd.contains("--kill-on-bad-exit=1"), cmd.toString());
        // mpirun's words never reach srun, which would refuse them
        assertFalse(cmd.contains("-np") || cmd.contains("-x") || cmd.contains("--mca") || cmd.contains("--bind-to"));
    }

    @Test
    void twoRanksOnTwoCoresDoNotOvercommitAndBindingWordsPassThrough() {
        List<String> cmd = srunPart(settings(2, "none", "slot", Map.of()), 2);

        assertFalse(cmd.contains("--overcommit"), cmd.toString());
        assertTrue(cmd.contains("--cpu-bind=none") && cmd.contains("--distribution=block"), cmd.toString());
        assertTrue(srunPart(settings(2, "map_cpu:0,1", null, Map.of()), 2).contains("--cpu-bind=map_cpu:0,1"));
    }

    @Test
    void thePmiPluginIsTheOneTheMpiSpeaksUnlessSlurmMpiTypeChoseOne() {
        assertEquals(
                List.of("--mpi=pmix", "--export=ALL", "--kill-on-bad-exit=1"),
                LauncherDialect.SRUN.start(Map.of("LOGP_MPI_KIND", "openmpi")));
        assertEquals(
                "--mpi=pmi2",
                LauncherDialect.SRUN.start(Map.of("LOGP_MPI_KIND", "mpich")).get(0));
        // the user's own choice, and an MPI setup could not name, get Slurm's default
        assertFalse(LauncherDialect.SRUN.start(Map.of("LOGP_MPI_KIND", "mpich", "SLURM_MPI_TYPE", "pmix")).stream()
                .anyMatch(o -> o.startsWith("--mpi")));
        assertFalse(LauncherDialect.SRUN.start(Map.of("LOGP_MPI_KIND", "other")).stream()
                .anyMatch(o -> o.startsWith("--mpi")));
        assertEquals(List.of(), LauncherDialect.OPEN_MPI.start(Map.of("LOGP_MPI_KIND", "openmpi")));
    }

    @Test
    void srunIsRecognisedByItsVersion() {
        assertEquals(LauncherDialect.SRUN, LauncherDialect.ofVersion("srun", "slurm 22.05.8\n"));
        assertEquals(LauncherDialect.SRUN, LauncherDialect.ofVersion("/opt/slurm/bin/srun", "slurm-wlm 23.11.4"));
    }

    @Test
    void insideAnAllocationWithoutMpirunSrunIsChosen(@TempDir Path tmp) throws Exception {
        Path bin = tmp.resolve("bin");
        Files.createDirectories(bin);
        Path srun = bin.resolve("srun");
        Files.writeString(srun, "#!/bin/sh\n");
        Files.setPosixFilePermissions(srun, PosixFilePermissions.fromString("rwxr-xr-x"));
        Map<String, String> inJob = Map.of("SLURM_JOB_ID", "42", "PATH", bin.toString());

        assertEquals("srun", LauncherChoice.program(Optional.empty(), "mpirun", false, inJob));
        // outside a job, or with an mpirun there, the MPI's launcher stays
        assertEquals(
                "mpirun", LauncherChoice.program(Optional.empty(), "mpirun", false, Map.of("PATH", bin.toString())));
        assertEquals(srun.toString(), LauncherChoice.program(Optional.empty(), srun.toString(), false, inJob));
        // --mpirun PATH is the program whichever the launcher
        assertEquals("/site/srun", LauncherChoice.program(Optional.of(LauncherChoice.SRUN), "/site/srun", true, inJob));
        assertEquals("srun", LauncherChoice.program(Optional.of(LauncherChoice.SRUN), "mpirun", false, Map.of()));
    }

    @Test
    void mpiexecIsTheSiblingOfTheMpisLauncher(@TempDir Path tmp) throws Exception {
        for (String name : List.of("mpirun.openmpi", "mpiexec.openmpi")) {
            Path p = tmp.resolve(name);
            Files.writeString(p, "#!/bin/sh\n");
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        String mpirun = tmp.resolve("mpirun.openmpi").toString();

        assertEquals(
                tmp.resolve("mpiexec.openmpi").toString(),
                LauncherChoice.program(Optional.of(LauncherChoice.MPIEXEC), mpirun, false, Map.of()));
        assertEquals(mpirun, LauncherChoice.program(Optional.of(LauncherChoice.MPIRUN), mpirun, false, Map.of()));
        // MPICH's mpiexec.hydra has no mpirun.hydra beside it: the launcher itself
        String hydra = tmp.resolve("mpiexec.hydra").toString();
        assertEquals(hydra, LauncherChoice.program(Optional.of(LauncherChoice.MPIRUN), hydra, false, Map.of()));
    }

    @Test
    void srunIsNeverGivenMpirunsMcaOption() {
        // srun would refuse --mca: the ranks get the parameters as OMPI_MCA_ variables of the launch's environment
        List<String> cmd = srunPart(settings(2, null, null, Map.of("btl", "self,vader")), 2);
        assertFalse(cmd.contains("--mca") || cmd.contains("btl"), cmd.toString());
    }

    @Test
    void aPreloadReachesTheRanksAloneThroughSrunsLastExport() {
        // srun takes its last --export: this one comes after start()'s --export=ALL and keeps the environment
        assertEquals(
                List.of("--export=ALL,LD_PRELOAD=/cache/liblogp_profile.so:/usr/lib/x.so"),
                LauncherDialect.SRUN.exportValue("LD_PRELOAD", "/cache/liblogp_profile.so:/usr/lib/x.so"));
        MpiUnavailableException e = org.junit.jupiter.api.Assertions.assertThrows(
                MpiUnavailableException.class,
                () -> LauncherDialect.SRUN.exportValue("LD_PRELOAD", "/odd,dir/liblogp_profile.so"));
        assertTrue(e.getMessage().contains("split at commas"), e.getMessage());
    }
}
