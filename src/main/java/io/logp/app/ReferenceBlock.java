package io.logp.app;

import io.logp.analysis.History;
import io.logp.exit.ExitCodes;
import io.logp.exit.UsageException;
import io.logp.format.run.AtomicFiles;
import io.logp.report.HistoryTables;
import io.logp.report.ReframeReference;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The {@code reference} command's work: a set of runs, read as {@code history} reads them, to a ReFrame reference
 * block on stdout (and into {@code --out}, atomically).
 */
public final class ReferenceBlock {

    /** The ReFrame name of a system that none was given for: any system, any partition. */
    static final String ANY = "*";

    private ReferenceBlock() {}

    /**
     * @param partitions the ReFrame {@code system:partition} of each system, in the order of their first run; the
     *                   only system may go without (then {@value #ANY})
     * @throws UsageException when several systems are among the runs and not every one has a name
     */
    public static int run(
            List<Path> paths,
            List<String> partitions,
            Optional<Path> index,
            boolean noIndex,
            Path out,
            PrintWriter stdout,
            PrintWriter stderr)
            throws IOException {
        History history = RunHistory.read(paths, index, noIndex, "reference", stderr);
        if (history.systems().isEmpty()) return ExitCodes.BAD_DATA;
        List<String> names = new ArrayList<>(partitions);
        if (names.isEmpty() && history.systems().size() == 1) names.add(ANY);
        if (names.size() != history.systems().size()) {
            List<String> systems = history.systems().stream()
                    .map(s -> HistoryTables.title(s.system()))
                    .toList();
            throw new UsageException("the runs are of " + systems.size() + " systems (" + String.join("; ", systems)
                    + "), and " + partitions.size() + " --partition given: give one system:partition per system,"
                    + " in this order");
        }
        String block = ReframeReference.block(history, names);
        if (out != null) AtomicFiles.write(out, block);
        stdout.print(block);
        stdout.flush();
        return history.leftOut().isEmpty() ? ExitCodes.OK : ExitCodes.BAD_DATA;
    }
}
