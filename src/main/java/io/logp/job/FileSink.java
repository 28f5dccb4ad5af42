package io.logp.job;

import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.data.Transfer;
import io.logp.engine.ClockProbe;
import io.logp.experiment.BulkExperiment;
import io.logp.experiment.RttResult;
import io.logp.experiment.SmallMessageExperiment;
import io.logp.experiment.SweepResult;
import io.logp.format.run.MetaJson;
import io.logp.format.run.RttCsv;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.SamplesFile;
import io.logp.format.run.SignatureCsv;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes measured data into the run directory the moment it exists (atomically, file by file), so Ctrl-C or a
 * killed rank leaves valid CSV files with every point measured so far.
 */
public final class FileSink implements SmallMessageExperiment.Sink, BulkExperiment.Sink {

    private final RunDirectory dir;
    private final RunMeta meta;

    private final String clockSource;
    /** What each experiment measured so far: signature.csv and rtt.csv hold the small and the bulk parts together. */
    private Signature small = new Signature(List.of());

    private Signature bulk = new Signature(List.of());
    private RttResult smallRtt;
    private List<RttResult> storeTimes = List.of();

    public FileSink(RunDirectory dir, RunMeta meta, String clockSource) {
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
        smallRtt = rtt;
        writeRtts();
        try {
            SamplesFile.write(dir.rttSamples(), rtt.samplesUs());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.rttSamples() + ": " + e.getMessage(), e);
        }
        meta.rtt(rtt.raw());
        writeMeta();
    }

    @Override
    public void signatureSoFar(
            Signature signature, List<SweepResult.ReferenceCheck> references, RttResult interleavedRtt) {
        small = signature;
        writeSignature();
        rttMeasured(interleavedRtt);
    }

    @Override
    public void timesSoFar(Transfer.Kind kind, List<RttResult> times) {
        if (kind == Transfer.Kind.STORE) {
            storeTimes = List.copyOf(times);
            writeRtts();
        } else {
            write(dir.rttGetCsv(), times.stream().map(RttResult::point).toList());
        }
    }

    @Override
    public void signatureSoFar(Signature bulkSoFar) {
        bulk = bulkSoFar;
        writeSignature();
    }

    private void writeSignature() {
        List<SignaturePoint> all = new ArrayList<>(small.points());
        all.addAll(bulk.points());
        try {
            SignatureCsv.write(dir.signatureCsv(), dir.stamp(), new Signature(all));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.signatureCsv() + ": " + e.getMessage(), e);
        }
    }

    private void writeRtts() {
        List<RttPoint> rows = new ArrayList<>();
        if (smallRtt != null) rows.add(smallRtt.point());
        // The bulk experiment does not time again the size the small message's RTT already gave.
        for (RttResult r : storeTimes) rows.add(r.point());
        write(dir.rttCsv(), rows);
    }

    private void write(Path file, List<RttPoint> rows) {
        try {
            RttCsv.write(file, dir.stamp(), rows);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    public void writeMeta() {
        try {
            MetaJson.write(dir.metaJson(), meta.metadataOf(dir));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.metaJson() + ": " + e.getMessage(), e);
        }
    }
}
