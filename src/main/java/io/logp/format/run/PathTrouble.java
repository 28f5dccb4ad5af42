package io.logp.format.run;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Why a path that seems not to be there cannot be read: a directory on its way this user may not enter, a file it
 * may not read, a symbolic link loop. Each read "no such file" or the bare path before (a chmod 000 file printed only
 * its path, exit 1; a directory under chmod 000 read "signature.csv: no such file ... nothing was measured here").
 */
public final class PathTrouble {

    private PathTrouble() {}

    /** What keeps {@code path} from being read, or empty when nothing does (it is there and readable, or absent). */
    public static Optional<String> of(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        for (Path dir = absolute.getParent(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir) && !Files.isExecutable(dir)) {
                return Optional.of("permission denied: " + user() + " may not enter the directory " + dir);
            }
        }
        if (Files.isSymbolicLink(absolute)) {
            try {
                absolute.toRealPath();
            } catch (FileSystemException e) {
                String reason = e.getReason() == null ? "" : e.getReason();
                if (reason.contains("symbolic links")) return Optional.of("a symbolic link loop (" + reason + ")");
            } catch (IOException e) {
                // a dangling link: absent, which the caller says
            }
        }
        if (Files.exists(absolute, LinkOption.NOFOLLOW_LINKS) || Files.exists(absolute)) {
            if (Files.isDirectory(absolute) && !(Files.isReadable(absolute) && Files.isExecutable(absolute))) {
                return Optional.of("permission denied: " + user() + " may not read the directory");
            }
            if (!Files.isDirectory(absolute) && !Files.isReadable(absolute)) {
                return Optional.of("permission denied: " + user() + " may not read it");
            }
        }
        return Optional.empty();
    }

    private static String user() {
        return "user " + System.getProperty("user.name", "?");
    }
}
