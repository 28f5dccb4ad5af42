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
            if (channel.tryLock() != null) held = channel;
            else channel.close();
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
