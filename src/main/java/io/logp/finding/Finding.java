package io.logp.finding;

/**
 * One finding of a run about its own numbers: what was found, as a stable {@link Code} with its {@link Severity},
 * and the numbers that show it, as the components of the record that implements it. Built where the problem is found
 * (the experiment, the fitter, the analysis), worded only where it is rendered, the way a compiler's diagnostics carry
 * a code and their arguments and one emitter writes them. Times in microseconds, sizes in bytes.
 */
public sealed interface Finding
        permits FitFinding,
                MeasurementFinding,
                BulkFinding,
                ContentionFinding,
                PairFinding,
                CollectiveFinding,
                RunFinding,
                ForeignFinding {

    /** The stable code of this finding, e.g. {@link Code#NEGATIVE_LATENCY}. */
    default Code code() {
        return Code.of(getClass());
    }

    default Severity severity() {
        return code().severity();
    }
}
