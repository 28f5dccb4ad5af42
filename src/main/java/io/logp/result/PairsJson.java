package io.logp.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.logp.analysis.PairsAnalysis;
import io.logp.data.NetworkPath.Medium;
import io.logp.data.PairRtt;
import io.logp.data.PairSignature;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.MetaJson;
import io.logp.report.FindingText;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The pairs as {@code pairs --json} and {@code report DIR --json} print them: Culler et al.'s Table 3 (one row per
 * kind of pair), every pair with its RTT (and its short signature when measured), and the findings with their words.
 *
 * @param table3   the spread of the RTT over the pairs, by kind
 * @param pairs    every pair measured
 * @param warnings the findings, as logp.json writes them
 */
@JsonPropertyOrder({"table3", "pairs", "warnings"})
public record PairsJson(
        @JsonProperty("table3") List<Spread> table3,
        @JsonProperty("pairs") List<Pair> pairs,
        @JsonProperty("warnings") List<Map<String, Object>> warnings) {

    /** The version of the object's shape. */
    public static final int SCHEMA_VERSION = 1;

    /** One row of Table 3: the smallest, median and largest RTT of a kind of pair, and where each is. */
    @JsonPropertyOrder({"pairs", "count", "min_us", "min_pair", "median_us", "median_pair", "max_us", "max_pair"})
    public record Spread(
            @JsonProperty("pairs") String pairs,
            @JsonProperty("count") int count,
            @JsonProperty("min_us") double minUs,
            @JsonProperty("min_pair") List<Integer> minPair,
            @JsonProperty("median_us") double medianUs,
            @JsonProperty("median_pair") List<Integer> medianPair,
            @JsonProperty("max_us") double maxUs,
            @JsonProperty("max_pair") List<Integer> maxPair) {

        static Spread of(PairsAnalysis.Spread s) {
            return new Spread(
                    s.kind().name().toLowerCase(Locale.ROOT),
                    s.count(),
                    s.min().rttUs(),
                    ranks(s.min()),
                    s.medianUs(),
                    ranks(s.medianPair()),
                    s.max().rttUs(),
                    ranks(s.max()));
        }

        private static List<Integer> ranks(PairRtt p) {
            return List.of(p.i(), p.j());
        }
    }

    /** One pair; the signature's numbers are absent (not null) when the pair's signature was not measured. */
    @JsonPropertyOrder({
        "i",
        "j",
        "host_i",
        "host_j",
        "rtt_us",
        "ci95_us",
        "samples",
        "concurrent",
        "o_s_us",
        "o_s_ci95_us",
        "g_us",
        "g_ci95_us",
        "o_r_us",
        "o_r_ci95_us",
        "L_us",
        "L_ci95_us"
    })
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Pair(
            @JsonProperty("i") int i,
            @JsonProperty("j") int j,
            @JsonProperty("host_i") String hostI,
            @JsonProperty("host_j") String hostJ,
            @JsonProperty("rtt_us") double rttUs,
            @JsonProperty("ci95_us") double ci95Us,
            @JsonProperty("samples") int samples,
            @JsonProperty("concurrent") int concurrent,
            @JsonProperty("o_s_us") Double oSUs,
            @JsonProperty("o_s_ci95_us") Double oSCi95Us,
            @JsonProperty("g_us") Double gUs,
            @JsonProperty("g_ci95_us") Double gCi95Us,
            @JsonProperty("o_r_us") Double oRUs,
            @JsonProperty("o_r_ci95_us") Double oRCi95Us,
            @JsonProperty("L_us") Double latencyUs,
            @JsonProperty("L_ci95_us") Double latencyCi95Us) {

        static Pair of(PairRtt p) {
            PairSignature s = p.signature().orElse(null);
            return new Pair(
                    p.i(),
                    p.j(),
                    p.hostI(),
                    p.hostJ(),
                    p.rttUs(),
                    p.ci95Us(),
                    p.samples(),
                    p.concurrent(),
                    s == null ? null : s.oSUs(),
                    s == null ? null : s.oSCi95Us(),
                    s == null ? null : s.gUs(),
                    s == null ? null : s.gCi95Us(),
                    s == null ? null : s.oRUs(),
                    s == null ? null : s.oRCi95Us(),
                    s == null ? null : s.latencyUs(),
                    s == null ? null : s.latencyCi95Us());
        }
    }

    public static PairsJson of(PairsAnalysis a) {
        return new PairsJson(
                a.spreads().stream().map(Spread::of).toList(),
                a.pairs().stream().map(Pair::of).toList(),
                FindingText.objects(a.findings(), Medium.UNKNOWN));
    }

    /** The object as text, {@code schema_version} first. */
    @SuppressWarnings("unchecked")
    public static String text(PairsAnalysis a) {
        return JsonObjects.text(SCHEMA_VERSION, MetaJson.convert(of(a), Map.class));
    }
}
