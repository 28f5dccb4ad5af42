package io.logp.data;

/**
 * A pair's short signature (Culler et al.): the send overhead o_s from the first requests of a burst, the gap g from
 * the D = 0 steady state, the receive overhead o_r from a steady state slowed by a delay D above the idle time, and
 * L = RTT/2 - o_s - o_r; each with its 95% CI half-width, in microseconds.
 */
public record PairSignature(
        double oSUs,
        double oSCi95Us,
        double gUs,
        double gCi95Us,
        double oRUs,
        double oRCi95Us,
        double latencyUs,
        double latencyCi95Us) {}
