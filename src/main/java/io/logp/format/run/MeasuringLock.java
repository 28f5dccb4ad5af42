package io.logp.format.run;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Whether a run is still measuring. meta.json says "running" both while the ranks measure and after they were
 * killed with nobody left to say more, and {@code fit} on a run still going said it "ended while running (killed, or
 * its launcher was)". The writing rank holds a lock on {@code .measuring} in the run directory while it measures;
 * the kernel drops it when that process ends, however it ends, so a lock that can be taken means nobody measures.
 */
public final class MeasuringLock {

    static final String FILE = ".measuring";

    /** This process's lock, held until {@link #release} or the process's end. */
    private static FileChannel held;

    private MeasuringLock() {}

    /** Takes the lock of {@code dir} for this process; a file system without locks leaves it untaken. */
    public static synchronized void hold(RunDirectory dir) {
        if (held != null) return;
        try {
            FileChannel channel = FileChannel.open(
                    dir.signaturesDir().resolve(FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            if (channel.tryLock() != null) {
                held = channel;
                // Who holds it: the launcher on the same host sees a rank 0 that ended while its launcher waits on.
                channel.truncate(0);
                channel.write(java.nio.ByteBuffer.wrap((ProcessHandle.current().pid() + " " + hostName() + "\n")
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8)));
            } else {
                channel.close();
            }
        } catch (IOException | OverlappingFileLockException e) {
            // no lock: fit then calls a run marked running one that ended
        }
    }

    /** The measurement is done: the lock and its file go. */
    public static synchronized void release(RunDirectory dir) {
        if (held == null) return;
        try {
            held.close();
            Files.deleteIfExists(dir.signaturesDir().resolve(FILE));
        } catch (IOException e) {
            // a stale file holds no lock: it says nothing
        }
        held = null;
    }

    /** The measuring rank as its lock file names it: its pid and host. */
    public record Holder(long pid, String host) {}

    /** The rank that holds (or held, if it ended without releasing) the lock of {@code dir}, when it says. */
    public static java.util.Optional<Holder> holder(RunDirectory dir) {
        try {
            String[] words =
                    Files.readString(dir.signaturesDir().resolve(FILE)).strip().split(" ", 2);
            if (words.length == 2) return java.util.Optional.of(new Holder(Long.parseLong(words[0]), words[1]));
        } catch (IOException | NumberFormatException e) {
            // no file (not started, or done), or one being written
        }
        return java.util.Optional.empty();
    }

    /** This host's name as the kernel has it (no resolver), the same for a rank and its launcher. */
    public static String hostName() {
        try {
            return Files.readString(Path.of("/proc/sys/kernel/hostname")).strip();
        } catch (IOException e) {
            String h = System.getenv("HOSTNAME");
            return h != null ? h : "localhost";
        }
    }

    /** Whether a process (this one or another) holds the lock of {@code dir}: its ranks are measuring. */
    public static boolean held(RunDirectory dir) {
        Path file = dir.signaturesDir().resolve(FILE);
        if (!Files.exists(file)) return false;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            if (lock == null) return true;
            lock.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true; // held by this very process
        } catch (IOException e) {
            return false;
        }
    }
}
