package io.logp.report;

import java.io.IOException;
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
     * Reads the samples in file order.
     *
     * @throws DataFormatException when a line is not a finite number, or the file holds no samples
     */
    public static double[] read(Path file) throws IOException, DataFormatException {
        String[] lines = TextFiles.read(file).split("\r?\n", -1);
        double[] samples = new double[lines.length];
        int count = 0;
        for (int i = 0; i < lines.length; i++) {
            String text = lines[i].strip();
            if (text.isEmpty() || text.startsWith(COMMENT)) continue;
            double sample = Decimals.parse(text);
            // Signed on purpose: a tool that subtracts the timer overhead may leave a tiny negative time.
            if (Double.isNaN(sample)) {
                throw new DataFormatException(file, i + 1, "expected a time in microseconds, got '" + text + "'");
            }
            samples[count++] = sample;
        }
        if (count == 0) throw new DataFormatException(file, 0, "no samples");
        return Arrays.copyOf(samples, count);
    }
}
