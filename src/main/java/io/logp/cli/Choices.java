package io.logp.cli;

import io.logp.app.TradeoffVariant;
import io.logp.data.MpiWay;
import io.logp.data.SyncAlgorithm;
import io.logp.data.TimerChoice;
import io.logp.data.TransportChoice;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The closed choices of the command line, read by their labels (nanotime, ring, no-fastbox): picocli names the
 * option when a value is none of them, and the message lists the valid ones.
 */
final class Choices {

    private Choices() {}

    /** Reads an enum constant by its label. */
    abstract static class ByLabel<E extends Enum<E>> implements ITypeConverter<E> {
        private final E[] values;
        private final Function<E, String> label;

        ByLabel(E[] values, Function<E, String> label) {
            this.values = values;
            this.label = label;
        }

        @Override
        public E convert(String value) {
            String v = value.trim().toLowerCase(Locale.ROOT);
            for (E e : values) if (label.apply(e).equals(v)) return e;
            throw new TypeConversionException("'" + value + "' is not one of "
                    + Arrays.stream(values).map(label).collect(Collectors.joining(", ")));
        }
    }

    static final class Launcher extends ByLabel<io.logp.app.launch.LauncherChoice> {
        Launcher() {
            super(io.logp.app.launch.LauncherChoice.values(), io.logp.app.launch.LauncherChoice::word);
        }
    }

    static final class Timer extends ByLabel<TimerChoice> {
        Timer() {
            super(TimerChoice.values(), TimerChoice::label);
        }
    }

    static final class Sync extends ByLabel<SyncAlgorithm> {
        Sync() {
            super(SyncAlgorithm.values(), SyncAlgorithm::label);
        }
    }

    static final class Transport extends ByLabel<TransportChoice> {
        Transport() {
            super(TransportChoice.values(), TransportChoice::label);
        }
    }

    /** The ways into MPI alone (tradeoffs' variants are MPI's): native, bindings. */
    static final class IntoMpi extends ByLabel<TransportChoice> {
        IntoMpi() {
            super(
                    java.util.stream.Stream.of(TransportChoice.values())
                            .filter(t -> !t.belowMpi())
                            .toArray(TransportChoice[]::new),
                    TransportChoice::label);
        }
    }

    static final class Variant extends ByLabel<TradeoffVariant> {
        Variant() {
            super(TradeoffVariant.values(), TradeoffVariant::label);
        }
    }

    static final class Layer extends ByLabel<io.logp.app.LayerChoice> {
        Layer() {
            super(io.logp.app.LayerChoice.values(), io.logp.app.LayerChoice::label);
        }
    }

    static final class Way extends ByLabel<MpiWay> {
        Way() {
            super(MpiWay.values(), MpiWay::label);
        }
    }

    static final class ModelFormats extends ByLabel<io.logp.presentation.ModelFormat> {
        ModelFormats() {
            super(io.logp.presentation.ModelFormat.values(), f -> f.name().toLowerCase(Locale.ROOT));
        }
    }
}
