package io.logp.result;

import io.logp.analysis.RunResult;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/** logp.json's object on the screen ({@code --json}). */
public record JsonFormat(PrintWriter out) implements ResultFormat {

    @Override
    public List<Path> write(RunResult r) {
        out.print(LogpJson.toJson(r.parameters(), r.bulk(), r.contention(), r.medium(), r.launches()) + "\n");
        return List.of();
    }
}
