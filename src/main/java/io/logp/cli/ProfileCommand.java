package io.logp.cli;

import io.logp.app.profile.Profile;
import io.logp.app.profile.ProfileMerge;
import io.logp.ranklaunch.RankEnvironment;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** The message queues of any MPI program (Brightwell, Goudy and Underwood), through a preloaded PMPI library. */
@Command(
        name = "profile",
        header = "The message queues of any MPI program, rank by rank",
        mixinStandardHelpOptions = true,
        description = {
            "Runs PROGRAM on the ranks with logp's queue profiler preloaded (a PMPI library built with the MPI's "
                    + "mpicc). Where the MPI exposes its queue lengths as MPI_T performance variables (Open MPI's "
                    + "ob1), every rank records its longest posted-receive and unexpected queue, the depth each "
                    + "search passed, and which messages came expected or unexpected, short or long at the eager "
                    + "limit; elsewhere (MPICH, UCX) what PMPI alone sees: receives with and without wildcards, "
                    + "messages by size, probes and tests, and the report names what is missing.",
            "Writes queue_profile.csv (one row per rank), queue_profile.json, the ranks' own records (ranks/), "
                    + "plots/<run-id>/queue_maxima.png and queue_search_depths.png, and report.html. With "
                    + "--queue-costs, prices every search by a queues run's cost per entry, beside its o_r.",
            "Already launched (a batch script's own srun): `run-logp.sh rank-command` exports LOGP_MPI_PROFILER; "
                    + "start the ranks with LD_PRELOAD=$LOGP_MPI_PROFILER and LOGP_PROFILE_DIR=DIR (made first), then "
                    + "`profile --merge DIR` writes the run (examples/slurm/profile.sbatch).",
            "Exit code: the program's own when it failed; else logp's (2 bad option or PROGRAM, 3 bad queues run, "
                    + "4 MPI or profiler unavailable, 1 no rank wrote a record)."
        })
final class ProfileCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(
            names = "--queue-costs",
            paramLabel = "DIR",
            description = "the data directory of a `queues` run of the same MPI (signatures/<run-id>): matching time "
                    + "per message = search depth x its cost per entry, shown beside its o_r")
    Path queueCosts;

    @Option(
            names = "--merge",
            paramLabel = "DIR",
            description = "start nothing: merge the records that ranks started elsewhere (a batch script's own srun "
                    + "or mpirun, with LD_PRELOAD=$LOGP_MPI_PROFILER LOGP_PROFILE_DIR=DIR) wrote into DIR; "
                    + "PROGRAM is then optional, the report's title (see docs/queues.md)")
    Path merge;

    @Option(
            names = "--timeout",
            paramLabel = "S",
            description = "seconds PROGRAM may run before it and its ranks are stopped (SIGTERM, then SIGKILL 5 s "
                    + "later) and the run is marked failed; the records written so far are kept (default: 3600, an "
                    + "hour, so that a program that hangs cannot keep logp waiting; give more for a longer run, at "
                    + "most 86400, a day)",
            defaultValue = "3600")
    double timeoutSeconds = io.logp.data.Defaults.PROFILE_TIMEOUT_SECONDS;

    @Parameters(
            paramLabel = "PROGRAM",
            arity = "0..*",
            description = "the MPI program and its arguments, after -- (e.g. -- lmp -in in.melt)")
    List<String> command = List.of();

    @Mixin
    MpiOptions mpi = new MpiOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Mixin
    SummaryOptions summary = new SummaryOptions();

    @Override
    public Integer call() throws Exception {
        List<String> original = spec.commandLine().getParseResult().originalArgs();
        if (merge != null) {
            ProfileMerge m = new ProfileMerge(
                    merge,
                    command.isEmpty() ? Optional.empty() : Optional.of(String.join(" ", command)),
                    Optional.ofNullable(queueCosts),
                    original);
            return m.run(
                    output.base,
                    output.runId("profile"),
                    summary.view(),
                    spec.commandLine().getOut(),
                    spec.commandLine().getErr());
        }
        Optional<Path> profiler = Optional.ofNullable(System.getenv(RankEnvironment.PROFILER_ENV))
                .filter(s -> !s.isBlank())
                .map(Path::of);
        Optional<String> kind =
                Optional.ofNullable(System.getenv("LOGP_MPI_KIND")).filter(s -> !s.isBlank());
        {
            SweepOptions.require(
                    io.logp.data.Bounds.within(
                            timeoutSeconds,
                            io.logp.data.Bounds.MIN_TIMEOUT_SECONDS,
                            io.logp.data.Bounds.MAX_BUDGET_SECONDS),
                    "--timeout must be >= " + Limits.text(io.logp.data.Bounds.MIN_TIMEOUT_SECONDS) + " and <= "
                            + Limits.text(io.logp.data.Bounds.MAX_BUDGET_SECONDS) + " (a day), got "
                            + Limits.text(timeoutSeconds));
        }
        Profile profile = new Profile(
                command,
                Optional.of((long) (timeoutSeconds * 1e9)),
                mpi.settings(),
                profiler,
                kind,
                Optional.ofNullable(queueCosts),
                spec.commandLine().getParseResult().originalArgs());
        return profile.run(
                output.base,
                output.runId("profile"),
                summary.view(),
                spec.commandLine().getOut(),
                spec.commandLine().getErr());
    }
}
