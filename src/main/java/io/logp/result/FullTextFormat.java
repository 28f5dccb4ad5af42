package io.logp.result;

import io.logp.analysis.RunResult;
import io.logp.report.PingPongText;
import io.logp.report.RunText;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * The text every earlier version printed ({@code --verbose}, {@code report DIR}): every table and note, the data
 * directory and the charts written, then the ping-pong lines and the page.
 *
 * @param dataDir the run's data directory
 * @param written the files written, of which the charts (outside the data directory) are listed
 * @param page    report.html
 */
public record FullTextFormat(PrintWriter out, Path dataDir, List<Path> written, Path page) implements ResultFormat {

    @Override
    public List<Path> write(RunResult r) {
        StringBuilder text = new StringBuilder(RunText.table(r)).append('\n');
        text.append("data:  ").append(dataDir).append('\n');
        for (Path p : written)
            // The data files lie in the data directory itself; charts beside it, or in its plots/ when it is not in
            // signatures/ (RunDirectory.of).
            if (!dataDir.equals(p.getParent())) text.append("chart: ").append(p).append('\n');
        r.pingPong().ifPresent(a -> text.append('\n')
                .append(PingPongText.brief(dataDir.resolve(PingPongFormat.SUMMARY), a)));
        text.append("report: ").append(page).append('\n');
        out.print(text);
        return List.of();
    }
}
