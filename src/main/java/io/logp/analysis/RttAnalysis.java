package io.logp.analysis;

import io.logp.data.Defaults;
import io.logp.data.RttPoint;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.RttCsv;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.SamplesFile;
import io.logp.stats.OutlierFilter;
import io.logp.stats.PingPongStatistics;
import java.io.IOException;
import java.util.List;

/**
 * The round trip of the rtt command from its raw samples: every trial's statistics, and those within {@link
 * Defaults#OUTLIER_CUT} times the median, beside rtt.csv's points.
 *
 * @param points rtt.csv's points
 * @param all    every trial
 * @param kept   the trials within the cut
 */
public record RttAnalysis(List<RttPoint> points, PingPongStatistics all, PingPongStatistics kept) {

    public static RttAnalysis of(RunDirectory dir) throws IOException, DataFormatException {
        double[] samples = SamplesFile.read(dir.rttSamples());
        return new RttAnalysis(
                RttCsv.read(dir.rttCsv()),
                PingPongStatistics.of(samples),
                PingPongStatistics.of(OutlierFilter.keep(samples, samples.length, Defaults.OUTLIER_CUT)));
    }
}
