package io.logp.format.run;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Raw timing samples: a text file with one time in microseconds per line (at most 6 decimals), read back by
 * {@code logp stats}. A first comment line names the unit; readers skip blank lines and lines starting with
 * {@code #}, as gnuplot and numpy's {@code loadtxt} do.
 */
public final class SamplesFile {

    private static final String COMMENT = "#";
    private static final String UNIT_LINE = COMMENT + " time_us\n";

    private SamplesFile() {}

    /**
     * Writes the samples in the given order, atomically.
     *
     * @throws IllegalArgumentException when a sample is NaN or infinite
     */
    public static void write(Path file, double[] samplesUs) throws IOException {
        for (double sample : samplesUs) {
            if (!Double.isFinite(sample)) throw new IllegalArgumentException("sample is not finite: " + sample);
        }
        AtomicFiles.write(file, out -> {
            out.write(UNIT_LINE);
            for (double sample : samplesUs) {
                out.write(Decimals.csv(sample));
                out.write('\n');
            }
        });
    }

    /**
     * Reads the samples in file order, streaming: the file's text is never held whole, only the numbers.
     *
     * @throws DataFormatException when a line is not a finite number, the last line has no line end (the file may
     *                             have been cut short), or the file holds no samples
     */
    public static double[] read(Path file) throws IOException, DataFormatException {
        double[] samples = new double[1024];
        int count = 0;
        int line = 0;
        boolean lastBlank = true;
        try (LineTrackingReader in = new LineTrackingReader(TextFiles.open(file));
                BufferedReader lines = new BufferedReader(in, 1 << 16)) {
            for (String raw; (raw = lines.readLine()) != null; ) {
                line++;
                String text = raw.strip();
                lastBlank = text.isEmpty() || text.startsWith(COMMENT);
                if (lastBlank) continue;
                double sample = Decimals.parse(text);
                // Signed on purpose: a tool that subtracts the timer overhead may leave a tiny negative time.
                if (Double.isNaN(sample)) {
                    throw new DataFormatException(
                            file,
                            line,
                            (Decimals.tooLarge(text)
                                            ? "expected a time in microseconds of at most 1e15 (31 years), got "
                                            : "expected a time in microseconds, got ")
                                    + Excerpt.of(text, "column " + (raw.indexOf(text) + 1)));
                }
                if (count == samples.length) samples = Arrays.copyOf(samples, grown(count));
                samples[count++] = sample;
            }
            if (!lastBlank && !in.endsWithLineBreak()) {
                throw new DataFormatException(
                        file,
                        line,
                        "the last line has no line end, so the file may have been cut short (an interrupted copy or"
                                + " write); if the line is complete, end it with a line break");
            }
        } catch (CharacterCodingException e) {
            throw TextFiles.notUtf8(file, line + 1, e);
        }
        if (count == 0) throw new DataFormatException(file, 0, "no samples");
        return Arrays.copyOf(samples, count);
    }

    /** Half as much again: a doubling array would hold twice the samples at its worst. */
    private static int grown(int count) {
        return Math.toIntExact(Math.min(Integer.MAX_VALUE - 8, count + (count >> 1) + 1));
    }
}
