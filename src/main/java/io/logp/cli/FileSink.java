package io.logp.cli;

import io.logp.engine.ClockProbe;
import io.logp.experiment.RttResult;
import io.logp.experiment.SmallMessageExperiment;
import io.logp.experiment.SweepResult;
import io.logp.fit.Signature;
import io.logp.report.MetaJson;
import io.logp.report.RttCsv;
import io.logp.report.RunDirectory;
import io.logp.report.SamplesFile;
import io.logp.report.SignatureCsv;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Writes measured data into the run directory the moment it exists (atomically, file by file), so Ctrl-C or a
 * killed rank leaves valid CSV files with every point measured so far.
 */
final class FileSink implements SmallMessageExperiment.Sink {

    private final RunDirectory dir;
    private final RunMeta meta;

    private final String clockSource;

    FileSink(RunDirectory dir, RunMeta meta, String clockSource) {
        this.dir = dir;
        this.meta = meta;
        this.clockSource = clockSource;
    }

    @Override
    public void clockProbed(ClockProbe probe) {
        meta.clock(probe, clockSource);
        writeMeta();
    }

    @Override
    public void rttMeasured(RttResult rtt) {
        try {
            RttCsv.write(dir.rttCsv(), List.of(rtt.point()));
            SamplesFile.write(dir.rttSamples(), rtt.samplesUs());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.rttCsv() + ": " + e.getMessage(), e);
        }
        meta.rtt(rtt.raw());
        writeMeta();
    }

    @Override
    public void signatureSoFar(Signature signature, List<SweepResult.ReferenceCheck> references, RttResult interleavedRtt) {
        try {
            SignatureCsv.write(dir.signatureCsv(), signature);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.signatureCsv() + ": " + e.getMessage(), e);
        }
        rttMeasured(interleavedRtt);
    }

    void writeMeta() {
        try {
            MetaJson.write(dir.metaJson(), meta.asMap());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.metaJson() + ": " + e.getMessage(), e);
        }
    }
}
