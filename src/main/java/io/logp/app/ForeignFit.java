package io.logp.app;

import io.logp.app.job.ExitCodes;
import io.logp.data.Estimate;
import io.logp.data.ForeignResult;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.fit.FitException;
import io.logp.fit.ReferenceFits;
import io.logp.format.foreign.ForeignFiles;
import io.logp.format.foreign.ForeignJson;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonObjects;
import io.logp.report.ForeignSummary;
import io.logp.report.ReferenceTable;
import io.logp.report.table.Tables;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code logp fit FILE} for another suite's output: the line, regimes and breaks logp fits to it; writes nothing. */
public final class ForeignFit {

    private ForeignFit() {}

    public static int print(Path file, PrintWriter out, View view) throws IOException, DataFormatException {
        if (view == View.JSON) return printJson(file, out);
        if (view == View.SUMMARY) return printSummary(file, out);
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

    /** A line per table: a log of dozens of tables stays one screen. */
    private static int printSummary(Path file, PrintWriter out) throws IOException, DataFormatException {
        List<String> lines = new ArrayList<>();
        for (ForeignResult result : ForeignFiles.read(file)) {
            lines.add(
                    switch (result) {
                        case ReferenceSeries s ->
                            ForeignSummary.line(
                                    s, orNull(() -> ReferenceFits.line(s)), orNull(() -> ReferenceFits.regimes(s)));
                        case NetgaugeLogGp g -> {
                            Estimate[] t0AndRate = ReferenceFits.netgaugeStartUpAndRate(g);
                            yield ForeignSummary.line(g, t0AndRate[0], t0AndRate[1]);
                        }
                    });
        }
        out.print(ForeignSummary.text(file.toString(), lines));
        out.flush();
        return ExitCodes.OK;
    }

    /** One object per table; a log of several tables is {@code {"schema_version", "tables": [...]}}. */
    private static int printJson(Path file, PrintWriter out) throws IOException, DataFormatException {
        List<Map<String, Object>> tables = new ArrayList<>();
        for (ForeignResult result : ForeignFiles.read(file)) {
            tables.add(
                    switch (result) {
                        case ReferenceSeries s ->
                            ForeignJson.object(
                                    s, orNull(() -> ReferenceFits.line(s)), orNull(() -> ReferenceFits.regimes(s)));
                        case NetgaugeLogGp g -> {
                            Estimate[] t0AndRate = ReferenceFits.netgaugeStartUpAndRate(g);
                            yield ForeignJson.object(g, t0AndRate[0], t0AndRate[1]);
                        }
                    });
        }
        out.println(
                tables.size() == 1
                        ? JsonObjects.text(ForeignJson.SCHEMA_VERSION, tables.get(0))
                        : JsonObjects.text(ForeignJson.SCHEMA_VERSION, Map.of("tables", tables)));
        out.flush();
        return ExitCodes.OK;
    }

    private interface Fit<T> {
        T get() throws FitException;
    }

    /** What the file cannot support is null in the object. */
    private static <T> T orNull(Fit<T> fit) {
        try {
            return fit.get();
        } catch (FitException e) {
            return null;
        }
    }
}
