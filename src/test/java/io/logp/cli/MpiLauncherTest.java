package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.app.launch.HugePages;
import io.logp.app.launch.LauncherDialect;
import io.logp.app.launch.MpiLauncher;
import io.logp.app.launch.RankJvm;
import io.logp.ranklaunch.MpiUnavailableException;
import io.logp.ranklaunch.RankEnvironment;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The mpirun command line {@link MpiLauncher#command} builds from the pass-through options, parsed as the command
 * line parses them. Nothing is launched.
 */
class MpiLauncherTest {

    private static final String JAVA = "/opt/jdk/bin/java";
    private static final String CLASSPATH = "/opt/logp/logp.jar";
    private static final Path LIB = Path.of("/usr/lib/x86_64-linux-gnu/openmpi/lib");
    private static final List<String> RANK_ARGS = List.of("run", "--np", "4", "--window", "16");

    private static final Map<String, String> RANK_ENV = new LinkedHashMap<>();

    static {
        RANK_ENV.put(RankEnvironment.RUN_DIR_ENV, "/runs/r1");
        RANK_ENV.put("LOGP_MCA", "btl=self");
    }

    private static List<String> command(int cores, String... options) {
        return command(LauncherDialect.OPEN_MPI, cores, options);
    }

    private static List<String> command(LauncherDialect dialect, int cores, String... options) {
        MpiOptions mpi = new MpiOptions();
        // The launcher's default comes from the environment setup made (LOGP_MPI_LAUNCHER): pin it.
        List<String> args = new java.util.ArrayList<>(List.of(options));
        if (!args.contains("--mpirun")) args.addAll(0, List.of("--mpirun", "mpirun"));
        new CommandLine(mpi).parseArgs(args.toArray(String[]::new));
        return new MpiLauncher(mpi.settings()).command(dialect, RANK_ENV, RANK_ARGS, JAVA, CLASSPATH, LIB, cores);
    }

    /** The mpirun part: everything before the rank's java binary. */
    private static List<String> mpirunPart(List<String> cmd) {
        return cmd.subList(0, cmd.indexOf(JAVA));
    }

    @Test
    void twoRanksOnTwoCoresIsAPlainLocalLaunch() {
        List<String> cmd = command(2);

        assertEquals(List.of("mpirun", "-np", "2", "-x", "LOGP_RUN_DIR", "-x", "LOGP_MCA", JAVA), cmd.subList(0, 8));
        assertFalse(cmd.contains("--oversubscribe"));
        assertFalse(
                cmd.contains("--hostfile")
                        || cmd.contains("--map-by")
                        || cmd.contains("--bind-to")
                        || cmd.contains("--mca"),
                cmd.toString());
    }

    @Test
    void moreRanksThanCoresOversubscribe() {
        assertTrue(command(2, "--np", "4").contains("--oversubscribe"));
        assertTrue(command(2, "--np", "3").contains("--oversubscribe"));
        assertFalse(command(4, "--np", "4").contains("--oversubscribe"));
        assertFalse(command(8, "--np", "3").contains("--oversubscribe"));
    }

    @Test
    void hostfileIsPassedAndNeverOversubscribes() {
        List<String> cmd = command(2, "--np", "16", "--hostfile", "/etc/hosts.mpi");

        assertEquals(List.of("mpirun", "-np", "16", "--hostfile", "/etc/hosts.mpi"), cmd.subList(0, 5));
        assertFalse(cmd.contains("--oversubscribe"), "the hostfile's slots decide: " + cmd);
    }

    @Test
    void mcaPairsArePassedInTheOrderGiven() {
        List<String> cmd =
                command(2, "--mca", "btl", "tcp,self", "--mca", "btl_tcp_if_include", "lo", "--mca", "pml", "ob1");
        List<String> mpirun = mpirunPart(cmd);

        int first = mpirun.indexOf("--mca");
        assertEquals(
                List.of("--mca", "btl", "tcp,self", "--mca", "btl_tcp_if_include", "lo", "--mca", "pml", "ob1"),
                mpirun.subList(first, first + 9));
        assertEquals(3, Collections.frequency(cmd, "--mca"));
    }

    @Test
    void repeatedMcaKeyKeepsItsPlaceAndTheLastValue() {
        List<String> mpirun =
                mpirunPart(command(2, "--mca", "btl", "sm", "--mca", "pml", "ob1", "--mca", "btl", "tcp,self"));

        int first = mpirun.indexOf("--mca");
        assertEquals(List.of("--mca", "btl", "tcp,self", "--mca", "pml", "ob1"), mpirun.subList(first, first + 6));
        assertEquals(2, Collections.frequency(mpirun, "--mca"));
    }

    @Test
    void mapAndBindArePassedToMpirun() {
        List<String> mpirun = mpirunPart(command(2, "--map-by", "node", "--bind-to", "none"));

        int map = mpirun.indexOf("--map-by");
        int bind = mpirun.indexOf("--bind-to");
        assertTrue(map > 0 && bind > 0, mpirun.toString());
        assertEquals("node", mpirun.get(map + 1));
        assertEquals("none", mpirun.get(bind + 1));
    }

    @Test
    void hydraSpeaksItsOwnDialect() {
        List<String> mpiexec = mpirunPart(command(
                LauncherDialect.HYDRA,
                2,
                "--mpirun",
                "mpiexec.hydra",
                "--np",
                "4",
                "--bind-to",
                "core",
                "--map-by",
                "node"));

        assertEquals(
                List.of(
                        "mpiexec.hydra",
                        "-n",
                        "4",
                        "-map-by",
                        "node",
                        "-bind-to",
                        "core",
                        "-genv",
                        RankEnvironment.RUN_DIR_ENV,
                        "/runs/r1",
                        "-genv",
                        "LOGP_MCA",
                        "btl=self"),
                mpiexec,
                "no --oversubscribe: Hydra places more ranks than cores");
    }

    @Test
    void hydraBindsEachRankToACoreWhereTheRanksFit() {
        // Hydra binds nothing by default (Cpus_allowed_list 0-1 on both ranks here); logp asks for a core each.
        List<String> two = mpirunPart(command(LauncherDialect.HYDRA, 2, "--mpirun", "mpiexec.hydra"));
        assertEquals(List.of("-bind-to", "core"), two.subList(3, 5), two.toString());
        // More ranks than cores: they take turns anyway; the user's own choice stays as given.
        assertFalse(mpirunPart(command(LauncherDialect.HYDRA, 2, "--mpirun", "mpiexec.hydra", "--np", "4"))
                .contains("-bind-to"));
        List<String> none =
                mpirunPart(command(LauncherDialect.HYDRA, 2, "--mpirun", "mpiexec.hydra", "--bind-to", "none"));
        assertEquals(1, Collections.frequency(none, "-bind-to"), none.toString());
        assertEquals("none", none.get(none.indexOf("-bind-to") + 1));
        // Open MPI binds to core by default: nothing added.
        assertFalse(command(2).contains("--bind-to"));
    }

    @Test
    void hydraTakesItsHostfileWithDashF(@org.junit.jupiter.api.io.TempDir Path tmp) throws java.io.IOException {
        Path hosts = java.nio.file.Files.writeString(tmp.resolve("hosts"), "a\nb\n");
        List<String> mpiexec = mpirunPart(command(LauncherDialect.HYDRA, 2, "--hostfile", hosts.toString()));

        assertEquals(List.of("-f", hosts.toString()), mpiexec.subList(3, 5), mpiexec.toString());
    }

    @Test
    void launcherVersionTextNamesTheDialect() {
        assertEquals(LauncherDialect.OPEN_MPI, LauncherDialect.ofVersion("mpirun", "mpirun (Open MPI) 4.1.4\n"));
        assertEquals(
                LauncherDialect.HYDRA,
                LauncherDialect.ofVersion("mpiexec", "HYDRA build details:\n    Version: 4.0.2"));
        MpiUnavailableException e = assertThrows(
                MpiUnavailableException.class, () -> LauncherDialect.ofVersion("aprun", "aprun (ALPS) 6.6.59"));
        assertTrue(
                e.getMessage().contains("'aprun --version' names neither Open MPI, MPICH's Hydra nor Slurm"),
                e.getMessage());
    }

    @Test
    void runDirectoryVariableIsExportedToTheRanks() {
        List<String> mpirun = mpirunPart(command(2, "--mca", "btl", "self,vader"));

        int x = mpirun.indexOf("-x");
        assertTrue(x > 0, mpirun.toString());
        assertEquals(RankEnvironment.RUN_DIR_ENV, mpirun.get(x + 1));
        assertEquals("LOGP_RUN_DIR", RankEnvironment.RUN_DIR_ENV);
    }

    @Test
    void everyRankRunsMainWithTheJvmFlagsLibraryPathClasspathAndTheRankArguments() {
        List<String> cmd = command(2, "--np", "4");
        List<String> java = cmd.subList(cmd.indexOf(JAVA), cmd.size());

        List<String> expected = RankJvm.rankJvmFlags(HugePages.available());
        List<String> flags = java.subList(1, 1 + expected.size());
        assertEquals(expected, flags);
        assertTrue(flags.contains("-XX:+UseSerialGC") && flags.contains("-Djava.awt.headless=true"), flags.toString());
        assertTrue(flags.stream().anyMatch(f -> f.startsWith("-Xmx")), flags.toString());
        List<String> rest = java.subList(1 + flags.size(), java.size());
        assertEquals("-Djava.library.path=" + LIB, rest.get(0));
        assertEquals(List.of("-cp", CLASSPATH, Main.class.getName()), rest.subList(1, 4));
        assertEquals(RANK_ARGS, rest.subList(4, rest.size()), "the rank arguments come last, unchanged");
    }

    @Test
    void unknownLibraryDirectoryLeavesTheLibraryPathUnset() {
        MpiOptions mpi = new MpiOptions();
        List<String> cmd = new MpiLauncher(mpi.settings())
                .command(LauncherDialect.OPEN_MPI, RANK_ENV, RANK_ARGS, JAVA, CLASSPATH, null, 2);

        assertTrue(cmd.stream().noneMatch(a -> a.startsWith("-Djava.library.path")), cmd.toString());
        assertEquals(
                List.of("-cp", CLASSPATH, Main.class.getName()),
                cmd.subList(cmd.indexOf("-cp"), cmd.indexOf("-cp") + 3));
    }

    @Test
    void anotherMpirunReplacesTheFirstWord() {
        List<String> cmd = command(2, "--mpirun", "/opt/openmpi-5/bin/mpirun");

        assertEquals("/opt/openmpi-5/bin/mpirun", cmd.get(0));
        assertEquals(1, Collections.frequency(cmd, "mpirun") + Collections.frequency(cmd, "/opt/openmpi-5/bin/mpirun"));
    }
}
