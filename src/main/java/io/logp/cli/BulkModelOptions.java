package io.logp.cli;

import io.logp.app.Simulation;
import io.logp.data.Bounds;
import io.logp.data.RendezvousShape;
import java.util.Locale;
import java.util.Optional;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * The simulated network's bulk costs (LogGP's per-byte gap and overheads) and its eager/rendezvous switch, for
 * {@code simulate --bulk}. Each value is checked where it is read, by its converter, so a bad one names its option and
 * ends the command with exit 2 before anything is simulated.
 */
final class BulkModelOptions {

    /** Largest per-byte cost: 1 ms per byte is a 1 kB/s network, far below anything worth simulating. */
    static final double MAX_PER_BYTE_US = 1e3;

    @Option(
            names = "--bulk",
            description = "also simulate the bulk transfers (T(n), o_s(n), g(n)) with the costs below, as `bulk` does")
    boolean bulk;

    @Option(
            names = "--G",
            paramLabel = "US",
            converter = PerByte.class,
            description = "gap per byte G (LogGP), us per byte (default: ${DEFAULT-VALUE})")
    double gPerByteUs = 1e-3;

    @Option(
            names = "--os-per-byte",
            paramLabel = "US",
            converter = PerByte.class,
            description = "send overhead per byte of an eager message (the sender's copy), us per byte "
                    + "(default: ${DEFAULT-VALUE})")
    double oSPerByteUs;

    @Option(
            names = "--or-per-byte",
            paramLabel = "US",
            converter = PerByte.class,
            description = "receive overhead per byte, us per byte (default: ${DEFAULT-VALUE})")
    double oRPerByteUs;

    @Option(
            names = "--bulk-start-up",
            paramLabel = "US",
            converter = SimulatedTime.class,
            description = "fixed cost of every message longer than the small one, us (default: ${DEFAULT-VALUE})")
    double startUpUs;

    @Option(
            names = "--eager-limit",
            paramLabel = "BYTES",
            converter = EagerLimit.class,
            description = "largest message sent eagerly; larger ones go by rendezvous: a handshake round trip "
                    + "(2 L) and --rendezvous-os more (default: none)")
    Integer eagerLimitBytes;

    @Option(
            names = "--rendezvous-os",
            paramLabel = "US",
            converter = SimulatedTime.class,
            description = "the sender's fixed overhead of a rendezvous, us (default: ${DEFAULT-VALUE})")
    double rendezvousUs = 1;

    @Option(
            names = "--rendezvous-shape",
            paramLabel = "SHAPE",
            converter = Shape.class,
            description = "o_s(n) above the eager limit: flat (single copy or offload) or host-copy (the sender copies "
                    + "at G, so o_s(n) grows toward g(n)) (default: flat)")
    RendezvousShape shape = RendezvousShape.FLAT;

    /** The bulk costs, when --bulk asks for a bulk part. */
    Optional<Simulation.BulkNetwork> network() {
        if (!bulk) return Optional.empty();
        return Optional.of(new Simulation.BulkNetwork(
                oSPerByteUs,
                oRPerByteUs,
                gPerByteUs,
                startUpUs,
                eagerLimitBytes == null ? Integer.MAX_VALUE : eagerLimitBytes,
                rendezvousUs,
                shape));
    }

    /** A cost per byte in us: finite, 0..{@value #MAX_PER_BYTE_US}. */
    static final class PerByte implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            return within(value, MAX_PER_BYTE_US, "us per byte");
        }
    }

    /** A simulated time in us: finite, 0..{@link Bounds#MAX_SIMULATED_US}. */
    static final class SimulatedTime implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            return within(value, Bounds.MAX_SIMULATED_US, "us");
        }
    }

    /** An eager limit: a whole message of 16 bytes (the small one) up to the largest transfer. */
    static final class EagerLimit implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            int n;
            try {
                n = Integer.parseInt(value.trim());
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + value + "' is not a whole number of bytes");
            }
            if (n < 16 || n > Bounds.MAX_TRANSFER_BYTES) {
                throw new TypeConversionException(
                        String.format(Locale.ROOT, "must be in 16..%d bytes, got %d", Bounds.MAX_TRANSFER_BYTES, n));
            }
            return n;
        }
    }

    static final class Shape extends Choices.ByLabel<RendezvousShape> {
        Shape() {
            super(RendezvousShape.values(), RendezvousShape::label);
        }
    }

    private static double within(String value, double max, String unit) {
        Double x = Main.finiteNumber(value);
        if (!(x >= 0 && x <= max)) {
            throw new TypeConversionException("must be in 0.." + Limits.text(max) + " " + unit + ", got " + value);
        }
        return x;
    }
}
