package io.logp.fit;

/**
 * What every timed collective costs besides its messages, as the run measured it, in microseconds. Point-to-point
 * parameters price the messages only. A synchronised launch also reads two more costs:
 * <ul>
 *   <li>{@code floorUs}, the timing's own floor: what an empty launch reads (MPIPerf's WaitPatternNull on the
 *       launch clock). It is the late exit from the spin to the start plus one clock read, and every launch pays it.</li>
 *   <li>{@code callUs}, the call's own path beyond one message: argument checks, the library's choice of algorithm,
 *       its requests posted and waited for, and the return. It is measured on the barrier at the smallest P the run
 *       timed it: the barrier moves no bytes, so whatever its mean holds beyond the floor and the model's barrier is
 *       the call. It is counted once per call. At P = 2 the run cannot tell a cost per call from a cost per round.</li>
 * </ul>
 * A simulated network has neither cost: its empty launch reads 0 and its barrier is the model's.
 *
 * @param floorUs     the empty launch's mean, at least 0 (0 when the run has no timer check)
 * @param callUs      the barrier's excess, at least 0 (0 when not measured, not above its CI, or when the CI is as
 *                    wide as the barrier's messages: then it is the scheduler's, not the call's)
 * @param barrierP    the P of the barrier it was measured on, 0 when no call cost was taken
 */
public record CallCost(double floorUs, double callUs, int barrierP) {

    /** No cost beyond the messages: a run without collectives, a simulated network. */
    public static final CallCost NONE = new CallCost(0, 0, 0);

    public CallCost {
        if (!(floorUs >= 0) || !Double.isFinite(floorUs))
            throw new IllegalArgumentException("floor must be finite and >= 0 us, got " + floorUs);
        if (!(callUs >= 0) || !Double.isFinite(callUs))
            throw new IllegalArgumentException("call cost must be finite and >= 0 us, got " + callUs);
    }

    /**
     * From the run's measurements.
     *
     * @param emptyLaunchUs      the empty launch's mean on the launch clock; NaN when not measured (then no floor)
     * @param barrierMeanUs      the barrier's mean at P = {@code barrierP}; NaN when not measured (then no call cost)
     * @param barrierHalfWidthUs the half-width of its confidence interval; NaN when unknown (then no call cost:
     *                           nothing tells the call from the scheduler)
     * @param modelBarrierUs     what the messages of that barrier cost in the model
     * @param barrierP           the P of that barrier
     */
    public static CallCost measured(
            double emptyLaunchUs,
            double barrierMeanUs,
            double barrierHalfWidthUs,
            double modelBarrierUs,
            int barrierP) {
        double floor = Double.isFinite(emptyLaunchUs) && emptyLaunchUs > 0 ? emptyLaunchUs : 0;
        if (!Double.isFinite(barrierMeanUs) || !Double.isFinite(modelBarrierUs) || !(barrierHalfWidthUs >= 0))
            return new CallCost(floor, 0, 0);
        // The call's path is the same software at every launch, so its launches agree to better than one round of
        // the barrier's messages. A scheduler preempts some launches and not others: under load the barrier at P = 2
        // read 1.6 to 14 ms with intervals of +-0.8 to +-4 ms, against messages of 0.13 to 0.18 us. A mean known no
        // better than its messages is the scheduler's, not the call's, and would pass every other op's preemption off
        // as predicted. (The size of the excess says nothing: MPICH's shared-memory barrier costs more than a
        // point-to-point round, and its excess is as large as its messages.)
        if (barrierHalfWidthUs >= modelBarrierUs) return new CallCost(floor, 0, 0);
        // Only a cost the barrier's interval holds above the floor and the messages: a barrier within its CI of the
        // model (a simulated network, a library whose barrier is cheaper than a message) adds nothing.
        double call = barrierMeanUs - barrierHalfWidthUs > floor + modelBarrierUs
                ? barrierMeanUs - floor - modelBarrierUs
                : 0;
        return new CallCost(floor, call, call > 0 ? barrierP : 0);
    }

    /** Both costs: what a launch reads beyond its messages. */
    public double totalUs() {
        return floorUs + callUs;
    }

    public boolean isNone() {
        return totalUs() == 0;
    }
}
