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
        return measurement(pair, sweepArgs, transport, launch, base, runId, report)
                .execute(base, runId, new PrintWriter(new StringWriter()), err);
    }

    /** Launch k (&gt;= 2) of a run {@link #run} made: fresh ranks into the launch's own directory. */
    static int further(
            JobPlan.Pair pair,
            List<String> sweepArgs,
            TransportChoice transport,
            LaunchSettings launch,
            Path base,
            String runId,
            int k,
            PrintWriter err)
            throws Exception {
        return measurement(pair, sweepArgs, transport, launch, base, runId, (d, o) -> 0)
                .executeFurther(base, runId, k, err);
    }

    private static Measurement measurement(
            JobPlan.Pair pair,
            List<String> sweepArgs,
            TransportChoice transport,
            LaunchSettings launch,
            Path base,
            String runId,
            Measurement.Report report) {
        List<String> args = args("signature", runId, base, transport, sweepArgs);
        JobPlan plan = JobPlan.of("signature", args, true, transport).withPair(pair);
        return new Measurement(plan, launch, report);
    }

    /**
     * The ranks' command line of a quiet run of {@code command} into {@code base}/signatures/{@code runId} over
     * {@code transport}, then {@code rest} (the options as the user gave them).
     */
    static List<String> args(String command, String runId, Path base, TransportChoice transport, List<String> rest) {
        List<String> args = new ArrayList<>(List.of(
                command, "--quiet", "--run-id", runId, "--out", base.toString(), "--transport", transport.label()));
        args.addAll(rest);
        return args;
    }

    /** Launch 1 of {@code plan} (its arguments made by {@link #args}), printing nothing but errors. */
    static int run(
            JobPlan plan, LaunchSettings launch, Path base, String runId, Measurement.Report report, PrintWriter err)
            throws Exception {
        return new Measurement(plan, launch, report).execute(base, runId, new PrintWriter(new StringWriter()), err);
    }

    /** Launch k (&gt;= 2) of a run {@link #run(JobPlan, LaunchSettings, Path, String, Measurement.Report,
     * PrintWriter)} made. */
    static int further(JobPlan plan, LaunchSettings launch, Path base, String runId, int k, PrintWriter err)
            throws Exception {
        return new Measurement(plan, launch, (d, o) -> 0).executeFurther(base, runId, k, err);
    }
}
