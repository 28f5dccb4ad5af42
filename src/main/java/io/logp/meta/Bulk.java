package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.logp.data.BulkSettings;
import java.util.Arrays;
import java.util.List;

/**
 * The bulk experiment: its settings, written before it runs, and what it did at each signature size.
 *
 * @param window              requests outstanding in the bulk experiment
 * @param largestMessageBytes the largest message the transport carries
 * @param timeSizesBytes      the sizes of the T(n) sweep
 * @param signatureSizesBytes the sizes with a signature of their own
 * @param get                 true when gets were timed besides stores
 * @param mMax                largest M of each signature's grid
 * @param mCap                largest M a curve that has not converged is extended to
 * @param delayFactors        the delays of each signature, as multiples of its pilot gap
 * @param warmupSeconds       untimed warm-up of each size
 * @param budgetSeconds       cap on the whole experiment
 * @param seed                seed of the round order
 * @param sweeps              the signature sweep at each size, as it ran
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Bulk(
        Integer window,
        Integer largestMessageBytes,
        List<Integer> timeSizesBytes,
        List<Integer> signatureSizesBytes,
        Boolean get,
        Integer mMax,
        Integer mCap,
        List<Double> delayFactors,
        Double warmupSeconds,
        Double budgetSeconds,
        Long seed,
        List<SizeSweep> sweeps) {

    public Bulk {
        sweeps = sweeps == null ? List.of() : sweeps;
    }

    /** The settings of a bulk experiment with this window and largest message, before it runs. */
    public static Bulk of(BulkSettings s, int window, int largestMessageBytes) {
        return new Bulk(
                window,
                largestMessageBytes,
                Arrays.stream(s.timeSizes()).boxed().toList(),
                Arrays.stream(s.signatureSizes()).boxed().toList(),
                s.get(),
                s.mMax(),
                s.mCap(),
                Arrays.stream(s.delayFactors()).boxed().toList(),
                s.warmupSeconds(),
                s.budgetSeconds(),
                s.seed(),
                List.of());
    }

    /** These settings with the sweeps as they ran. */
    public Bulk withSweeps(List<SizeSweep> ran) {
        return new Bulk(
                window,
                largestMessageBytes,
                timeSizesBytes,
                signatureSizesBytes,
                get,
                mMax,
                mCap,
                delayFactors,
                warmupSeconds,
                budgetSeconds,
                seed,
                List.copyOf(ran));
    }

    /**
     * The signature sweep at one size.
     *
     * @param nBytes                  the size
     * @param pilotGapUs              its pilot's gap
     * @param nominalDelaysUs         the delays D of its curves
     * @param rounds                  rounds run
     * @param timedLoopAllocatedBytes bytes allocated while timed batches ran (-1 when unknown)
     * @param timedLoopTrials         the trials of those batches
     */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SizeSweep(
            Integer nBytes,
            Double pilotGapUs,
            List<Double> nominalDelaysUs,
            Integer rounds,
            Long timedLoopAllocatedBytes,
            Long timedLoopTrials) {}
}
