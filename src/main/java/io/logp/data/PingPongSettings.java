package io.logp.data;

/**
 * Parameters of a ping-pong measurement (Luecke et al.'s names where they have one).
 *
 * @param source       rank that times the ping-pongs
 * @param dest         its partner
 * @param mainBytes    message size of the statistics (8 bytes: one double, as in the paper)
 * @param timerReads   back-to-back reads per clock in the timer check (nr)
 * @param useWtime     time with MPI_Wtime instead of System.nanoTime
 * @param nppInit      ping-pongs per trial while estimating npp
 * @param nppTrials    trials while estimating npp (npptrial)
 * @param resNpp       a timing loop should last res_npp timer resolutions
 * @param nppGiven     npp to use instead of the estimate; 0 to estimate
 * @param trials       timed trials at the main size (ntrial)
 * @param nppList      further npp values to compare at the main size (empty for none)
 * @param sweepSizes   message sizes of the latency/bandwidth sweep (empty for none)
 * @param sweepWarmup  untimed trials per sweep size
 * @param sweepTrials  timed trials per sweep size
 */
public record PingPongSettings(
        int source,
        int dest,
        int mainBytes,
        long timerReads,
        TimerChoice clock,
        int nppInit,
        int nppTrials,
        int resNpp,
        int nppGiven,
        int trials,
        int[] nppList,
        int[] sweepSizes,
        int sweepWarmup,
        int sweepTrials) {

    public PingPongSettings {
        if (source == dest) throw new IllegalArgumentException("source and dest must differ, both are " + source);
        if (mainBytes < 0) throw new IllegalArgumentException("message size must be >= 0");
        if (timerReads < 1
                || nppInit < 1
                || nppTrials < 1
                || resNpp < 1
                || trials < 1
                || sweepTrials < 1
                || sweepWarmup < 0
                || nppGiven < 0) {
            throw new IllegalArgumentException("counts must be positive");
        }
    }

    public int largestBytes() {
        int max = mainBytes;
        for (int s : sweepSizes) max = Math.max(max, s);
        return max;
    }
}
