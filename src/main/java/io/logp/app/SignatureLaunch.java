package io.logp.app;

import io.logp.app.launch.LaunchSettings;
import io.logp.data.JobPlan;
import io.logp.data.TransportChoice;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One quiet signature run started from inside logp (tradeoffs, overhead): the ranks are other processes that plan
 * from their own command line, so everything the plan holds (run id, output, the transport) must be on it too.
 */
final class SignatureLaunch {

    private SignatureLaunch() {}

    /**
     * Runs the pair's signature into {@code base}/signatures/{@code runId} over {@code transport}, printing nothing
     * but errors; {@code sweepArgs} are the sweep options as the user gave them. Returns the exit code.
     */
    static int run(
            JobPlan.Pair pair,
            List<String> sweepArgs,
            TransportChoice transport,
            LaunchSettings launch,
            Path base,
            String runId,
            Measurement.Report report,
            PrintWriter err)
            throws Exception {
        List<String> args = new ArrayList<>(List.of(
                "signature", "--quiet", "--run-id", runId, "--out", base.toString(), "--transport", transport.label()));
        args.addAll(sweepArgs);
        JobPlan plan = JobPlan.of("signature", args, true, transport).withPair(pair);
        return new Measurement(plan, launch, report).execute(base, runId, new PrintWriter(new StringWriter()), err);
    }
}
