package io.logp.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.app.launch.WatchedEnd;
import io.logp.format.run.MeasuringLock;
import io.logp.format.run.RunDirectory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the launcher concludes from the run directory while its launcher waits: a start that never comes, a rank 0
 * that ended under a launcher that waits on (issue 40: srun after kill -9 of its slurmstepd, mpirun under ulimit -n).
 * Times are given, not waited for.
 */
class LaunchProgressTest {

    private static final long TIMEOUT_NS = TimeUnit.SECONDS.toNanos(5);

    private static long seconds(double s) {
        return (long) (s * 1e9);
    }

    private static RunDirectory dir(Path tmp) throws Exception {
        return RunDirectory.of(tmp, "r").create();
    }

    @Test
    void aLaunchWithoutAnyRankEndsAfterTheTimeoutAndTheStartTime(@TempDir Path tmp) throws Exception {
        LaunchProgress watch = new LaunchProgress(dir(tmp), TIMEOUT_NS, true);
        assertEquals(Optional.empty(), watch.check(seconds(5 + LaunchProgress.START_SECONDS - 1)));
        Optional<WatchedEnd> end = watch.check(seconds(5 + LaunchProgress.START_SECONDS + 0.1));
        assertEquals(WatchedEnd.Reason.NOT_STARTED, end.orElseThrow().reason());
        assertEquals(5 + LaunchProgress.START_SECONDS, end.get().seconds());
    }

    @Test
    void rankZeroOnAnotherHostIsNeverCalledNotStarted(@TempDir Path tmp) throws Exception {
        LaunchProgress watch = new LaunchProgress(dir(tmp), TIMEOUT_NS, false);
        assertEquals(Optional.empty(), watch.check(seconds(3600)));
    }

    @Test
    void aLiveRankZeroIsLeftAlone(@TempDir Path tmp) throws Exception {
        RunDirectory d = dir(tmp);
        MeasuringLock.hold(d); // this JVM is the rank
        try {
            LaunchProgress watch = new LaunchProgress(d, TIMEOUT_NS, true);
            assertEquals(Optional.empty(), watch.check(seconds(1)));
            assertEquals(Optional.empty(), watch.check(seconds(3600)));
        } finally {
            MeasuringLock.release(d);
        }
    }

    @Test
    void aRankZeroThatEndedEndsTheLaunchAGraceLater(@TempDir Path tmp) throws Exception {
        RunDirectory d = dir(tmp);
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Files.writeString(d.signaturesDir().resolve(".measuring"), gone.pid() + " " + MeasuringLock.hostName() + "\n");
        LaunchProgress watch = new LaunchProgress(d, TIMEOUT_NS, true);
        assertEquals(Optional.empty(), watch.check(seconds(100)));
        assertEquals(Optional.empty(), watch.check(seconds(100 + LaunchProgress.GONE_GRACE_SECONDS - 1)));
        Optional<WatchedEnd> end = watch.check(seconds(100 + LaunchProgress.GONE_GRACE_SECONDS + 0.5));
        assertEquals(WatchedEnd.Reason.RANK_ZERO_GONE, end.orElseThrow().reason());
        assertEquals(gone.pid(), end.get().pid());
        assertTrue(EarlyEnd.watchedCause(end.get()).startsWith("rank 0 (pid " + gone.pid() + ") ended"));
    }

    @Test
    void aRankZeroOfAnotherHostIsNotJudgedFromThisOne(@TempDir Path tmp) throws Exception {
        RunDirectory d = dir(tmp);
        Files.writeString(d.signaturesDir().resolve(".measuring"), "1 some-other-host\n");
        LaunchProgress watch = new LaunchProgress(d, TIMEOUT_NS, true);
        assertEquals(Optional.empty(), watch.check(seconds(1)));
        assertEquals(Optional.empty(), watch.check(seconds(3600)));
    }

    @Test
    void theLockNamesItsHolder(@TempDir Path tmp) throws Exception {
        RunDirectory d = dir(tmp);
        MeasuringLock.hold(d);
        try {
            MeasuringLock.Holder h = MeasuringLock.holder(d).orElseThrow();
            assertEquals(ProcessHandle.current().pid(), h.pid());
            assertEquals(MeasuringLock.hostName(), h.host());
            assertTrue(MeasuringLock.held(d));
        } finally {
            MeasuringLock.release(d);
        }
    }
}
