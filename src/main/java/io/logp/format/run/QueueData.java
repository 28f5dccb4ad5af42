package io.logp.format.run;

import io.logp.data.QueueCurve;
import io.logp.data.QueueMemoryProbe;
import io.logp.data.QueueOutcome;
import io.logp.data.QueuePoint;
import io.logp.data.QueueSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
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

    public record Contents(Map<String, Object> params, List<QueuePoint> points) {}

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
        Map<String, Object> m = new LinkedHashMap<>();
        stamp.ifPresent(id -> m.put(RunStamp.COLUMN, id.id()));
        m.put("source", s.source());
        m.put("dest", s.dest());
        m.put("curves", Arrays.stream(s.curves()).map(c -> c.label).toList());
        m.put("q_grid", s.qGrid());
        m.put("q_max_long", s.qMaxLong());
        m.put("short_bytes", s.shortBytes());
        m.put("long_bytes", s.longBytes());
        m.put("warmup", s.warmup());
        m.put("trials", s.trials());
        m.put("min_overhead_us", o.minOverheadUs());
        List<Map<String, Object>> memory = new ArrayList<>();
        for (QueueMemoryProbe probe : o.memory()) {
            Map<String, Object> mem = new LinkedHashMap<>();
            mem.put("receiver", probe.receiverProgressing() ? "progressing" : "out of MPI");
            mem.put("unexpected_messages_sent", probe.sent());
            mem.put("sender_stalled", probe.stalled());
            mem.put("limit", probe.limit());
            mem.put("seconds", probe.quietSeconds());
            memory.add(mem);
        }
        m.put("memory", memory);
        JsonFiles.write(dir.resolve(PARAMS), m);
    }

    public static Contents read(Path dir) throws IOException, DataFormatException {
        Map<String, Object> params = MetaJson.read(dir.resolve(PARAMS));
        Map<String, List<Double>> grouped = new LinkedHashMap<>();
        for (CsvRow row : CsvTable.read(dir.resolve(TRIALS), List.of("curve", "q", "n_bytes", "half_rtt_us"))) {
            String curve = row.string("curve");
            try {
                QueueCurve.of(curve);
            } catch (IllegalArgumentException e) {
                throw row.error(e.getMessage());
            }
            String key = curve + "," + row.integer("q", 0) + "," + row.integer("n_bytes", 0);
            grouped.computeIfAbsent(key, k -> new ArrayList<>()).add(row.number("half_rtt_us"));
        }
        List<QueuePoint> points = new ArrayList<>();
        grouped.forEach((key, values) -> {
            String[] k = key.split(",");
            points.add(new QueuePoint(
                    QueueCurve.of(k[0]),
                    Integer.parseInt(k[1]),
                    Integer.parseInt(k[2]),
                    values.stream().mapToDouble(Double::doubleValue).toArray()));
        });
        return new Contents(params, points);
    }
}
