package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The small-message signature sweep as it ran.
 *
 * @param pilotGapUs              the gap the pilot measured, which the automatic delays are multiples of
 * @param nominalDelaysUs         the delays D of the curves
 * @param rounds                  rounds run
 * @param rttReference            the RTT reference measured in every round
 * @param timedLoopAllocatedBytes bytes the measuring thread allocated while timed batches ran (-1 when unknown)
 * @param timedLoopTrials         the trials of those batches
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Sweep(
        Double pilotGapUs,
        List<Double> nominalDelaysUs,
        Integer rounds,
        List<Reference> rttReference,
        Long timedLoopAllocatedBytes,
        Long timedLoopTrials) {

    public Sweep {
        rttReference = rttReference == null ? List.of() : rttReference;
    }

    /**
     * The RTT reference of one round.
     *
     * @param round   the round, from 1
     * @param rttUs   its mean
     * @param ci95Us  its 95% confidence half-width
     * @param drifted true when it left the confidence interval of the RTT before the sweep
     */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Reference(Integer round, Double rttUs, Double ci95Us, Boolean drifted) {}
}
