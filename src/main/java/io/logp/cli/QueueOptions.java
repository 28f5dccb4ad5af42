package io.logp.cli;

import io.logp.app.UsageException;
import io.logp.data.Defaults;
import io.logp.data.QueueCurve;
import io.logp.data.QueueSettings;
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
        SweepOptions.require(qMax >= 1, "--q-max must be >= 1, got " + qMax);
        SweepOptions.require(qMaxLong >= 0, "--q-max-long must be >= 0, got " + qMaxLong);
        SweepOptions.require(bytes >= 0 && longBytes >= 1, "--bytes must be >= 0 and --long-bytes >= 1");
        SweepOptions.require(trials >= 2, "--trials must be >= 2, got " + trials);
        SweepOptions.require(warmup >= 0, "--warmup must be >= 0, got " + warmup);
        SweepOptions.require(memoryLimit >= 0, "--memory-limit must be >= 0, got " + memoryLimit);
        SweepOptions.require(quietSeconds > 0, "--quiet-seconds must be > 0, got " + quietSeconds);
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
