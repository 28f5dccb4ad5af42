package io.logp.data;

/** The half round trips of one (curve, Q) point, us. */
public record QueuePoint(QueueCurve curve, int q, int nBytes, double[] halfRttUs) {}
