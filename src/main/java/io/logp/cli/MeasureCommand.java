package io.logp.cli;

import io.logp.app.Measurement;
import io.logp.data.JobPlan;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** A command that measures over MPI: its options become a {@link JobPlan}, which {@link Measurement} runs. */
abstract class MeasureCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    MpiOptions mpi = new MpiOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Mixin
    SummaryOptions summary = new SummaryOptions();

    @Mixin
    LaunchOptions launches = new LaunchOptions();

    /** Checks the options (a UsageException names the bad one) and adds what every rank will run to {@code plan}. */
    abstract JobPlan plan(JobPlan plan);

    /** How the outcome is printed from the run directory's files. */
    abstract Measurement.Report report();

    @Override
    public Integer call() throws Exception {
        SweepOptions.require(mpi.np >= 2, "--np must be >= 2 (a requester and a responder), got " + mpi.np);
        summary.view();
        int launchCount = launches.count();
        String name = spec.name();
        List<String> args = spec.commandLine().getParseResult().originalArgs();
        JobPlan plan = mpi.belowMpi(plan(JobPlan.of(name, args, output.quiet, mpi.transport)));
        String label = output.label != null ? output.label : name;
        return new Measurement(plan, mpi.settings(), report(), launchCount)
                .execute(
                        output.base,
                        output.runId(label),
                        output.runId == null,
                        spec.commandLine().getOut(),
                        spec.commandLine().getErr());
    }

    /** Whether the user gave {@code option} (rather than its default). */
    boolean given(String option) {
        return spec.commandLine().getParseResult().hasMatchedOption(option);
    }
}
