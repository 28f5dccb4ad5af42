package io.logp.app.launch;

import io.logp.ranklaunch.RankEnvironment;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** How every rank's JVM is started: its flags, the java binary, and where Open MPI's Java bindings live. */
public final class RankJvm {

    private RankJvm() {}

    /** JVM flags of every rank: a small fixed heap and the serial collector keep GC threads off the 2 cores. */
    public static final List<String> RANK_JVM_FLAGS = List.of(
            "-XX:+UseSerialGC",
            "-Xms" + RankEnvironment.RANK_HEAP_MIB + "m",
            "-Xmx" + RankEnvironment.RANK_HEAP_MIB + "m",
            "-XX:MaxDirectMemorySize=" + RankEnvironment.RANK_DIRECT_MIB + "m",
            "-XX:-UsePerfData",
            "-Djava.awt.headless=true",
            // UTF-8 on the ranks' stdout and stderr under any locale (Main sets it too, this covers the JVM's own)
            "-Dstdout.encoding=UTF-8",
            "-Dstderr.encoding=UTF-8",
            "--enable-native-access=ALL-UNNAMED",
            // A rank that crashes (a broken MPI library) reports on stderr, its crash file in the temporary
            // directory, never in the checkout the launcher runs from.
            "-XX:+DisplayVMOutputToStderr",
            "-XX:ErrorFile=" + Path.of(System.getProperty("java.io.tmpdir"), "logp-hs_err_pid%p.log"));
    /**
     * Transparent huge pages for the heap and the compiled code, where the kernel offers them ({@link HugePages}).
     * Decided on the launching host; a rank host without them warns once and runs on small pages.
     */
    static final String HUGE_PAGES_FLAG = "-XX:+UseTransparentHugePages";

    private static final String[] LIB_DIRS = {
        "/usr/lib/x86_64-linux-gnu/openmpi/lib",
        "/usr/lib/aarch64-linux-gnu/openmpi/lib",
        "/usr/lib64/openmpi/lib",
        "/usr/local/lib",
        "/opt/openmpi/lib"
    };

    /** Every rank's JVM flags: {@link #RANK_JVM_FLAGS}, and huge pages when the host offers them. */
    public static List<String> rankJvmFlags(boolean hugePages) {
        if (!hugePages) return RANK_JVM_FLAGS;
        List<String> flags = new ArrayList<>(RANK_JVM_FLAGS);
        flags.add(HUGE_PAGES_FLAG);
        return List.copyOf(flags);
    }

    public static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The directory of libmpi_java.so: -Dlogp.ompi.libdir, $LOGP_OMPI_LIBDIR, java.library.path, usual places. */
    public static Path libraryDir() {
        List<String> candidates = new ArrayList<>();
        if (System.getProperty("logp.ompi.libdir") != null) candidates.add(System.getProperty("logp.ompi.libdir"));
        if (System.getenv("LOGP_OMPI_LIBDIR") != null) candidates.add(System.getenv("LOGP_OMPI_LIBDIR"));
        candidates.addAll(List.of(System.getProperty("java.library.path", "").split(File.pathSeparator)));
        candidates.addAll(List.of(LIB_DIRS));
        for (String c : candidates) {
            if (!c.isBlank() && Files.exists(Path.of(c, "libmpi_java.so"))) return Path.of(c);
        }
        return null;
    }
}
