package io.logp.plot;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Iterator;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;

/**
 * A PNG that states its resolution (the pHYs chunk), so that a paper chart drawn at 300 dpi is placed at its 3.5 in
 * by a word processor instead of at the pixels' 96 dpi size.
 */
final class PngDpi {

    private static final double METRES_PER_INCH = 0.0254;
    private static final String NATIVE = "javax_imageio_png_1.0";

    private PngDpi() {}

    /** 300 dpi is 11811 pixels per metre. */
    static long pixelsPerMetre(int dpi) {
        return Math.round(dpi / METRES_PER_INCH);
    }

    /** Writes the image as PNG; with dpi above 0, stating that resolution. */
    static void write(BufferedImage image, int dpi, OutputStream out) throws IOException {
        Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("png");
        if (!writers.hasNext()) throw new IOException("no PNG writer in this Java runtime");
        ImageWriter writer = writers.next();
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            ImageWriteParam param = writer.getDefaultWriteParam();
            IIOMetadata metadata =
                    writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(image), param);
            if (dpi > 0) {
                // The PNG plugin's own tree: its standard tree ("HorizontalPixelSize") is turned into pixels per metre
                // upside down by the JDK's writer, which wrote 85 per metre (2.2 dpi) for 300 dpi.
                IIOMetadataNode phys = new IIOMetadataNode("pHYs");
                String perMetre = Long.toString(pixelsPerMetre(dpi));
                phys.setAttribute("pixelsPerUnitXAxis", perMetre);
                phys.setAttribute("pixelsPerUnitYAxis", perMetre);
                phys.setAttribute("unitSpecifier", "meter");
                IIOMetadataNode root = new IIOMetadataNode(NATIVE);
                root.appendChild(phys);
                metadata.mergeTree(NATIVE, root);
            }
            writer.write(null, new IIOImage(image, null, metadata), param);
        } finally {
            writer.dispose();
        }
    }
}
