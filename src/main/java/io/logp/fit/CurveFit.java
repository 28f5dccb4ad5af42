package io.logp.fit;

import io.logp.data.Estimate;

/**
 * The steady state of one signature curve: the slope of total issue time versus M over the curve's steady part,
 * which is the asymptotic message cost (g for D = 0, o_s + o_r + D when the requester is the bottleneck).
 *
 * @param delayUs      the curve's D
 * @param steady       steady cost per message with its CI
 * @param fromM        first M of the steady part
 * @param toM          last M of the steady part
 * @param points       number of points in the steady part
 * @param converged    whether the steady part is long enough to trust (see {@link SteadyStateFitter})
 * @param aboveGap     whether the steady cost is clearly above the D = 0 plateau (D > Idle)
 */
public record CurveFit(
        double delayUs, Estimate steady, int fromM, int toM, int points, boolean converged, boolean aboveGap) {}
