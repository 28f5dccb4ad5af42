package io.logp.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.logp.analysis.QueueAnalysis;
import io.logp.analysis.RunResult;
import io.logp.fit.QueueCost;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.Decimals;
import io.logp.format.run.JsonFiles;
import io.logp.format.run.QueueParams;
import io.logp.format.run.RunDirectory;
import io.logp.stats.PingPongStatistics;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The queue costs' files: queues.csv ({@code curve,q,n_bytes,trials,median_us,mean_us,ci95_us}) and queues.json
 * (every curve's cost per entry, o_r, and the measurement's own parameters as the job recorded them).
 */
public record QueuesFormat(RunDirectory dir) implements ResultFormat {

    public static final String CSV = "queues.csv";
    public static final String JSON = "queues.json";

    /** One curve's cost per entry in queues.json. */
    @JsonPropertyOrder({
        "curve",
        "per_entry_ns",
        "per_entry_ci95_ns",
        "base_half_rtt_us",
        "base_half_rtt_ci95_us",
        "q_max",
        "entries_per_o_r"
    })
    public record Cost(
            @JsonProperty("curve") String curve,
            @JsonProperty("per_entry_ns") double perEntryNs,
            @JsonProperty("per_entry_ci95_ns") double perEntryCi95Ns,
            @JsonProperty("base_half_rtt_us") double baseHalfRttUs,
            @JsonProperty("base_half_rtt_ci95_us") double baseHalfRttCi95Us,
            @JsonProperty("q_max") int qMax,
            // absent when o_r or a cost above 0 is unknown
            @JsonProperty("entries_per_o_r") @JsonInclude(JsonInclude.Include.NON_NULL)
            Double entriesPerOR) {}

    /**
     * queues.json.
     *
     * @param oRUs       o_r of the same run, null without a LogP fit
     * @param memory     the memory probes (queues_params.json's), null without them
     * @param parameters the measurement's parameters, queues_params.json again
     */
    @JsonPropertyOrder({"costs", "o_r_us", "memory", "parameters"})
    public record Json(
            @JsonProperty("costs") List<Cost> costs,
            @JsonProperty("o_r_us") Double oRUs,
            @JsonProperty("memory") List<QueueParams.Memory> memory,
            @JsonProperty("parameters") QueueParams parameters) {

        static Json of(QueueAnalysis a) {
            List<Cost> costs = new ArrayList<>();
            for (QueueCost cost : a.costs()) {
                double entries = a.entriesPerOR(cost);
                costs.add(new Cost(
                        cost.curve(),
                        cost.perEntryNs().value(),
                        cost.perEntryNs().ci95(),
                        cost.baseUs().value(),
                        cost.baseUs().ci95(),
                        cost.qMax(),
                        Double.isFinite(entries) ? entries : null));
            }
            return new Json(
                    costs, a.oR().isKnown() ? a.oR().value() : null, a.params().memory(), a.params());
        }
    }

    @Override
    public List<Path> write(RunResult r) throws IOException {
        return r.queues().isPresent() ? write(r.queues().get()) : List.of();
    }

    /** The files of queue costs analysed on their own (the queues command). */
    public List<Path> write(QueueAnalysis a) throws IOException {
        Path d = dir.signaturesDir();
        AtomicFiles.write(d.resolve(CSV), out -> {
            out.write("curve,q,n_bytes,trials,median_us,mean_us,ci95_us\n");
            for (QueueAnalysis.Curve c : a.curves()) {
                for (int i = 0; i < c.q().length; i++) {
                    PingPongStatistics s = c.statistics()[i];
                    out.write(c.name() + "," + c.q()[i] + "," + c.nBytes()[i] + "," + s.n() + ","
                            + Decimals.csv(s.medianUs()) + "," + Decimals.csv(s.meanUs()) + ","
                            + (Double.isFinite(c.ci95Us()[i]) ? Decimals.csv(c.ci95Us()[i]) : "") + "\n");
                }
            }
        });
        JsonFiles.write(d.resolve(JSON), Json.of(a));
        return List.of(d.resolve(CSV), d.resolve(JSON));
    }

    /** queues.json's object, as {@code queues --json} prints it. */
    public static Json object(QueueAnalysis a) {
        return Json.of(a);
    }
}
