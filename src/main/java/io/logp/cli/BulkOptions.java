package io.logp.cli;

import io.logp.data.Bounds;
import io.logp.data.BulkSettings;
import io.logp.data.Defaults;
import io.logp.data.JobPlan;
import io.logp.data.SmallMessageSettings;
import java.util.Arrays;
import picocli.CommandLine.Option;

/** Options of the bulk-transfer experiment: sizes, window, grid and budget (the stopping rule is the signature's). */
public final class BulkOptions {

    /** Beyond this a window of receive buffers per rank is too much memory to ask for by accident. */
    static final int LARGEST_ALLOWED_BYTES = Bounds.MAX_TRANSFER_BYTES;

    @Option(
            names = "--bulk-max",
            paramLabel = "BYTES",
            description = "largest transfer of the T(n) grid (default: ${DEFAULT-VALUE} = 1 MiB)")
    int bulkMax = Defaults.BULK_MAX_BYTES;

    @Option(
            names = "--bulk-sizes",
            split = ",",
            paramLabel = "BYTES",
            description =
                    "T(n) sizes, ascending (default: powers of two and the points x1.5 between them, from the small message to --bulk-max)")
    int[] sizes;

    @Option(
            names = "--bulk-signature-sizes",
            split = ",",
            paramLabel = "BYTES",
            description =
                    "sizes whose signature gives o_s(n), o_r(n), g(n) (default: 64, 256, 2K, 4K, 16K, 64K, and for bulk 256K, up to --bulk-max)")
    int[] signatureSizes;

    /** The signature sizes when none are given: the command's own. */
    private final int[] defaultSignatureSizes;

    @Option(names = "--no-bulk-signatures", description = "time T(n) only, without the per-size signatures")
    boolean noSignatures;

    @Option(names = "--no-get", description = "time bulk stores only, not gets")
    boolean noGet;

    @Option(
            names = "--bulk-window",
            paramLabel = "W",
            description = "requests outstanding in the bulk experiment (default: ${DEFAULT-VALUE})")
    int window = Defaults.BULK_WINDOW;

    @Option(
            names = "--bulk-m-max",
            paramLabel = "M",
            description = "largest M of each bulk signature's grid (default: ${DEFAULT-VALUE})")
    int mMax = Defaults.BULK_M_MAX;

    @Option(
            names = "--bulk-m-cap",
            paramLabel = "M",
            description = "largest M a bulk curve that has not converged is extended to (default: ${DEFAULT-VALUE})")
    int mCap = Defaults.BULK_M_CAP;

    @Option(
            names = "--bulk-warmup-seconds",
            paramLabel = "S",
            description = "untimed warm-up of each size (default: ${DEFAULT-VALUE})")
    double warmupSeconds = Defaults.BULK_WARMUP_SECONDS;

    @Option(
            names = "--bulk-budget-seconds",
            paramLabel = "S",
            description = "cap on the whole bulk experiment (default: ${DEFAULT-VALUE})")
    double budgetSeconds = Defaults.BULK_BUDGET_SECONDS;

    /** The options of {@code bulk} (and of the commands that measure bulk transfers as it does). */
    public BulkOptions() {
        this(Defaults.BULK_SIGNATURE_SIZES);
    }

    /** @param defaultSignatureSizes the signature sizes when --bulk-signature-sizes is not given */
    BulkOptions(int[] defaultSignatureSizes) {
        this.defaultSignatureSizes = defaultSignatureSizes.clone();
    }

    /** The bulk part of a job: these settings on a transport with the bulk window. */
    JobPlan.Bulk bulk(SmallMessageSettings small, int payloadBytes) {
        return new JobPlan.Bulk(settings(small, payloadBytes), window);
    }

    /**
     * Checks every value before anything is measured; the message names the option.
     *
     * @param small        the small-message settings, whose stopping rule and seed the bulk experiment shares
     * @param payloadBytes the small message, the smallest transfer
     */
    BulkSettings settings(SmallMessageSettings small, int payloadBytes) {
        SweepOptions.require(
                bulkMax >= payloadBytes && bulkMax <= LARGEST_ALLOWED_BYTES,
                "--bulk-max must be in " + payloadBytes + ".." + LARGEST_ALLOWED_BYTES + " bytes, got " + bulkMax);
        int[] time = sizes != null ? sizes : BulkSettings.grid(payloadBytes, bulkMax);
        checkSizes("--bulk-sizes", time, payloadBytes);
        int[] signature = noSignatures
                ? new int[0]
                : signatureSizes != null
                        ? signatureSizes
                        : Arrays.stream(defaultSignatureSizes)
                                .filter(n -> n <= bulkMax && n > payloadBytes)
                                .toArray();
        // The small message's own signature is the small-message sweep's.
        checkSizes("--bulk-signature-sizes", signature, payloadBytes + 1);
        SweepOptions.require(
                time.length > 0 || signature.length > 0, "--bulk-sizes and --bulk-signature-sizes are both empty");
        SweepOptions.requireIn("--bulk-window", window, 1, Bounds.MAX_BULK_WINDOW);
        SweepOptions.requireBudget("--bulk-budget-seconds", budgetSeconds);
        int batch = small.rule().batch();
        double pointSeconds = small.rule().maxNanosPerPoint() / 1e9;
        int largestSignature = signature.length == 0 ? payloadBytes : signature[signature.length - 1];
        long mBound = Limits.largestM(batch, pointSeconds, largestSignature);
        SweepOptions.require(mMax >= 2, "--bulk-m-max must be >= 2, got " + mMax);
        SweepOptions.require(
                mMax <= mBound,
                Limits.mMessage("--bulk-m-max", mMax, batch, "--max-point-seconds", pointSeconds, mBound) + " (at "
                        + largestSignature + " bytes)");
        SweepOptions.require(mCap >= mMax, "--bulk-m-cap (" + mCap + ") must be >= --bulk-m-max (" + mMax + ")");
        SweepOptions.require(
                mCap <= mBound,
                Limits.mMessage("--bulk-m-cap", mCap, batch, "--max-point-seconds", pointSeconds, mBound) + " (at "
                        + largestSignature + " bytes)");
        int sizeCount = time.length + signature.length;
        double warmupBound = budgetSeconds / sizeCount;
        SweepOptions.require(
                Bounds.within(warmupSeconds, 0, warmupBound),
                "--bulk-warmup-seconds must be in 0.." + Limits.text(warmupBound) + " (--bulk-budget-seconds "
                        + Limits.text(budgetSeconds) + " over " + sizeCount + " sizes), got "
                        + Limits.text(warmupSeconds));
        return new BulkSettings(
                time,
                signature,
                !noGet,
                mMax,
                mCap,
                Defaults.BULK_DELAY_FACTORS,
                small.rule(),
                warmupSeconds,
                budgetSeconds,
                small.seed());
    }

    private static void checkSizes(String option, int[] sizes, int smallest) {
        for (int i = 0; i < sizes.length; i++) {
            SweepOptions.require(
                    sizes[i] >= smallest && sizes[i] <= LARGEST_ALLOWED_BYTES,
                    option + " must be in "
                            + smallest + ".." + LARGEST_ALLOWED_BYTES
                            + " bytes (every message carries the small message's "
                            + "header; its own signature is the small-message sweep), got " + sizes[i]);
            SweepOptions.require(
                    i == 0 || sizes[i] > sizes[i - 1], option + " must be ascending, got " + Arrays.toString(sizes));
        }
    }
}
