package io.logp.app;

import io.logp.data.Defaults;
import io.logp.data.RankPlacement;
import io.logp.data.RunMetadata;
import io.logp.data.SmallMessageSettings;
import io.logp.engine.ClockProbe;
import io.logp.experiment.SweepResult;
import io.logp.report.FindingJson;
import io.logp.report.Medium;
import io.logp.stats.ConfidenceInterval;
import io.logp.stats.PingPongStatistics;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiPath;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The contents of meta.json: everything needed to reproduce a run and compare it with another (date, hosts,
 * placement, Open MPI version and MCA settings, JVM, tool version and commit, every experiment parameter), built
 * up as the run goes so an interrupted run still describes itself.
 */
public final class RunMeta {

    /** Keys read back by the analysis. */
    public static final String WINDOW = "window";

    public static final String PAYLOAD_BYTES = "payload_bytes";
    public static final String PATH = "path";
    public static final String MEASUREMENT_WARNINGS = "measurement_warnings";
    public static final String RANKS = "ranks";
    public static final String BULK = "bulk";
    public static final String BULK_WINDOW = "window";
    public static final String BULK_WARNINGS = "bulk_measurement_warnings";
    public static final String CONTENTION = "contention";
    public static final String CONTENTION_WINDOW = "window";
    public static final String COLLECTIVES = "collectives";

    /** The keys of meta.json: RunMetadata's properties. */
    private static final java.util.Set<String> KEYS = java.util.Arrays.stream(RunMetadata.class.getDeclaredFields())
            .map(f -> f.getAnnotation(com.fasterxml.jackson.annotation.JsonProperty.class))
            .filter(java.util.Objects::nonNull)
            .map(com.fasterxml.jackson.annotation.JsonProperty::value)
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    private final Map<String, Object> meta = new LinkedHashMap<>();
    /** meta.json's {@code incomplete} entry at each write; null when there is none (the run completed). */
    private java.util.function.Supplier<Map<String, Object>> incomplete = () -> null;

    public RunMeta(String command, List<String> args) {
        meta.put("date", Instant.now().toString());
        meta.put("command", command);
        meta.put("arguments", args);
        meta.put(
                "tool",
                Map.of(
                        "name",
                        "logp",
                        "version",
                        toolVersion(),
                        "commit",
                        System.getenv().getOrDefault("LOGP_COMMIT", "unknown")));
        Map<String, Object> jvm = new LinkedHashMap<>();
        jvm.put("vendor", System.getProperty("java.vm.vendor"));
        jvm.put("name", System.getProperty("java.vm.name"));
        jvm.put("version", System.getProperty("java.runtime.version"));
        jvm.put("flags", ManagementFactory.getRuntimeMXBean().getInputArguments());
        meta.put("jvm", jvm);
        meta.put(
                "os",
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"));
        meta.put("cores", hostCores());
    }

    /** meta.json of a run whose first phase is a ping-pong between two ranks (no small-message transport). */
    public static RunMeta ofPair(JobPlan plan, MpiCalls mpi, io.logp.transport.mpi.MpiPingPong pp, int payloadBytes) {
        return new RunMeta(plan.command(), plan.args())
                .mpi(mpi)
                .put(PATH, pp.describePath())
                .transport(0, payloadBytes, pp.describePath(), pp.placement());
    }

    /**
     * The MPI the ranks run and the way into it: the library's own version line, the implementation, its settings
     * (Open MPI's MCA parameters, MPICH's control variables), the transport, and for the native way the shim.
     */
    public RunMeta mpi(MpiCalls mpi) {
        MpiPath path = MpiPath.of(mpi);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("implementation", path.implementation().label());
        m.put("library", mpi.libraryVersion());
        m.put("transport", mpi.way());
        String shim = System.getenv(io.logp.app.launch.MpiLauncher.SHIM_ENV);
        if (mpi.way().equals("native") && shim != null) m.put("shim", shim);
        meta.put("mpi", m);
        meta.put("transport", mpi.way());
        if (path.implementation() == MpiPath.Implementation.OPEN_MPI) meta.put("open_mpi", mpi.libraryVersion());
        meta.put(path.settingsKey(), path.settings());
        return this;
    }

    /**
     * Sets one of meta.json's keys.
     *
     * @throws IllegalArgumentException for a key {@link RunMetadata} does not know, which would not be written
     */
    public RunMeta put(String key, Object value) {
        if (!KEYS.contains(key)) throw new IllegalArgumentException("meta.json has no key \"" + key + "\"");
        meta.put(key, value);
        return this;
    }

    /** Writes meta.json of {@code dir} atomically, as it stands now. */
    void writeTo(io.logp.report.RunDirectory dir) {
        try {
            io.logp.report.MetaJson.write(dir.metaJson(), metadata());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot write " + dir.metaJson() + ": " + e.getMessage(), e);
        }
    }

    /**
     * meta.json as it stands now, as its typed record. The entries built here and by the sinks (which keep adding
     * points to theirs) are bound at each call, so the record is a snapshot.
     */
    public RunMetadata metadata() {
        Map<String, Object> now = meta;
        Map<String, Object> mark = incomplete.get();
        if (mark != null) {
            now = new LinkedHashMap<>(meta);
            now.put(io.logp.report.IncompleteMark.KEY, mark);
        }
        return io.logp.report.MetaJson.of(now);
    }

    /** Writes {@code mark} as the {@code incomplete} entry at every write for as long as it is not null. */
    RunMeta markedWhile(java.util.function.Supplier<Map<String, Object>> mark) {
        this.incomplete = mark;
        return this;
    }

    /** {@link #metadata()} as the map meta.json holds (keys RunMetadata does not know are not in it). */
    public RunMeta transport(int window, int payloadBytes, String path, List<RankPlacement> placement) {
        meta.put(WINDOW, window);
        meta.put(PAYLOAD_BYTES, payloadBytes);
        meta.put(PATH, path);
        List<Map<String, Object>> ranks = new ArrayList<>();
        for (RankPlacement r : placement) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("rank", r.rank());
            m.put("host", r.host());
            m.put("pid", r.pid());
            m.put("cpus", r.cpus());
            m.put("machine", r.machine());
            ranks.add(m);
        }
        meta.put(RANKS, ranks);
        meta.put("hosts", placement.stream().map(RankPlacement::host).distinct().toList());
        return this;
    }

    public RunMeta settings(SmallMessageSettings s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("m_max", s.mMax());
        m.put("m_cap", s.mCap());
        m.put("delays_us", s.delaysUs() == null ? "auto" : s.delaysUs());
        m.put("batch", s.rule().batch());
        m.put("min_batches", s.rule().minBatches());
        m.put("outlier_cut_x_median", Defaults.OUTLIER_CUT);
        m.put("relative_ci", s.rule().relativeCi());
        m.put("confidence", ConfidenceInterval.CONFIDENCE);
        m.put("max_trials", s.rule().maxTrials());
        m.put("max_point_seconds", s.rule().maxNanosPerPoint() / 1e9);
        m.put("rtt_min_trials", s.rttMinTrials());
        m.put("warmup_seconds", s.warmupSeconds());
        m.put("budget_seconds", s.budgetSeconds());
        m.put("seed", s.seed());
        meta.put("experiment", m);
        return this;
    }

    public RunMeta clock(ClockProbe p, String source) {
        meta.put(
                "clock",
                Map.of(
                        "source",
                        source,
                        "reads",
                        p.reads(),
                        "overhead_ns",
                        p.overheadNs(),
                        "resolution_ns",
                        p.resolutionNs(),
                        "median_read_interval_ns",
                        p.medianNs(),
                        "note",
                        "the overhead is subtracted from every timing"));
        return this;
    }

    public RunMeta rtt(PingPongStatistics s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("n", s.n());
        m.put("min_us", s.minUs());
        m.put("median_us", s.medianUs());
        m.put("mean_us", s.meanUs());
        m.put("ci95_us", ConfidenceInterval.halfWidth95(s));
        m.put("max_us", s.maxUs());
        m.put("stddev_us", s.stddev());
        meta.put("rtt_statistics", m);
        meta.put(
                "rtt_note",
                "rtt.csv: mean of batch means (trials within 3 x their batch median) of the RTT reference "
                        + "measured in every round of the sweep, so under the same conditions as the signature (of the RTT "
                        + "before the sweep for the rtt command); rtt_samples.txt and rtt_statistics: every RTT trial, those "
                        + "before the sweep first");
        return this;
    }

    public RunMeta rttBeforeSweep(io.logp.stats.BatchMeans s) {
        meta.put("rtt_before_sweep", Map.of("mean_us", s.mean(), "ci95_us", s.ci95(), "trials", s.trials()));
        return this;
    }

    public RunMeta sweep(double pilotGapUs, double[] delaysUs, SweepResult result) {
        meta.put("pilot_gap_us", pilotGapUs);
        meta.put("nominal_delays_us", delaysUs);
        meta.put("rounds", result.rounds());
        List<Map<String, Object>> refs = new ArrayList<>();
        for (SweepResult.ReferenceCheck r : result.references()) {
            refs.add(Map.of("round", r.round(), "rtt_us", r.rttUs(), "ci95_us", r.ci95Us(), "drifted", r.drifted()));
        }
        meta.put("rtt_reference", refs);
        meta.put(MEASUREMENT_WARNINGS, FindingJson.objects(result.findings(), Medium.UNKNOWN));
        meta.put("timed_loop_allocated_bytes", result.timedAllocatedBytes());
        meta.put("timed_loop_trials", result.timedTrials());
        return this;
    }

    /** The bulk experiment's settings, before it runs. */
    public RunMeta bulk(io.logp.data.BulkSettings s, int window, int largestBytes) {
        Map<String, Object> bulk = new java.util.LinkedHashMap<>();
        bulk.put(BULK_WINDOW, window);
        bulk.put("largest_message_bytes", largestBytes);
        bulk.put("time_sizes_bytes", s.timeSizes());
        bulk.put("signature_sizes_bytes", s.signatureSizes());
        bulk.put("get", s.get());
        bulk.put("m_max", s.mMax());
        bulk.put("m_cap", s.mCap());
        bulk.put("delay_factors", s.delayFactors());
        bulk.put("warmup_s", s.warmupSeconds());
        bulk.put("budget_s", s.budgetSeconds());
        bulk.put("seed", s.seed());
        meta.put(BULK, bulk);
        return this;
    }

    /** What the bulk experiment did at each signature size, and its warnings. */
    public RunMeta bulkOutcome(io.logp.experiment.BulkExperiment.Outcome o) {
        List<Map<String, Object>> sweeps = new ArrayList<>();
        for (io.logp.experiment.BulkExperiment.SizeSweep s : o.sweeps()) {
            Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("n_bytes", s.nBytes());
            m.put("pilot_gap_us", s.pilotGapUs());
            m.put("nominal_delays_us", s.delaysUs());
            m.put("rounds", s.sweep().rounds());
            m.put("timed_loop_allocated_bytes", s.sweep().timedAllocatedBytes());
            m.put("timed_loop_trials", s.sweep().timedTrials());
            sweeps.add(m);
        }
        meta.put("bulk_sweeps", sweeps);
        meta.put(BULK_WARNINGS, FindingJson.objects(o.findings(), Medium.UNKNOWN));
        return this;
    }

    /**
     * The host's online CPUs. Not availableProcessors(): under mpirun a rank is bound to one core and the JVM counts
     * only the CPUs it may run on, which made every bound 2-rank run look oversubscribed.
     */
    public static int hostCores() {
        try {
            String online =
                    Files.readString(Path.of("/sys/devices/system/cpu/online")).trim();
            int count = 0;
            for (String range : online.split(",")) {
                String[] ends = range.split("-");
                count += ends.length == 1 ? 1 : Integer.parseInt(ends[1].trim()) - Integer.parseInt(ends[0].trim()) + 1;
            }
            if (count > 0) return count;
        } catch (IOException | RuntimeException e) {
            // not Linux, or an unexpected format: the JVM's count is the best left
        }
        return Runtime.getRuntime().availableProcessors();
    }

    public static String toolVersion() {
        try (InputStream in = RunMeta.class.getResourceAsStream("/io/logp/logp.properties")) {
            if (in == null) return "unknown";
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
