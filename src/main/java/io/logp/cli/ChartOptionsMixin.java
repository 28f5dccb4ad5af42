package io.logp.cli;

import io.logp.exit.UsageException;
import io.logp.presentation.ChartOptions;
import java.util.Optional;
import picocli.CommandLine.Option;

/** How a command draws its charts: --style for the screen or a paper's column, --title for the system's name. */
public final class ChartOptionsMixin {

    @Option(
            names = "--style",
            paramLabel = "STYLE",
            description = "charts for the screen (1200x800 px PNG and SVG), or for a paper: 'paper' one column"
                    + " (3.5 in), 'paper-wide' two columns (7 in), 8-9 pt text, PDF and SVG besides a 300 dpi PNG"
                    + " (default: ${DEFAULT-VALUE})")
    String style = ChartOptions.Style.SCREEN.label();

    @Option(
            names = "--title",
            paramLabel = "TEXT",
            description = "the system's name in every chart title instead of meta.json's machine, MPI and"
                    + " transport; --title '' draws no titles (a paper's caption names the figure)")
    String title;

    /** The options given; an unknown style is a usage error. */
    ChartOptions options() {
        ChartOptions.Style s = ChartOptions.Style.of(style)
                .orElseThrow(
                        () -> new UsageException("--style must be screen, paper or paper-wide, got '" + style + "'"));
        return new ChartOptions(s, Optional.ofNullable(title));
    }
}
