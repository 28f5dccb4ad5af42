package io.logp.cli;

import io.logp.report.SamplesFile;
import io.logp.report.StatsJson;
import io.logp.report.StatsText;
import io.logp.stats.FilteredStatistics;
import io.logp.stats.Histogram;
import io.logp.stats.PingPongStatistics;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * Summarises a file of raw timing trials as Luecke et al. do (Appendix C, with the distribution of Appendix A):
 * order statistics, spread, the same after the cut-off filter, and a histogram. Needs no MPI; writes nothing.
 */
@Command(name = "stats", mixinStandardHelpOptions = true,
        description = "Prints the statistics of FILE, one time in microseconds per line (blank and # lines are "
                + "skipped): minimum, median, average, maximum, variance, standard deviation, coefficient of "
                + "variation, standard error, relative standard error, the same after removing trials above "
                + "C x the median, and the distribution of all trials. Needs no MPI; writes nothing.")
final class StatsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "timing trials, one time in microseconds per line")
    Path file;

    @Option(names = "--cut-coef", paramLabel = "C", defaultValue = "" + FilteredStatistics.DEFAULT_CUT_COEF,
            description = "filtered results drop the trials above C x the median of all trials "
                    + "(default: ${DEFAULT-VALUE}, Luecke et al.'s cut_coef)")
    double cutCoef;

    @Option(names = "--json", description = "print one JSON object with the statistics instead of the summary")
    boolean json;

    @Option(names = "--bin-width", paramLabel = "US",
            description = "width of the distribution's bins in microseconds (default: Freedman-Diaconis, rounded to "
                    + "1, 2 or 5 x a power of ten)")
    Double binWidthUs;

    @Override
    public Integer call() throws Exception {
        // Options first: a typo in C must not cost the read of a file of millions of trials.
        if (!(cutCoef > 0) || Double.isInfinite(cutCoef)) {
            throw new UsageException("--cut-coef must be a finite number > 0, got " + cutCoef);
        }
        if (binWidthUs != null && (!(binWidthUs > 0) || binWidthUs.isInfinite())) {
            throw new UsageException("--bin-width must be a finite number > 0, got " + binWidthUs);
        }
        double[] samples = SamplesFile.read(file);
        PingPongStatistics all = PingPongStatistics.of(samples);
        FilteredStatistics filtered;
        try {
            filtered = FilteredStatistics.of(samples, cutCoef);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--cut-coef " + cutCoef + ": " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(StatsJson.toJson(all, filtered));
        } else {
            out.print(StatsText.format(file.toString(), all, filtered, histogram(samples)));
        }
        out.flush();
        return ExitCodes.OK;
    }

    private Histogram histogram(double[] samples) {
        if (binWidthUs == null) return Histogram.auto(samples);
        try {
            return Histogram.of(samples, binWidthUs);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--bin-width " + binWidthUs + ": " + e.getMessage());
        }
    }
}
