package io.logp.cli;

import io.logp.app.SampleStats;
import io.logp.data.Defaults;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Summarises a file of raw timing trials as Luecke et al. do (Appendix C, with the distribution of Appendix A):
 * order statistics, spread, the same after the cut-off filter, and a histogram. Needs no MPI; writes nothing.
 */
@Command(
        name = "stats",
        header = "Statistics and distribution of a file of times, one per line",
        mixinStandardHelpOptions = true,
        description = "Prints the statistics of FILE, one time in microseconds per line (blank and # lines are "
                + "skipped): minimum, median, average, maximum, variance, standard deviation, coefficient of "
                + "variation, standard error, relative standard error, the same after removing trials above "
                + "C x the median, and the distribution of all trials. Needs no MPI; writes nothing.")
final class StatsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "timing trials, one time in microseconds per line")
    Path file;

    @Option(
            names = "--cut-coef",
            paramLabel = "C",
            defaultValue = "" + Defaults.CUT_COEF,
            description = "filtered results drop the trials above C x the median of all trials "
                    + "(default: ${DEFAULT-VALUE}, Luecke et al.'s cut_coef)")
    double cutCoef;

    @Mixin
    SummaryOptions summary = new SummaryOptions();

    @Option(
            names = "--bin-width",
            paramLabel = "US",
            description = "width of the distribution's bins in microseconds (default: Freedman-Diaconis, rounded to "
                    + "1, 2 or 5 x a power of ten)")
    Double binWidthUs;

    @Override
    public Integer call() throws Exception {
        return new SampleStats(cutCoef, binWidthUs)
                .print(file, summary.view(), spec.commandLine().getOut());
    }
}
