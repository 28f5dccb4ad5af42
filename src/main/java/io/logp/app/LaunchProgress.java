package io.logp.app;

import io.logp.app.launch.LaunchWatch;
import io.logp.app.launch.WatchedEnd;
import io.logp.format.run.MeasuringLock;
import io.logp.format.run.RunDirectory;
import java.nio.file.Files;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A launch seen through its run directory: rank 0 names itself in its lock file ({@code .measuring}) when it begins
 * measuring. A rank 0 of this host that ended while the launcher still waits {@value #GONE_GRACE_SECONDS} s later
 * (srun after its slurmstepd was killed waited over 600 s) ends the launch; so does a launch where no rank began
 * within the ranks' {@code --timeout} and {@value #START_SECONDS} s to start (mpirun under {@code ulimit -n 24}, srun
 * queued while slurmd is down), unless rank 0 may write on another host (a hostfile), where this host sees nothing.
 */
final class LaunchProgress implements LaunchWatch {

    /** How long a launcher may wait on after rank 0 ended: mpirun and Hydra notice a dead rank within 1-2 s. */
    static final int GONE_GRACE_SECONDS = 10;
    /** What a start may take beyond --timeout: JVMs and MPI_Init of up to 8 ranks on 2 loaded cores. */
    static final int START_SECONDS = 60;

    private final RunDirectory dir;
    private final long startLimitNs;
    private final boolean rankZeroHere;
    private final String host = MeasuringLock.hostName();
    private boolean started;
    private long goneSinceNs = -1;

    /** {@code rankZeroHere}: rank 0 runs on this host or writes where this host reads (no hostfile). */
    LaunchProgress(RunDirectory dir, long timeoutNs, boolean rankZeroHere) {
        this.dir = dir;
        this.startLimitNs = timeoutNs + TimeUnit.SECONDS.toNanos(START_SECONDS);
        this.rankZeroHere = rankZeroHere;
    }

    @Override
    public Optional<WatchedEnd> check(long elapsedNs) {
        Optional<MeasuringLock.Holder> holder = MeasuringLock.holder(dir);
        if (holder.isPresent() || Files.exists(dir.metaJson())) started = true;
        if (!started) {
            return rankZeroHere && elapsedNs > startLimitNs
                    ? Optional.of(new WatchedEnd(
                            WatchedEnd.Reason.NOT_STARTED, TimeUnit.NANOSECONDS.toSeconds(startLimitNs), 0))
                    : Optional.empty();
        }
        Optional<MeasuringLock.Holder> gone = holder.filter(h -> h.host().equals(host))
                .filter(h -> ProcessHandle.of(h.pid()).map(p -> !p.isAlive()).orElse(true));
        if (gone.isEmpty()) {
            goneSinceNs = -1;
            return Optional.empty();
        }
        if (goneSinceNs < 0) goneSinceNs = elapsedNs;
        return elapsedNs - goneSinceNs > TimeUnit.SECONDS.toNanos(GONE_GRACE_SECONDS)
                ? Optional.of(new WatchedEnd(
                        WatchedEnd.Reason.RANK_ZERO_GONE,
                        GONE_GRACE_SECONDS,
                        gone.get().pid()))
                : Optional.empty();
    }
}
