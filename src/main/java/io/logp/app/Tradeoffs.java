package io.logp.app;

import io.logp.app.launch.LaunchSettings;
import io.logp.app.launch.MpiLauncher;
import io.logp.app.launch.OpenMpiComponents;
import io.logp.app.launch.TransportProbe;
import io.logp.data.JobPlan;
import io.logp.data.TransportChoice;
import io.logp.exit.ExitCodes;
import io.logp.format.run.RunDirectory;
import io.logp.presentation.ChartScale;
import io.logp.presentation.ComparisonFormatType;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The single-machine version of the paper's design trade-off study: the pair's signature under each transport
 * variant, one run directory each, then a comparison of all of them.
 */
public final class Tradeoffs {

    private final List<TradeoffVariant> variants;
    private final LaunchSettings launch;
    private final List<TransportChoice> transports;
    /** logp's C twin for this MPI, which probes a variant before it is measured; empty when setup built none. */
    private final Optional<Path> twin = Optional.ofNullable(System.getenv(MpiLauncher.TWIN_ENV))
            .filter(t -> !t.isBlank())
            .map(Path::of)
            .filter(Files::isExecutable);

    private int launches = 1;

    /** A variant measured: its row's name, how it is launched, and its run. */
    private record Measured(String label, TransportChoice transport, LaunchSettings launch, String runId, Path dir) {}

    /**
     * Each variant measured in {@code count} launches of fresh ranks, interleaved (A1 B1 A2 B2 ...): a machine that
     * drifts or changes state during the study then spreads over every variant.
     */
    public Tradeoffs launches(int count) {
        if (count < 1) throw new IllegalArgumentException("launches must be >= 1, got " + count);
        this.launches = count;
        return this;
    }

    /** Every variant is run over every transport in {@code transports}: the way into MPI is a variant too. */
    public Tradeoffs(List<TradeoffVariant> variants, LaunchSettings launch, List<TransportChoice> transports) {
        if (transports.isEmpty()) throw new IllegalArgumentException("no transport to run the variants over");
        this.variants = List.copyOf(variants);
        this.launch = launch;
        this.transports = List.copyOf(transports);
    }

    /**
     * Runs {@code pair} under every variant and compares the runs. {@code rankArgs} is the command line every rank
     * parses to plan the same pair: the ranks are other processes, so they learn the plan from their arguments.
     */
    public int run(JobPlan.Pair pair, List<String> rankArgs, Path base, View view, PrintWriter stdout, PrintWriter err)
            throws Exception {
        // With --json stdout holds the comparison's object alone; the lines on each variant go to stderr.
        PrintWriter out = view == View.JSON ? err : stdout;
        String stamp = RunDirectory.newRunId("tradeoff", Clock.systemUTC());
        // Each row is named by its variant (shm, tcp, ...): the run ids share their date and differ only there.
        List<Measured> measured = new ArrayList<>();
        for (TradeoffVariant v : variants) {
            if (v == TradeoffVariant.UCX && !OpenMpiComponents.has(launch.mpirun(), "pml", "ucx")) {
                out.println("tradeoffs: " + v.label() + ": skipped, this Open MPI has no UCX PML");
                continue;
            }
            Optional<String> cannot = v.mca().isEmpty() || twin.isEmpty()
                    ? Optional.empty()
                    : TransportProbe.failure(launch.withMca(v.mca()), twin.get());
            if (cannot.isPresent()) {
                out.println("tradeoffs: " + v.label() + ": skipped, it cannot start on this machine (" + cannot.get()
                        + ")");
                out.flush();
                continue;
            }
            for (TransportChoice transport : transports) {
                String label = transports.size() == 1 ? v.label() : v.label() + "-" + transport.label();
                String runId = stamp + "-" + label;
                out.println("tradeoffs: " + label + ": " + v.description() + ", over " + transport.label() + " ...");
                out.flush();
                int code = SignatureLaunch.run(
                        pair,
                        rankArgs,
                        transport,
                        launch.withMca(v.mca()),
                        base,
                        runId,
                        (d, o) -> ResultWriter.afterRun(d, o, View.SUMMARY),
                        err);
                Path dir = base.resolve("signatures").resolve(runId);
                if (code != ExitCodes.OK) {
                    out.println("tradeoffs: " + label + ": failed (exit " + code + "); "
                            + (Files.isDirectory(dir) ? "kept what it measured in " + dir : "nothing was measured"));
                    continue;
                }
                measured.add(new Measured(label, transport, launch.withMca(v.mca()), runId, dir));
            }
        }
        if (launches > 1) interleave(pair, rankArgs, base, measured, out, err);
        List<Compare.Named> runs = new ArrayList<>();
        for (Measured m : measured) runs.add(new Compare.Named(m.label(), m.dir()));
        if (runs.isEmpty()) {
            err.println("logp: no variant could be measured");
            return ExitCodes.FAILURE;
        }
        return Compare.compare(
                runs,
                List.of(),
                view == View.JSON ? ComparisonFormatType.JSON : ComparisonFormatType.TEXT,
                ChartScale.AUTO,
                base.resolve("comparisons").resolve(stamp),
                stdout,
                err);
    }

    /** Launches 2..N of every measured variant, in turns (A2 B2 A3 B3 ...), as {@link LaunchTurns} takes them. */
    private void interleave(
            JobPlan.Pair pair,
            List<String> rankArgs,
            Path base,
            List<Measured> measured,
            PrintWriter out,
            PrintWriter err)
            throws Exception {
        List<LaunchTurns.Turn> turns = new ArrayList<>();
        for (Measured m : measured) {
            turns.add(new LaunchTurns.Turn(
                    m.label(),
                    RunDirectory.of(base, m.runId()),
                    k -> SignatureLaunch.further(pair, rankArgs, m.transport(), m.launch(), base, m.runId(), k, err)));
        }
        LaunchTurns.take(turns, launches, "tradeoffs", (d, o) -> ResultWriter.afterRun(d, o, View.SUMMARY), out);
    }
}
