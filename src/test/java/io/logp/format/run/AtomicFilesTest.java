package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {

    @TempDir
    Path dir;

    @Test
    void writesUtf8AndCreatesParentsAndLeavesNoTemporaryFile() throws IOException {
        Path target = dir.resolve("signatures/run/logp.md");

        AtomicFiles.write(target, "0.152 ± 0.004 µs\n");

        assertEquals("0.152 ± 0.004 µs\n", Files.readString(target, StandardCharsets.UTF_8));
        assertEquals(List.of("logp.md"), names(target.getParent()));
    }

    @Test
    void replacesAnExistingFile() throws IOException {
        Path target = dir.resolve("rtt.csv");
        Files.writeString(target, "old content that is longer than the new one\n");

        AtomicFiles.write(target, "new\n");

        assertEquals("new\n", Files.readString(target));
        assertEquals(List.of("rtt.csv"), names(dir));
    }

    @Test
    void whileWritingTheTargetStillHoldsTheOldContent() throws IOException {
        Path target = dir.resolve("logp.json");
        Files.writeString(target, "old\n");

        AtomicFiles.write(target, out -> {
            out.write("half of the new");
            out.flush();
            assertEquals("old\n", Files.readString(target), "target changed before the rename");
            assertEquals(2, names(dir).size(), "the content goes to a second file in the same directory");
            out.write(" content\n");
        });

        assertEquals("half of the new content\n", Files.readString(target));
        assertEquals(List.of("logp.json"), names(dir));
    }

    @Test
    void aFailingWriterLeavesTheOldFileAndNoTemporaryFile() throws IOException {
        Path target = dir.resolve("signature.csv");
        Files.writeString(target, "old\n");

        IOException e = assertThrows(
                IOException.class,
                () -> AtomicFiles.write(target, out -> {
                    out.write("partial");
                    throw new IOException("disk full");
                }));

        assertEquals("disk full", e.getMessage());
        assertEquals("old\n", Files.readString(target));
        assertEquals(List.of("signature.csv"), names(dir));
    }

    @Test
    void aFailingFirstWriteLeavesNoFileAtAll() {
        Path target = dir.resolve("meta.json");
        assertThrows(
                IllegalStateException.class,
                () -> AtomicFiles.write(target, out -> {
                    throw new IllegalStateException("bug in the caller");
                }));
        assertFalse(Files.exists(target));
        assertEquals(List.of(), names(dir));
    }

    @Test
    void resultHasTheSamePermissionsAsAPlainlyCreatedFile() throws IOException {
        assumeTrue(Files.getFileAttributeView(dir, PosixFileAttributeView.class) != null, "POSIX file system");
        Path plain = dir.resolve("plain.txt");
        Files.writeString(plain, "x");
        Path atomic = dir.resolve("atomic.txt");

        AtomicFiles.write(atomic, "x");

        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(atomic));
    }

    private static List<String> names(Path directory) {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
