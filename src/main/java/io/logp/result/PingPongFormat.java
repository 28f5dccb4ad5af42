package io.logp.result;

import io.logp.analysis.PingPongAnalysis;
import io.logp.analysis.RunResult;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.RunDirectory;
import io.logp.report.PingPongText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The ping-pong's files: pingpong_summary.txt and pingpong_full.txt (Luecke et al.'s summary and every trial's
 * statistics), pingpong.json and, with a size sweep, pingpong.csv.
 */
public record PingPongFormat(RunDirectory dir) implements ResultFormat {

    /** The summary's file name in the run's data directory. */
    public static final String SUMMARY = "pingpong_summary.txt";

    @Override
    public List<Path> write(RunResult r) throws IOException {
        return r.pingPong().isPresent() ? write(r.pingPong().get()) : List.of();
    }

    /** The files of a ping-pong analysed on its own (the pingpong command, its --cut-coef). */
    public List<Path> write(PingPongAnalysis a) throws IOException {
        Path d = dir.signaturesDir();
        AtomicFiles.write(d.resolve(SUMMARY), PingPongText.summary(a));
        AtomicFiles.write(d.resolve("pingpong_full.txt"), PingPongText.full(a));
        PingPongJson.write(d.resolve("pingpong.json"), a);
        List<Path> files = new ArrayList<>(
                List.of(d.resolve(SUMMARY), d.resolve("pingpong_full.txt"), d.resolve("pingpong.json")));
        if (!a.sizes().isEmpty()) {
            PingPongCsv.write(d.resolve("pingpong.csv"), a.sizes());
            files.add(d.resolve("pingpong.csv"));
        }
        return files;
    }
}
