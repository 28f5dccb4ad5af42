package io.logp.plot;

import de.erichseifert.vectorgraphics2d.VectorGraphics2D;
import java.awt.Color;
import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RectangularShape;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A canvas that sees the text painted on it as a reader does: every string XChart draws (it fills the outlines of the
 * glyphs, from its title, axis titles, tick labels, legend and annotations) as the box of its ink, and every string
 * logp places ({@link PlacedText}) as the box of its font metrics, both in canvas units. Text in the background
 * colour or fully transparent is no text a reader sees (logp's log axes keep XChart's labels that way, to hold their
 * room).
 */
final class TextInk extends VectorGraphics2D implements PlacedText.Sink {

    /** One text on the canvas: who drew it (its role), its box and, for logp's, its string and font. */
    record Box(String role, Rectangle2D bounds, String text, Font font, boolean cut) {
        @Override
        public String toString() {
            return String.format(
                    java.util.Locale.ROOT,
                    "%s%s at (%.1f, %.1f) %.1f x %.1f",
                    role,
                    text == null ? "" : " '" + text + "'",
                    bounds.getX(),
                    bounds.getY(),
                    bounds.getWidth(),
                    bounds.getHeight());
        }
    }

    /** XChart's parts that draw text, by the method that fills the glyphs. */
    private static final Map<String, String> XCHART_TEXT = Map.of(
            "org.knowm.xchart.internal.chartpart.ChartTitle.paint", "title",
            "org.knowm.xchart.internal.chartpart.AxisTitle.paint", "axis title",
            "org.knowm.xchart.internal.chartpart.AxisTickLabels.paint", "tick label",
            "org.knowm.xchart.internal.chartpart.Legend_.paintSeriesText", "legend",
            "org.knowm.xchart.AnnotationText.paint", "annotation");

    // Shared with every child canvas (create() clones): a figure's panels paint on children.
    private final List<Box> boxes = new ArrayList<>();
    private final Color background;

    TextInk(Color background) {
        this.background = background;
    }

    List<Box> boxes() {
        return boxes;
    }

    @Override
    public void placed(String text, Font font, Rectangle2D box) {
        if (visible()) {
            Rectangle2D b = getTransform().createTransformedShape(box).getBounds2D();
            boxes.add(new Box("logp", b, text, font, cut(b)));
        }
    }

    @Override
    public void fill(Shape s) {
        if (!(s instanceof RectangularShape) && visible()) {
            Optional<String> role = StackWalker.getInstance()
                    .walk(frames -> frames.map(f -> XCHART_TEXT.get(f.getClassName() + "." + f.getMethodName()))
                            .filter(r -> r != null)
                            .findFirst());
            boolean logp = StackWalker.getInstance()
                    .walk(frames -> frames.anyMatch(f -> f.getClassName().equals(PlacedText.class.getName())));
            if (role.isPresent() && !logp) {
                Rectangle2D b = getTransform().createTransformedShape(s).getBounds2D();
                boxes.add(new Box(role.get(), b, null, null, cut(b)));
            }
        }
        super.fill(s);
    }

    /** Whether the clip (a panel's cell) cuts the box: the reader sees part of the text. */
    private boolean cut(Rectangle2D box) {
        java.awt.Shape clip = getClip();
        if (clip == null) return false;
        Rectangle2D c = getTransform().createTransformedShape(clip).getBounds2D();
        return !c.contains(box.getX() + 0.01, box.getY() + 0.01, box.getWidth() - 0.02, box.getHeight() - 0.02);
    }

    private boolean visible() {
        Color c = getColor();
        return c != null && c.getAlpha() > 0 && !c.equals(background);
    }
}
