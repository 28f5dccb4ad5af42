package io.logp.result;

import io.logp.analysis.RunResult;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.RunDirectory;
import io.logp.report.RunText;
import io.logp.report.table.Tables;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** logp.md: every table of the run as Markdown. */
public record LogpMarkdownFormat(RunDirectory dir) implements ResultFormat {

    @Override
    public List<Path> write(RunResult r) throws IOException {
        AtomicFiles.write(
                dir.logpMarkdown(), "# logp run " + dir.runId() + "\n\n" + Tables.markdown(RunText.tables(r)));
        return List.of(dir.logpMarkdown());
    }
}
