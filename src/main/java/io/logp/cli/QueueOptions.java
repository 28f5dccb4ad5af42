package io.logp.cli;

import io.logp.data.Bounds;
import io.logp.data.Defaults;
import io.logp.data.QueueCurve;
import io.logp.data.QueueSettings;
import io.logp.exit.UsageException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Options of the queue measurement. */
public final class QueueOptions {

    @Mixin
    PairOptions pair = new PairOptions();

    @Option(
            names = "--curves",
            split = ",",
            paramLabel = "NAME",
            description =
                    "loads to measure: posted-tail, posted-head, unexpected-eager, unexpected-long (default: ${DEFAULT-VALUE})")
    List<String> curves = Defaults.QUEUE_CURVES.stream().map(c -> c.label).toList();

    @Option(
            names = "--q-max",
            paramLabel = "Q",
            description = "deepest queue; depths 0 and powers of two up to it (default: ${DEFAULT-VALUE})")
    int qMax = Defaults.QUEUE_MAX_DEPTH;

    @Option(
            names = "--q-max-long",
            paramLabel = "Q",
            description = "deepest queue of long unexpected messages (default: ${DEFAULT-VALUE})")
    int qMaxLong = Defaults.QUEUE_MAX_LONG_DEPTH;

    @Option(
            names = "--bytes",
            paramLabel = "N",
            description = "ping-pong and short message size (default: ${DEFAULT-VALUE})")
    int bytes = Defaults.QUEUE_BYTES;

    @Option(
            names = "--long-bytes",
            paramLabel = "N",
            description =
                    "long message size, above the eager limit of vader (4 KiB) and tcp (64 KiB) (default: ${DEFAULT-VALUE})")
    int longBytes = Defaults.QUEUE_LONG_BYTES;

    @Option(names = "--trials", paramLabel = "N", description = "timed trials per depth (default: ${DEFAULT-VALUE})")
    int trials = Defaults.QUEUE_TRIALS;

    @Option(names = "--warmup", paramLabel = "N", description = "untimed trials per depth (default: ${DEFAULT-VALUE})")
    int warmup = Defaults.QUEUE_WARMUP;

    @Option(
            names = "--memory-limit",
            paramLabel = "N",
            description = "most unexpected messages the memory probe sends; 0 skips it (default: ${DEFAULT-VALUE})")
    int memoryLimit = Defaults.QUEUE_MEMORY_LIMIT;

    @Option(
            names = "--quiet-seconds",
            paramLabel = "S",
            description = "how long the receiver stays out of MPI in the memory probe (default: ${DEFAULT-VALUE})")
    double quietSeconds = Defaults.QUEUE_QUIET_SECONDS;

    @Option(
            names = "--stall-ms",
            paramLabel = "MS",
            description =
                    "a send of the memory probe not complete after this long counts as stalled (default: ${DEFAULT-VALUE})")
    double stallMs = Defaults.QUEUE_STALL_MS;

    QueueSettings settings(int ranks) {
        int d = pair.dest(ranks);
        SweepOptions.requireIn("--q-max", qMax, 1, Bounds.MAX_QUEUE_DEPTH);
        SweepOptions.requireIn("--bytes", bytes, 0, Bounds.MAX_TRANSFER_BYTES);
        SweepOptions.requireIn("--long-bytes", longBytes, 1, Bounds.MAX_TRANSFER_BYTES);
        // Each long unexpected message waits for its receive with its data at the sender (rendezvous) or in MPI.
        long longBound = Math.min(qMax, Bounds.MAX_TRANSFER_BYTES * 16L / longBytes);
        SweepOptions.require(
                qMaxLong >= 0 && qMaxLong <= longBound,
                "--q-max-long must be in 0.." + longBound + " (at most --q-max, and 1 GiB of " + longBytes
                        + "-byte messages in flight), got " + qMaxLong);
        SweepOptions.requireIn("--trials", trials, 2, Bounds.MAX_COUNT);
        SweepOptions.requireIn("--warmup", warmup, 0, Bounds.MAX_COUNT);
        SweepOptions.require(
                ((double) trials + warmup) * 2 * qMax <= Bounds.MAX_PING_PONGS,
                "--trials " + trials + " and --warmup " + warmup + " at depths up to --q-max " + qMax
                        + " post more than " + Limits.text(Bounds.MAX_PING_PONGS) + " queue entries per curve");
        SweepOptions.require(
                memoryLimit >= 0 && memoryLimit <= Bounds.MAX_PROBE_MESSAGES,
                "--memory-limit must be in 0.." + Bounds.MAX_PROBE_MESSAGES
                        + " (MPI holds every unexpected message), got " + memoryLimit);
        SweepOptions.require(
                Bounds.within(quietSeconds, Double.MIN_VALUE, Bounds.MAX_WAIT_SECONDS),
                "--quiet-seconds must be > 0 and <= " + Limits.text(Bounds.MAX_WAIT_SECONDS) + ", got "
                        + Limits.text(quietSeconds));
        SweepOptions.require(
                stallMs > 0 && stallMs * 1e-3 * 10 < quietSeconds,
                "--stall-ms must be > 0 and well below --quiet-seconds, got " + stallMs);
        List<QueueCurve> chosen = new ArrayList<>();
        for (String c : curves) {
            try {
                chosen.add(QueueCurve.of(c.trim()));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--curves: " + e.getMessage());
            }
        }
        List<Integer> grid = new ArrayList<>(List.of(0));
        for (int q = 1; q <= qMax; q *= 2) grid.add(q);
        return new QueueSettings(
                pair.source,
                d,
                chosen.toArray(QueueCurve[]::new),
                grid.stream().mapToInt(Integer::intValue).toArray(),
                qMaxLong,
                bytes,
                longBytes,
                warmup,
                trials,
                memoryLimit,
                (long) (stallMs * 1e6),
                (long) (quietSeconds * 1e9));
    }
}
