package io.logp.format.run;

import io.logp.data.PingPongOutcome;
import io.logp.data.PingPongSeries;
import io.logp.data.PingPongSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The raw data of a ping-pong measurement in a run directory, written by the source rank and read back by the
 * analysis (and by anyone re-analysing a run):
 * <ul>
 *   <li>{@code pingpong_samples.txt}: half round trip per trial at the main size, us, one per line;</li>
 *   <li>{@code pingpong_trials.csv}: {@code n_bytes,npp,half_rtt_us}, every trial of the npp comparison and of the
 *       size sweep (absent when there was neither, as with {@code --no-sweep});</li>
 *   <li>{@code timer_<clock>.csv}: {@code time_ns,count}, the distribution of the timer check;</li>
 *   <li>{@code pingpong_params.json}: every parameter and the npp estimate.</li>
 * </ul>
 */
public final class PingPongData {

    public static final String SAMPLES = "pingpong_samples.txt";
    public static final String TRIALS = "pingpong_trials.csv";
    public static final String PARAMS = "pingpong_params.json";

    private static final String TRIALS_HEADER = "kind,n_bytes,npp,half_rtt_us";

    /** What the files hold. */
    public record Contents(
            Map<String, Object> params,
            double[] main,
            List<PingPongSeries> nppComparison,
            List<PingPongSeries> sweep,
            Map<String, SortedMap<Long, Long>> timers) {}

    private PingPongData() {}

    public static void write(Path dir, PingPongSettings s, PingPongOutcome o, int ranks) throws IOException {
        write(dir, Optional.empty(), s, o, ranks);
    }

    /** The files, with the run's stamp as {@code run_id} in pingpong_params.json when there is one. */
    public static void write(Path dir, Optional<RunStamp> stamp, PingPongSettings s, PingPongOutcome o, int ranks)
            throws IOException {
        SamplesFile.write(dir.resolve(SAMPLES), o.main().halfRttUs());
        // Without an npp comparison and a sweep (--no-sweep) there is no trial to list: no file, which read() takes
        // as none (a header without rows is no valid CSV file of logp's).
        if (!o.nppComparison().isEmpty() || !o.sweep().isEmpty()) {
            AtomicFiles.write(dir.resolve(TRIALS), out -> {
                out.write(TRIALS_HEADER + "\n");
                for (PingPongSeries c : o.nppComparison()) rows(out, "npp", c);
                for (PingPongSeries c : o.sweep()) rows(out, "size", c);
            });
        }
        for (var timer : List.of(o.nanoTime(), o.wtime())) {
            AtomicFiles.write(dir.resolve(timerFile(timer.clock())), out -> {
                out.write("time_ns,count\n");
                for (var e : timer.frequencies().entrySet()) out.write(e.getKey() + "," + e.getValue() + "\n");
            });
        }
        Map<String, Object> p = new LinkedHashMap<>();
        stamp.ifPresent(id -> p.put(RunStamp.COLUMN, id.id()));
        p.put("ranks", ranks);
        p.put("source", s.source());
        p.put("dest", s.dest());
        p.put("n_bytes", s.mainBytes());
        p.put("timer_reads", s.timerReads());
        p.put("clocks", List.of(o.nanoTime().clock(), o.wtime().clock()));
        p.put("clock_used", o.clockUsed());
        p.put("min_overhead_us", o.minOverheadUs());
        p.put("resolution_us", o.resolutionUs());
        p.put("npp_init", s.nppInit());
        p.put("npp_trials", s.nppTrials());
        p.put("res_npp", s.resNpp());
        p.put("median_ping_pong_us", o.medianPingPongUs());
        p.put("npp_calculated", o.nppCalculated());
        p.put("npp_used", o.nppUsed());
        p.put("trials", s.trials());
        p.put("npp_list", s.nppList());
        p.put("sweep_sizes", s.sweepSizes());
        p.put("sweep_warmup", s.sweepWarmup());
        p.put("sweep_trials", s.sweepTrials());
        JsonFiles.write(dir.resolve(PARAMS), p);
    }

    /** The trials of one series, as the file's rows name it: the npp runs or the size sweep, at a size and npp. */
    private record Series(boolean ofNpp, int nBytes, int npp) {}

    public static Contents read(Path dir) throws IOException, DataFormatException {
        Map<String, Object> params = MetaJson.read(dir.resolve(PARAMS));
        double[] main = SamplesFile.read(dir.resolve(SAMPLES));
        List<PingPongSeries> npp = new ArrayList<>();
        List<PingPongSeries> sweep = new ArrayList<>();
        Map<Series, List<Double>> grouped = new LinkedHashMap<>();
        for (CsvRow row : trials(dir.resolve(TRIALS))) {
            String kind = row.string("kind");
            if (!kind.equals("npp") && !kind.equals("size"))
                throw row.error("kind must be npp or size, got '" + kind + "'");
            Series key = new Series(kind.equals("npp"), row.integer("n_bytes", 0), row.integer("npp", 1));
            grouped.computeIfAbsent(key, k -> new ArrayList<>()).add(row.number("half_rtt_us"));
        }
        grouped.forEach((key, values) -> {
            var series = new PingPongSeries(
                    key.nBytes(),
                    key.npp(),
                    values.stream().mapToDouble(Double::doubleValue).toArray());
            (key.ofNpp() ? npp : sweep).add(series);
        });
        Map<String, SortedMap<Long, Long>> timers = new LinkedHashMap<>();
        if (params.get("clocks") instanceof List<?> clocks) {
            for (Object c : clocks) {
                SortedMap<Long, Long> f = new TreeMap<>();
                for (CsvRow row :
                        CsvTable.read(dir.resolve(timerFile(String.valueOf(c))), List.of("time_ns", "count"))) {
                    f.put(row.longInteger("time_ns"), row.longInteger("count"));
                }
                timers.put(String.valueOf(c), f);
            }
        }
        return new Contents(params, main, npp, sweep, timers);
    }

    /**
     * The rows of pingpong_trials.csv: none when the file is absent (a run without npp comparison and sweep), or
     * when it holds its header alone (so wrote runs before that case left the file out).
     */
    private static List<CsvRow> trials(Path file) throws IOException, DataFormatException {
        if (!java.nio.file.Files.exists(file)) return List.of();
        if (java.nio.file.Files.readString(file).strip().equals(TRIALS_HEADER)) return List.of();
        return CsvTable.read(file, List.of("kind", "n_bytes", "npp", "half_rtt_us"));
    }

    public static String timerFile(String clock) {
        return "timer_" + clock.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_") + ".csv";
    }

    private static void rows(java.io.Writer out, String kind, PingPongSeries c) throws IOException {
        for (double v : c.halfRttUs()) {
            out.write(kind + "," + c.nBytes() + "," + c.npp() + "," + Decimals.csv(v) + "\n");
        }
    }
}
