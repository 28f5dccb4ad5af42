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

    private static final double MM_PER_INCH = 25.4;

    private PngDpi() {}

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
                // The standard format counts millimetres per pixel; the writer turns it into pixels per metre.
                double mmPerPixel = MM_PER_INCH / dpi;
                IIOMetadataNode horizontal = new IIOMetadataNode("HorizontalPixelSize");
                horizontal.setAttribute("value", Double.toString(mmPerPixel));
                IIOMetadataNode vertical = new IIOMetadataNode("VerticalPixelSize");
                vertical.setAttribute("value", Double.toString(mmPerPixel));
                IIOMetadataNode dimension = new IIOMetadataNode("Dimension");
                dimension.appendChild(horizontal);
                dimension.appendChild(vertical);
                IIOMetadataNode root = new IIOMetadataNode("javax_imageio_1.0");
                root.appendChild(dimension);
                metadata.mergeTree("javax_imageio_1.0", root);
            }
            writer.write(null, new IIOImage(image, null, metadata), param);
        } finally {
            writer.dispose();
        }
    }
}
