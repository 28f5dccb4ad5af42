package io.logp.format.run;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;
import io.logp.data.QueueMemoryProbe;
import io.logp.data.QueueOutcome;
import io.logp.data.QueueSettings;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * {@code queues_params.json}: what the source rank of a queue measurement measured with (its ranks, curves, depths,
 * sizes, trials), its timer's overhead, and the memory probes (how many unexpected messages a receiver took before
 * the sender stalled). queues.json carries it again under {@code parameters}, and its probes under {@code memory}.
 * A key this version does not know is skipped; one the file lacks reads as null (0 for a number of ranks or bytes).
 *
 * @param runId         the run's stamp ({@link RunStamp}), absent in a file written without one
 * @param minOverheadUs the smallest overhead of one timer read, in microseconds
 * @param memory        the memory probes, null in a file without them
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({
    "run_id",
    "source",
    "dest",
    "curves",
    "q_grid",
    "q_max_long",
    "short_bytes",
    "long_bytes",
    "warmup",
    "trials",
    "min_overhead_us",
    "memory"
})
public record QueueParams(
        @JsonProperty("run_id") @JsonInclude(JsonInclude.Include.NON_NULL)
        String runId,

        @JsonProperty("source") int source,
        @JsonProperty("dest") int dest,
        @JsonProperty("curves") List<String> curves,
        @JsonProperty("q_grid") int[] qGrid,
        @JsonProperty("q_max_long") int qMaxLong,
        @JsonProperty("short_bytes") int shortBytes,
        @JsonProperty("long_bytes") int longBytes,
        @JsonProperty("warmup") int warmup,
        @JsonProperty("trials") int trials,
        @JsonProperty("min_overhead_us") Double minOverheadUs,
        @JsonProperty("memory") List<Memory> memory) {

    /** The parameters of a measurement that recorded none (a test's, or an older file's). */
    public static final QueueParams NONE =
            new QueueParams(null, 0, 0, List.of(), new int[0], 0, 0, 0, 0, 0, null, null);

    /** One memory probe, as {@code queues_params.json} holds it. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    @JsonPropertyOrder({"receiver", "unexpected_messages_sent", "sender_stalled", "limit", "seconds"})
    public record Memory(
            @JsonProperty("receiver") Receiver receiver,
            @JsonProperty("unexpected_messages_sent") long unexpectedMessagesSent,
            @JsonProperty("sender_stalled") boolean senderStalled,
            @JsonProperty("limit") int limit,
            @JsonProperty("seconds") double seconds) {

        static Memory of(QueueMemoryProbe probe) {
            return new Memory(
                    probe.receiverProgressing() ? Receiver.PROGRESSING : Receiver.OUT_OF_MPI,
                    probe.sent(),
                    probe.stalled(),
                    probe.limit(),
                    probe.quietSeconds());
        }
    }

    /** What the receiver did while the unexpected messages came in. */
    public enum Receiver {
        /** It called into MPI (progressing the messages). */
        PROGRESSING("progressing"),
        /** It stayed out of MPI (slept). */
        OUT_OF_MPI("out of MPI");

        private final String label;

        Receiver(String label) {
            this.label = label;
        }

        /** The word the file holds. */
        @JsonValue
        public String label() {
            return label;
        }
    }

    /** What the source rank writes after measuring with {@code s}, stamped with the run's {@code stamp} if any. */
    public static QueueParams of(Optional<RunStamp> stamp, QueueSettings s, QueueOutcome o) {
        return new QueueParams(
                stamp.map(RunStamp::id).orElse(null),
                s.source(),
                s.dest(),
                Arrays.stream(s.curves()).map(c -> c.label).toList(),
                s.qGrid(),
                s.qMaxLong(),
                s.shortBytes(),
                s.longBytes(),
                s.warmup(),
                s.trials(),
                o.minOverheadUs(),
                o.memory().stream().map(Memory::of).toList());
    }
}
