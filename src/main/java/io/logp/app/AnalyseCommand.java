package io.logp.app;

import io.logp.format.run.PingPongData;
import io.logp.format.run.QueueData;
import io.logp.format.run.RunDirectory;
import io.logp.report.ShellWords;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The command that analyses what a run directory holds, named in the hint of a run that ended early ("analyse it
 * with: ..."). Decided from the kind of run its files show, as {@code fit} and {@code report} read them: {@code fit}
 * needs signature.csv, so an interrupted {@code pairs} (pairs.csv alone) was sent to a {@code fit} that failed.
 */
public final class AnalyseCommand {

    private AnalyseCommand() {}

    /** The kinds of run a directory can hold, by what analyses it. */
    public enum Kind {
        /** signature.csv: the LogP fit, with whatever else the run measured. */
        SIGNATURE,
        /** pairs, collectives, contention, ping-pong or queues without a signature: report reads each alone. */
        EXPERIMENT,
        /** the round trip's samples alone (an rtt run): their statistics. */
        RTT_SAMPLES
    }

    /** The kind of run {@code dir} holds, or empty when no command analyses its files. */
    public static Optional<Kind> kind(RunDirectory dir) {
        Path d = dir.signaturesDir();
        if (Files.exists(dir.signatureCsv(), LinkOption.NOFOLLOW_LINKS)) return Optional.of(Kind.SIGNATURE);
        if (Files.exists(dir.pairsCsv())
                || Files.exists(dir.collectivesCsv())
                || Files.exists(dir.contentionCsv())
                || Files.exists(d.resolve(PingPongData.SAMPLES))
                || Files.exists(d.resolve(QueueData.TRIALS))) return Optional.of(Kind.EXPERIMENT);
        if (Files.exists(dir.rttSamples())) return Optional.of(Kind.RTT_SAMPLES);
        return Optional.empty();
    }

    /** The command line that analyses {@code dir}'s data, or empty when none does. */
    public static Optional<String> of(RunDirectory dir) {
        String d = ShellWords.quote(dir.signaturesDir());
        return kind(dir).map(k -> switch (k) {
            case SIGNATURE -> "./run-logp.sh fit " + d;
            case EXPERIMENT -> "./run-logp.sh report " + d;
            case RTT_SAMPLES -> "./run-logp.sh stats " + ShellWords.quote(dir.rttSamples());
        });
    }
}
