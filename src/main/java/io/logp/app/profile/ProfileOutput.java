package io.logp.app.profile;

import io.logp.analysis.ProfileCosts;
import io.logp.app.ChartStage;
import io.logp.app.View;
import io.logp.data.QueueProfile;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.MetaJson;
import io.logp.format.run.RunDirectory;
import io.logp.plot.QueueProfileCharts;
import io.logp.report.QueueProfileTable;
import io.logp.report.table.Table;
import io.logp.report.table.Tables;
import io.logp.result.QueueProfileFiles;
import io.logp.result.QueueProfileJson;
import io.logp.result.QueueProfilePage;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** What {@code profile} and {@code profile --merge} end with: the profile's files, charts and page, then its screen. */
final class ProfileOutput {

    private ProfileOutput() {}

    /**
     * The end of {@code profile}: queue_profile.csv and .json, the two charts, report.html, then the table with its
     * notes (or queue_profile.json's object).
     */
    static void write(
            RunDirectory dir,
            List<QueueProfile> ranks,
            ProfileCosts costs,
            QueueProfileFiles.Run run,
            View view,
            PrintWriter out)
            throws IOException, DataFormatException {
        Path d = dir.signaturesDir();
        QueueProfileFiles.writeCsv(d.resolve(QueueProfileFiles.CSV), ranks, costs);
        List<String> missing = QueueProfileTable.missing(ranks);
        QueueProfileFiles.writeJson(d.resolve(QueueProfileFiles.JSON), run, ranks, costs, missing);
        Table table = QueueProfileTable.of("Message queues of " + run.program(), ranks, costs);
        ChartStage stage = new ChartStage(dir);
        List<Path> maxima = stage.draw(() -> QueueProfileCharts.drawMaxima(ranks, dir.plotsDir()));
        List<Path> depths = stage.draw(() -> QueueProfileCharts.drawDepths(ranks, dir.plotsDir()));
        Path page = stage.page(() -> QueueProfilePage.write(dir, table, maxima, depths));
        if (view == View.JSON) {
            out.println(
                    JsonObjects.text(1, MetaJson.convert(QueueProfileJson.of(run, ranks, costs, missing), Map.class)));
        } else {
            out.println("logp run " + dir.runId());
            out.print(Tables.text(List.of(table)));
            out.println("data:   " + d.resolve(QueueProfileFiles.CSV));
            for (Path c : maxima) out.println("chart:  " + c);
            for (Path c : depths) out.println("chart:  " + c);
            out.println("report: " + page);
        }
        out.flush();
        stage.finish();
    }
}
