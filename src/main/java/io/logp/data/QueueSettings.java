package io.logp.data;

/**
 * Parameters of the queue measurement.
 *
 * @param source       rank that times the ping-pongs
 * @param dest         rank whose queues are loaded
 * @param curves       loads to measure
 * @param qGrid        queue depths, ascending, starting at 0
 * @param qMaxLong     largest depth for long unexpected messages (each trial moves Q of them)
 * @param shortBytes   size of the ping-pong and of short unexpected messages
 * @param longBytes    size of long unexpected messages: above the eager limit of the path
 * @param warmup       untimed trials per point
 * @param trials       timed trials per point
 * @param memoryLimit  the most unexpected messages the memory probe sends (0 skips the probe)
 * @param stallNs   a send not complete after this long counts as stalled
 * @param quietNs   how long the receiver stays out of MPI during the memory probe
 */
public record QueueSettings(
        int source,
        int dest,
        QueueCurve[] curves,
        int[] qGrid,
        int qMaxLong,
        int shortBytes,
        int longBytes,
        int warmup,
        int trials,
        int memoryLimit,
        long stallNs,
        long quietNs) {

    public QueueSettings {
        if (source == dest) throw new IllegalArgumentException("source and dest must differ");
        if (qGrid.length == 0 || qGrid[0] != 0) throw new IllegalArgumentException("the Q grid must start at 0");
        for (int i = 1; i < qGrid.length; i++) {
            if (qGrid[i] <= qGrid[i - 1]) throw new IllegalArgumentException("the Q grid must be ascending");
        }
        if (trials < 2 || warmup < 0 || memoryLimit < 0) throw new IllegalArgumentException("bad trial counts");
    }
}
