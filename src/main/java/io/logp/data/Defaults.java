package io.logp.data;

import java.util.List;

/**
 * Every default of the experiments and of the command line in one place; the command-line help quotes them. Where a
 * value comes from a paper, its Javadoc names it: Culler et al. (the LogP microbenchmark), Kurnosov's MPIPerf (the
 * collectives), Luecke et al. (the ping-pong) and Brightwell et al. (the queues).
 */
public final class Defaults {

    // ---- Small messages: the LogP signature of one pair (Culler et al.) ----

    /** Trials per batch: Culler et al. process measurements in batches of 50. */
    public static final int BATCH = 50;
    /** Batches (hence rounds) a point needs at least, so its CI sees the machine drift between rounds. */
    public static final int MIN_BATCHES = 3;
    /** Target 95% CI half-width relative to the mean (the paper's 5% accuracy at 95% confidence). */
    public static final double RELATIVE_CI = 0.05;
    /** Cap on trials per point. */
    public static final int MAX_TRIALS = 2000;
    /** Cap on time per point, seconds. */
    public static final double MAX_POINT_SECONDS = 1.0;
    /** Largest M of the initial grid. */
    public static final int M_MAX = 256;
    /** Largest M a curve that has not converged may be extended to. */
    public static final int M_CAP = 4096;
    /** Minimum RTT trials. */
    public static final int RTT_TRIALS = 2000;
    /**
     * Untimed warm-up, seconds: some 500 passes over the grid on shared memory, long past the C2 compiler's
     * thresholds for the issue and service loops. It is not what makes the loops compiled: after it the warm-up goes
     * on until a whole pass ran without the JIT compiling (WarmUp's settling), so a longer fixed time (1 s before)
     * only delayed the first measurement.
     */
    public static final double WARMUP_SECONDS = 0.2;
    /**
     * Cap on the whole signature sweep, seconds: shared memory needs about 5, TCP loopback (10 us per message,
     * noisier) about 40.
     */
    public static final double BUDGET_SECONDS = 90;
    /**
     * Requests outstanding before issue stalls. It must exceed RTT/g, or the plateau measures the window instead of
     * the network: 32 covers shared memory (RTT/g about 3) and TCP (about 2) with a wide margin, while keeping the
     * window-fill transition short enough to converge by M = 256.
     */
    public static final int WINDOW = 32;
    /** 32-bit words per request: handler id, source, sequence number and one spare, as small AM requests carry. */
    public static final int PAYLOAD_WORDS = 4;
    /** Seconds a rank waits for a reply (or a responder for a request) before it gives up. */
    public static final double TIMEOUT_SECONDS = 30;

    /**
     * How long {@code profile} lets PROGRAM run without {@code --timeout}: a program that hangs (a rank stuck after
     * MPI_Init) must not keep the launcher waiting forever, and the inputs one profiles (a representative run of a
     * few minutes) end well within an hour; a longer run asks for it, up to a day.
     */
    public static final double PROFILE_TIMEOUT_SECONDS = 3_600;
    /** Back-to-back clock reads for the resolution and overhead probe. */
    public static final int CLOCK_READS = 1 << 20;
    /** Seed of the random order in which a round visits the points. */
    public static final long SEED = 1;
    /**
     * Trials above this multiple of their batch's median are interruptions, left out of every batch mean (signature,
     * RTT, bulk, contention) and of the queue costs. Three medians keeps every trial a busier network could explain
     * (the slowest regime of a signature point is within about twice its median) and drops the scheduler's time
     * slices, which are tens of microseconds against sub-microsecond costs. After Luecke et al.'s cut_coef filter,
     * with a wider cut.
     */
    public static final double OUTLIER_CUT = 3;

    // ---- Bulk transfers: T(n) and the per-size signatures (LogGP) ----

    /** Largest bulk transfer: 1 MiB, well past every Open MPI eager limit (vader 4 KiB, tcp 64 KiB). */
    public static final int BULK_MAX_BYTES = 1 << 20;
    /**
     * Sizes whose bulk signature is measured: small ones, both sides of the shared-memory eager limit (4 KiB) and of
     * TCP's (64 KiB), and a large one. The small message (16 bytes) is measured by the small-message signature. 1 MiB
     * is left to T(n): its signature alone takes about 20 s here, for an o_s(n) that 256 KiB already shows.
     */
    public static final int[] BULK_SIGNATURE_SIZES = {64, 256, 2048, 4096, 16384, 65536, 262144};
    /**
     * The bulk signature sizes of the default run ({@code run}): {@link #BULK_SIGNATURE_SIZES} without 256 KiB. On
     * shared memory its o_s(n) and g(n) lie on the line that 4, 16 and 64 KiB already give (one regime, past the
     * eager limit), and its sweep took 1.8 of the 3.0 s that all seven signatures spent timing; {@code bulk} keeps it.
     */
    public static final int[] RUN_BULK_SIGNATURE_SIZES = {64, 256, 2048, 4096, 16384, 65536};
    /**
     * Measured by the default run too where fewer than two of {@link #RUN_BULK_SIGNATURE_SIZES} lie in the
     * large-message regime of its T(n): over TCP (eager limit 64 KiB) that regime's o_s(n), g(n) and G need 256 KiB.
     */
    public static final int[] RUN_LARGE_REGIME_SIZES = {262144};
    /**
     * Requests outstanding in the bulk experiment. Still well above RTT(n)/g(n) (about 2 here at every size), and
     * small enough that the D = 0 curve reaches its plateau by M = {@value #BULK_M_MAX}: a trial of M large transfers
     * takes M times their cost, so the bulk M grid must stay short.
     */
    public static final int BULK_WINDOW = 8;
    /** Largest M of a bulk signature's initial grid: four windows, past the window fill. */
    public static final int BULK_M_MAX = 32;
    /** Largest M a bulk curve that has not converged may be extended to. */
    public static final int BULK_M_CAP = 256;
    /**
     * Delays of a bulk signature as multiples of its pilot gap: one curve at about the gap and one clearly above it
     * give o_r(n) and show whether small-D curves meet on a plateau; more curves cost time at large n.
     */
    public static final double[] BULK_DELAY_FACTORS = {1, 2};
    /**
     * Untimed warm-up of each bulk size, seconds, beyond its one pass: the pass touches the size's buffers and any
     * lazily set-up protocol path; the JIT has compiled the loops in the small-message phase, and the warm-up still
     * waits until it has stopped compiling. At 0.05 s the floor alone cost 3.6 s of a default run (72 sizes).
     */
    public static final double BULK_WARMUP_SECONDS = 0.005;
    /** Cap on the whole bulk experiment, seconds: shared memory needs about 15, TCP loopback longer. */
    public static final double BULK_BUDGET_SECONDS = 120;

    // ---- Contention: the patterns beyond one pair (Culler et al., Table 5) ----

    /** The patterns measured, in this order: K requesters to one responder, one to K, and K disjoint pairs. */
    public static final List<ContentionPattern> CONTENTION_PATTERNS =
            List.of(ContentionPattern.K_TO_1, ContentionPattern.ONE_TO_K, ContentionPattern.PAIRS);
    /** Ranks of the contention command without --np: K = 1..3 for K-to-1 and 1-to-K, and 2 pairs. */
    public static final int CONTENTION_RANKS = 4;
    /**
     * Target length of one contention trial, microseconds: long enough that every requester is issuing for most of
     * it, even when ranks take turns on the processors.
     */
    public static final double CONTENTION_TRIAL_US = 2000;
    /** Trials per batch: a trial already averages hundreds of requests, and all requesters stop for each one. */
    public static final int CONTENTION_BATCH = 10;
    /** Batches a contention point needs at least. */
    public static final int CONTENTION_MIN_BATCHES = 3;
    /** Cap on trials per contention point. */
    public static final int CONTENTION_MAX_TRIALS = 300;
    /** Cap on time per contention point, seconds. */
    public static final double CONTENTION_POINT_SECONDS = 5;
    /** Untimed warm-up of every contention point, seconds: new pairs set up their connections lazily. */
    public static final double CONTENTION_WARMUP_SECONDS = 0.05;
    /** Cap on the whole contention experiment, seconds; points not reached are reported. */
    public static final double CONTENTION_BUDGET_SECONDS = 120;

    // ---- Pairs: every pair of ranks (Culler et al., Table 3) ----

    /** Up to this many ranks the pairs go one at a time; above, in the rounds of a tournament (P - 1 steps). */
    public static final int PAIRS_SEQUENTIAL_RANKS = 32;
    /** Round trips a pair's RTT needs at least: its CI, not its distribution, is what the map compares. */
    public static final int PAIRS_MIN_TRIALS = 300;
    /** Cap on round trips per pair. */
    public static final int PAIRS_MAX_TRIALS = 2000;
    /** Cap on one pair's RTT (and on each point of its short signature), seconds: well under a second. */
    public static final double PAIRS_POINT_SECONDS = 0.5;
    /** Untimed round trips before a rank's first pair, seconds: the JIT compiles the loop once per rank. */
    public static final double PAIRS_FIRST_WARMUP_SECONDS = 0.2;
    /** Untimed round trips before every pair, seconds: a new pair sets its connection up lazily. */
    public static final double PAIRS_WARMUP_SECONDS = 0.01;
    /** Cap on the whole pairs experiment, seconds; the pairs not reached are listed. */
    public static final double PAIRS_BUDGET_SECONDS = 600;
    /** How far beyond both CIs a pair's RTT must exceed the median of its kind to be called slow: 20%. */
    public static final double PAIRS_SLOW_MARGIN = 0.2;
    /** Ranks of the pairs command without --np. */
    public static final int PAIRS_RANKS = 4;

    // ---- Collectives: synchronised launches (Kurnosov's MPIPerf, 2012) ----

    /** Collectives timed: the first eight of {@link CollectiveOp}, every one the other suites time. */
    public static final List<CollectiveOp> COLLECTIVE_OPS = List.of(
            CollectiveOp.BARRIER,
            CollectiveOp.BCAST,
            CollectiveOp.REDUCE,
            CollectiveOp.ALLREDUCE,
            CollectiveOp.GATHER,
            CollectiveOp.SCATTER,
            CollectiveOp.ALLGATHER,
            CollectiveOp.ALLTOALL);
    /** Bytes per rank of the sized collectives: powers of eight from one double to 32 KiB. */
    public static final int[] COLLECTIVE_SIZES = {8, 64, 512, 4096, 32768};
    /** Ranks of the collectives command without --np; it times P = 2..4. */
    public static final int COLLECTIVE_RANKS = 4;
    /** Clock the launches are timed with. */
    public static final TimerChoice COLLECTIVE_TIMER = TimerChoice.NANOTIME;
    /** Clock synchronisation to rank 0: every rank asks rank 0 in turn. */
    public static final SyncAlgorithm COLLECTIVE_SYNC = SyncAlgorithm.LINEAR;
    /** Round trips without a smaller RTT after which a pair's clock synchronisation stops (d). */
    public static final int SYNC_PATIENCE = 100;
    /** Probability of the reported Student-t interval. */
    public static final double COLLECTIVE_CONFIDENCE = 0.95;
    /** Untimed launches of stage 0, back to back: they set up lazy connections and give the first slot (MPIPerf). */
    public static final int INIT_LAUNCHES = 4;
    /** Launches per stage (MPIPerf). */
    public static final int STAGE_LAUNCHES = 8;
    /** Fraction of a stage's launches that may be invalid before the slot is lengthened (MPIPerf). */
    public static final double INVALID_LIMIT = 0.25;
    /** The lengthening: next slot = factor x (stage end - stage start) / launches (MPIPerf). */
    public static final double SLOT_FACTOR = 1.1;
    /** A point stops after this many launches (MPIPerf). */
    public static final int MAX_LAUNCHES = 100;
    /** ... or after this many valid ones (MPIPerf). */
    public static final int MAX_VALID = 30;
    /**
     * ... or when at least this many are valid and the relative error holds. MPIPerf's variant 2 allows 10; with this
     * machine's heavy tails (a few launches in ten hit by something else) 10 launches let a lucky run stop early on a
     * mean the next run does not repeat, so the relative-error rule waits for as many valid launches as variant 1.
     */
    public static final int MIN_VALID = 30;
    /** Standard error / mean of the valid launches that ends a point (MPIPerf). */
    public static final double COLLECTIVE_RELATIVE_ERROR = 0.05;
    /** Share of the valid launch times trimmed from each end before the mean (MPIPerf's default, section 5). */
    public static final double COLLECTIVE_TRIM = 0.25;
    /** Launches of the loop-of-k timing kept beside MPIPerf's for comparison (Kurnosov's Fig. 1); 0 leaves it out. */
    public static final int LOOP_LAUNCHES = 100;
    /** Cap on one point's stages, seconds, for machines where slots keep growing. */
    public static final double COLLECTIVE_POINT_SECONDS = 10;
    /** Cap on the whole collectives experiment, seconds; points not reached are reported. */
    public static final double COLLECTIVES_BUDGET_SECONDS = 600;

    // ---- Ping-pong: latency statistics and the size sweep (Luecke et al., 2009) ----

    /** Rank that times the ping-pongs (and the queue ping-pongs); its partner is the last rank. */
    public static final int PING_PONG_SOURCE = 0;
    /** Message size of the statistics, bytes: one double. */
    public static final int PING_PONG_BYTES = 8;
    /** Clock of the ping-pong timings: System.nanoTime. */
    public static final TimerChoice PING_PONG_TIMER = TimerChoice.NANOTIME;
    /** Back-to-back reads per clock in the timer check (Luecke et al., section 3.1): 2^24. */
    public static final long TIMER_READS = 1L << 24;
    /** Ping-pongs per trial while estimating npp (Luecke et al.'s parameter npp_init). */
    public static final int NPP_INIT = 10;
    /** Trials while estimating npp (Luecke et al.'s parameter npptrial). */
    public static final int NPP_TRIALS = 1000;
    /** Luecke et al.'s recommended res_npp: a timing loop lasts this many timer resolutions. */
    public static final int RES_NPP = 50;
    /** Timed trials at the main size: 2^17. */
    public static final int PING_PONG_TRIALS = 1 << 17;
    /** Smallest size of the sweep, bytes. */
    public static final int PING_PONG_MIN_SIZE = 1;
    /** Largest size of the sweep, bytes: 4 MiB. */
    public static final int PING_PONG_MAX_SIZE = 4 << 20;
    /** Timed trials per sweep size. */
    public static final int SWEEP_TRIALS = 200;
    /** Untimed trials per sweep size. */
    public static final int SWEEP_WARMUP = 20;
    /** Luecke et al.'s cut_coef: trials above twice the median are taken for interruptions and filtered out. */
    public static final double CUT_COEF = 2;
    /** Largest size of the latency line Ts: up to 1 KiB the per-byte cost adds little to the latency. */
    public static final int LATENCY_MAX_BYTES = 1024;
    /** Smallest size of the bandwidth line 1/Tc: from 64 KiB Open MPI's transports are in their rendezvous protocol. */
    public static final int BANDWIDTH_MIN_BYTES = 65536;
    /** Timer reads of the short ping-pong inside the default run: 2^20. */
    public static final long BRIEF_TIMER_READS = 1L << 20;
    /** Trials while estimating npp in the short ping-pong. */
    public static final int BRIEF_NPP_TRIALS = 200;
    /** Timed trials at the main size in the short ping-pong: 2^14. */
    public static final int BRIEF_TRIALS = 1 << 14;
    /** Ratio of successive sweep sizes in the short ping-pong: powers of four from the smallest to the largest. */
    public static final int BRIEF_SIZE_FACTOR = 4;
    /** Timed trials per sweep size in the short ping-pong. */
    public static final int BRIEF_SWEEP_TRIALS = 30;
    /** Untimed trials per sweep size in the short ping-pong. */
    public static final int BRIEF_SWEEP_WARMUP = 5;

    // ---- Queues: MPI's posted and unexpected queues (Brightwell et al.) ----

    /** Queue loads measured: posted queue matched at the tail and at the head, unexpected short and long messages. */
    public static final List<QueueCurve> QUEUE_CURVES = List.of(
            QueueCurve.POSTED_TAIL, QueueCurve.POSTED_HEAD, QueueCurve.UNEXPECTED_EAGER, QueueCurve.UNEXPECTED_LONG);
    /** Deepest queue: depths 0 and the powers of two up to it. */
    public static final int QUEUE_MAX_DEPTH = 1024;
    /** Deepest queue of long unexpected messages, which each hold a rendezvous buffer. */
    public static final int QUEUE_MAX_LONG_DEPTH = 256;
    /** Ping-pong and short message size, bytes. */
    public static final int QUEUE_BYTES = 8;
    /** Long message size, bytes: 128 KiB, above the eager limits of vader (4 KiB) and tcp (64 KiB). */
    public static final int QUEUE_LONG_BYTES = 128 * 1024;
    /** Timed trials per depth. */
    public static final int QUEUE_TRIALS = 100;
    /** Untimed trials per depth. */
    public static final int QUEUE_WARMUP = 10;
    /** Most unexpected messages the memory probe sends; 0 skips it: 2^20. */
    public static final int QUEUE_MEMORY_LIMIT = 1 << 20;
    /** How long the receiver stays out of MPI in the memory probe, seconds. */
    public static final double QUEUE_QUIET_SECONDS = 2;
    /** A send of the memory probe not complete after this long counts as stalled, milliseconds. */
    public static final double QUEUE_STALL_MS = 10;

    // ---- overhead: the protocol in C and in Java ----

    /**
     * Rounds of {@code overhead}: each runs the C twin, native and bindings once. Five, because this machine changes
     * performance state within minutes and the median of five per-round ratios survives two rounds caught mid-change.
     */
    public static final int OVERHEAD_ROUNDS = 5;

    // ---- Launch: mpirun and the run's files ----

    /** MPI ranks: one pair, rank 0 issues requests and rank 1 answers. */
    public static final int NP = 2;
    /** The MPI launcher, looked up on PATH. */
    public static final String MPIRUN = "mpirun";
    /** Base directory of signatures/ and plots/: the current directory. */
    public static final String OUTPUT_DIR = ".";

    // ---- Simulation: the simulated LogP network ----

    /** Relative standard deviation of every simulated cost: none, an exact LogP machine. */
    public static final double SIM_JITTER = 0;
    /** Probability that a simulated overhead is hit by an outlier: none. */
    public static final double SIM_OUTLIER_RATE = 0;
    /** How many times longer a simulated outlier takes. */
    public static final double SIM_OUTLIER_FACTOR = 10;
    /** Seed of the simulated jitter and outliers. */
    public static final long SIM_MODEL_SEED = 1;
    /** Ranks of the simulated network: one pair; above 2 the contention patterns are simulated too. */
    public static final int SIM_RANKS = 2;
    /**
     * Relative standard deviation of the simulated machine's speed from one launch to the next: none. Every cost of a
     * launch is scaled by one factor, as a machine in another performance state runs everything slower or faster.
     */
    public static final double SIM_LAUNCH_JITTER = 0;

    // ---- Launches: the measurement repeated by fresh ranks ----

    /** Launches of the ranks per measurement: one, as before; JMH's default of 5 forks is the model for more. */
    public static final int RANK_LAUNCHES = 1;
    /** The most launches one measurement takes: a day's worth of default runs is far fewer. */
    public static final int MAX_RANK_LAUNCHES = 100;

    private Defaults() {}
}
