package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * An RTT as the mean of batch means (the RTT before the sweep, against which every round's reference is checked).
 *
 * @param meanUs mean of the batch means
 * @param ci95Us its 95% confidence half-width
 * @param trials trials it rests on
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RttEstimate(Double meanUs, Double ci95Us, Integer trials) {}
