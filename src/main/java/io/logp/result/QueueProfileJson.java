package io.logp.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.logp.analysis.ProfileCosts;
import io.logp.data.QueueProfile;
import java.util.List;

/**
 * queue_profile.json, and what {@code profile --json} prints.
 *
 * @param missing what is not there, each in the words of its note
 */
@JsonPropertyOrder({
    "schema_version",
    "program",
    "arguments",
    "program_mpi",
    "launcher",
    "np",
    "exit_code",
    "costs",
    "missing",
    "ranks"
})
public record QueueProfileJson(
        @JsonProperty("schema_version") int schemaVersion,
        @JsonProperty("program") String program,
        @JsonProperty("arguments") List<String> arguments,
        @JsonProperty("program_mpi") String programMpi,
        @JsonProperty("launcher") String launcher,
        @JsonProperty("np") int np,
        @JsonProperty("exit_code") Integer exitCode,
        @JsonProperty("costs") Costs costs,
        @JsonProperty("missing") List<String> missing,
        @JsonProperty("ranks") List<Rank> ranks) {

    public static QueueProfileJson of(
            QueueProfileFiles.Run run, List<QueueProfile> ranks, ProfileCosts costs, List<String> missing) {
        return new QueueProfileJson(
                1,
                run.program(),
                run.arguments(),
                run.programMpi(),
                run.launcher(),
                run.np(),
                run.exitCode(),
                new Costs(
                        finite(costs.postedPerEntryNs().value()),
                        finite(costs.unexpectedPerEntryNs().value()),
                        finite(costs.oR().value()),
                        costs.source().orElse(null)),
                missing,
                ranks.stream().map(p -> Rank.of(p, costs)).toList());
    }

    /** The price of one entry searched, from a queues run; null when none was given. */
    @JsonPropertyOrder({"posted_per_entry_ns", "unexpected_per_entry_ns", "o_r_us", "queues_run"})
    public record Costs(
            @JsonProperty("posted_per_entry_ns") Double postedPerEntryNs,
            @JsonProperty("unexpected_per_entry_ns") Double unexpectedPerEntryNs,
            @JsonProperty("o_r_us") Double oRUs,
            @JsonProperty("queues_run") String queuesRun) {}

    /** One rank's record; a figure the MPI did not expose is null. */
    @JsonPropertyOrder({
        "rank",
        "host",
        "end",
        "finalize_calls",
        "queues_visible",
        "queues_note",
        "eager_limit_bytes",
        "eager_limit_source",
        "received",
        "expected",
        "unexpected",
        "expected_short",
        "expected_long",
        "unexpected_short",
        "unexpected_long",
        "unclassified",
        "bytes_received",
        "posted_max",
        "unexpected_max",
        "posted_search_mean",
        "unexpected_search_mean",
        "posted_search_histogram",
        "unexpected_search_histogram",
        "size_class_histogram",
        "traffic",
        "posted_match_ns",
        "unexpected_match_ns",
        "overhead_ns_per_call",
        "overhead_peers",
        "library"
    })
    public record Rank(
            @JsonProperty("rank") int rank,
            @JsonProperty("host") String host,
            @JsonProperty("end") String end,
            @JsonProperty("finalize_calls") int finalizeCalls,
            @JsonProperty("queues_visible") boolean queuesVisible,
            @JsonProperty("queues_note") String queuesNote,
            @JsonProperty("eager_limit_bytes") Long eagerLimitBytes,
            @JsonProperty("eager_limit_source") String eagerLimitSource,
            @JsonProperty("received") long received,
            @JsonProperty("expected") Long expected,
            @JsonProperty("unexpected") Long unexpected,
            @JsonProperty("expected_short") Long expectedShort,
            @JsonProperty("expected_long") Long expectedLong,
            @JsonProperty("unexpected_short") Long unexpectedShort,
            @JsonProperty("unexpected_long") Long unexpectedLong,
            @JsonProperty("unclassified") long unclassified,
            @JsonProperty("bytes_received") long bytesReceived,
            @JsonProperty("posted_max") Long postedMax,
            @JsonProperty("unexpected_max") Long unexpectedMax,
            @JsonProperty("posted_search_mean") Double postedSearchMean,
            @JsonProperty("unexpected_search_mean") Double unexpectedSearchMean,
            @JsonProperty("posted_search_histogram") long[] postedSearchHistogram,
            @JsonProperty("unexpected_search_histogram") long[] unexpectedSearchHistogram,
            @JsonProperty("size_class_histogram") long[] sizeClassHistogram,
            @JsonProperty("traffic") Traffic traffic,
            @JsonProperty("posted_match_ns") Double postedMatchNs,
            @JsonProperty("unexpected_match_ns") Double unexpectedMatchNs,
            @JsonProperty("overhead_ns_per_call") Double overheadNsPerCall,
            @JsonProperty("overhead_peers") int overheadPeers,
            @JsonProperty("library") String library) {

        static Rank of(QueueProfile p, ProfileCosts costs) {
            boolean q = p.queuesVisible();
            boolean split = q && p.eagerLimitKnown();
            var m = p.messages();
            return new Rank(
                    p.rank(),
                    p.host(),
                    p.end().label,
                    p.finalizeCalls(),
                    q,
                    p.queuesNote(),
                    p.eagerLimitKnown() ? p.eagerLimitBytes() : null,
                    p.eagerLimitSource(),
                    m.received(),
                    q ? m.expected() : null,
                    q ? m.unexpected() : null,
                    split ? m.expectedShort() : null,
                    split ? m.expectedLong() : null,
                    split ? m.unexpectedShort() : null,
                    split ? m.unexpectedLong() : null,
                    m.unclassified(),
                    m.bytes(),
                    q ? p.posted().max() : null,
                    q ? p.unexpected().max() : null,
                    q ? finite(p.posted().mean()) : null,
                    q ? finite(p.unexpected().mean()) : null,
                    q ? p.posted().histogram() : null,
                    q ? p.unexpected().histogram() : null,
                    p.sizeClasses(),
                    Traffic.of(p.traffic()),
                    finite(costs.postedMatchNs(p)),
                    finite(costs.unexpectedMatchNs(p)),
                    finite(p.overheadNs()),
                    p.overheadPeers(),
                    p.library());
        }
    }

    /** The receive-side calls of one rank, and its sends. */
    @JsonPropertyOrder({
        "receives_posted",
        "any_source",
        "any_tag",
        "probes",
        "iprobes",
        "iprobe_hits",
        "matched_probes",
        "tests",
        "test_hits",
        "waits",
        "sends"
    })
    public record Traffic(
            @JsonProperty("receives_posted") long receivesPosted,
            @JsonProperty("any_source") long anySource,
            @JsonProperty("any_tag") long anyTag,
            @JsonProperty("probes") long probes,
            @JsonProperty("iprobes") long iprobes,
            @JsonProperty("iprobe_hits") long iprobeHits,
            @JsonProperty("matched_probes") long matchedProbes,
            @JsonProperty("tests") long tests,
            @JsonProperty("test_hits") long testHits,
            @JsonProperty("waits") long waits,
            @JsonProperty("sends") long sends) {

        static Traffic of(QueueProfile.Traffic t) {
            return new Traffic(
                    t.receivesPosted(),
                    t.anySource(),
                    t.anyTag(),
                    t.probes(),
                    t.iprobes(),
                    t.iprobeHits(),
                    t.matchedProbes(),
                    t.tests(),
                    t.testHits(),
                    t.waits(),
                    t.sends());
        }
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }
}
