package io.logp.ranklaunch;

import io.logp.data.TransportChoice;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The shims of the transports below MPI, as scripts/setup.sh --transport ucx-am|ofi builds them and names them in
 * the environment: checked by the launching JVM before anything is made, and opened by the ranks.
 */
public final class BelowShims {

    private BelowShims() {}

    /** The variable that names {@code layer}'s shim. */
    public static String variable(TransportChoice layer) {
        return switch (layer) {
            case UCX_AM -> RankEnvironment.UCX_SHIM_ENV;
            case OFI -> RankEnvironment.OFI_SHIM_ENV;
            default ->
                throw new IllegalArgumentException(layer.label() + " is a way into MPI, with no shim of its own");
        };
    }

    /** {@code layer}'s shim in {@code env}; MpiUnavailableException (exit 4) says what to do when there is none. */
    public static Path file(TransportChoice layer, Map<String, String> env) {
        String variable = variable(layer);
        String file = env.get(variable);
        String setup = "./run-logp.sh --transport " + layer.label() + " builds it (scripts/setup.sh --transport "
                + layer.label() + ", which needs Debian's "
                + (layer == TransportChoice.UCX_AM ? "libucx-dev" : "libfabric-dev") + ")";
        if (file == null || file.isBlank())
            throw new MpiUnavailableException(
                    "--transport " + layer.label() + " needs its shim, and " + variable + " is not set: " + setup);
        if (!Files.isReadable(Path.of(file)))
            throw new MpiUnavailableException(
                    "the shim " + file + " of --transport " + layer.label() + " does not exist: " + setup);
        return Path.of(file);
    }
}
