package io.logp.app;

import io.logp.exit.ChartsNotWrittenException;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.RunDirectory;
import io.logp.plot.ChartFileException;
import io.logp.plot.VectorFiles;
import io.logp.presentation.ChartOptions;
import io.logp.report.ShellWords;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The last stage of a run: charts and report.html, drawn after every data file is written. A chart or the page that
 * cannot be written (a full disk, a read-only plots directory) does not stop the stage: the tables still print,
 * and {@link #finish} then fails naming the file and where the data is.
 */
public final class ChartStage {

    public interface Charts {
        List<Path> draw() throws IOException;
    }

    public interface Page {
        Path write() throws IOException, DataFormatException;
    }

    private final RunDirectory dir;
    private final ChartOptions options;
    private String failure;

    public ChartStage(RunDirectory dir) {
        this(dir, ChartOptions.SCREEN);
    }

    public ChartStage(RunDirectory dir, ChartOptions options) {
        this.dir = dir;
        this.options = options;
    }

    /** How the charts are drawn: the command's --style and --title. */
    public ChartOptions options() {
        return options;
    }

    /** The charts drawn; none when one of them could not be written (the first failure is kept). */
    public List<Path> draw(Charts charts) {
        // The charts' SVG and PDF files are written beside the next chart's painting, and all are there on return.
        try (VectorFiles vectors = VectorFiles.open()) {
            return charts.draw();
        } catch (ChartFileException e) {
            if (failure == null) failure = e.getMessage();
            return List.of();
        } catch (IOException e) {
            if (failure == null) failure = "a chart in " + dir.plotsDir() + " could not be written: " + e.getMessage();
            return List.of();
        }
    }

    /** The page written, or its path when it could not be (the failure is kept). */
    public Path page(Page page) throws DataFormatException {
        Path file = dir.signaturesDir().resolve(io.logp.report.HtmlReport.FILE);
        try {
            return page.write();
        } catch (IOException e) {
            if (failure == null) failure = file + " could not be written: " + ChartFileException.reason(e);
            return file;
        }
    }

    /** Throws when a chart or the page could not be written; call it after the tables are printed. */
    public void finish() throws ChartsNotWrittenException {
        if (failure != null) {
            throw new ChartsNotWrittenException(failure + ". The data is complete in " + dir.signaturesDir()
                    + "; draw the charts and report.html again with: ./run-logp.sh plot "
                    + ShellWords.quote(dir.signaturesDir()));
        }
    }
}
