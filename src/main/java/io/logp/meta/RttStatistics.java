package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Every RTT trial of the run (rtt_samples.txt), those before the sweep first: their plain statistics. rtt.csv holds
 * the mean of batch means of the RTT measured between the sweep's rounds instead.
 *
 * @param n        trials
 * @param minUs    shortest
 * @param medianUs median
 * @param meanUs   mean
 * @param ci95Us   95% confidence half-width of the mean
 * @param maxUs    longest
 * @param stddevUs standard deviation
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RttStatistics(
        Integer n, Double minUs, Double medianUs, Double meanUs, Double ci95Us, Double maxUs, Double stddevUs) {}
