package io.logp.data;

/**
 * One point of {@code predict}: an op at a size and P, as SimGrid's SMPI simulated it on the run's calibrated
 * platform, as logp's own LogGP model prices it, and as the run measured it where it did. Times in microseconds;
 * NaN where unknown.
 *
 * @param variant     "calibrated", or the what-if that scaled one parameter ("o_s=x2")
 * @param predictedUs SimGrid's time
 * @param modelUs     logp's model ({@code fit/CollectiveModel} on the run's piecewise model)
 * @param measuredUs  the run's trimmed mean at this point, NaN when it did not measure it
 */
public record PredictedPoint(
        CollectiveOp op, int nBytes, int p, String variant, double predictedUs, double modelUs, double measuredUs) {

    /** The variant of the model as the run measured it. */
    public static final String CALIBRATED = "calibrated";

    public boolean calibrated() {
        return CALIBRATED.equals(variant);
    }
}
