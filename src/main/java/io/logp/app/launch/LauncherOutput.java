package io.logp.app.launch;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Copies one of the launcher's output streams to this JVM's, byte for byte (the ranks' progress lines rewrite
 * themselves with carriage returns), and hands every whole line to a {@link RankSignal.Reader}: the launcher's own
 * report of a rank it saw killed is the one witness of which process got the signal.
 */
final class LauncherOutput implements Runnable {

    /** Longest line read for a report; a longer one is copied whole but read only up to here. */
    private static final int LINE_LIMIT = 4096;

    private final InputStream from;
    private final OutputStream to;
    private final RankSignal.Reader reader;

    private LauncherOutput(InputStream from, OutputStream to, RankSignal.Reader reader) {
        this.from = from;
        this.to = to;
        this.reader = reader;
    }

    /** Starts copying {@code from} to {@code to} on a daemon thread; returns it. */
    static Thread copy(InputStream from, OutputStream to, RankSignal.Reader reader, String name) {
        Thread t = new Thread(new LauncherOutput(from, to, reader), name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    @Override
    public void run() {
        byte[] buffer = new byte[8192];
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        try (from) {
            int n;
            while ((n = from.read(buffer)) > 0) {
                try {
                    to.write(buffer, 0, n);
                    to.flush();
                } catch (IOException e) {
                    // our own output is gone (a closed terminal): the launcher's is still read, so it never blocks
                }
                for (int i = 0; i < n; i++) {
                    byte b = buffer[i];
                    if (b == '\n' || b == '\r') {
                        if (line.size() > 0) reader.line(line.toString(StandardCharsets.UTF_8));
                        line.reset();
                    } else if (line.size() < LINE_LIMIT) {
                        line.write(b);
                    }
                }
            }
            if (line.size() > 0) reader.line(line.toString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // the launcher is gone
        }
    }
}
