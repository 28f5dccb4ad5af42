package io.logp.data;

import java.util.List;

/** Everything the source rank of a ping-pong measured (Luecke et al.); null on the other ranks. */
public record PingPongOutcome(
        TimerCheck nanoTime,
        TimerCheck wtime,
        String clockUsed,
        double minOverheadUs,
        double resolutionUs,
        double medianPingPongUs,
        int nppCalculated,
        int nppUsed,
        PingPongSeries main,
        List<PingPongSeries> nppComparison,
        List<PingPongSeries> sweep) {}
