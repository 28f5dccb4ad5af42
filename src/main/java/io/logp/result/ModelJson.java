package io.logp.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.logp.data.Estimate;
import io.logp.fit.model.ModelRegime;
import io.logp.fit.model.PiecewiseLoggp;
import io.logp.fit.model.ProtocolLimit;
import io.logp.fit.model.SizeLine;
import io.logp.format.run.JsonFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code model.json}: a run's piecewise LogGP model ({@link PiecewiseLoggp}) as typed records Jackson writes. Times in
 * microseconds, per-byte costs in microseconds per byte, each with the half-width of its 95% CI; unknown values are
 * {@code null}. docs/output.md describes every key.
 */
public final class ModelJson {

    /** The version of this file's shape. */
    public static final int SCHEMA_VERSION = 1;

    private ModelJson() {}

    /** The whole file. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record File(
            @JsonProperty("schema_version") int schemaVersion,
            @JsonProperty("small") Small small,
            @JsonProperty("G_us_per_byte") Double gPerByteUs,
            @JsonProperty("G_ci95_us_per_byte") Double gPerByteCi95Us,
            @JsonProperty("eager_limit") Limit eagerLimit,
            @JsonProperty("regimes") List<Regime> regimes) {}

    /** The small message's LogP parameters. */
    public record Small(
            @JsonProperty("n_bytes") int nBytes,
            @JsonProperty("o_s_us") Double oSUs,
            @JsonProperty("o_s_ci95_us") Double oSCi95Us,
            @JsonProperty("o_r_us") Double oRUs,
            @JsonProperty("o_r_ci95_us") Double oRCi95Us,
            @JsonProperty("g_us") Double gUs,
            @JsonProperty("g_ci95_us") Double gCi95Us,
            @JsonProperty("L_us") Double latencyUs,
            @JsonProperty("L_ci95_us") Double latencyCi95Us,
            @JsonProperty("rtt_us") Double rttUs,
            @JsonProperty("rtt_ci95_us") Double rttCi95Us) {}

    /** Where T(n) first steps up: the eager limit lies between the two sizes. */
    public record Limit(
            @JsonProperty("last_eager_bytes") int lastEagerBytes,
            @JsonProperty("first_rendezvous_bytes") int firstRendezvousBytes,
            @JsonProperty("step_us") Double stepUs,
            @JsonProperty("step_ci95_us") Double stepCi95Us) {}

    /** One protocol regime: every cost as start + n·per_byte. */
    public record Regime(
            @JsonProperty("from_bytes") int fromBytes,
            @JsonProperty("to_bytes") int toBytes,
            @JsonProperty("sizes") int sizes,
            @JsonProperty("T") Line roundTrip,
            @JsonProperty("hop") Line hop,
            @JsonProperty("o_s") Line oS,
            @JsonProperty("o_r") Line oR,
            @JsonProperty("g") Line g,
            @JsonProperty("L") Line latency) {}

    /** A cost as a line in n. */
    public record Line(
            @JsonProperty("start_us") Double startUs,
            @JsonProperty("start_ci95_us") Double startCi95Us,
            @JsonProperty("per_byte_us") Double perByteUs,
            @JsonProperty("per_byte_ci95_us") Double perByteCi95Us,
            @JsonProperty("points") int points) {}

    /** The file's records for a model. */
    public static File of(PiecewiseLoggp m) {
        return new File(
                SCHEMA_VERSION,
                new Small(
                        m.smallBytes(),
                        m.oS().value(),
                        m.oS().ci95(),
                        m.oR().value(),
                        m.oR().ci95(),
                        m.g().value(),
                        m.g().ci95(),
                        m.latency().value(),
                        m.latency().ci95(),
                        m.rtt().value(),
                        m.rtt().ci95()),
                m.gPerByte().value(),
                m.gPerByte().ci95(),
                m.limit().map(ModelJson::limit).orElse(null),
                m.regimes().stream().map(ModelJson::regime).toList());
    }

    public static String toJson(PiecewiseLoggp model) {
        return JsonFiles.toJson(of(model));
    }

    /** Writes model.json atomically. */
    public static void write(Path file, PiecewiseLoggp model) throws IOException {
        JsonFiles.write(file, of(model));
    }

    private static Limit limit(ProtocolLimit l) {
        return new Limit(
                l.lastEagerBytes(),
                l.firstRendezvousBytes(),
                l.stepUs().value(),
                l.stepUs().ci95());
    }

    private static Regime regime(ModelRegime r) {
        return new Regime(
                r.fromBytes(),
                r.toBytes(),
                r.sizes(),
                line(r.roundTrip()),
                line(r.hop()),
                line(r.oS()),
                line(r.oR()),
                line(r.g()),
                line(r.latency()));
    }

    private static Line line(SizeLine l) {
        Estimate s = l.startUs();
        Estimate b = l.perByteUs();
        return new Line(s.value(), s.ci95(), b.value(), b.ci95(), l.points());
    }
}
