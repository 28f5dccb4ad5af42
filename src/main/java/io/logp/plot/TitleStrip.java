package io.logp.plot;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;

/**
 * A screen chart's title, drawn by logp above the chart in as many lines as the canvas's width needs: XChart draws a
 * title in one line centred over the plot, and cut 5 of the 9 titles of a default run at the canvas's edges (issue
 * 36). Lines break between words; each is centred on the canvas.
 *
 * @param lines  the title's lines
 * @param font   its font
 * @param width  the canvas's width
 * @param height the strip's height, padding included
 */
record TitleStrip(List<String> lines, Font font, int width, int height) {

    /** Space above, below and either side of the title, in canvas units. */
    static final int PADDING = 12;
    /** Between two lines of a title, beyond the font's own line height. */
    static final int LINE_GAP = 4;

    /** The title broken into lines that fit the width; a strip of no height for a null or blank title. */
    static TitleStrip of(String title, Font font, int width) {
        if (title == null || title.isBlank()) return new TitleStrip(List.of(), font, width, 0);
        double room = width - 2.0 * PADDING;
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : title.strip().split("\\s+")) {
            String longer = line.isEmpty() ? word : line + " " + word;
            if (!line.isEmpty() && PlacedText.width(longer, font) > room) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else line = new StringBuilder(longer);
        }
        lines.add(line.toString());
        FontMetrics fm = PlacedText.metrics(font);
        int height = lines.size() * (fm.getHeight() + LINE_GAP) - LINE_GAP + 2 * PADDING;
        return new TitleStrip(List.copyOf(lines), font, width, height);
    }

    /** Paints the lines, centred, from the top of {@code g}. */
    void paint(Graphics2D g) {
        if (lines.isEmpty()) return;
        FontMetrics fm = PlacedText.metrics(font);
        g.setColor(java.awt.Color.BLACK);
        double baseline = PADDING + fm.getAscent();
        for (String line : lines) {
            double w = PlacedText.width(line, font);
            PlacedText.draw(g, line, font, Math.max(PADDING, (width - w) / 2), baseline);
            baseline += fm.getHeight() + LINE_GAP;
        }
    }
}
