package io.logp.analysis;

import io.logp.data.NetworkPath;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.finding.Finding;
import io.logp.fit.BulkParameters;
import io.logp.fit.ContentionRatios;
import io.logp.fit.LogpParameters;
import io.logp.fit.TransferTimeRegimes;
import io.logp.meta.RunMetadata;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The kind of {@link AnalysedRun} with a small-message signature. What one run measured and what it means, as values: the LogP parameters, bulk with its regimes, contention,
 * collectives, the ping-pong and the queue costs the run has, meta.json, and every finding. Every format of a run
 * (the screen, the full text, logp.json, the CSVs, report.html) is written from this one value; it renders nothing
 * itself.
 *
 * @param context         the run and the settings the parameters hold for
 * @param parameters      the LogP parameters of the small-message signature
 * @param signature       the signature they were fitted to
 * @param bulk            the bulk fit, when the run measured bulk transfers
 * @param regimes         T(n) regimes by transfer kind ("store", "get"), empty without bulk transfers
 * @param storeTimes      T(n) of stores (rtt.csv), every size
 * @param getTimes        T(n) of gets (rtt_get.csv), empty without them
 * @param contention      the contention ratios, empty without contention.csv
 * @param contentionNotes what the placement means for the contention ratios
 * @param collectives     the collectives against their prediction, when the run measured them
 * @param pingPong        the ping-pong's statistics, when the run has its raw data
 * @param queues          the queue costs, when the run has their raw data
 * @param meta            meta.json, or nothing known
 * @param medium          what carried the messages, which some findings' meaning depends on
 * @param findings        every finding of the run, each once
 * @param launches        the launches of a run of more than one ({@code --launches N}); {@code parameters} then hold
 *                        the launches' mean with the wider of the within- and between-launch intervals
 */
public record RunResult(
        Context context,
        LogpParameters parameters,
        Signature signature,
        Optional<BulkParameters> bulk,
        Map<String, TransferTimeRegimes> regimes,
        List<RttPoint> storeTimes,
        List<RttPoint> getTimes,
        ContentionRatios contention,
        List<Finding> contentionNotes,
        Optional<CollectivesAnalysis> collectives,
        Optional<PingPongAnalysis> pingPong,
        Optional<QueueAnalysis> queues,
        RunMetadata meta,
        NetworkPath.Medium medium,
        List<Finding> findings,
        Optional<LaunchAnalysis> launches)
        implements AnalysedRun {

    /**
     * The run and the settings its LogP parameters hold for; where it ran (path, ranks, MPI, model) is in {@link
     * RunResult#meta}.
     *
     * @param runId        the run's id, its directory's name
     * @param window       the small-message window, empty when unknown
     * @param messageBytes the bytes of every request
     */
    public record Context(String runId, OptionalInt window, int messageBytes) {}

    public RunResult {
        findings = List.copyOf(findings);
    }

    @Override
    public String runId() {
        return context.runId();
    }
}
