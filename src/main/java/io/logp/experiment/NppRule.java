package io.logp.experiment;

import io.logp.stats.Median;
import java.util.Arrays;

/**
 * How many ping-pongs one timing loop holds, by the rule of Luecke et al. (section 3.3): enough that the loop lasts
 * res_npp timer resolutions, npp = nint(max(1, res_npp * res_timing / median_ppt)), where median_ppt is the median
 * round-trip time of one ping-pong in trials of npp_init ping-pongs each.
 */
public final class NppRule {

    private NppRule() {}

    /**
     * @param trialTimesUs  the times of trials of {@code nppInit} ping-pongs each (overhead subtracted), us
     * @param resolutionUs  the timer's resolution, us
     */
    public static int npp(double[] trialTimesUs, int nppInit, double resolutionUs, int resNpp) {
        if (trialTimesUs.length == 0) throw new IllegalArgumentException("no trials to estimate npp from");
        if (nppInit < 1 || resNpp < 1) throw new IllegalArgumentException("npp_init and res_npp must be >= 1");
        return npp(medianPingPongUs(trialTimesUs, nppInit), resolutionUs, resNpp);
    }

    /** npp from a median ping-pong time. */
    public static int npp(double medianPptUs, double resolutionUs, int resNpp) {
        if (!(medianPptUs > 0)) return 1;
        return (int) Math.round(Math.max(1.0, resNpp * resolutionUs / medianPptUs));
    }

    /** median(trial time / npp_init): the median round-trip time of one ping-pong. */
    public static double medianPingPongUs(double[] trialTimesUs, int nppInit) {
        return Median.of(Arrays.stream(trialTimesUs).map(t -> t / nppInit).toArray());
    }
}
