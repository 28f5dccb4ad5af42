package io.logp.app;

import io.logp.exit.UsageException;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * Finds the run directories of reference platforms, {@code signatures/reference-<name>/}: the platforms of
 * Culler et al. committed in the repository ({@code paragon}, {@code meiko}, {@code myrinet}) and any a user adds
 * the same way. They are looked up first in {@code signatures/} of the current directory and then in the
 * {@code signatures/} beside the build output logp runs from ({@code <repo>/target/logp.jar} or
 * {@code <repo>/target/classes}, so {@code <repo>/signatures}), so that {@code logp compare} finds them from any
 * directory of a checkout.
 */
public final class ReferenceDirectories {

    static final String PREFIX = "reference-";
    private static final String SIGNATURES = "signatures";

    /** Names become part of a path; anything else could step out of signatures/. */
    private static final String NAME_PATTERN = "[a-z0-9][a-z0-9._-]*";

    private final List<Path> roots;

    /** Looks in each of the given {@code signatures/} directories in turn. */
    ReferenceDirectories(List<Path> roots) {
        this.roots = List.copyOf(roots);
    }

    /** The current directory's {@code signatures/}, then the checkout's, as seen from where this class was loaded. */
    public static ReferenceDirectories standard() {
        List<Path> roots = new ArrayList<>(List.of(Path.of(SIGNATURES)));
        Path checkout = checkoutSignatures();
        if (checkout != null) roots.add(checkout);
        return new ReferenceDirectories(roots);
    }

    /**
     * The directory of one reference, by name in any case.
     *
     * @throws UsageException naming the reference and the known ones when there is no such directory
     */
    Path resolve(String name) {
        String key = name.trim().toLowerCase(Locale.ROOT);
        if (key.matches(NAME_PATTERN)) {
            for (Path root : roots) {
                Path dir = root.resolve(PREFIX + key);
                if (Files.isDirectory(dir)) return dir;
            }
        }
        List<String> known = names();
        throw new UsageException("unknown reference '" + name + "'; "
                + (known.isEmpty()
                        ? "no signatures/" + PREFIX + "* directory found in " + roots
                        : "known: " + String.join(", ", known)));
    }

    /** The names of every reference found, sorted. */
    List<String> names() {
        TreeSet<String> names = new TreeSet<>();
        for (Path root : roots) {
            if (!Files.isDirectory(root)) continue;
            try (DirectoryStream<Path> dirs = Files.newDirectoryStream(root, PREFIX + "*")) {
                for (Path dir : dirs) {
                    if (Files.isDirectory(dir))
                        names.add(dir.getFileName().toString().substring(PREFIX.length()));
                }
            } catch (IOException e) {
                // An unreadable root only shortens the list in an error message; the lookup itself did not need it.
            }
        }
        return List.copyOf(names);
    }

    /**
     * {@code <repo>/signatures} for code loaded from {@code <repo>/target/jars/<mpi>/logp.jar}, {@code
     * <repo>/target/logp.jar} or {@code <repo>/target/classes};
     * null when the code source is unknown (some class loaders do not tell).
     */
    public static Path checkoutSignatures() {
        CodeSource source = ReferenceDirectories.class.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) return null;
        try {
            return signaturesBeside(Path.of(source.getLocation().toURI()));
        } catch (URISyntaxException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return null;
        }
    }

    /**
     * {@code signatures} beside the build directory the code was loaded from: the nearest {@code target/} above the
     * jar ({@code target/jars/<mpi>/logp.jar}, as run-logp.sh runs it) or classes directory, else the parent's sibling.
     */
    public static Path signaturesBeside(Path codeLocation) {
        Path parent = codeLocation.toAbsolutePath().normalize().getParent();
        for (Path p = parent; p != null; p = p.getParent()) {
            if (p.getFileName() != null && p.getFileName().toString().equals("target"))
                return p.resolveSibling(SIGNATURES);
        }
        return parent == null ? null : parent.resolveSibling(SIGNATURES);
    }
}
