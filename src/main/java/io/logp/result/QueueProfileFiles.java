package io.logp.result;

import io.logp.analysis.ProfileCosts;
import io.logp.data.QueueProfile;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.JsonFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The results of {@code profile}: queue_profile.csv (one row per rank; the columns design.md names first) and
 * queue_profile.json (every rank's record with the matching-cost estimate, the run's facts and the figures that are
 * missing, with why). A figure the MPI did not expose is an empty cell, never a zero.
 */
public final class QueueProfileFiles {

    public static final String CSV = "queue_profile.csv";
    public static final String JSON = "queue_profile.json";

    static final String HEADER = "rank,host,received,expected,unexpected,unexpected_short,unexpected_long,posted_max,"
            + "unexpected_max,posted_search_mean,unexpected_search_mean,expected_short,expected_long,unclassified,"
            + "bytes_received,receives_posted,any_source,any_tag,probes,iprobes,iprobe_hits,matched_probes,tests,"
            + "test_hits,waits,sends,posted_match_ns,unexpected_match_ns,end,overhead_ns_per_call";

    private QueueProfileFiles() {}

    public static void writeCsv(Path file, List<QueueProfile> ranks, ProfileCosts costs) throws IOException {
        StringBuilder s = new StringBuilder(HEADER).append('\n');
        for (QueueProfile p : ranks) {
            boolean q = p.queuesVisible();
            var m = p.messages();
            var t = p.traffic();
            List<String> cells = List.of(
                    Integer.toString(p.rank()),
                    p.host().replace(',', ' '),
                    Long.toString(m.received()),
                    q ? Long.toString(m.expected()) : "",
                    q ? Long.toString(m.unexpected()) : "",
                    q && p.eagerLimitKnown() ? Long.toString(m.unexpectedShort()) : "",
                    q && p.eagerLimitKnown() ? Long.toString(m.unexpectedLong()) : "",
                    q ? Long.toString(p.posted().max()) : "",
                    q ? Long.toString(p.unexpected().max()) : "",
                    q ? decimal(p.posted().mean(), 3) : "",
                    q ? decimal(p.unexpected().mean(), 3) : "",
                    q && p.eagerLimitKnown() ? Long.toString(m.expectedShort()) : "",
                    q && p.eagerLimitKnown() ? Long.toString(m.expectedLong()) : "",
                    Long.toString(m.unclassified()),
                    Long.toString(m.bytes()),
                    Long.toString(t.receivesPosted()),
                    Long.toString(t.anySource()),
                    Long.toString(t.anyTag()),
                    Long.toString(t.probes()),
                    Long.toString(t.iprobes()),
                    Long.toString(t.iprobeHits()),
                    Long.toString(t.matchedProbes()),
                    Long.toString(t.tests()),
                    Long.toString(t.testHits()),
                    Long.toString(t.waits()),
                    Long.toString(t.sends()),
                    decimal(costs.postedMatchNs(p), 1),
                    decimal(costs.unexpectedMatchNs(p), 1),
                    p.end().label,
                    decimal(p.overheadNs(), 1));
            s.append(String.join(",", cells)).append('\n');
        }
        AtomicFiles.write(file, s.toString());
    }

    /**
     * The profiled program's run, first in queue_profile.json.
     *
     * @param program    the program as given, or the title of merged records
     * @param arguments  its arguments
     * @param programMpi the MPI it is linked against, null when unknown
     * @param launcher   how it was launched
     * @param np         its ranks
     * @param exitCode   the launcher's exit code, null for records merged after their own launch
     */
    public record Run(
            String program, List<String> arguments, String programMpi, String launcher, int np, Integer exitCode) {}

    /** queue_profile.json: the run, the costs and every rank; {@code missing} names what is not there and why. */
    public static void writeJson(Path file, Run run, List<QueueProfile> ranks, ProfileCosts costs, List<String> missing)
            throws IOException {
        JsonFiles.write(file, QueueProfileJson.of(run, ranks, costs, missing));
    }

    private static String decimal(double v, int decimals) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%." + decimals + "f", v) : "";
    }
}
