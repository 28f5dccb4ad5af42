package io.logp.cli;

/**
 * A command that measures without a {@code --mpirun} option of its own: it starts ranks through several launchers
 * it picks itself (each MPI's, one per layer), so the help lists it with the measuring commands all the same.
 */
interface StartsRanks {}
