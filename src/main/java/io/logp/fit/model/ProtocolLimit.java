package io.logp.fit.model;

import io.logp.data.Estimate;

/**
 * Where the run saw messages change protocol (an eager limit: above it the library hands the message over by a
 * rendezvous, a pipelined or single-copy path): the largest size sent one way and the smallest sent the other, with
 * the step of T(n) between them. The limit itself lies in between; a run only sees the sizes it measured.
 *
 * @param lastEagerBytes       the largest size before the break
 * @param firstRendezvousBytes the smallest size after it
 * @param stepUs               how far T(n) steps up there, us, with its CI
 */
public record ProtocolLimit(int lastEagerBytes, int firstRendezvousBytes, Estimate stepUs) {}
