package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One launch per measuring command for the whole test JVM: the first test that asks for a command launches it, in
 * logp's own code as {@link MpiEndToEndTest#logp} does, and every later test, of any class, that asks for the same
 * words gets the same run directory and the same printed screens (a launch that failed is not shared). A launch costs seconds of start-up and
 * measuring; most end-to-end checks only read what one run wrote. A test class takes it by
 * {@code @ExtendWith(SharedRuns.class)} and a parameter {@code SharedRuns runs}, then {@code runs.of(args)}: the
 * command's words without {@code --out}, which the fixture adds (a directory of its own per command, removed when
 * the test JVM's tests have ended).
 *
 * <p>A shared run is read, never changed: a test that redraws, refits or damages files copies the run directory
 * first ({@link Run#copyTo}). A test about the launch itself (a signal, a timeout, a process left behind) needs a
 * launch of its own and does not belong here.
 */
public final class SharedRuns implements ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedRuns.class);

    private final ExtensionContext.Store store;

    public SharedRuns() {
        this.store = null;
    }

    private SharedRuns(ExtensionContext.Store store) {
        this.store = store;
    }

    /** A finished launch: its exit code, what it printed, and the directory given as {@code --out}. */
    public record Run(List<String> args, int code, String out, String err, Path base) {

        /** The run's one directory under signatures/. */
        public Path dir() throws Exception {
            return MpiEndToEndTest.onlyRun(base);
        }

        /** The run's charts: plots/ beside signatures/, in the run's own folder. */
        public Path plots() throws Exception {
            return base.resolve("plots").resolve(dir().getFileName());
        }

        /** The outcome as {@link MpiEndToEndTest}'s helpers take it. */
        public MpiEndToEndTest.Outcome outcome() {
            return new MpiEndToEndTest.Outcome(code, out, err);
        }

        /** The run directory copied to {@code into}/signatures/, for a test that writes: returns the copy. */
        public Path copyTo(Path into) throws Exception {
            Path from = dir();
            Path to = into.resolve("signatures").resolve(from.getFileName());
            Files.createDirectories(to);
            try (Stream<Path> files = Files.list(from)) {
                for (Path f : files.toList()) Files.copy(f, to.resolve(f.getFileName()));
            }
            return to;
        }

        @Override
        public String toString() {
            return "logp " + String.join(" ", args) + ": exit " + code + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    /** The launches that succeeded, by their words: what later tests get. */
    private static final Map<List<String>, Run> SUCCEEDED = new HashMap<>();

    /**
     * The run of these words, launched now if no test of this JVM launched them with success before. A failed
     * launch is the answer of the test that made it only (it may have failed by that test's own timeout, which
     * interrupts it): the next test that asks launches again.
     */
    public Run of(String... args) {
        List<String> key = List.of(args);
        if (key.contains("--out")) throw new IllegalArgumentException("the fixture gives --out itself: " + key);
        synchronized (SUCCEEDED) {
            Run done = SUCCEEDED.get(key);
            if (done != null) return done;
            Launch launch = launch(key);
            // Every launch's directory is removed when the JVM's tests have ended.
            store.put(launch, launch);
            if (launch.run().code() == 0) SUCCEEDED.put(key, launch.run());
            return launch.run();
        }
    }

    private static Launch launch(List<String> args) {
        try {
            Path base = Files.createTempDirectory("logp-shared-run-");
            String[] words = Stream.concat(args.stream(), Stream.of("--out", base.toString()))
                    .toArray(String[]::new);
            MpiEndToEndTest.Outcome o = MpiEndToEndTest.logp(words);
            return new Launch(new Run(args, o.code(), o.out(), o.err(), base));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A stored launch; the store of the root context closes it when the JVM's tests have ended. */
    private record Launch(Run run) implements ExtensionContext.Store.CloseableResource {
        @Override
        public void close() throws IOException {
            Files.walkFileTree(run.base(), new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                    Files.delete(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        }
    }

    /** Fails the test unless the launch ended with 0, printing what it said. */
    public static void assertSucceeded(Run run) {
        assertEquals(0, run.code(), run.toString());
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == SharedRuns.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return new SharedRuns(context.getRoot().getStore(NAMESPACE));
    }
}
