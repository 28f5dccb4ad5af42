package io.logp.app.launch;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether the native way's shim is whole. A shim cut short (a full disk during setup, a copy interrupted) still
 * loads, since its headers are intact, and the rank's JVM then dies of SIGBUS on the first page past the end: exit 4
 * as documented, but with the JVM's crash report and nothing naming the shim (issue 40). An ELF file's section
 * headers are its last part, so a file shorter than where they end is cut short.
 */
final class ShimFile {

    private ShimFile() {}

    /** Why {@code shim} cannot be whole, or empty when it may be (a file that is no 64-bit ELF is the rank's to say). */
    static Optional<String> cutShort(Path shim) {
        try (FileChannel f = FileChannel.open(shim)) {
            ByteBuffer h = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
            while (h.hasRemaining() && f.read(h) > 0) {
                // fill the header
            }
            if (h.position() < 64 || h.get(0) != 0x7f || h.get(1) != 'E' || h.get(2) != 'L' || h.get(3) != 'F') {
                return Optional.empty();
            }
            if (h.get(4) != 2 || h.get(5) != 1) return Optional.empty(); // not 64-bit little-endian: not ours to judge
            long sectionHeaders = h.getLong(0x28);
            long end = sectionHeaders
                    + (long) Short.toUnsignedInt(h.getShort(0x3A)) * Short.toUnsignedInt(h.getShort(0x3C));
            long size = f.size();
            return size < end
                    ? Optional.of("it is cut short (" + size + " bytes; its ELF header says it holds " + end + ")")
                    : Optional.empty();
        } catch (IOException e) {
            return Optional.empty(); // unreadable or missing: the rank says so when it loads it
        }
    }
}
