package io.logp.app;

import io.logp.analysis.OverheadComparison;
import io.logp.app.launch.LaunchSettings;
import io.logp.app.launch.MpiLauncher;
import io.logp.app.launch.TwinArguments;
import io.logp.data.JobPlan;
import io.logp.data.MpiWay;
import io.logp.data.OverheadRound;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SmallMessageSettings;
import io.logp.data.TransportChoice;
import io.logp.exit.ExitCodes;
import io.logp.fit.FitException;
import io.logp.fit.LogpFitter;
import io.logp.fit.LogpParameters;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.OverheadRoundsCsv;
import io.logp.format.run.RttCsv;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.SignatureCsv;
import io.logp.job.MpiAccess;
import io.logp.ranklaunch.RankEnvironment;
import io.logp.report.OverheadTable;
import io.logp.result.OverheadCsv;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the way from Java into MPI costs: logp's request/reply protocol run as a plain C program (the C twin), over
 * the native transport and over Open MPI's Java bindings, in alternating rounds (each round runs every way once,
 * starting one later each round, so no way always follows the same one). Every launch is a run directory of its own,
 * and every one is fitted by the same {@link LogpFitter}, so the ways differ only in how the protocol was run.
 */
public final class Overhead {

    /** The C twin gets this much time beyond its warm-up and sweep budget before it is stopped. */
    static final double TWIN_MARGIN_SECONDS = 120;

    private final List<MpiWay> ways;
    private final int rounds;
    private final LaunchSettings launch;
    private final Optional<Path> twin;

    public Overhead(List<MpiWay> ways, int rounds, LaunchSettings launch, Optional<Path> twin) {
        if (rounds < 1) throw new IllegalArgumentException("need at least one round, got " + rounds);
        this.ways = List.copyOf(ways);
        this.rounds = rounds;
        this.launch = launch;
        this.twin = twin;
    }

    /** Why a way cannot run here, or empty when it can; {@code twin} is the C twin's path, when setup built it. */
    public static Optional<String> unavailable(MpiWay way, Optional<Path> twin) {
        return switch (way) {
            case C ->
                twin.isEmpty()
                        ? Optional.of("the C twin is not built (" + RankEnvironment.TWIN_ENV
                                + " is not set; ./run-logp.sh builds it with the MPI's mpicc)")
                        : Files.isExecutable(twin.get())
                                ? Optional.empty()
                                : Optional.of(
                                        "the C twin " + twin.get() + " is missing; rebuild it with scripts/setup.sh");
            case NATIVE -> Optional.empty();
            case BINDINGS -> MpiAccess.bindingsMissing();
        };
    }

    /**
     * Runs every round and prints the comparison. {@code rankArgs} are the sweep options every Java rank parses to
     * plan the same pair. Returns the exit code.
     */
    public int run(JobPlan.Pair pair, List<String> rankArgs, Path dir, View view, PrintWriter out, PrintWriter err)
            throws IOException, InterruptedException {
        Files.createDirectories(dir);
        List<OverheadRound> measured = new ArrayList<>();
        Path roundsFile = dir.resolve("overhead.csv");
        int launches = rounds * ways.size();
        int done = 0;
        for (int round = 1; round <= rounds; round++) {
            for (int k = 0; k < ways.size(); k++) {
                MpiWay way = ways.get((k + round - 1) % ways.size());
                String runId = "r" + round + "-" + way.label();
                done++;
                err.printf(
                        Locale.ROOT,
                        "overhead: round %d of %d, %s (%d of %d launches) ...%n",
                        round,
                        rounds,
                        way.label(),
                        done,
                        launches);
                err.flush();
                Optional<RunDirectory> run = way == MpiWay.C
                        ? launchTwin(pair, dir, runId, err)
                        : launchJava(pair, rankArgs, way.transport().orElseThrow(), dir, runId, err);
                if (run.isEmpty()) continue;
                Optional<OverheadRound> fitted =
                        fit(round, way, run.get(), pair.transport().window(), err);
                if (fitted.isEmpty()) continue;
                measured.add(fitted.get());
                OverheadRoundsCsv.write(roundsFile, measured);
            }
        }
        if (measured.isEmpty()) {
            err.println("logp: overhead: no launch could be fitted; the run directories are kept in " + dir);
            return ExitCodes.FAILURE;
        }
        OverheadComparison comparison = new OverheadComparison(measured);
        OverheadCsv.writeSummary(dir.resolve("overhead-summary.csv"), comparison);
        if (view == View.JSON) {
            out.println(io.logp.format.run.JsonObjects.text(
                    1, java.util.Map.of("launches", measured.size(), "summary", OverheadCsv.summaryRows(comparison))));
        } else {
            OverheadTable.print(comparison, out);
            out.println();
            out.println("files: " + roundsFile + " (one row per launch), " + dir.resolve("overhead-summary.csv")
                    + "; each launch's own files under " + dir.resolve("signatures"));
        }
        out.flush();
        return measured.size() == launches ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    private Optional<RunDirectory> launchTwin(JobPlan.Pair pair, Path dir, String runId, PrintWriter err)
            throws IOException, InterruptedException {
        RunDirectory run = RunDirectory.of(dir, runId).create();
        Path log = run.signaturesDir().resolve("twin.log");
        SmallMessageSettings s = pair.settings();
        List<String> program = new ArrayList<>(List.of(
                twin.orElseThrow().toString(),
                "--out",
                run.signaturesDir().toAbsolutePath().toString()));
        program.addAll(TwinArguments.of(pair));
        long limitNs = (long) ((s.warmupSeconds() + s.budgetSeconds() + TWIN_MARGIN_SECONDS) * 1e9);
        int rc = new MpiLauncher(launch).launchProgram(program, run.signaturesDir(), log, limitNs);
        if (rc != 0) {
            err.printf(
                    Locale.ROOT,
                    "overhead: the C twin failed (%s); its output is in %s%n",
                    rc == MpiLauncher.TIMED_OUT ? "stopped after " + limitNs / 1_000_000_000 + " s" : "exit code " + rc,
                    log);
            return Optional.empty();
        }
        return Optional.of(run);
    }

    private Optional<RunDirectory> launchJava(
            JobPlan.Pair pair,
            List<String> rankArgs,
            TransportChoice transport,
            Path dir,
            String runId,
            PrintWriter err)
            throws IOException, InterruptedException {
        int rc;
        try {
            // fitted below with the other ways' launches, not reported one by one
            rc = SignatureLaunch.run(pair, rankArgs, transport, launch, dir, runId, (d, o) -> ExitCodes.OK, err);
        } catch (Exception e) {
            if (e instanceof InterruptedException ie) throw ie;
            err.println("overhead: " + transport.label() + ": " + e.getMessage());
            return Optional.empty();
        }
        if (rc != ExitCodes.OK) {
            err.printf(Locale.ROOT, "overhead: %s failed (exit %d)%n", transport.label(), rc);
            return Optional.empty();
        }
        return Optional.of(RunDirectory.of(dir, runId));
    }

    /** The launch's own files through the one fitter every way shares. */
    private static Optional<OverheadRound> fit(int round, MpiWay way, RunDirectory run, int window, PrintWriter err)
            throws IOException {
        try {
            Signature signature = SignatureCsv.read(run.signatureCsv());
            List<RttPoint> rtts = RttCsv.read(run.rttCsv());
            LogpParameters p = LogpFitter.fit(signature, rtts, OptionalInt.of(window));
            return Optional.of(new OverheadRound(round, way, run.runId(), p.oS(), p.oR(), p.g(), p.latency(), p.rtt()));
        } catch (DataFormatException | FitException e) {
            err.println("overhead: " + way.label() + " round " + round + " cannot be fitted: " + e.getMessage());
            return Optional.empty();
        }
    }
}
