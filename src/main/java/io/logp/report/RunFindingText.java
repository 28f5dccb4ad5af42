package io.logp.report;

import io.logp.finding.ContentionFinding;
import io.logp.finding.RunFinding;
import io.logp.presentation.NumberText;
import java.util.List;
import java.util.Locale;

/** The run's own findings (how it ended, its files, its placement) and the contention findings in words. */
final class RunFindingText {

    private RunFindingText() {}

    static String words(RunFinding finding) {
        return switch (finding) {
            case RunFinding.IncompleteRun f ->
                f.reason() == RunFinding.Ended.MEASURING
                        ? "this run is still measuring (" + incomplete(f)
                                + "): the parameters come only from the points measured so far; fit it again when it"
                                + " ends"
                        : "this run did not complete (" + incomplete(f)
                                + "): the parameters come only from the points measured before it ended";
            case RunFinding.MetaUnreadable f ->
                "meta.json set aside: " + f.problem()
                        + "; fitted without it, so the window, transport and placement it records are unknown";
            case RunFinding.MetaNewerSchema f ->
                fmt(
                        "meta.json set aside: it was written by a newer logp%s, in schema %d, and this logp reads"
                                + " schemas 1 to %d; read the run with %s to have it; fitted without it, so the"
                                + " window, transport and placement it records are unknown",
                        f.writer() == null ? "" : " (" + f.writer() + ")",
                        f.schemaVersion(),
                        f.newestRead(),
                        f.writer() == null
                                ? "a logp that writes schema " + f.schemaVersion()
                                : "logp " + f.writer() + " or later");
            case RunFinding.NoRunId f ->
                "the files (" + String.join(", ", f.files()) + ") carry no run id: they were written by a logp"
                        + " before run ids, so whether they all come from one run cannot be checked";
            case RunFinding.FilesWithoutRunId f ->
                String.join(", ", f.files()) + (f.files().size() == 1 ? " carries" : " carry")
                        + " no run id, while the other files are of run " + f.runId()
                        + ": a file of an older run, or one another program wrote, cannot be checked to come from"
                        + " this run; put the run's own files together, or fit only what you trust";
            case RunFinding.Oversubscribed f ->
                fmt(
                        "%d ranks share the %d cores of %s (oversubscribed): the ranks take turns on the processors,"
                                + " so these times measure the scheduler as much as the communication system",
                        f.ranks(), f.cores(), where(f));
            case RunFinding.CompetingProcesses f ->
                fmt(
                        "other processes took %.0f%% of the ranks' cores' time during %s (%.2f s of CPU in all)%s:"
                                + " the ranks waited for them, so these times include that wait; measure on an idle"
                                + " machine or on cores nobody else uses",
                        100 * f.share(), String.join(", ", f.phases()), f.cpuSeconds(), named(f, ""));
            case RunFinding.UnboundRanks f ->
                fmt(
                        "%d of %d ranks may run on any of CPUs %s (not bound to one core): the scheduler may move them"
                                + " and any other process can take their core; bind them (--bind-to core, or srun"
                                + " --cpu-bind=cores)",
                        f.unbound(), f.ranks(), f.cpus());
            case RunFinding.MixedRunFiles f ->
                f.file() + " does not belong with meta.json: its " + mismatch(f.what()) + " " + values(f.inFile())
                        + ", where meta.json's run measured " + values(f.inMeta())
                        + ". The files come from different runs, so this fit is explained with another run's window,"
                        + " path and placement; put the run's own files together, or remove meta.json";
            case RunFinding.NoConfidenceIntervals f ->
                fmt(
                        "signature.csv has no ci95_us: %d of %d curves were not taken as steady, so g and o_r come"
                                + " from fewer curves or are unknown; without CIs a curve's noise is judged from its"
                                + " own scatter, at most %.1f%% of T(M), since noise and the bend before the plateau"
                                + " cannot be told apart on the curve itself. Keep the ci95_us column (logp writes"
                                + " it) to weigh every point by its own error",
                        f.unsteadyCurves(), f.curves(), 100 * f.floorFraction());
            case RunFinding.LaunchesDiffer f ->
                fmt(
                        "%s moved from %.3f to %.3f us over %d launches of fresh ranks: a launch falls within ± %s us of"
                                + " their mean, where one launch's CI says ± %s us. The value shown carries the wider"
                                + " interval; what changed between launches (the machine's performance state, where"
                                + " the ranks landed, other load) is part of what this machine gives",
                        f.parameter(),
                        f.minUs(),
                        f.maxUs(),
                        f.launches(),
                        NumberText.ci(f.betweenCi95Us()),
                        NumberText.ci(f.withinCi95Us()));
            case RunFinding.LaunchLeftOut f -> fmt("launch %d was left out of the results: %s", f.launch(), leftOut(f));
            case RunFinding.ParameterMoved f ->
                fmt(
                        "%s moved by %+.3f %s (%+.1f%%) since run %s: %.3f%s %s, where the %d runs before it (up to %s)"
                                + " give %.3f ± %.3f %s, the interval one more run of an unchanged machine falls in"
                                + " 95%% of the time. Look at what changed on the machine or its software at that run;"
                                + " the runs after it are judged against the new level",
                        f.parameter(),
                        f.change(),
                        f.unit(),
                        100 * f.change() / f.bandMean(),
                        f.runId(),
                        f.value(),
                        Double.isFinite(f.ci95()) ? fmt(" ± %.3f", f.ci95()) : "",
                        f.unit(),
                        f.baselineRuns(),
                        f.lastRunBefore(),
                        f.bandMean(),
                        f.bandHalfWidth(),
                        f.unit());
            case RunFinding.SingleLaunchComparison f ->
                "one launch cannot separate a design from a machine state: "
                        + String.join(", ", f.runs())
                        + (f.runs().size() == 1 ? " has" : " have")
                        + " a single launch, so a difference is marked against the within-launch CIs only, and a"
                        + " second launch of the same configuration may differ as much; measure each with"
                        + " --launches 5 (or more) to test against the spread between launches";
            case RunFinding.SmallMessagesNotMeasured f ->
                "no signature.csv: the small-message LogP parameters were not measured here";
            case RunFinding.OneHostContention f ->
                fmt(
                        "all %d ranks run on one host (%s): the requesters contend for its shared memory and"
                                + " processors, not for a network",
                        f.ranks(), f.host());
            case RunFinding.SharedHostPairs f ->
                "at "
                        + f.points().stream()
                                .map(p -> p.pattern() + " K=" + p.k())
                                .collect(java.util.stream.Collectors.joining(", "))
                        + " some requester and its responder share a host, so part of"
                        + " that traffic stays inside the node";
            case RunFinding.SimulatedContention f ->
                "simulated network: the responders are the only shared resource (LogP's receiver bottleneck)";
            case RunFinding.Untyped f -> f.message();
        };
    }

    static String brief(RunFinding finding) {
        return switch (finding) {
            case RunFinding.IncompleteRun f ->
                f.reason() == RunFinding.Ended.MEASURING
                        ? "the run is still measuring: only the points so far count"
                        : "the run ended early ("
                                + (f.reason() == null ? "unknown" : label(f.reason()))
                                + "): only the points measured before it count";
            case RunFinding.MetaUnreadable f -> "meta.json unreadable: fitted without its window and context";
            case RunFinding.MetaNewerSchema f ->
                fmt("meta.json of schema %d, newer than this logp reads (1 to %d)", f.schemaVersion(), f.newestRead());
            case RunFinding.NoRunId f -> "no run ids (an older run): files not checked to be of one run";
            case RunFinding.FilesWithoutRunId f -> String.join(", ", f.files()) + ": no run id beside run " + f.runId();
            case RunFinding.Oversubscribed f ->
                fmt("%d ranks on %d cores: times include the scheduler", f.ranks(), f.cores());
            case RunFinding.CompetingProcesses f -> competingBrief(f);
            case RunFinding.UnboundRanks f ->
                fmt("%d of %d ranks not bound (cpus %s)", f.unbound(), f.ranks(), f.cpus());
            case RunFinding.MixedRunFiles f ->
                f.file() + "'s " + mismatch(f.what()) + " are not meta.json's: files of two runs";
            case RunFinding.NoConfidenceIntervals f ->
                fmt("no ci95_us: %d of %d curves not taken as steady", f.unsteadyCurves(), f.curves());
            case RunFinding.LaunchesDiffer f ->
                fmt(
                        "%s: %d launches span %.3f..%.3f us, wider than one launch's CI",
                        f.parameter(), f.launches(), f.minUs(), f.maxUs());
            case RunFinding.LaunchLeftOut f -> fmt("launch %d left out: %s", f.launch(), leftOut(f));
            case RunFinding.ParameterMoved f ->
                fmt(
                        "%s moved %+.3f %s since run %s (band %.3f ± %.3f)",
                        f.parameter(), f.change(), f.unit(), f.runId(), f.bandMean(), f.bandHalfWidth());
            case RunFinding.SingleLaunchComparison f -> "single launches: a difference may be the machine's state";
            case RunFinding.SmallMessagesNotMeasured f -> "no signature.csv: o_s, o_r, g, L not measured";
            case RunFinding.OneHostContention f -> fmt("all %d ranks on one host: no network contended", f.ranks());
            case RunFinding.SharedHostPairs f -> "some contending pairs share a host";
            case RunFinding.SimulatedContention f -> "simulated network: only the responders are shared";
            case RunFinding.Untyped f -> FindingText.shortened(f.message());
        };
    }

    static String words(ContentionFinding finding) {
        return switch (finding) {
            case ContentionFinding.ContentionNoBase f ->
                f.pattern().label() + ": no K = 1 point, so no ratio g_K/g_1 can be formed";
            case ContentionFinding.ContentionOffModel f -> offModel(f);
        };
    }

    static String brief(ContentionFinding finding) {
        return switch (finding) {
            case ContentionFinding.ContentionNoBase f -> f.pattern().label() + ": no K = 1 point, no ratios";
            case ContentionFinding.ContentionOffModel f ->
                fmt(
                        "%s at K = %d: g_K/g_1 = %.2f, LogP expects %.0f",
                        f.pattern().label(), f.k(), f.ratio(), f.expected());
        };
    }

    /** What the largest miss of a pattern says, in the paper's terms. */
    private static String offModel(ContentionFinding.ContentionOffModel f) {
        String at = fmt(
                "%s: g_K/g_1 = %.2f at K = %d where LogP expects %.0f (%+.0f%%)",
                f.pattern().label(), f.ratio(), f.k(), f.expected(), 100 * f.deviation());
        boolean below = f.ratio() < f.expected();
        return at
                + switch (f.pattern()) {
                    case K_TO_1 ->
                        below
                                ? ": the shared responder is not the only bottleneck (the requesters' own overheads or"
                                        + " the window limit g_1)"
                                : ": each sender loses more than its share of the responder (contention costs beyond"
                                        + " the receiver's gap)";
                    case ONE_TO_K ->
                        below
                                ? fmt(
                                        ": the responder, not the requester, limits one pair (more responders give"
                                                + " %.2f times the message rate, as Culler et al. saw on the Paragon"
                                                + " and Myrinet)",
                                        f.bandwidthRatio())
                                : ": issuing to several responders costs the requester more per message";
                    case PAIRS ->
                        f.ratio() > f.expected()
                                ? ": the pairs share a resource (cores, memory bus, network interface or link), so"
                                        + " the network does not scale as LogP assumes"
                                : ": the pairs are faster together than alone (a machine state change between"
                                        + " points?)";
                };
    }

    /** Why the run ended early and how far it came, in words. */
    static String incomplete(RunFinding.IncompleteRun f) {
        // "running" stays when nothing could say more: the ranks were killed, or their launcher was.
        StringBuilder note = new StringBuilder(
                f.reason() == null
                        ? "ended early"
                        : f.reason() == RunFinding.Ended.RUNNING
                                ? "ended while running (killed, or its launcher was)"
                                : f.reason() == RunFinding.Ended.MEASURING
                                        ? "its ranks still hold it"
                                        : label(f.reason()));
        if (f.cause() != null) note.append(" (").append(f.cause()).append(')');
        if (f.progress() != null) note.append("; at ").append(f.progress());
        return note.toString();
    }

    private static String label(RunFinding.Ended ended) {
        return ended.name().toLowerCase(Locale.ROOT);
    }

    /** The competitors by name and pid, another logp run said as such: ": another logp run (java, pid 12), yes (pid 9)". */
    private static String named(RunFinding.CompetingProcesses f, String none) {
        if (f.processes().isEmpty()) return none;
        return ": "
                + f.processes().stream()
                        .map(p -> (p.logp() ? "another logp run (" + p.comm() + ", pid " : p.comm() + " (pid ")
                                + p.pid()
                                + fmt(", %.2f s)", p.cpuSeconds()))
                        .collect(java.util.stream.Collectors.joining(", "));
    }

    /**
     * The summary's line: the share and as many competitors as fit its width ("others took 86% of the cores: java
     * 19484 (logp run), yes 9 ...").
     */
    private static String competingBrief(RunFinding.CompetingProcesses f) {
        StringBuilder line = new StringBuilder(fmt("others took %.0f%% of the cores", 100 * f.share()));
        if (f.processes().isEmpty())
            return line.append(", none long enough to name").toString();
        String sep = ": ";
        for (RunFinding.Competitor p : f.processes()) {
            String name = p.comm() + " " + p.pid() + (p.logp() ? " (logp run)" : "");
            if (line.length() + sep.length() + name.length() > FindingText.BRIEF_WIDTH - 4) {
                line.append(" ...");
                break;
            }
            line.append(sep).append(name);
            sep = ", ";
        }
        return line.toString();
    }

    private static String mismatch(RunFinding.Mismatch what) {
        return switch (what) {
            case PAYLOAD_BYTES -> "payload (bytes)";
            case DELAYS_US -> "delays (us)";
            case M_CAP -> "largest M";
            case SIZES_BYTES -> "sizes (bytes)";
        };
    }

    /** Values as the files write them: whole numbers without a fraction, others to 3 decimals. */
    private static String values(List<Double> values) {
        return values.stream()
                .map(v -> v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString(v.longValue()) : fmt("%.3f", v))
                .collect(java.util.stream.Collectors.joining(", ", "[", "]"));
    }

    private static String where(RunFinding.Oversubscribed f) {
        return f.hosts().size() == 1
                ? f.hosts().get(0)
                : "one machine (hosts " + String.join(", ", f.hosts()) + " share its kernel)";
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }

    /** Why a launch was left out, in words: the reader's or the fitter's own about its files. */
    private static String leftOut(RunFinding.LaunchLeftOut f) {
        return switch (f.why()) {
            case DID_NOT_COMPLETE -> "it did not complete";
            case FILES_UNREADABLE, NOT_FITTED -> f.detail();
        };
    }
}
