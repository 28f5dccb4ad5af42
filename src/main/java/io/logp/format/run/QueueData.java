package io.logp.format.run;

import io.logp.data.QueueCurve;
import io.logp.data.QueueOutcome;
import io.logp.data.QueuePoint;
import io.logp.data.QueueSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The raw data of a queue measurement: {@code queues_trials.csv} ({@code curve,q,n_bytes,half_rtt_us}, every timed
 * trial) and {@code queues_params.json} (parameters and the memory probe), written by the source rank and read back
 * by the analysis.
 */
public final class QueueData {

    public static final String TRIALS = "queues_trials.csv";
    public static final String PARAMS = "queues_params.json";

    public record Contents(QueueParams params, List<QueuePoint> points) {}

    /** The trials of one point, as the file's rows name it. */
    private record Point(QueueCurve curve, int q, int nBytes) {}

    private QueueData() {}

    public static void write(Path dir, QueueSettings s, QueueOutcome o) throws IOException {
        write(dir, Optional.empty(), s, o);
    }

    /** The files, with the run's stamp as {@code run_id} in queues_params.json when there is one. */
    public static void write(Path dir, Optional<RunStamp> stamp, QueueSettings s, QueueOutcome o) throws IOException {
        AtomicFiles.write(dir.resolve(TRIALS), out -> {
            out.write("curve,q,n_bytes,half_rtt_us\n");
            for (QueuePoint p : o.points()) {
                for (double v : p.halfRttUs()) {
                    out.write(p.curve().label + "," + p.q() + "," + p.nBytes() + "," + Decimals.csv(v) + "\n");
                }
            }
        });
        JsonFiles.write(dir.resolve(PARAMS), QueueParams.of(stamp, s, o));
    }

    public static Contents read(Path dir) throws IOException, DataFormatException {
        Path file = dir.resolve(PARAMS);
        QueueParams params;
        try {
            params = MetaJson.convert(JsonFiles.read(file), QueueParams.class);
        } catch (IllegalArgumentException e) {
            throw new DataFormatException(file, 0, "not the parameters of a queue measurement: " + e.getMessage(), e);
        }
        Map<Point, List<Double>> grouped = new LinkedHashMap<>();
        for (CsvRow row : CsvTable.read(dir.resolve(TRIALS), List.of("curve", "q", "n_bytes", "half_rtt_us"))) {
            QueueCurve curve;
            try {
                curve = QueueCurve.of(row.string("curve"));
            } catch (IllegalArgumentException e) {
                throw row.error(e.getMessage());
            }
            Point key = new Point(curve, row.integer("q", 0), row.integer("n_bytes", 0));
            grouped.computeIfAbsent(key, k -> new ArrayList<>()).add(row.number("half_rtt_us"));
        }
        List<QueuePoint> points = new ArrayList<>();
        grouped.forEach((key, values) -> points.add(new QueuePoint(
                key.curve(),
                key.q(),
                key.nBytes(),
                values.stream().mapToDouble(Double::doubleValue).toArray())));
        return new Contents(params, points);
    }
}
