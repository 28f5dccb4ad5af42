package io.logp.app.predict;

import io.logp.app.RunModel;
import io.logp.report.table.Table;
import io.logp.report.table.Tables;
import java.nio.file.Path;
import java.util.List;

/** predictions.html: predict's tables and charts on one page, the charts linked relative to it. */
final class PredictionPage {

    private PredictionPage() {}

    static String html(RunModel run, List<Table> tables, List<Path> charts, Path pageDir) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>logp predict ")
                .append(escape(run.dir().runId()))
                .append("</title></head><body>\n<h1>Predictions at scale: run ")
                .append(escape(run.dir().runId()))
                .append(" (")
                .append(escape(run.mpi().label()))
                .append(")</h1>\n<p>SimGrid SMPI on a platform calibrated from the run's piecewise LogGP model"
                        + " (model.json), beside logp's own model and the run's measured points.</p>\n");
        b.append(Tables.html(tables));
        for (Path c : charts) {
            if (!c.toString().endsWith(".png")) continue;
            b.append("<figure><img src=\"")
                    .append(escape(pageDir.relativize(c).toString()))
                    .append("\" alt=\"")
                    .append(escape(c.getFileName().toString()))
                    .append("\" width=\"800\"></figure>\n");
        }
        b.append("</body></html>\n");
        return b.toString();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
