package io.logp.result;

import io.logp.analysis.RunResult;
import io.logp.report.MetaText;
import io.logp.report.RunText;
import io.logp.report.ScreenSummary;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** The one screen: what the system costs, warnings as coded lines, and {@code trailer}: where the rest is. */
public record SummaryFormat(PrintWriter out, List<String> trailer) implements ResultFormat {

    @Override
    public List<Path> write(RunResult r) {
        out.print(text(r, trailer));
        return List.of();
    }

    /** The summary's text, closed by {@code trailer} (report.html shows it with none). */
    public static String text(RunResult r, List<String> trailer) {
        return ScreenSummary.text(new ScreenSummary.Inputs(
                r.context().runId(),
                MetaText.where(r.meta()),
                Optional.of(r.parameters()),
                r.bulk(),
                r.regimes(),
                r.pingPong(),
                r.collectives(),
                r.contention(),
                RunText.warnings(r),
                trailer,
                r.launches()));
    }
}
