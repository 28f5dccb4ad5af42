package io.logp.plot;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A chart file that could not be written, named, with the reason at the bottom of the encoder's causes: XChart's SVG
 * encoder reports a full disk as "org.xml.sax.SAXException: java.io.IOException: No space left on device".
 */
public final class ChartFileException extends IOException {

    private final Path file;

    public ChartFileException(Path file, Throwable cause) {
        super("chart " + file + " could not be written: " + reason(cause), cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /** The innermost message: what the operating system said, without the wrappers' class names. */
    public static String reason(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        String m = root.getMessage();
        if (root instanceof java.nio.file.AccessDeniedException) return "permission denied";
        return m == null || m.isBlank() ? root.getClass().getSimpleName() : m;
    }
}
