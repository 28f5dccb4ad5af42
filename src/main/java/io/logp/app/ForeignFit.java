package io.logp.app;

import io.logp.data.Estimate;
import io.logp.data.ForeignResult;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.fit.FitException;
import io.logp.fit.ReferenceFits;
import io.logp.report.DataFormatException;
import io.logp.report.ForeignFiles;
import io.logp.report.ReferenceTable;
import io.logp.report.table.Tables;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/** {@code logp fit FILE} for another suite's output: the line, regimes and breaks logp fits to it; writes nothing. */
public final class ForeignFit {

    private ForeignFit() {}

    public static int print(Path file, PrintWriter out) throws IOException, DataFormatException {
        for (ForeignResult result : ForeignFiles.read(file)) {
            try {
                out.print(
                        switch (result) {
                            case ReferenceSeries s ->
                                Tables.text(ReferenceTable.tables(s, ReferenceFits.line(s), ReferenceFits.regimes(s)));
                            case NetgaugeLogGp g -> {
                                Estimate[] t0AndRate = ReferenceFits.netgaugeStartUpAndRate(g);
                                yield Tables.text(ReferenceTable.tables(g, t0AndRate[0], t0AndRate[1]));
                            }
                        });
            } catch (FitException e) {
                throw new DataFormatException(file, 0, e.getMessage(), e);
            }
        }
        out.flush();
        return ExitCodes.OK;
    }
}
