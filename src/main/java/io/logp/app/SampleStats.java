package io.logp.app;

import io.logp.exit.ExitCodes;
import io.logp.exit.UsageException;
import io.logp.format.run.HeapLimit;
import io.logp.format.run.SamplesFile;
import io.logp.report.StatsText;
import io.logp.result.StatsJson;
import io.logp.stats.FilteredStatistics;
import io.logp.stats.Histogram;
import io.logp.stats.PingPongStatistics;
import java.io.PrintWriter;
import java.nio.file.Path;

/** The {@code stats} command's work: Luecke et al.'s statistics of a file of timing trials. */
public final class SampleStats {

    private final double cutCoef;
    private final Double binWidthUs;

    /**
     * @param cutCoef    filtered results drop the trials above this many times the median
     * @param binWidthUs the distribution's bin width, or null for Freedman-Diaconis
     */
    public SampleStats(double cutCoef, Double binWidthUs) {
        this.cutCoef = cutCoef;
        this.binWidthUs = binWidthUs;
    }

    /** Reads {@code file} and prints the one screen, the full summary or one JSON object; returns the exit code. */
    public int print(Path file, View view, PrintWriter out) throws Exception {
        return HeapLimit.of(file, () -> summarise(file, view, out));
    }

    private int summarise(Path file, View view, PrintWriter out) throws Exception {
        // Options first: a typo in C must not cost the read of a file of millions of trials.
        if (!(cutCoef > 0) || cutCoef > io.logp.data.Bounds.MAX_CUT_COEF) {
            throw new UsageException(
                    "--cut-coef must be > 0 and <= " + (long) io.logp.data.Bounds.MAX_CUT_COEF + ", got " + cutCoef);
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
        switch (view) {
            case JSON -> out.println(StatsJson.toJson(all, filtered));
            case VERBOSE -> out.print(StatsText.format(file.toString(), all, filtered, histogram(samples)));
            case SUMMARY -> out.print(StatsText.brief(file.toString(), all, filtered, histogram(samples)));
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
