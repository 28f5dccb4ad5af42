package io.logp.cli;

import io.logp.app.ExperimentWriter;
import io.logp.app.Measurement;
import io.logp.data.Defaults;
import io.logp.data.JobPlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** Every pair of ranks: its round trip (and short signature), Table 3 of Culler et al. and a map of the machine. */
@Command(
        name = "pairs",
        header = "Every pair of ranks: RTT min/median/max (Table 3) and a P x P map",
        mixinStandardHelpOptions = true,
        description = {
            "Measures the round trip of one small request and its reply between every pair of the P ranks, each to"
                    + " its CI under logp's stopping rule (with --signature also o_s, g, o_r and L per pair), as"
                    + " Culler et al. report before any signature (Table 3: the minimum and maximum over all pairs)."
                    + " One pair at a time by default up to " + Defaults.PAIRS_SEQUENTIAL_RANKS
                    + " ranks (the others idle without spinning), else the P - 1 rounds of a round-robin tournament"
                    + " (--schedule rounds: P/2 disjoint pairs at once, which contend). Reports the minimum, median"
                    + " and maximum RTT with their pairs, split into pairs on one host and across hosts, flags every"
                    + " pair (a slow link) and every rank slow with all its partners (a slow node) beyond the median"
                    + " of its kind, and writes pairs.csv and plots/<run-id>/pairs.png, the P x P map. Without --np it"
                    + " runs " + Defaults.PAIRS_RANKS + " ranks."
        })
final class PairsCommand extends MeasureCommand {

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

    @Mixin
    PairsOptions pairs = new PairsOptions();

    @Mixin
    PairsTransportOptions rule = new PairsTransportOptions();

    /** Without --np the pairs get {@link Defaults#PAIRS_RANKS} ranks, and --help says so. */
    PairsCommand() {
        mpi.np = Defaults.PAIRS_RANKS;
    }

    @Override
    JobPlan plan(JobPlan plan) {
        return plan.withAllPairs(
                new JobPlan.AllPairs(pairs.settings(mpi.np, rule.relCi, rule.warmupSeconds), rule.transport()));
    }

    @Override
    Measurement.Report report() {
        return (dir, out) -> ExperimentWriter.pairs(dir, out, summary.view(), charts.options());
    }
}
