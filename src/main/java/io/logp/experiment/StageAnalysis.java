package io.logp.experiment;

/**
 * What a stage's launches gave once every rank's record is gathered (MPIPerf, step 3.3): a launch is valid only
 * when it was valid on every rank, and its time is the largest of the ranks' times, since the operation is not done
 * until its last rank is. Pure: every rank computes it from the same gathered numbers and takes the same decisions.
 *
 * @param timesNs     per launch, the largest rank time
 * @param valid       per launch, whether every rank started on time and ended within the slot
 * @param rankTimesNs per rank, per launch, that rank's time
 * @param endNs       global time the stage ended: the latest end of any rank's last launch
 * @param late        launches some rank started late
 * @param overran     launches that started on time everywhere but ended after their slot somewhere
 */
record StageAnalysis(double[] timesNs, boolean[] valid, double[][] rankTimesNs, double endNs, int late, int overran) {

    /**
     * @param gathered every rank's {@link LaunchStage} record, in rank order
     * @param capacity launches a record has room for
     * @param count    launches the stage ran
     */
    static StageAnalysis of(double[] gathered, int capacity, int count) {
        int stride = 2 * capacity + 1;
        int ranks = gathered.length / stride;
        double[] times = new double[count];
        boolean[] valid = new boolean[count];
        double[][] rankTimes = new double[ranks][count];
        int late = 0;
        int overran = 0;
        double end = Double.NEGATIVE_INFINITY;
        for (int l = 0; l < count; l++) {
            boolean anyLate = false;
            boolean anyOverran = false;
            double max = 0;
            for (int r = 0; r < ranks; r++) {
                double t = gathered[r * stride + l];
                double state = gathered[r * stride + capacity + l];
                rankTimes[r][l] = t;
                max = Math.max(max, t);
                anyLate |= state == LaunchStage.LATE;
                anyOverran |= state == LaunchStage.OVERRAN;
            }
            times[l] = max;
            valid[l] = !anyLate && !anyOverran;
            if (anyLate) late++;
            else if (anyOverran) overran++;
        }
        for (int r = 0; r < ranks; r++) end = Math.max(end, gathered[r * stride + 2 * capacity]);
        return new StageAnalysis(times, valid, rankTimes, end, late, overran);
    }

    int invalid() {
        return late + overran;
    }

    /**
     * MPIPerf's slot correction: when more than {@code limit} of the launches were invalid, the next slot is
     * {@code factor} x (stage end - stage start) / launches; otherwise it stays. It is at least {@code factor} x
     * the current slot: when launches were invalid for starting late rather than for running long, the stage ends
     * on schedule and MPIPerf's formula would shorten the slot instead.
     */
    double nextSlotNs(double startNs, double slotNs, double limit, double factor) {
        if (invalid() <= limit * timesNs.length) return slotNs;
        return factor * Math.max(slotNs, (endNs - startNs) / timesNs.length);
    }
}
