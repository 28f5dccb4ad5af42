package io.logp.data;

/** The half round trips of one series of trials: time / npp / 2, in microseconds. */
public record PingPongSeries(int nBytes, int npp, double[] halfRttUs) {}
