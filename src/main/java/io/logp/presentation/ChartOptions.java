package io.logp.presentation;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * How a command draws its charts: for the screen or for a paper's column, and whose title they carry.
 *
 * @param style the look and the files written
 * @param title the system's name in every title instead of the one meta.json gives (machine, MPI, transport); empty
 *              to take that one; present and blank to draw no title (a paper's caption names the figure)
 */
public record ChartOptions(Style style, Optional<String> title) {

    /** The default: screen charts titled from meta.json. */
    public static final ChartOptions SCREEN = new ChartOptions(Style.SCREEN, Optional.empty());

    public ChartOptions {
        Objects.requireNonNull(style, "style");
        Objects.requireNonNull(title, "title");
    }

    /** The look of a chart and the files it is written to. */
    public enum Style {
        /** 1200 x 800 px, PNG and SVG. */
        SCREEN,
        /** One column of a two-column paper, 3.5 in wide: PNG at 300 dpi, SVG and PDF. */
        PAPER,
        /** Both columns, 7 in wide: PNG at 300 dpi, SVG and PDF. */
        PAPER_WIDE;

        /** The name on the command line: screen, paper, paper-wide. */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        /** The style of a command-line name, or empty. */
        public static Optional<Style> of(String label) {
            for (Style s : values()) if (s.label().equals(label)) return Optional.of(s);
            return Optional.empty();
        }

        public boolean forPaper() {
            return this != SCREEN;
        }
    }
}
