package io.logp.data;

/** Every default of the experiments in one place; the command-line help quotes them. */
public final class Defaults {

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
    /** Untimed warm-up, seconds: long enough for the JIT to compile the issue and service loops. */
    public static final double WARMUP_SECONDS = 1.0;
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
    /** Back-to-back clock reads for the resolution and overhead probe. */
    public static final int CLOCK_READS = 1 << 20;

    /** Largest bulk transfer: 1 MiB, well past every Open MPI eager limit (vader 4 KiB, tcp 64 KiB). */
    public static final int BULK_MAX_BYTES = 1 << 20;
    /**
     * Sizes whose bulk signature is measured: small ones, both sides of the shared-memory eager limit (4 KiB) and of
     * TCP's (64 KiB), and a large one. The small message (16 bytes) is measured by the small-message signature. 1 MiB
     * is left to T(n): its signature alone takes about 20 s here, for an o_s(n) that 256 KiB already shows.
     */
    public static final int[] BULK_SIGNATURE_SIZES = {64, 256, 2048, 4096, 16384, 65536, 262144};
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
    /** Untimed warm-up of each bulk size, seconds: touches its buffers and any lazily set-up protocol path. */
    public static final double BULK_WARMUP_SECONDS = 0.05;
    /** Cap on the whole bulk experiment, seconds: shared memory needs about 15, TCP loopback longer. */
    public static final double BULK_BUDGET_SECONDS = 120;

    /** Share of the valid launch times trimmed from each end before the mean (MPIPerf's default, section 5). */
    public static final double COLLECTIVE_TRIM = 0.25;

    /** Luecke et al.'s cut_coef: trials above twice the median are taken for interruptions and filtered out. */
    public static final double CUT_COEF = 2;

    /** Luecke et al.'s recommended res_npp: a timing loop lasts this many timer resolutions. */
    public static final int RES_NPP = 50;

    private Defaults() {
    }
}
