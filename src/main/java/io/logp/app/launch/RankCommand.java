package io.logp.app.launch;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of one rank, for a batch script whose own srun or mpirun starts the ranks (the already-launched
 * mode): the same JVM, flags, library path and class path as logp's launcher gives its ranks, up to and including
 * the main class, one word per line. {@code run-logp.sh rank-command} prints it as a shell array.
 */
public final class RankCommand {

    private RankCommand() {}

    /** The words of a rank's command before logp's own arguments. */
    static List<String> words(String javaBin, boolean hugePages, Path libDir, String classpath) {
        List<String> words = new ArrayList<>();
        words.add(javaBin);
        words.addAll(RankJvm.rankJvmFlags(hugePages));
        if (libDir != null) words.add("-Djava.library.path=" + libDir);
        words.add("-cp");
        words.add(classpath);
        words.add(MpiLauncher.MAIN_CLASS);
        return words;
    }

    public static void main(String[] args) {
        words(RankJvm.javaBinary(), HugePages.available(), RankJvm.libraryDir(), System.getProperty("java.class.path"))
                .forEach(System.out::println);
    }
}
