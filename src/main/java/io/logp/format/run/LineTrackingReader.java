package io.logp.format.run;

import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;

/**
 * A reader that remembers where the line breaks of the text it passes on are, so that a parser reading ahead in
 * buffers can still be told the line of a character position: only the breaks not yet asked past are kept (a
 * buffer's worth), not the file's. It also tells whether the text ended with a line break, which a file cut short
 * in its last line lacks.
 */
public final class LineTrackingReader extends Reader {

    private final Reader in;
    /** Positions of the '\n' and '\r' passed on and not yet counted, as position * 2 + (1 for '\n'). */
    private long[] breaks = new long[256];

    private int head;
    private int tail;
    private long position;
    private int line = 1;
    private int last = -1;

    LineTrackingReader(Reader in) {
        this.in = in;
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws IOException {
        int n = in.read(buffer, offset, length);
        for (int i = 0; i < n; i++) {
            char c = buffer[offset + i];
            if (c == '\n' || c == '\r') push((position + i) * 2 + (c == '\n' ? 1 : 0));
        }
        if (n > 0) {
            position += n;
            last = buffer[offset + n - 1];
        }
        return n;
    }

    /**
     * The 1-based line of the first non-empty line at or after {@code start}: a parser's record position includes
     * the empty lines it skipped before the record. Positions must not decrease from call to call.
     */
    public int lineOf(long start) {
        while (head < tail && breaks[head] / 2 < start) line += (int) (breaks[head++] & 1);
        while (head < tail && breaks[head] / 2 == start) {
            line += (int) (breaks[head++] & 1);
            start++;
        }
        return line;
    }

    /** Whether the text read so far ends with a line break (or is empty). */
    public boolean endsWithLineBreak() {
        return last == -1 || last == '\n' || last == '\r';
    }

    private void push(long entry) {
        if (tail == breaks.length) {
            if (head > breaks.length / 2) {
                System.arraycopy(breaks, head, breaks, 0, tail - head);
                tail -= head;
                head = 0;
            } else {
                breaks = Arrays.copyOf(breaks, 2 * breaks.length);
            }
        }
        breaks[tail++] = entry;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
