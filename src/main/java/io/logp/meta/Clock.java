package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The clock the times come from, as probed before measuring; its overhead is subtracted from every timing.
 *
 * @param source               System.nanoTime, or the simulated network's virtual clock
 * @param reads                reads the probe made
 * @param overheadNs           cost of one read
 * @param resolutionNs         smallest step between two different reads
 * @param medianReadIntervalNs median time between two reads
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Clock(String source, Long reads, Long overheadNs, Long resolutionNs, Long medianReadIntervalNs) {}
