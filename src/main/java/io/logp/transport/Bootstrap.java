package io.logp.transport;

import io.logp.data.RankPlacement;
import java.util.List;

/**
 * What a transport below MPI takes from the job that started its ranks: who it is, where every rank runs, an
 * exchange of the transport's addresses and barriers. Used only while the transport is set up and torn down, never
 * inside a timed loop, so the messages measured are the transport's own.
 */
public interface Bootstrap {

    int rank();

    int size();

    /** Where every rank runs. */
    List<RankPlacement> placement();

    /** Every rank's {@code mine}, in rank order; collective: every rank must call it. */
    byte[][] allGather(byte[] mine);

    /** Returns when every rank has called it. */
    void barrier();
}
