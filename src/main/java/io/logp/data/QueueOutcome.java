package io.logp.data;

import java.util.List;

/** Everything the source rank of the queue experiment measured. */
public record QueueOutcome(List<QueuePoint> points, List<QueueMemoryProbe> memory, double minOverheadUs) {}
