package io.logp.data;

/**
 * How long one simulation of {@code predict} took: one smpirun of P ranks for a variant of the model.
 *
 * @param variant  "calibrated" or a what-if
 * @param p        ranks simulated
 * @param seconds  wall time of the simulation
 * @param finished false when the budget ran out before it ended (or before it started)
 */
public record SimulationTiming(String variant, int p, double seconds, boolean finished) {}
