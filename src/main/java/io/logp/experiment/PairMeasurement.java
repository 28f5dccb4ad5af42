package io.logp.experiment;

import io.logp.data.PairSignature;
import io.logp.data.PairsSettings;
import io.logp.engine.IssueLoop;
import java.util.Optional;

/**
 * One pair from its requester's side: untimed round trips (longer before the rank's first pair, when the JIT still
 * compiles), the RTT by the stopping rule, and with {@code --signature} the pair's short signature. The same code runs
 * on an MPI rank and on the simulated network.
 */
public final class PairMeasurement {

    /** What a pair gave. */
    public record Outcome(RankPair pair, RttResult rtt, Optional<PairSignature> signature) {}

    /** The M values the first warm-up runs, so every loop the short signature times is compiled. */
    private static final int[] WARM_UP_GRID = {1, 2, 8, 32, 64, 128};

    private final PairsSettings settings;
    private final long clockOverheadNs;
    private boolean warm;

    public PairMeasurement(PairsSettings settings, long clockOverheadNs) {
        this.settings = settings;
        this.clockOverheadNs = clockOverheadNs;
    }

    /**
     * Measures {@code pair} over {@code loop}; {@code responderFresh}: the responder serves for the first time, so its
     * loops are not compiled yet and the long warm-up is due even when this requester's are.
     */
    public Outcome measure(IssueLoop loop, RankPair pair, boolean responderFresh) {
        if (!warm || responderFresh) {
            WarmUp.run(loop, WARM_UP_GRID, settings.firstWarmUpNs() / 1e9);
            warm = true;
        }
        long end = loop.transport().clock().nanos() + settings.pairWarmUpNs();
        do loop.roundTrip();
        while (loop.transport().clock().nanos() < end);
        RttResult rtt = new RttExperiment(loop, settings.rule(), clockOverheadNs).measure(settings.minTrials());
        Optional<PairSignature> signature = settings.signature()
                ? Optional.of(new ShortSignature(loop, settings.rule(), clockOverheadNs)
                        .measure(rtt.summary().mean(), rtt.summary().ci95()))
                : Optional.empty();
        return new Outcome(pair, rtt, signature);
    }
}
