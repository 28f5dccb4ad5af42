package io.logp.report;

import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * Paths in the commands logp suggests ("analyse it with: ./run-logp.sh fit DIR"), quoted for a POSIX shell when
 * they need it: a run under a directory with a space was suggested as two arguments.
 */
public final class ShellWords {

    /** What a shell reads as one plain word. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:@%+=,-]+");

    private ShellWords() {}

    /** {@code path} as one shell word: as it is when plain, else in single quotes (a quote inside as '\''). */
    public static String quote(Path path) {
        return quote(path.toString());
    }

    /** {@code word} as one shell word. */
    public static String quote(String word) {
        if (PLAIN.matcher(word).matches()) return word;
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
