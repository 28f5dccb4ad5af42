package io.logp.plot;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The SVG and PDF files of the charts drawn on this thread while it is open, written by a second thread: SVG took
 * 43% of {@code plot}'s CPU, and a chart's vector files need only its finished drawing, so they are written while
 * the next chart is built and painted into its PNG. {@link #close} waits for every one of them and throws the first
 * failure, so a caller that closes it before using the files sees what a single thread would have written. Without
 * one open, {@link ChartFiles} writes every file itself, in order.
 */
public final class VectorFiles implements AutoCloseable {

    private static final ThreadLocal<VectorFiles> OPEN = new ThreadLocal<>();

    private final ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
        // A daemon: an interrupted JVM ends without it; InFlightFiles removes the file it was writing.
        Thread t = new Thread(r, "logp-vector-charts");
        t.setDaemon(true);
        return t;
    });
    private final List<Future<?>> pending = new ArrayList<>();
    private final VectorFiles outer;

    private VectorFiles() {
        this.outer = OPEN.get();
    }

    /** Opens on this thread; charts drawn on it until {@link #close} have their vector files written alongside. */
    public static VectorFiles open() {
        VectorFiles files = new VectorFiles();
        OPEN.set(files);
        return files;
    }

    interface Write {
        void run() throws IOException;
    }

    /** Runs the write on the open instance's thread, or here and now when none is open on this thread. */
    static void write(Write w) throws IOException {
        VectorFiles open = OPEN.get();
        if (open == null) {
            w.run();
            return;
        }
        open.pending.add(open.writer.submit(() -> {
            w.run();
            return null;
        }));
    }

    /** Waits for every vector file; throws the first failure (a {@link ChartFileException} naming its file). */
    @Override
    public void close() throws IOException {
        if (OPEN.get() == this) {
            if (outer == null) OPEN.remove();
            else OPEN.set(outer);
        }
        try {
            IOException first = null;
            for (Future<?> f : pending) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    if (first == null) first = asIo(e.getCause());
                }
            }
            if (first != null) throw first;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while the charts' SVG and PDF files were written", e);
        } finally {
            writer.shutdownNow();
        }
    }

    private static IOException asIo(Throwable cause) {
        if (cause instanceof IOException io) return io;
        if (cause instanceof RuntimeException re) throw re;
        if (cause instanceof Error err) throw err;
        return new IOException(cause);
    }
}
