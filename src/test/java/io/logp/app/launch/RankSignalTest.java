package io.logp.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The launchers' own reports of a rank killed by a signal, as Open MPI 4.1.4, Hydra 4 and srun print them. */
class RankSignalTest {

    private static Optional<RankSignal> read(String text) {
        RankSignal.Reader r = new RankSignal.Reader();
        text.lines().forEach(r::line);
        return r.found();
    }

    @Test
    void openMpiNamesTheRankAndTheSignal() {
        Optional<RankSignal> s = read("""
                --------------------------------------------------------------------------
                Primary job  terminated normally, but 1 process returned
                a non-zero exit code. Per user-direction, the job has been aborted.
                --------------------------------------------------------------------------
                --------------------------------------------------------------------------
                mpirun.openmpi noticed that process rank 1 with PID 0 on node vm exited on signal 9 (Killed).
                --------------------------------------------------------------------------
                """);
        assertEquals(Optional.of(new RankSignal(OptionalInt.of(1), OptionalLong.empty(), 9)), s);
        assertEquals("SIGKILL", s.get().signalName());
    }

    @Test
    void hydraNamesThePidAndTheSignal() {
        Optional<RankSignal> s = read("""

                ===================================================================================
                =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES
                =   PID 30660 RUNNING AT vm
                =   EXIT CODE: 9
                =   CLEANING UP REMAINING PROCESSES
                =   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES
                ===================================================================================
                YOUR APPLICATION TERMINATED WITH THE EXIT STRING: Killed (signal 9)
                This typically refers to a problem with your application.
                """);
        assertEquals(Optional.of(new RankSignal(OptionalInt.empty(), OptionalLong.of(30660), 9)), s);
    }

    @Test
    void srunNamesTheTaskAndTheSignalByName() {
        assertEquals(
                Optional.of(new RankSignal(OptionalInt.of(1), OptionalLong.empty(), 11)),
                read("srun: error: vm: task 1: Segmentation fault\nsrun: Terminating StepId=3.0\n"));
    }

    @Test
    void anExitCodeIsNoSignal() {
        assertEquals(
                Optional.empty(),
                read("mpirun noticed that process rank 0 with PID 123 on node vm exited on non-zero status 1"));
    }
}
