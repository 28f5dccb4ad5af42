package io.logp.job;

import io.logp.data.TransportChoice;
import io.logp.ranklaunch.MpiUnavailableException;
import io.logp.ranklaunch.RankEnvironment;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.ffm.FfmCalls;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Opens the chosen way into MPI in a rank. Each way is built in its own method, so a rank that runs one never loads
 * the other's classes (the bindings' mpi.jar need not exist for the native way, nor the shim for the bindings).
 */
public final class MpiAccess {

    private static final String BINDINGS = "io.logp.transport.mpi.bindings.BindingsCalls";

    private MpiAccess() {}

    public static MpiCalls open(TransportChoice choice) {
        return choice == TransportChoice.BINDINGS ? bindings() : nativeShim();
    }

    /**
     * Open MPI's Java bindings, named rather than imported: their classes are built only where the bindings exist
     * (scripts/setup.sh finds or builds mpi.jar; the Maven profile 'bindings' compiles src/bindings).
     */
    private static MpiCalls bindings() {
        try {
            return (MpiCalls) Class.forName(BINDINGS).getDeclaredConstructor().newInstance();
        } catch (ClassNotFoundException | NoClassDefFoundError e) {
            throw new MpiUnavailableException("--transport bindings needs Open MPI's Java bindings (mpi.jar, "
                    + "libmpi_java.so), and this logp has none (" + e.getMessage() + "); use --transport native, or an "
                    + "Open MPI built with --enable-mpi-java");
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot start Open MPI's Java bindings: " + e, e);
        }
    }

    /**
     * Why the bindings cannot run from this logp, checked without loading them (the launching JVM never starts
     * MPI); empty when they can.
     */
    public static Optional<String> bindingsMissing() {
        ClassLoader loader = MpiAccess.class.getClassLoader();
        try {
            Class.forName(BINDINGS, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.of("this logp was built without Open MPI's Java bindings (this MPI has none, or setup "
                    + "could not build mpi.jar)");
        }
        try {
            Class.forName("mpi.MPI", false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.of("Open MPI's mpi.jar is not on the class path (run through ./run-logp.sh)");
        }
        return Optional.empty();
    }

    private static MpiCalls nativeShim() {
        String shim = System.getenv(RankEnvironment.SHIM_ENV);
        if (shim == null || shim.isBlank()) {
            throw new MpiUnavailableException("--transport native needs the MPI shim, and " + RankEnvironment.SHIM_ENV
                    + " is not set " + "(./run-logp.sh builds it with the MPI's own mpicc and sets it)");
        }
        if (!Files.isReadable(Path.of(shim))) {
            throw new MpiUnavailableException(
                    "the MPI shim " + shim + " does not exist; rebuild it with scripts/setup.sh");
        }
        try {
            return FfmCalls.load(Path.of(shim));
        } catch (IllegalStateException e) {
            throw new MpiUnavailableException(e.getMessage());
        }
    }
}
