package io.logp.cli;

import io.logp.data.Bounds;
import io.logp.data.CollectiveOp;
import io.logp.data.CollectivePlan;
import io.logp.data.CollectiveSettings;
import io.logp.data.Defaults;
import io.logp.data.SyncAlgorithm;
import io.logp.data.TimerChoice;
import io.logp.exit.UsageException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.Option;

/** Options of the collectives experiment: what to time, over which P, and MPIPerf's parameters. */
public final class CollectivesOptions {

    /** Beyond this, a P-block buffer per rank is too much memory to ask for by accident. */
    static final int LARGEST_BYTES = 16 << 20;

    @Option(
            names = {"--op", "--ops"},
            split = ",",
            paramLabel = "OP",
            description = "collectives to time: "
                    + "barrier, bcast, reduce, allreduce, gather, scatter, allgather, alltoall, reduce_scatter_block, scan, exscan, "
                    + "or all (default: ${DEFAULT-VALUE})")
    List<String> ops = Defaults.COLLECTIVE_OPS.stream().map(CollectiveOp::label).toList();

    @Option(
            names = {"--sizes", "--collective-sizes"},
            split = ",",
            paramLabel = "BYTES",
            description = "bytes per rank, ascending; reductions "
                    + "use the multiples of 8 (doubles) (default: ${DEFAULT-VALUE})")
    int[] sizes = Defaults.COLLECTIVE_SIZES.clone();

    @Option(
            names = "--ranks",
            split = ",",
            paramLabel = "P",
            description = "group sizes P to time, ascending, each " + "the first P ranks (default: 2 up to --np)")
    int[] ranks;

    @Option(
            names = "--timer",
            paramLabel = "CLOCK",
            converter = Choices.Timer.class,
            description = "clock of the launches: nanotime (System.nanoTime) or wtime (MPI_Wtime) (default: nanotime)")
    TimerChoice timer = Defaults.COLLECTIVE_TIMER;

    @Option(
            names = "--sync",
            paramLabel = "ALGORITHM",
            converter = Choices.Sync.class,
            description = "clock synchronisation to rank 0: linear or ring (default: linear)")
    SyncAlgorithm sync = Defaults.COLLECTIVE_SYNC;

    @Option(
            names = "--sync-patience",
            paramLabel = "D",
            description =
                    "round trips without a smaller RTT after which a pair's synchronisation stops (default: ${DEFAULT-VALUE})")
    int patience = Defaults.SYNC_PATIENCE;

    @Option(
            names = "--confidence",
            paramLabel = "P",
            description = "probability of the interval: 0.90, 0.95 or 0.99 (default: ${DEFAULT-VALUE})")
    double confidence = Defaults.COLLECTIVE_CONFIDENCE;

    @Option(
            names = "--init-launches",
            paramLabel = "K",
            description = "untimed launches of stage 0 (default: ${DEFAULT-VALUE})")
    int initLaunches = Defaults.INIT_LAUNCHES;

    @Option(
            names = "--stage-launches",
            paramLabel = "K",
            description = "launches per stage (default: ${DEFAULT-VALUE})")
    int stageLaunches = Defaults.STAGE_LAUNCHES;

    @Option(
            names = "--max-launches",
            paramLabel = "N",
            description = "stop a point after this many launches (default: ${DEFAULT-VALUE})")
    int maxLaunches = Defaults.MAX_LAUNCHES;

    @Option(
            names = "--max-valid",
            paramLabel = "N",
            description = "or after this many valid ones (default: ${DEFAULT-VALUE})")
    int maxValid = Defaults.MAX_VALID;

    @Option(
            names = "--min-valid",
            paramLabel = "N",
            description = "or when at least this many are valid and --relative-error holds (default: ${DEFAULT-VALUE})")
    int minValid = Defaults.MIN_VALID;

    @Option(
            names = "--relative-error",
            paramLabel = "E",
            description = "standard error / mean that ends a point (default: ${DEFAULT-VALUE})")
    double relativeError = Defaults.COLLECTIVE_RELATIVE_ERROR;

    @Option(
            names = "--trim",
            paramLabel = "F",
            description = "fraction of the valid launches dropped on each side (default: ${DEFAULT-VALUE})")
    double trim = Defaults.COLLECTIVE_TRIM;

    @Option(
            names = "--slot-factor",
            paramLabel = "F",
            description = "slot lengthening when a stage has too many invalid launches (default: ${DEFAULT-VALUE})")
    double slotFactor = Defaults.SLOT_FACTOR;

    @Option(
            names = "--invalid-limit",
            paramLabel = "F",
            description =
                    "fraction of a stage's launches that may be invalid before the slot grows (default: ${DEFAULT-VALUE})")
    double invalidLimit = Defaults.INVALID_LIMIT;

    @Option(
            names = "--loop-k",
            paramLabel = "K",
            description =
                    "also time K launches back to back after a barrier, as the loop-of-k suites do, for comparison; 0 leaves it out (default: ${DEFAULT-VALUE})")
    int loopK = Defaults.LOOP_LAUNCHES;

    @Option(names = "--per-rank", description = "also write every rank's own times (collectives_ranks.csv)")
    boolean perRank;

    @Option(names = "--no-timer-check", description = "skip WaitPatternNull and WaitPatternUp with each clock")
    boolean noTimerCheck;

    @Option(
            names = "--collective-point-seconds",
            paramLabel = "S",
            description = "cap on one point's stages (default: ${DEFAULT-VALUE})")
    double pointSeconds = Defaults.COLLECTIVE_POINT_SECONDS;

    @Option(
            names = "--collectives-budget-seconds",
            paramLabel = "S",
            description =
                    "cap on the whole collectives experiment; points not reached are listed in meta.json (default: ${DEFAULT-VALUE})")
    double budgetSeconds = Defaults.COLLECTIVES_BUDGET_SECONDS;

    /** Checks every value before anything is measured; the message names the option. */
    CollectivePlan plan(int np) {
        List<CollectiveOp> chosen = new ArrayList<>();
        for (String name : ops) {
            if (name.trim().equalsIgnoreCase("all")) {
                for (CollectiveOp op : CollectiveOp.values()) if (!chosen.contains(op)) chosen.add(op);
                continue;
            }
            try {
                CollectiveOp op = CollectiveOp.of(name);
                SweepOptions.require(!chosen.contains(op), "--op names " + op.label() + " twice");
                chosen.add(op);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--op: " + e.getMessage());
            }
        }
        SweepOptions.require(!chosen.isEmpty(), "--op must name at least one collective");
        for (int i = 0; i < sizes.length; i++) {
            SweepOptions.require(
                    sizes[i] >= 1 && sizes[i] <= LARGEST_BYTES,
                    "--sizes must be in 1.." + LARGEST_BYTES + " bytes, got " + sizes[i]);
            SweepOptions.require(
                    i == 0 || sizes[i] > sizes[i - 1], "--sizes must be ascending, got " + Arrays.toString(sizes));
        }
        boolean sizedOp = chosen.stream().anyMatch(CollectiveOp::sized);
        SweepOptions.require(!sizedOp || sizes.length > 0, "--sizes must name at least one size");
        boolean reductionOp = chosen.stream().anyMatch(CollectiveOp::reduction);
        SweepOptions.require(
                !reductionOp || Arrays.stream(sizes).anyMatch(n -> n % CollectiveOp.REDUCTION_ELEMENT_BYTES == 0),
                "--sizes has no multiple of 8 bytes, so the reductions (which combine doubles) would time nothing");
        int[] p = ranks != null
                ? ranks
                : java.util.stream.IntStream.rangeClosed(2, np).toArray();
        SweepOptions.require(p.length > 0, "--ranks must name at least one P");
        for (int i = 0; i < p.length; i++) {
            SweepOptions.require(p[i] >= 2 && p[i] <= np, "--ranks must be in 2..--np (" + np + "), got " + p[i]);
            SweepOptions.require(i == 0 || p[i] > p[i - 1], "--ranks must be ascending, got " + Arrays.toString(p));
        }
        SweepOptions.require(
                patience >= 1 && patience <= 10_000, "--sync-patience must be in 1..10000, got " + patience);
        SweepOptions.require(
                Arrays.stream(CollectiveSettings.CONFIDENCES).anyMatch(c -> c == confidence),
                "--confidence must be 0.90, 0.95 or 0.99, got " + confidence);
        SweepOptions.require(
                initLaunches >= 1 && initLaunches <= 10_000,
                "--init-launches must be in 1..10000, got " + initLaunches);
        SweepOptions.require(
                stageLaunches >= 1 && stageLaunches <= 10_000,
                "--stage-launches must be in 1..10000, got " + stageLaunches);
        SweepOptions.require(
                maxLaunches >= stageLaunches,
                "--max-launches (" + maxLaunches + ") must be >= --stage-launches (" + stageLaunches + ")");
        SweepOptions.require(
                maxLaunches <= Bounds.MAX_COUNT,
                "--max-launches must be <= " + Bounds.MAX_COUNT + ", got " + maxLaunches);
        SweepOptions.require(minValid >= 2, "--min-valid must be >= 2, got " + minValid);
        SweepOptions.require(
                maxValid >= minValid, "--max-valid (" + maxValid + ") must be >= --min-valid (" + minValid + ")");
        SweepOptions.require(
                maxValid <= maxLaunches,
                "--max-valid (" + maxValid + ") must be <= --max-launches (" + maxLaunches
                        + "): no more launches can be valid than are made");
        SweepOptions.require(
                relativeError > 0 && relativeError <= 1, "--relative-error must be in (0, 1], got " + relativeError);
        SweepOptions.require(trim >= 0 && trim < 0.5, "--trim must be in [0, 0.5), got " + trim);
        SweepOptions.require(slotFactor > 1 && slotFactor <= 2, "--slot-factor must be in (1, 2], got " + slotFactor);
        SweepOptions.require(
                invalidLimit >= 0 && invalidLimit < 1, "--invalid-limit must be in [0, 1), got " + invalidLimit);
        SweepOptions.requireIn("--loop-k", loopK, 0, Bounds.MAX_COUNT);
        SweepOptions.requireBudget("--collectives-budget-seconds", budgetSeconds);
        SweepOptions.requirePointWithin(
                "--collective-point-seconds", pointSeconds, "--collectives-budget-seconds", budgetSeconds);
        CollectiveSettings settings = new CollectiveSettings(
                initLaunches,
                stageLaunches,
                invalidLimit,
                slotFactor,
                maxLaunches,
                maxValid,
                minValid,
                relativeError,
                trim,
                confidence,
                loopK,
                pointSeconds);
        return new CollectivePlan(
                chosen, sizes, p, timer, sync, patience, !noTimerCheck, perRank, settings, budgetSeconds);
    }
}
