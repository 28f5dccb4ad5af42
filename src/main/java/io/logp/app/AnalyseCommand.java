package io.logp.app;

import io.logp.analysis.AnalysedRun;
import io.logp.analysis.RunAnalyser;
import io.logp.analysis.RunResult;
import io.logp.fit.FitException;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.RunDirectory;
import io.logp.report.ShellWords;
import java.io.IOException;
import java.util.Optional;

/**
 * The command that analyses what a run directory holds, named in the hint of a run that ended early ("analyse it
 * with: ..."), by the kind of run its files make it ({@link RunAnalyser#analyse}, the one place that decides the kind):
 * {@code fit} needs signature.csv, so an interrupted {@code pairs} (pairs.csv alone) was sent to a {@code fit} that
 * failed.
 */
public final class AnalyseCommand {

    private AnalyseCommand() {}

    /** The command line that analyses {@code dir}'s data, or empty when no command does. */
    public static Optional<String> of(RunDirectory dir) {
        String d = ShellWords.quote(dir.signaturesDir());
        AnalysedRun run;
        try {
            run = RunAnalyser.analyse(dir);
        } catch (IOException | DataFormatException | FitException | RuntimeException e) {
            // Files that cannot be analysed as they are: report reads every kind and says what is wrong with them.
            return Optional.of("./run-logp.sh report " + d);
        }
        return switch (run) {
            case RunResult r -> Optional.of("./run-logp.sh fit " + d);
            case AnalysedRun.Pairs p -> Optional.of("./run-logp.sh report " + d);
            case AnalysedRun.Collectives c -> Optional.of("./run-logp.sh report " + d);
            case AnalysedRun.Contention c -> Optional.of("./run-logp.sh report " + d);
            case AnalysedRun.PingPong p -> Optional.of("./run-logp.sh report " + d);
            case AnalysedRun.Queues q -> Optional.of("./run-logp.sh report " + d);
            case AnalysedRun.Profile p ->
                Optional.of("./run-logp.sh profile --merge "
                        + ShellWords.quote(dir.signaturesDir().resolve(io.logp.format.run.ProfileRecords.DIR)));
            // An rtt run keeps its round trips' samples, which are no kind of run of their own: stats reads them.
            case AnalysedRun.Nothing n ->
                n.rttSamples()
                        ? Optional.of("./run-logp.sh stats " + ShellWords.quote(dir.rttSamples()))
                        : Optional.empty();
        };
    }
}
