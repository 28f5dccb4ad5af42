package io.logp.data;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The contents of {@code meta.json}, bound by Jackson: everything needed to reproduce a run and compare it with
 * another. Every key a reader uses is a typed component; the sections written for humans and re-analysis (the
 * experiment settings, the clock, the sweep's references, the bulk, contention and collectives entries) stay JSON
 * objects. Absent keys are null (and are not written); unknown keys (older versions, other tools, reference
 * platforms' notes) are ignored on reading. The components are in the order of the file.
 *
 * @param date                  start of the run, ISO-8601
 * @param command               the subcommand ("run", "simulate", ...)
 * @param arguments             the command line after the program name
 * @param tool                  logp's name, version and commit
 * @param jvm                   the JVM that ran the measurement
 * @param os                    operating system name, version and architecture
 * @param cores                 online CPUs of the host
 * @param model                 the simulated network's description; present only for simulated runs
 * @param modelParameters       the simulated network's parameters
 * @param reference             true for a reference platform taken from a publication
 * @param platform              the reference platform's name
 * @param mpi                   the MPI the ranks ran and the way into it
 * @param transport             the way into MPI ("native", "bindings")
 * @param openMpi               Open MPI's version line, for Open MPI runs
 * @param mca                   Open MPI's MCA settings
 * @param cvars                 MPICH's control variables
 * @param window                requests in flight of the small-message transport
 * @param payloadBytes          bytes per small-message request
 * @param path                  the path between the ranks (e.g. "Open MPI default on one host: ...")
 * @param ranks                 every rank's placement
 * @param hosts                 the distinct hosts of the ranks
 * @param experiment            the small-message experiment's settings
 * @param clock                 the clock and its overhead
 * @param rttStatistics         statistics of every RTT trial
 * @param rttNote               what the RTT files hold
 * @param pilotGapUs            the sweep's pilot gap
 * @param nominalDelaysUs       the sweep's delays
 * @param rounds                the sweep's rounds
 * @param rttReference          the RTT reference after each round
 * @param measurementWarnings   the small-message measurement's warnings
 * @param timedLoopAllocatedBytes bytes allocated in the timed loop
 * @param timedLoopTrials       trials of the timed loop
 * @param rttBeforeSweep        the RTT before the sweep
 * @param bulk                  the bulk experiment's settings (its {@code window} through {@link #bulkWindow()})
 * @param bulkSweeps            what the bulk experiment did at each signature size
 * @param bulkMeasurementWarnings the bulk measurement's warnings
 * @param contention            the contention entry (its points through {@link #contentionPoints()})
 * @param collectives           the collectives entry
 * @param incomplete            present when the run ended before it completed (interrupted, failed, its launcher
 *                              gone): why ({@code reason}, {@code cause}) and how far it came ({@code progress})
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record RunMetadata(
        @JsonProperty("date") String date,
        @JsonProperty("command") String command,
        @JsonProperty("arguments") List<String> arguments,
        @JsonProperty("tool") ToolInfo tool,
        @JsonProperty("jvm") JvmInfo jvm,
        @JsonProperty("os") String os,
        @JsonProperty("cores") Integer cores,
        @JsonProperty("model") String model,
        @JsonProperty("model_parameters") Map<String, Object> modelParameters,
        @JsonProperty("reference") Boolean reference,
        @JsonProperty("platform") String platform,
        @JsonProperty("mpi") MpiInfo mpi,
        @JsonProperty("transport") String transport,
        @JsonProperty("open_mpi") String openMpi,
        @JsonProperty("mca") Map<String, String> mca,
        @JsonProperty("cvars") Map<String, String> cvars,
        @JsonProperty("window") Integer window,
        @JsonProperty("payload_bytes") Integer payloadBytes,
        @JsonProperty("path") String path,
        @JsonProperty("ranks") List<RankInfo> ranks,
        @JsonProperty("hosts") List<String> hosts,
        @JsonProperty("experiment") Map<String, Object> experiment,
        @JsonProperty("clock") Map<String, Object> clock,
        @JsonProperty("rtt_statistics") Map<String, Object> rttStatistics,
        @JsonProperty("rtt_note") String rttNote,
        @JsonProperty("pilot_gap_us") Double pilotGapUs,
        @JsonProperty("nominal_delays_us") List<Double> nominalDelaysUs,
        @JsonProperty("rounds") Integer rounds,
        @JsonProperty("rtt_reference") List<Map<String, Object>> rttReference,
        @JsonProperty("measurement_warnings") List<Object> measurementWarnings,
        @JsonProperty("timed_loop_allocated_bytes") Long timedLoopAllocatedBytes,
        @JsonProperty("timed_loop_trials") Long timedLoopTrials,
        @JsonProperty("rtt_before_sweep") Map<String, Object> rttBeforeSweep,
        @JsonProperty("bulk") Map<String, Object> bulk,
        @JsonProperty("bulk_sweeps") List<Map<String, Object>> bulkSweeps,
        @JsonProperty("bulk_measurement_warnings") List<Object> bulkMeasurementWarnings,
        @JsonProperty("contention") Map<String, Object> contention,
        @JsonProperty("collectives") Map<String, Object> collectives,
        @JsonProperty("incomplete") Map<String, Object> incomplete) {

    /** logp's name, version and commit. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record ToolInfo(
            @JsonProperty("name") String name,
            @JsonProperty("version") String version,
            @JsonProperty("commit") String commit) {}

    /** The JVM: vendor, VM name, runtime version and its command-line flags. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record JvmInfo(
            @JsonProperty("vendor") String vendor,
            @JsonProperty("name") String name,
            @JsonProperty("version") String version,
            @JsonProperty("flags") List<String> flags) {}

    /**
     * The MPI: the implementation, the library's own version line, the way into it and, for the native way, the shim.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record MpiInfo(
            @JsonProperty("implementation") String implementation,
            @JsonProperty("library") String library,
            @JsonProperty("transport") String transport,
            @JsonProperty("shim") String shim) {}

    /** One rank's placement: host, process id, the CPUs it may run on and the machine (kernel boot id). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record RankInfo(
            @JsonProperty("rank") Integer rank,
            @JsonProperty("host") String host,
            @JsonProperty("pid") Long pid,
            @JsonProperty("cpus") String cpus,
            @JsonProperty("machine") String machine) {}

    /** One point of the contention entry, as far as the analysis reads it. */
    public record ContentionPoint(String pattern, Integer k, boolean sharesHost) {}

    /** meta.json of a directory without one: every part absent. */
    public static RunMetadata empty() {
        return new RunMetadata(
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null);
    }

    /**
     * Why the run ended early and how far it came, in words ("interrupted; at signature: round 7, 12/80 points
     * done"); empty for a run that completed.
     */
    @JsonIgnore
    public java.util.Optional<String> incompleteNote() {
        if (incomplete == null) return java.util.Optional.empty();
        Object reason = incomplete.getOrDefault("reason", "ended early");
        // "running" stays when nothing could say more: the ranks were killed, or their launcher was.
        StringBuilder note = new StringBuilder(
                "running".equals(reason) ? "ended while running (killed, or its launcher was)" : reason.toString());
        if (incomplete.get("cause") != null)
            note.append(" (").append(incomplete.get("cause")).append(')');
        if (incomplete.get("progress") != null) note.append("; at ").append(incomplete.get("progress"));
        return java.util.Optional.of(note.toString());
    }

    /** The ranks, empty when absent. */
    @JsonIgnore
    public List<RankInfo> rankList() {
        return ranks == null ? List.of() : ranks;
    }

    /** True for a run on the simulated network (its ranks are not processes). */
    @JsonIgnore
    public boolean simulated() {
        return model != null;
    }

    /** True for a reference platform taken from a publication ({@code "reference": true}). */
    @JsonIgnore
    public boolean fromPublication() {
        return Boolean.TRUE.equals(reference);
    }

    /** The bulk experiment's window, empty when the run has no bulk entry or the entry no window. */
    @JsonIgnore
    public OptionalInt bulkWindow() {
        return bulk != null && bulk.get("window") instanceof Number n
                ? OptionalInt.of(n.intValue())
                : OptionalInt.empty();
    }

    /** The small-message window, empty when unknown. */
    @JsonIgnore
    public OptionalInt windowValue() {
        return window == null ? OptionalInt.empty() : OptionalInt.of(window);
    }

    /** The contention entry's points (pattern, K, whether a requester shares a host with its responder). */
    @JsonIgnore
    public List<ContentionPoint> contentionPoints() {
        if (contention == null || !(contention.get("points") instanceof List<?> points)) return List.of();
        List<ContentionPoint> out = new ArrayList<>();
        for (Object p : points) {
            if (p instanceof Map<?, ?> m) {
                out.add(new ContentionPoint(
                        m.get("pattern") == null ? null : String.valueOf(m.get("pattern")),
                        m.get("k") instanceof Number k ? k.intValue() : null,
                        Boolean.TRUE.equals(m.get("shares_host"))));
            }
        }
        return out;
    }
}
