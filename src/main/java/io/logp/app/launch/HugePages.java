package io.logp.app.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether the ranks' JVMs can back their heap and compiled code with transparent huge pages. They should: on a
 * virtual machine a TLB miss walks two page tables, and the Java send path touches far more pages than a C
 * program's (heap objects, compiled code, the JVM's clock, the shim). Measured here with the overhead command, 15
 * alternating rounds on Open MPI: in the launches where the machine was in its slow state (round trips 2.5 x
 * longer), the native way's o_s reached 0.059 to 0.103 us against C's 0.029 without huge pages, and stayed at 0.033
 * to 0.035 us with them.
 */
public final class HugePages {

    /** The kernel's setting: the mode in use is the one in brackets, e.g. {@code always [madvise] never}. */
    static final Path SETTING = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");

    private static final Pattern CHOSEN = Pattern.compile("\\[(\\w+)]");

    private HugePages() {}

    /** Whether this host lets a program ask for transparent huge pages (mode always or madvise). */
    public static boolean available() {
        return available(SETTING);
    }

    static boolean available(Path setting) {
        try {
            return availableIn(Files.readString(setting));
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    /** Whether the mode chosen in a setting's text lets the JVM use them; the JVM asks with madvise. */
    static boolean availableIn(String setting) {
        Matcher m = CHOSEN.matcher(setting);
        return m.find() && (m.group(1).equals("always") || m.group(1).equals("madvise"));
    }
}
