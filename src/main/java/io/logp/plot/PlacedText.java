package io.logp.plot;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.FontRenderContext;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;

/**
 * Text that logp places itself (log-axis labels, names on the plot, a figure's title), drawn as XChart draws its own:
 * the glyphs' outlines filled, so that a PDF or SVG holds every character as a shape and needs no font of the reader's
 * machine. Where it goes is decided from the font's metrics ({@link #box}); a {@link Sink} painted on is told each
 * text with that box, which is how the tests see what logp placed.
 */
final class PlacedText {

    /** A canvas that wants to know the text logp places on it, with the box logp placed it by. */
    interface Sink {
        void placed(String text, Font font, Rectangle2D box);
    }

    private static final FontRenderContext METRICS = new FontRenderContext(
            null, RenderingHints.VALUE_TEXT_ANTIALIAS_ON, RenderingHints.VALUE_FRACTIONALMETRICS_ON);

    private PlacedText() {}

    /** The box of the text with its left end at x and its baseline at y: advance wide, ascent plus descent high. */
    static Rectangle2D box(String text, Font font, double x, double baseline) {
        FontMetrics fm = metrics(font);
        return new Rectangle2D.Double(
                x, baseline - fm.getAscent(), width(text, font), fm.getAscent() + (double) fm.getDescent());
    }

    /** The advance of the text. */
    static double width(String text, Font font) {
        return text.isEmpty() ? 0 : new TextLayout(text, font, METRICS).getAdvance();
    }

    static FontMetrics metrics(Font font) {
        BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scratch.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            return g.getFontMetrics(font);
        } finally {
            g.dispose();
        }
    }

    /**
     * Draws the text reading upwards in the box (as wide as the text is high, as high as it is long), its start at
     * the box's bottom; a {@link Sink} is told the box.
     */
    static void drawUpwards(Graphics2D g, String text, Font font, Rectangle2D box) {
        if (text == null || text.isEmpty()) return;
        if (g instanceof Sink sink) sink.placed(text, font, box);
        Object hint = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        AffineTransform at =
                AffineTransform.getTranslateInstance(box.getX() + metrics(font).getAscent(), box.getMaxY());
        at.rotate(-Math.PI / 2);
        g.fill(new TextLayout(text, font, METRICS).getOutline(at));
        if (hint != null) g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, hint);
    }

    /** Draws the text in the current colour with its left end at x and its baseline at y. */
    static void draw(Graphics2D g, String text, Font font, double x, double baseline) {
        if (text == null || text.isEmpty()) return;
        if (g instanceof Sink sink) sink.placed(text, font, box(text, font, x, baseline));
        Object hint = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        TextLayout layout = new TextLayout(text, font, METRICS);
        g.fill(layout.getOutline(AffineTransform.getTranslateInstance(x, baseline)));
        if (hint != null) g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, hint);
    }
}
