package io.logp.data;

/**
 * The largest value every option may take, and the costs the bounds are computed from. A value that passes these
 * checks cannot hold a run past its budget, nor ask a rank for more memory than its JVM has: the audit of issue 19
 * found values that hung ({@code --delays 0,1e9}) or died of an OutOfMemoryError ({@code --window 100000000}).
 */
public final class Bounds {

    /** Longest budget of any experiment: a day. A longer one caps nothing. */
    public static final double MAX_BUDGET_SECONDS = 86_400;
    /** Longest wait for one reply: a peer silent for an hour is gone. */
    public static final double MAX_TIMEOUT_SECONDS = 3_600;
    /**
     * Shortest wait for a peer: a JVM's start, a JIT compilation or a loaded core's time slice hold a healthy peer
     * for tenths of a second, so --timeout 0.2 ended healthy runs at once ("stopped or gone"); 1 s does not.
     */
    public static final double MIN_TIMEOUT_SECONDS = 1;
    /** Longest untimed wait of any kind (warm-up, the queue probe's quiet time): ten minutes. */
    public static final double MAX_WAIT_SECONDS = 600;
    /**
     * The fastest a request can be issued, microseconds: below the send overhead of any MPI (0.15 us and more here
     * on shared memory), so a batch at M requests takes at least M times this.
     */
    public static final double FASTEST_REQUEST_US = 0.05;
    /** The fastest a byte can move, bytes per microsecond (100 GB/s, beyond a memory copy). */
    public static final double FASTEST_BYTES_PER_US = 1e5;
    /**
     * Largest window: it must exceed RTT/g (about 3 on shared memory, 100 on no network known), and every slot is a
     * posted receive with its own buffer on both ranks.
     */
    public static final int MAX_WINDOW = 4096;
    /** Largest window of the bulk and contention experiments, whose slots hold whole transfers. */
    public static final int MAX_BULK_WINDOW = 1024;
    /** Largest small message, in 32-bit words: 64 KiB, the largest eager limit of the usual transports. */
    public static final int MAX_PAYLOAD_WORDS = 16 * 1024;
    /** Largest transfer of any experiment: 64 MiB. */
    public static final int MAX_TRANSFER_BYTES = 64 << 20;
    /**
     * Most samples of one kind a rank keeps (RTT trials, trials per point, ping-pong trials): 2^22 doubles are
     * 32 MiB, and the analysis copies them a few times inside a 256 MiB heap.
     */
    public static final int MAX_SAMPLES = 1 << 22;
    /** Most launches, stages or trials counted per point where each is a separate timing (collectives, queues). */
    public static final int MAX_COUNT = 1_000_000;
    /** Most ping-pongs one timing command may ask for: 10^10 at 0.3 us are close to an hour. */
    public static final double MAX_PING_PONGS = 1e10;
    /** Most back-to-back clock reads of a timer check: 2^30, a minute at the slowest clock. */
    public static final long MAX_TIMER_READS = 1L << 30;
    /** Deepest MPI queue: every entry is a posted receive or a message MPI holds. */
    public static final int MAX_QUEUE_DEPTH = 1 << 16;
    /** Most unexpected messages of the memory probe: MPI holds each one, about 100 bytes and more. */
    public static final int MAX_PROBE_MESSAGES = 1 << 22;
    /** Largest simulated cost, microseconds: a second per message is beyond any network. */
    public static final double MAX_SIMULATED_US = 1e6;
    /** Largest outlier factor of the simulation. */
    public static final double MAX_OUTLIER_FACTOR = 1e4;
    /** Largest --cut-coef: above it no trial is ever cut. */
    public static final double MAX_CUT_COEF = 1e3;
    /** Most ranks per core on one host: beyond it every time measures the scheduler, and start-up alone takes long. */
    public static final int MAX_RANKS_PER_CORE = 4;
    /** Most ranks with a hostfile, whose slots logp cannot see. */
    public static final int MAX_RANKS = 4096;

    private Bounds() {}

    /** Whether {@code x} is a finite number within [lo, hi]. */
    public static boolean within(double x, double lo, double hi) {
        return Double.isFinite(x) && x >= lo && x <= hi;
    }
}
