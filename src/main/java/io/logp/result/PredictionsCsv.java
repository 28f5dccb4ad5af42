package io.logp.result;

import io.logp.data.PredictedPoint;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.Decimals;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code predictions.csv}: {@code op,n_bytes,p,predicted_us,model_us,measured_us,variant}, one row per point of
 * {@code predict} (docs/output.md). predicted_us is SimGrid's, model_us logp's own LogGP model, measured_us the run's
 * trimmed mean where it measured the point (empty otherwise).
 */
public final class PredictionsCsv {

    public static final String HEADER = "op,n_bytes,p,predicted_us,model_us,measured_us,variant";

    private PredictionsCsv() {}

    public static void write(Path file, List<PredictedPoint> points) throws IOException {
        StringBuilder b = new StringBuilder(HEADER).append('\n');
        for (PredictedPoint p : points) {
            b.append(p.op().label())
                    .append(',')
                    .append(p.nBytes())
                    .append(',')
                    .append(p.p())
                    .append(',')
                    .append(cell(p.predictedUs()))
                    .append(',')
                    .append(cell(p.modelUs()))
                    .append(',')
                    .append(cell(p.measuredUs()))
                    .append(',')
                    .append(p.variant())
                    .append('\n');
        }
        AtomicFiles.write(file, b.toString());
    }

    private static String cell(double v) {
        return Double.isFinite(v) ? Decimals.exact(v) : "";
    }
}
