package io.logp.report;

import io.logp.analysis.RunResult;
import io.logp.data.MpiImplementation;
import io.logp.meta.Mpi;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
import io.logp.report.table.Table;
import io.logp.report.table.Tables;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The words of an analysed run: its tables in reading order, the context lines under the LogP table, and its
 * findings as coded warnings. The summary, the full text, logp.md and report.html all take them from here.
 */
public final class RunText {

    private RunText() {}

    /**
     * Every table of the run in reading order: the LogP table, then the bulk, contention and collectives tables the
     * run has. Render them with {@link Tables} or any {@link io.logp.report.table.TableFormat}.
     */
    public static List<Table> tables(RunResult r) {
        List<Table> tables = new ArrayList<>(LogpTable.tables(r.parameters(), context(r), r.medium()));
        r.bulk().ifPresent(b -> tables.addAll(BulkTable.tables(b, r.regimes())));
        if (!r.contention().ratios().isEmpty())
            tables.addAll(ContentionTable.tables(r.contention(), r.contentionNotes()));
        r.collectives().ifPresent(c -> tables.addAll(CollectivesTable.tables(c)));
        return tables;
    }

    /** The tables for the terminal: what {@code fit DIR} and {@code report DIR} print. */
    public static String table(RunResult r) {
        return Tables.text(tables(r));
    }

    /** Every finding rendered once, with its code: the summary's, the page's and the text's. */
    public static List<Warning> warnings(RunResult r) {
        return FindingText.render(r.findings(), r.medium());
    }

    /** The lines under the LogP table: the run, its window and message size, the path, the ranks, MPI, the model. */
    static Map<String, String> context(RunResult r) {
        RunResult.Context context = r.context();
        RunMetadata meta = r.meta();
        Map<String, String> c = new LinkedHashMap<>();
        c.put("run", context.runId());
        c.put("window", context.window().isPresent() ? context.window().getAsInt() + " requests" : "unknown");
        c.put("message size", context.messageBytes() + " bytes per request");
        String path = MetaText.path(meta);
        if (!path.isEmpty()) c.put("transport", path);
        if (!meta.ranks().isEmpty()) {
            List<String> where = new ArrayList<>();
            for (Placement.Rank rank : meta.ranks()) {
                if (rank != null) {
                    String cpus = rank.cpus() == null ? "" : rank.cpus();
                    where.add("rank " + rank.rank() + " on " + rank.host()
                            + (cpus.isBlank() ? "" : " (cpus " + cpus + ")"));
                }
            }
            c.put("ranks", String.join(", ", where));
        }
        meta.mpi()
                .filter(m -> m.implementation() == MpiImplementation.OPEN_MPI && m.library() != null)
                .map(Mpi::library)
                .ifPresent(library -> c.put("Open MPI", library));
        meta.model().map(MetaText::model).ifPresent(model -> c.put("model", model));
        return c;
    }
}
