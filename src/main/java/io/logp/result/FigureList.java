package io.logp.result;

import io.logp.fit.BulkParameters;
import io.logp.fit.LogpParameters;
import io.logp.format.run.RunDirectory;
import io.logp.meta.RunMetadata;
import io.logp.report.ChartKind;
import io.logp.report.ChartTitles;
import io.logp.report.FigureCaptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Writes {@code plots/<run-id>/figures.md} beside the charts, each time the page is written (after a run, by
 * {@code plot} and {@code report}): every chart there and in paper/, with its caption.
 */
public final class FigureList {

    static final String FILE = "figures.md";
    private static final String PAPER_DIR = "paper";

    private FigureList() {}

    public static Optional<Path> write(RunDirectory dir, RunMetadata meta, Optional<io.logp.analysis.RunResult> result)
            throws IOException {
        Path plots = dir.plotsDir();
        if (!Files.isDirectory(plots)) return Optional.empty();
        String system = ChartTitles.system(meta);
        List<FigureCaptions.Figure> figures = new ArrayList<>();
        List<Integer> sized = RunPage.sizedSignatures(result);
        for (ChartKind kind : ChartKind.values()) {
            List<ChartKind.Chart> charts = new ArrayList<>(kind.charts(plots, sized));
            for (ChartKind.Chart paper : kind.charts(plots.resolve(PAPER_DIR), sized))
                if (charts.stream().noneMatch(c -> c.base().equals(paper.base()))) charts.add(paper);
            for (ChartKind.Chart chart : charts) {
                String base = chart.base();
                List<String> files = new ArrayList<>();
                for (String ext : List.of("png", "svg"))
                    if (Files.exists(plots.resolve(base + "." + ext))) files.add(base + "." + ext);
                for (String ext : List.of("pdf", "png"))
                    if (Files.exists(plots.resolve(PAPER_DIR).resolve(base + "." + ext)))
                        files.add(PAPER_DIR + "/" + base + "." + ext);
                String caption = FigureCaptions.caption(chart.caption(), system, dir.runId(), values(kind, result));
                figures.add(new FigureCaptions.Figure(kind, files, caption));
            }
        }
        if (figures.isEmpty()) return Optional.empty();
        Path file = plots.resolve(FILE);
        Path tmp = plots.resolve("." + FILE + ".tmp");
        Files.writeString(tmp, FigureCaptions.markdown(dir.runId(), figures), StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return Optional.of(file);
    }

    /** The values fitted from the chart's data: LogP's for the signature, T0 and R for the bulk charts. */
    private static List<FigureCaptions.Fitted> values(ChartKind kind, Optional<io.logp.analysis.RunResult> result) {
        List<FigureCaptions.Fitted> v = new ArrayList<>();
        if (result.isEmpty()) return v;
        LogpParameters p = result.get().parameters();
        switch (kind) {
            case SIGNATURE -> {
                v.add(FigureCaptions.Fitted.us("oₛ", p.oS()));
                v.add(FigureCaptions.Fitted.us("oᵣ", p.oR()));
                v.add(FigureCaptions.Fitted.us("g", p.g()));
                v.add(FigureCaptions.Fitted.us("L", p.latency()));
            }
            case BULK_TIME, BULK_BANDWIDTH, BULK_TIME_REFERENCES -> {
                Optional<BulkParameters> bulk = result.get().bulk();
                bulk.ifPresent(b -> {
                    v.add(FigureCaptions.Fitted.us("T0", b.t0()));
                    v.add(new FigureCaptions.Fitted("R", b.rateMBps(), " MB/s"));
                });
            }
            default -> {}
        }
        return v;
    }
}
