package io.logp.app;

import io.logp.report.HtmlReport;
import io.logp.report.table.Table;
import java.nio.file.Path;
import java.util.List;

/**
 * predictions.html: predict's tables and charts on one page in report.html's look (its style sheet, tables that
 * scroll sideways, charts as figures with captions), the charts linked relative to it.
 */
final class PredictionPage {

    private PredictionPage() {}

    static String html(RunModel run, List<Table> tables, List<Path> charts, Path pageDir) {
        StringBuilder b = new StringBuilder();
        b.append("<p>SimGrid SMPI on a platform calibrated from the run's piecewise LogGP model (model.json), beside"
                        + " logp's own model and the run's measured points; MPI: ")
                .append(HtmlReport.escape(run.mpi().label()))
                .append(".</p>\n<h2 id=\"results\">Results</h2>\n")
                .append(HtmlReport.tables(tables));
        boolean any = charts.stream().anyMatch(c -> c.toString().endsWith(".png"));
        if (any) b.append("<h2 id=\"charts\">Charts</h2>\n");
        for (Path c : charts) {
            if (!c.toString().endsWith(".png")) continue;
            String name = c.getFileName().toString();
            b.append("<figure><img src=\"")
                    .append(HtmlReport.escape(pageDir.relativize(c).toString()))
                    .append("\" alt=\"")
                    .append(HtmlReport.escape(name))
                    .append("\" width=\"800\"><figcaption>")
                    .append(HtmlReport.escape(name))
                    .append("</figcaption></figure>\n");
        }
        return HtmlReport.standalone("Predictions at scale: run " + run.dir().runId(), b.toString());
    }
}
