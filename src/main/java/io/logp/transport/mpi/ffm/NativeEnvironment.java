package io.logp.transport.mpi.ffm;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * This process's C environment, changed before the MPI library is loaded: what the MPI and its transports read at
 * load time must be set in the C environment, which Java cannot change otherwise.
 */
final class NativeEnvironment {

    /**
     * UCX (MPICH's ch4:ucx, Open MPI's pml ucx) catches SIGSEGV and SIGBUS for a backtrace, but the JVM raises them
     * on purpose (implicit null checks, safepoint polls). logp's launcher passes UCX_ERROR_SIGNALS="" to its ranks;
     * ranks started by a batch script's own srun or mpirun get it here, unless the script chose a value.
     */
    static final String UCX_SIGNALS = "UCX_ERROR_SIGNALS";

    private NativeEnvironment() {}

    /** Sets UCX_ERROR_SIGNALS to "" unless it is set; a libc without setenv changes nothing. */
    static void leaveSignalsToTheJvm() {
        if (System.getenv(UCX_SIGNALS) != null) return;
        Linker linker = Linker.nativeLinker();
        var setenv = linker.defaultLookup().find("setenv");
        if (setenv.isEmpty()) return;
        MethodHandle h = linker.downcallHandle(
                setenv.get(),
                FunctionDescriptor.of(
                        ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.JAVA_INT));
        try (Arena arena = Arena.ofConfined()) {
            int ignored = (int) h.invokeExact(arena.allocateFrom(UCX_SIGNALS), arena.allocateFrom(""), 0);
        } catch (Throwable e) {
            // without it the rank runs as before: UCX's handler may then take the JVM's signals
        }
    }
}
