package io.logp.experiment;

import io.logp.data.PairSignature;
import io.logp.data.StoppingRule;
import io.logp.engine.IssueLoop;

/**
 * A pair's signature cut to the three points that give its parameters (Culler et al., "Small-message empirical
 * results"): the first requests of a burst cost o_s each (two requests, long before any reply is back); at D = 0 the
 * steady state issues one request per g; with a delay D = g after each request, above the idle time, a request costs
 * o_s + D + o_r. So o_r = g' - D - o_s, and L = RTT/2 - o_s - o_r. The steady costs are timed after the window has
 * filled (D = 0) or from the second window on, where the first window's replies are already coming back (D = g). Each point stops by its own rule.
 */
public final class ShortSignature {

    /** Requests timed for o_s: two, far fewer than fit in a round trip's time. */
    static final int SEND_ONLY_M = 2;
    /** Trials per batch, batches at least and trials at most of every point: a trial already averages a window. */
    static final int BATCH = 10;

    static final int MIN_BATCHES = 3;
    static final int MAX_TRIALS = 300;

    private final IssueLoop loop;
    private final StoppingRule rule;
    private final long clockOverheadNs;

    public ShortSignature(IssueLoop loop, StoppingRule pairRule, long clockOverheadNs) {
        this.loop = loop;
        this.rule =
                new StoppingRule(BATCH, MIN_BATCHES, pairRule.relativeCi(), MAX_TRIALS, pairRule.maxNanosPerPoint());
        this.clockOverheadNs = clockOverheadNs;
    }

    /** The three points, and with the pair's RTT (and its CI) the parameters. */
    public PairSignature measure(double rttUs, double rttCi95Us) {
        int w = loop.transport().window();
        var clock = loop.transport().clock();
        SteadyCost.Estimate send =
                SteadyCost.measure(rule, clock, SEND_ONLY_M, () -> loop.issuePhase(SEND_ONLY_M, 0) - clockOverheadNs);
        // The window fills only after about W g / (g - o_s) requests: the D = 0 plateau is timed after 2 W.
        SteadyCost.Estimate gap = SteadyCost.measure(rule, clock, 2 * w, () -> loop.steadyPhase(4 * w, 2 * w, 4 * w));
        long delayNs = Math.max(1, Math.round(gap.us() * 1e3));
        double delayUs = loop.effectiveDelayNs(delayNs, 200) / 1e3;
        SteadyCost.Estimate delayed =
                SteadyCost.measure(rule, clock, w, () -> loop.issuePhase(2 * w, delayNs) - loop.issuePhase(w, delayNs));
        return parameters(rttUs, rttCi95Us, send, gap, delayed, delayUs);
    }

    /** The arithmetic of the paper, CIs added in quadrature (the points are measured apart). */
    static PairSignature parameters(
            double rttUs,
            double rttCi95Us,
            SteadyCost.Estimate send,
            SteadyCost.Estimate gap,
            SteadyCost.Estimate delayed,
            double delayUs) {
        double oR = delayed.us() - delayUs - send.us();
        double oRCi = Math.hypot(delayed.ci95Us(), send.ci95Us());
        double latency = rttUs / 2 - send.us() - oR;
        double latencyCi = Math.sqrt(Math.pow(rttCi95Us / 2, 2) + Math.pow(send.ci95Us(), 2) + Math.pow(oRCi, 2));
        return new PairSignature(send.us(), send.ci95Us(), gap.us(), gap.ci95Us(), oR, oRCi, latency, latencyCi);
    }
}
