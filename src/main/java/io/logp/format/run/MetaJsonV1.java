package io.logp.format.run;

import com.fasterxml.jackson.databind.JsonMappingException;
import io.logp.data.MpiImplementation;
import io.logp.data.NetworkPath;
import io.logp.data.TransportChoice;
import io.logp.meta.Bulk;
import io.logp.meta.Clock;
import io.logp.meta.Collectives;
import io.logp.meta.Contention;
import io.logp.meta.Incomplete;
import io.logp.meta.Jvm;
import io.logp.meta.Machine;
import io.logp.meta.MetaRecord;
import io.logp.meta.Mpi;
import io.logp.meta.Placement;
import io.logp.meta.Publication;
import io.logp.meta.RttEstimate;
import io.logp.meta.RttStatistics;
import io.logp.meta.RunMetadata;
import io.logp.meta.SimulatedModel;
import io.logp.meta.SmallMessages;
import io.logp.meta.Sweep;
import io.logp.meta.Tool;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * meta.json of schema 1, as logp wrote it before the typed model (no {@code schema_version}), and the reference
 * platforms' files (signatures/reference-*): the flat keys, mapped into the records of schema 2. The path was words
 * only, so it stays a description with an unknown medium (simulated for a simulated run, which its model says).
 */
public final class MetaJsonV1 {

    private MetaJsonV1() {}

    /** The record of a schema-1 object; throws IllegalArgumentException naming a key with a value of the wrong kind. */
    public static RunMetadata of(Map<String, ?> meta) {
        return MetaJson.convert(meta, Flat.class).current();
    }

    /** The record of a schema-1 file; a key with a value of the wrong kind is named with its line. */
    public static RunMetadata of(JsonTree tree) throws DataFormatException {
        Flat flat = tree.bind(MetaJson.converter(), Flat.class, "meta.json");
        try {
            return flat.current();
        } catch (IllegalArgumentException e) {
            // A section converted on its own names its key as its path begins (section below).
            if (e.getCause() instanceof JsonMappingException m) throw tree.valueError(m, "meta.json");
            throw e;
        }
    }

    /** The schema-1 object: its keys, each of the kind it had. */
    @MetaRecord
    public record Flat(
            String date,
            String command,
            List<String> arguments,
            Tool tool,
            Jvm jvm,
            String os,
            Integer cores,
            String model,
            SimulatedModel modelParameters,
            Boolean reference,
            String platform,
            String source,
            FlatMpi mpi,
            String transport,
            String openMpi,
            Map<String, String> mca,
            Map<String, String> cvars,
            Integer window,
            Integer payloadBytes,
            String path,
            List<Placement.Rank> ranks,
            List<String> hosts,
            Map<String, Object> experiment,
            Clock clock,
            RttStatistics rttStatistics,
            Double pilotGapUs,
            List<Double> nominalDelaysUs,
            Integer rounds,
            List<Sweep.Reference> rttReference,
            List<Object> measurementWarnings,
            Long timedLoopAllocatedBytes,
            Long timedLoopTrials,
            RttEstimate rttBeforeSweep,
            Map<String, Object> bulk,
            List<Bulk.SizeSweep> bulkSweeps,
            List<Object> bulkMeasurementWarnings,
            Map<String, Object> contention,
            Map<String, Object> collectives,
            Incomplete incomplete) {

        RunMetadata current() {
            boolean simulated = model != null || modelParameters != null;
            return RunMetadata.builder()
                    .date(date)
                    .command(command)
                    .arguments(arguments)
                    .tool(tool)
                    .jvm(jvm)
                    .machine(os == null && cores == null ? null : machine())
                    .mpi(mpiSection())
                    .path(path == null && !simulated ? null : path(simulated))
                    .placement(ranks == null && hosts == null ? null : new Placement(ranks, hosts))
                    .model(modelParameters)
                    .reference(Boolean.TRUE.equals(reference) ? new Publication(platform, source) : null)
                    .smallMessages(smallMessages())
                    .clock(clock)
                    .rttStatistics(rttStatistics)
                    .rttBeforeSweep(rttBeforeSweep)
                    .sweep(sweep())
                    .measurementWarnings(FindingJson.read(measurementWarnings))
                    .bulk(bulkSection())
                    .bulkMeasurementWarnings(FindingJson.read(bulkMeasurementWarnings))
                    .contention(contentionSection())
                    .collectives(collectivesSection())
                    .incomplete(incomplete)
                    .build();
        }

        /** The host's cores and its system, as "name kernel architecture" in one. */
        private Machine machine() {
            return new Machine(null, null, null, null, cores, null, os, null, null, null);
        }

        private Mpi mpiSection() {
            if (mpi == null && openMpi == null && mca == null && cvars == null) return null;
            MpiImplementation implementation;
            if (mpi != null && mpi.implementation() != null)
                implementation = MpiImplementation.of(mpi.implementation());
            else if (openMpi != null || mca != null) implementation = MpiImplementation.OPEN_MPI;
            else implementation = MpiImplementation.MPICH;
            return new Mpi(
                    implementation,
                    mpi != null && mpi.library() != null ? mpi.library() : openMpi,
                    mpi == null ? null : mpi.shim(),
                    null,
                    mca != null ? mca : cvars);
        }

        private NetworkPath path(boolean simulated) {
            String way = mpi != null && mpi.transport() != null ? mpi.transport() : transport;
            TransportChoice choice = null;
            for (TransportChoice c : TransportChoice.values()) if (c.label().equals(way)) choice = c;
            return NetworkPath.described(
                    simulated ? NetworkPath.Medium.SIMULATED : NetworkPath.Medium.UNKNOWN,
                    choice,
                    hosts == null ? null : hosts.size(),
                    path);
        }

        private SmallMessages smallMessages() {
            if (experiment == null && window == null && payloadBytes == null) return null;
            Map<String, Object> s = experiment == null ? new LinkedHashMap<>() : new LinkedHashMap<>(experiment);
            // "auto": the delays came from the pilot gap, which schema 2 says by their absence.
            if (!(s.get("delays_us") instanceof List<?>)) s.remove("delays_us");
            if (window != null) s.put("window", window);
            if (payloadBytes != null) s.put("payload_bytes", payloadBytes);
            return section("experiment", s, SmallMessages.class);
        }

        private Sweep sweep() {
            if (pilotGapUs == null
                    && nominalDelaysUs == null
                    && rounds == null
                    && rttReference == null
                    && timedLoopAllocatedBytes == null
                    && timedLoopTrials == null) return null;
            return new Sweep(
                    pilotGapUs, nominalDelaysUs, rounds, rttReference, timedLoopAllocatedBytes, timedLoopTrials);
        }

        private Bulk bulkSection() {
            if (bulk == null && bulkSweeps == null) return null;
            Map<String, Object> b = renamed(bulk, Map.of("warmup_s", "warmup_seconds", "budget_s", "budget_seconds"));
            Bulk settings = section("bulk", b, Bulk.class);
            return bulkSweeps == null ? settings : settings.withSweeps(bulkSweeps);
        }

        private Contention contentionSection() {
            if (contention == null) return null;
            Map<String, Object> c =
                    renamed(contention, Map.of("max_point_s", "max_point_seconds", "budget_s", "budget_seconds"));
            // "k_to_1 K=2"
            c.put("skipped", skipped(c.get("skipped"), s -> {
                int at = s.lastIndexOf(" K=");
                return at < 0 ? null : Map.of("pattern", s.substring(0, at), "k", s.substring(at + 3));
            }));
            return section("contention", c, Contention.class);
        }

        private Collectives collectivesSection() {
            if (collectives == null) return null;
            Map<String, Object> c =
                    renamed(collectives, Map.of("point_s", "point_seconds", "budget_s", "budget_seconds"));
            // "barrier n=8 P=2"
            c.put("skipped", skipped(c.get("skipped"), s -> {
                String[] f = s.split(" ");
                if (f.length != 3 || !f[1].startsWith("n=") || !f[2].startsWith("P=")) return null;
                return Map.of("op", f[0], "n_bytes", f[1].substring(2), "p", f[2].substring(2));
            }));
            return section("collectives", c, Collectives.class);
        }
    }

    /** The MPI entry of schema 1. */
    @MetaRecord
    public record FlatMpi(String implementation, String library, String transport, String shim) {}

    private static Map<String, Object> renamed(Map<String, Object> section, Map<String, String> renames) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (section != null) section.forEach((k, v) -> out.put(renames.getOrDefault(k, k), v));
        return out;
    }

    /** The points not reached, which schema 1 listed in words of logp's own fixed form; others are left out. */
    private static List<Object> skipped(Object listed, java.util.function.Function<String, Object> parse) {
        List<Object> out = new ArrayList<>();
        if (listed instanceof List<?> list) {
            for (Object s : list) {
                Object point = s instanceof String text ? parse.apply(text) : s;
                if (point != null) out.add(point);
            }
        }
        return out;
    }

    /** A section converted to its record; a value of the wrong kind is reported under the section's key. */
    private static <T> T section(String key, Map<String, Object> value, Class<T> type) {
        try {
            return MetaJson.convert(value, type);
        } catch (IllegalArgumentException e) {
            if (e.getCause() instanceof JsonMappingException m) m.prependPath(null, key);
            throw e;
        }
    }
}
