package io.logp.finding;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** What the analysis of a run directory found about the run as a whole: how it ended, its files, its placement. */
public sealed interface RunFinding extends Finding {

    /**
     * The run ended before it completed; its parameters rest on the points measured before.
     *
     * @param reason   interrupted, failed, or running when nothing could say more (killed, or its launcher was); null
     *                 when meta.json did not say
     * @param cause    what ended it, when known (null otherwise)
     * @param progress how far it came, when known (null otherwise)
     */
    record IncompleteRun(Ended reason, String cause, String progress) implements RunFinding {}

    /** How a run that did not complete ended, as meta.json's incomplete mark says. */
    enum Ended {
        /** Still marked running: nothing could say more (the ranks, or their launcher, were killed). */
        RUNNING,
        /** Ctrl-C, SIGTERM or SIGHUP. */
        INTERRUPTED,
        /** A rank's error, or the launcher's exit code. */
        FAILED,
        /** Marked running, and its ranks are still measuring (they hold the run's lock). */
        MEASURING
    }

    /** meta.json could not be read and was set aside; {@code problem} names the line and what is wrong. */
    record MetaUnreadable(String problem) implements RunFinding {}

    /**
     * meta.json was written by a newer logp, in a schema this one does not read, and was set aside.
     *
     * @param schemaVersion the file's schema_version
     * @param newestRead    the newest schema this logp reads
     * @param writer        the logp version that wrote it, as its tool section says (null when it does not)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record MetaNewerSchema(int schemaVersion, int newestRead, String writer) implements RunFinding {}

    /**
     * A run directory whose files carry no run id (written by a logp before run ids): whether they come from one run
     * cannot be checked.
     *
     * @param files the measured files it holds, meta.json first
     */
    record NoRunId(List<String> files) implements RunFinding {}

    /**
     * Files without a run id beside files that carry one: a file of an older run, or one written by another
     * program, which cannot be checked to come from this run.
     *
     * @param files the files without a run id
     * @param runId the run the other files name
     */
    record FilesWithoutRunId(List<String> files, String runId) implements RunFinding {}

    /** More ranks than cores on one machine: times include the scheduler. */
    record Oversubscribed(int ranks, int cores, List<String> hosts) implements RunFinding {}

    /**
     * signature.csv has no ci95_us, and some curves were not taken as steady.
     *
     * @param floorFraction the largest scatter, relative to T(M), a curve without CIs may show and still be steady
     */
    record NoConfidenceIntervals(int unsteadyCurves, int curves, double floorFraction) implements RunFinding {}

    /**
     * Over the launches of a run ({@code --launches N}), a parameter moved more from one launch to the next than one
     * launch's CI says: the value shown carries the between-launch interval.
     *
     * @param parameter     the parameter's symbol ({@code o_s}, {@code g}, {@code RTT}, ...)
     * @param launches      how many launches had a value
     * @param minUs         the smallest launch value
     * @param maxUs         the largest launch value
     * @param withinCi95Us  the half-width the launches' own CIs give the mean
     * @param betweenCi95Us the half-width of the interval one launch falls in
     */
    record LaunchesDiffer(
            String parameter, int launches, double minUs, double maxUs, double withinCi95Us, double betweenCi95Us)
            implements RunFinding {}

    /**
     * Over a machine's runs in time order ({@code history}): a run whose value, CI included, left the band of the runs
     * before it (their between-launch interval). The runs after it are judged against the new level.
     *
     * @param parameter     the parameter's symbol (o_s, o_r, g, L, RTT, T0, R)
     * @param unit          its unit (us, MB/s)
     * @param runId         the run that left the band: the parameter moved since this run
     * @param lastRunBefore the last run of the level before it
     * @param bandMean      the mean of the runs the band rests on
     * @param bandHalfWidth the band's half-width (the 95% prediction interval of one more run)
     * @param baselineRuns  how many runs the band rests on
     * @param value         the run's value
     * @param ci95          its own CI half-width (NaN when it has none)
     */
    record ParameterMoved(
            String parameter,
            String unit,
            String runId,
            String lastRunBefore,
            double bandMean,
            double bandHalfWidth,
            int baselineRuns,
            double value,
            double ci95)
            implements RunFinding {

        /** How far the value moved from the band's mean, in the parameter's unit. */
        public double change() {
            return value - bandMean;
        }
    }

    /**
     * A launch of the run could not be used.
     *
     * @param why    which of the ways a launch is left out
     * @param detail what the reader or the fitter said of its files (naming the file and line), null when the launch
     *               did not complete
     */
    record LaunchLeftOut(int launch, LeftOut why, String detail) implements RunFinding {}

    /** Why a launch was left out of a run's results. */
    enum LeftOut {
        /** meta.json of the launch marks it incomplete. */
        DID_NOT_COMPLETE,
        /** Its files could not be read, or hold files of two runs. */
        FILES_UNREADABLE,
        /** Its signature could not be fitted. */
        NOT_FITTED
    }

    /**
     * A comparison of runs of which some have a single launch: a difference beyond their within-launch CIs may be the
     * machine's state at that launch rather than the design, so it is marked on the within-launch CIs only.
     *
     * @param runs the runs with a single launch
     */
    record SingleLaunchComparison(List<String> runs) implements RunFinding {}

    /** The directory has no signature.csv: the small-message LogP parameters were not measured there. */
    record SmallMessagesNotMeasured() implements RunFinding {}

    /** Every rank on one host: contending requesters share its memory and processors, not a network. */
    record OneHostContention(int ranks, String host) implements RunFinding {}

    /** At these contention points a requester and its responder share a host. */
    record SharedHostPairs(List<Point> points) implements RunFinding {}

    /** A contention point: its pattern's label ({@code k_to_1}, {@code 1_to_k}, {@code pairs}) and K. */
    record Point(String pattern, int k) {}

    /** The simulated network's responders are the only shared resource (LogP's receiver bottleneck). */
    record SimulatedContention() implements RunFinding {}

    /**
     * Other processes took CPU time on the cores the ranks may run on while the run measured: the ranks waited for
     * them, and the times include that wait.
     *
     * @param share      the largest share of the ranks' cores' time the others took in one phase (0.25 = a quarter)
     * @param cpuSeconds the CPU time the others took there, every phase together
     * @param phases     the phases in which they took at least {@code LoadFindings}' threshold
     * @param processes  the busiest of them (allowed on those cores), most first; empty when none stayed long enough to
     *                   be named
     */
    record CompetingProcesses(double share, double cpuSeconds, List<String> phases, List<Competitor> processes)
            implements RunFinding {}

    /** A process that ran on the ranks' cores: its pid and name, its CPU time, and whether it is another logp run's. */
    record Competitor(long pid, String comm, double cpuSeconds, boolean logp) {}

    /**
     * Ranks that may run on more than one CPU: the scheduler may move them between cores, and any process can take
     * theirs.
     *
     * @param unbound how many ranks are not bound to one CPU
     * @param ranks   the ranks placed
     * @param cpus    the CPUs the first unbound rank may run on, as Linux lists them
     */
    record UnboundRanks(int unbound, int ranks, String cpus) implements RunFinding {}

    /**
     * A data file holds what its meta.json says the run did not measure: the files come from different runs (one
     * copied in from another), so the fit is explained with another run's window, path and placement.
     *
     * @param file   the data file (signature.csv, rtt.csv)
     * @param what   what disagrees
     * @param inFile the file's values (bytes, microseconds or M, as {@code what} says), ascending
     * @param inMeta meta.json's values of the same
     */
    record MixedRunFiles(String file, Mismatch what, List<Double> inFile, List<Double> inMeta) implements RunFinding {}

    /** What of a data file disagrees with meta.json. */
    enum Mismatch {
        /** The small-message payload (the smallest n_bytes) is not meta.json's payload_bytes. */
        PAYLOAD_BYTES,
        /** The delays are more than, or shorter than, meta.json's nominal delays. */
        DELAYS_US,
        /** M goes beyond meta.json's m_cap (a curve not steady at m_max goes on to m_cap, never beyond). */
        M_CAP,
        /** Sizes the run did not measure. */
        SIZES_BYTES
    }

    /**
     * A warning read from a file that this version cannot type: a sentence of a run written before findings were
     * typed, or a code (or numbers) a newer logp wrote. Only the reader of the files makes one; it keeps what the
     * file holds.
     *
     * @param writtenCode the code the file gives, null for a bare sentence
     * @param message     the words the file gives (its code in words when it gives none)
     */
    record Untyped(
            @JsonInclude(JsonInclude.Include.NON_NULL) String writtenCode, String message) implements RunFinding {}
}
