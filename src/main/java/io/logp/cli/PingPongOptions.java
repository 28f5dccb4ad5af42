package io.logp.cli;

import io.logp.data.Bounds;
import io.logp.data.Defaults;
import io.logp.data.PingPongSettings;
import io.logp.data.TimerChoice;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Options of the ping-pong measurement (Luecke et al.'s parameters) and of its size sweep. */
public final class PingPongOptions {

    @Mixin
    PairOptions pair = new PairOptions();

    @Option(
            names = "--bytes",
            paramLabel = "N",
            description = "message size of the statistics (default: ${DEFAULT-VALUE}, one double)")
    int bytes = Defaults.PING_PONG_BYTES;

    @Option(
            names = "--timer-reads",
            paramLabel = "N",
            description = "back-to-back reads per clock in the timer check (default: ${DEFAULT-VALUE} = 2^24)")
    long timerReads = Defaults.TIMER_READS;

    @Option(
            names = "--clock",
            paramLabel = "CLOCK",
            converter = Choices.Timer.class,
            description = "clock of the timings: nanotime (System.nanoTime) or wtime (MPI_Wtime) (default: nanotime)")
    TimerChoice clock = Defaults.PING_PONG_TIMER;

    @Option(
            names = "--npp",
            paramLabel = "N",
            description =
                    "ping-pongs per timing loop; 0 estimates it by the res_npp rule (default: ${DEFAULT-VALUE}, estimated)")
    int npp = 0;

    @Option(
            names = "--npp-init",
            paramLabel = "N",
            description = "ping-pongs per trial while estimating npp (default: ${DEFAULT-VALUE})")
    int nppInit = Defaults.NPP_INIT;

    @Option(
            names = "--npp-trials",
            paramLabel = "N",
            description = "trials while estimating npp (default: ${DEFAULT-VALUE})")
    int nppTrials = Defaults.NPP_TRIALS;

    @Option(
            names = "--res-npp",
            paramLabel = "N",
            description = "a timing loop lasts res_npp timer resolutions (default: ${DEFAULT-VALUE})")
    int resNpp = Defaults.RES_NPP;

    @Option(names = "--trials", paramLabel = "N", description = "timed trials at --bytes (default: ${DEFAULT-VALUE})")
    int trials = Defaults.PING_PONG_TRIALS;

    @Option(
            names = "--npp-list",
            split = ",",
            paramLabel = "N",
            description = "further npp values to compare (a table like Table 4.1 of Luecke et al.; default: none)")
    int[] nppList;

    @Option(
            names = "--sizes",
            split = ",",
            paramLabel = "BYTES",
            description = "sweep sizes (default: powers of two from --min-size to --max-size)")
    int[] sizes;

    @Option(names = "--min-size", paramLabel = "BYTES", description = "smallest sweep size (default: ${DEFAULT-VALUE})")
    int minSize = Defaults.PING_PONG_MIN_SIZE;

    @Option(
            names = "--max-size",
            paramLabel = "BYTES",
            description = "largest sweep size (default: ${DEFAULT-VALUE} = 4 MiB)")
    int maxSize = Defaults.PING_PONG_MAX_SIZE;

    @Option(
            names = "--linear-step",
            paramLabel = "BYTES",
            description = "a linear size grid with this step instead of powers of two")
    Integer linearStep;

    @Option(
            names = "--sweep-trials",
            paramLabel = "N",
            description = "timed trials per sweep size (default: ${DEFAULT-VALUE})")
    int sweepTrials = Defaults.SWEEP_TRIALS;

    @Option(
            names = "--sweep-warmup",
            paramLabel = "N",
            description = "untimed trials per sweep size (default: ${DEFAULT-VALUE})")
    int sweepWarmup = Defaults.SWEEP_WARMUP;

    @Option(names = "--no-sweep", description = "skip the size sweep")
    boolean noSweep;

    @Option(
            names = "--cut-coef",
            paramLabel = "C",
            description = "filtered statistics drop trials above C x median (default: ${DEFAULT-VALUE})")
    double cutCoef = Defaults.CUT_COEF;

    /** Checks every value before anything is measured; the message names the option. */
    PingPongSettings settings(int ranks) {
        int d = pair.dest(ranks);
        SweepOptions.requireIn("--bytes", bytes, 0, Bounds.MAX_TRANSFER_BYTES);
        SweepOptions.requireIn("--timer-reads", timerReads, 1, Bounds.MAX_TIMER_READS);
        SweepOptions.require(
                npp >= 0 && npp <= Bounds.MAX_COUNT,
                "--npp must be in 1.." + Bounds.MAX_COUNT + " (or 0 to estimate), got " + npp);
        SweepOptions.requireIn("--npp-init", nppInit, 1, Bounds.MAX_COUNT);
        SweepOptions.requireIn("--npp-trials", nppTrials, 1, Bounds.MAX_SAMPLES);
        SweepOptions.require(resNpp >= 1 && resNpp <= 10_000, "--res-npp must be in 1..10000, got " + resNpp);
        SweepOptions.requireIn("--trials", trials, 1, Bounds.MAX_SAMPLES);
        int[] compared = nppList != null ? nppList : new int[0];
        int largestNpp = Math.max(1, npp);
        for (int n : compared) {
            SweepOptions.requireIn("--npp-list values", n, 1, Bounds.MAX_COUNT);
            largestNpp = Math.max(largestNpp, n);
        }
        SweepOptions.require(
                (double) trials * largestNpp <= Bounds.MAX_PING_PONGS,
                "--trials " + trials + " x npp " + largestNpp + " ping-pongs are more than "
                        + Limits.text(Bounds.MAX_PING_PONGS) + " (close to an hour at the fastest round trip)");
        SweepOptions.require(
                (double) nppTrials * nppInit <= Bounds.MAX_PING_PONGS,
                "--npp-trials " + nppTrials + " x --npp-init " + nppInit + " ping-pongs are more than "
                        + Limits.text(Bounds.MAX_PING_PONGS));
        SweepOptions.require(
                sweepTrials >= 2 && sweepTrials <= Bounds.MAX_SAMPLES,
                "--sweep-trials must be in 2.." + Bounds.MAX_SAMPLES + " (a CI needs two), got " + sweepTrials);
        SweepOptions.require(
                Bounds.within(cutCoef, Double.MIN_VALUE, Bounds.MAX_CUT_COEF),
                "--cut-coef must be > 0 and <= " + Limits.text(Bounds.MAX_CUT_COEF) + ", got " + Limits.text(cutCoef));
        SweepOptions.requireIn("--sweep-warmup", sweepWarmup, 0, Bounds.MAX_SAMPLES);
        return new PingPongSettings(
                pair.source,
                d,
                bytes,
                timerReads,
                clock,
                nppInit,
                nppTrials,
                resNpp,
                npp,
                trials,
                compared,
                noSweep ? new int[0] : sweepSizes(),
                sweepWarmup,
                sweepTrials);
    }

    /** Most sizes of a sweep: each is a separate timing with its own trials. */
    static final int MAX_SWEEP_SIZES = 10_000;

    int[] sweepSizes() {
        if (sizes != null) {
            for (int s : sizes) SweepOptions.requireIn("--sizes", s, 0, Bounds.MAX_TRANSFER_BYTES);
            SweepOptions.require(
                    sizes.length <= MAX_SWEEP_SIZES, "--sizes names more than " + MAX_SWEEP_SIZES + " sizes");
            return sizes;
        }
        SweepOptions.require(
                minSize >= 1 || linearStep != null, "--min-size must be >= 1 for a power-of-two grid, got " + minSize);
        SweepOptions.require(minSize >= 0, "--min-size must be >= 0, got " + minSize);
        SweepOptions.require(
                maxSize >= minSize, "--max-size (" + maxSize + ") must be >= --min-size (" + minSize + ")");
        SweepOptions.require(
                maxSize <= Bounds.MAX_TRANSFER_BYTES,
                "--max-size must be <= " + Bounds.MAX_TRANSFER_BYTES + " (64 MiB), got " + maxSize);
        List<Integer> grid = new ArrayList<>();
        if (linearStep != null) {
            long smallest = Math.max(1, ((long) maxSize - minSize + MAX_SWEEP_SIZES - 1) / MAX_SWEEP_SIZES);
            SweepOptions.require(
                    linearStep >= smallest && linearStep <= Bounds.MAX_TRANSFER_BYTES,
                    "--linear-step must be in " + smallest + ".." + Bounds.MAX_TRANSFER_BYTES + " (at most "
                            + MAX_SWEEP_SIZES + " sizes from --min-size to --max-size), got " + linearStep);
            for (long s = minSize; s <= maxSize; s += linearStep) grid.add((int) s);
        } else {
            for (long s = minSize; s <= maxSize; s *= 2) grid.add((int) s);
        }
        return grid.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The short version inside the default run: fewer reads and trials, sizes by powers of four. */
    static PingPongSettings brief(int ranks) {
        List<Integer> sizes = new ArrayList<>();
        for (long s = Defaults.PING_PONG_MIN_SIZE; s <= Defaults.PING_PONG_MAX_SIZE; s *= Defaults.BRIEF_SIZE_FACTOR) {
            sizes.add((int) s);
        }
        return new PingPongSettings(
                Defaults.PING_PONG_SOURCE,
                ranks - 1,
                Defaults.PING_PONG_BYTES,
                Defaults.BRIEF_TIMER_READS,
                Defaults.PING_PONG_TIMER,
                Defaults.NPP_INIT,
                Defaults.BRIEF_NPP_TRIALS,
                Defaults.RES_NPP,
                0,
                Defaults.BRIEF_TRIALS,
                new int[0],
                sizes.stream().mapToInt(Integer::intValue).toArray(),
                Defaults.BRIEF_SWEEP_WARMUP,
                Defaults.BRIEF_SWEEP_TRIALS);
    }
}
