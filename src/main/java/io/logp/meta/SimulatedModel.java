package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The simulated LogP network of a {@code simulate} run: the parameters it was given.
 *
 * @param oSUs          send overhead o_s
 * @param oRUs          receive overhead o_r
 * @param gUs           gap g
 * @param latencyUs     latency L
 * @param window        requests outstanding before issue stalls
 * @param jitter        relative spread of every cost
 * @param outlierRate   fraction of costs made outliers
 * @param outlierFactor how much dearer an outlier is
 * @param seed          seed of the jitter and outliers
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SimulatedModel(
        @JsonProperty("o_s_us") Double oSUs,
        @JsonProperty("o_r_us") Double oRUs,
        @JsonProperty("g_us") Double gUs,
        @JsonProperty("L_us") Double latencyUs,
        Integer window,
        Double jitter,
        Double outlierRate,
        Double outlierFactor,
        Long seed) {

    /** RTT = 2 (o_s + o_r + L), or NaN when a parameter is unknown. */
    public double rttUs() {
        if (oSUs == null || oRUs == null || latencyUs == null) return Double.NaN;
        return 2 * (oSUs + oRUs + latencyUs);
    }
}
