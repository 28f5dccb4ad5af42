package io.logp.app;

import io.logp.data.NetgaugeLogGp;
import io.logp.data.NetworkPath.Medium;
import io.logp.data.ReferenceSeries;
import io.logp.exit.ExitCodes;
import io.logp.fit.ForeignTableFit;
import io.logp.fit.ForeignTableFitter;
import io.logp.fit.ReferenceFits;
import io.logp.format.foreign.ForeignFiles;
import io.logp.format.foreign.ForeignJson;
import io.logp.format.foreign.ForeignTable;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonObjects;
import io.logp.report.FindingText;
import io.logp.report.ForeignSummary;
import io.logp.report.ReferenceTable;
import io.logp.report.table.Tables;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code logp fit FILE} for another suite's output: every table of the file fitted once ({@link ForeignTableFitter}),
 * then shown as one line per table (the summary), every table in full ({@code --verbose}) or one JSON object
 * ({@code --json}); writes nothing.
 */
public final class ForeignFit {

    private ForeignFit() {}

    /** A table of the file with what logp fits to it. */
    private record Fitted(ForeignTable table, ForeignTableFit fit) {}

    public static int print(Path file, PrintWriter out, View view) throws IOException, DataFormatException {
        List<Fitted> fitted = new ArrayList<>();
        for (ForeignTable t : ForeignFiles.tables(file)) fitted.add(new Fitted(t, fit(t)));
        switch (view) {
            case JSON -> out.println(json(fitted));
            case SUMMARY -> {
                List<String> lines = new ArrayList<>();
                for (Fitted f : fitted) lines.add(ForeignSummary.line(f.table(), f.fit()));
                out.print(ForeignSummary.text(file.toString(), lines));
            }
            default -> {
                for (Fitted f : fitted) out.print(Tables.text(ReferenceTable.tables(f.table(), f.fit())));
            }
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The fit of one table: Netgauge's through its one-way times PRTT(1,0,s)/2, as every other ping-pong. */
    static ForeignTableFit fit(ForeignTable t) {
        return switch (t.result()) {
            case ReferenceSeries s -> ForeignTableFitter.fit(t.title(), s);
            case NetgaugeLogGp g -> ForeignTableFitter.fit(t.title(), ReferenceFits.netgaugeOneWay(g));
        };
    }

    /** One object for one table; {@code {"schema_version", "tables": [...]}} for several. */
    private static String json(List<Fitted> fitted) {
        List<Map<String, Object>> tables = new ArrayList<>();
        for (int i = 0; i < fitted.size(); i++) {
            Fitted f = fitted.get(i);
            Map<String, Object> o =
                    ForeignJson.object(f.table(), f.fit(), i, finding -> FindingText.words(finding, Medium.UNKNOWN));
            if (f.table().result() instanceof NetgaugeLogGp g) {
                ForeignJson.addNetgauge(o, g, ReferenceFits.netgaugeGapUs(g), ReferenceFits.netgaugePerByteUs(g));
            }
            tables.add(o);
        }
        if (tables.size() == 1) return JsonObjects.text(ForeignJson.SCHEMA_VERSION, tables.get(0));
        Map<String, Object> all = new LinkedHashMap<>();
        all.put("tables", tables);
        return JsonObjects.text(ForeignJson.SCHEMA_VERSION, all);
    }
}
