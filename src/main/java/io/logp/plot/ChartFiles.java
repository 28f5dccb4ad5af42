package io.logp.plot;

import de.erichseifert.vectorgraphics2d.VectorGraphics2D;
import de.erichseifert.vectorgraphics2d.svg.SVGProcessor;
import de.erichseifert.vectorgraphics2d.util.PageSize;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import javax.imageio.ImageIO;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BitmapEncoder.BitmapFormat;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.VectorGraphicsEncoder.VectorGraphicsFormat;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * Writes a chart twice under one base name: PNG for a quick look, SVG to scale without loss in a paper.
 *
 * <p>The encoders are given streams rather than names because XChart's name-based methods append the extension
 * themselves, which would turn "sig.png" into "sig.png.png".
 */
final class ChartFiles {

    private static final String PNG = ".png";
    private static final String SVG = ".svg";

    static {
        ChartStyle.ensureHeadless();
    }

    private ChartFiles() {}

    /**
     * Writes base.png and base.svg, creating missing parent directories.
     *
     * @param path the base name, optionally ending in ".png" or ".svg" (either is dropped)
     * @return the PNG and the SVG path
     */
    static List<Path> writePngAndSvg(Chart<?, ?> chart, Path path) throws IOException {
        Objects.requireNonNull(chart, "chart");
        return write(
                path,
                out -> BitmapEncoder.saveBitmap(chart, out, BitmapFormat.PNG),
                out -> VectorGraphicsEncoder.saveVectorGraphic(chart, out, VectorGraphicsFormat.SVG));
    }

    /**
     * Writes a figure of several panels as base.png and base.svg. XChart's encoders take one chart, so the SVG is
     * made the way {@link VectorGraphicsEncoder} makes it, from one vector canvas the whole grid is painted on.
     *
     * @see #writePngAndSvg(Chart, Path)
     */
    static List<Path> writePngAndSvg(ChartGrid grid, Path path) throws IOException {
        Objects.requireNonNull(grid, "grid");
        return write(
                path,
                out -> {
                    if (!ImageIO.write(grid.toImage(), "png", out))
                        throw new IOException("no PNG writer in this Java runtime");
                },
                out -> {
                    VectorGraphics2D canvas = new VectorGraphics2D();
                    grid.paint(canvas);
                    new SVGProcessor()
                            .getDocument(canvas.getCommands(), new PageSize(0, 0, grid.width(), grid.height()))
                            .writeTo(out);
                });
    }

    private static List<Path> write(Path path, Encoder pngEncoder, Encoder svgEncoder) throws IOException {
        Path png = withExtension(path, PNG);
        Path svg = withExtension(path, SVG);
        Path parent = png.toAbsolutePath().getParent();
        try {
            if (parent != null) Files.createDirectories(parent);
        } catch (IOException | RuntimeException e) {
            throw new ChartFileException(png, e);
        }
        writeAtomically(png, pngEncoder);
        writeAtomically(svg, svgEncoder);
        return List.of(png, svg);
    }

    private interface Encoder {
        void encode(OutputStream out) throws IOException;
    }

    /**
     * A temporary file beside the target, then a rename: a reader never sees half a chart. The temporary file is
     * made with {@link Files#createFile}, not {@link Files#createTempFile}, whose mode 0600 the rename would keep:
     * charts get the umask's mode, as the data files do. Any failure names the chart.
     */
    private static void writeAtomically(Path target, Encoder encoder) throws ChartFileException {
        Path tmp = null;
        try {
            tmp = createTemp(target);
            io.logp.data.InFlightFiles.started(tmp);
            try (OutputStream out = Files.newOutputStream(tmp)) {
                encoder.encode(out);
            }
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            throw new ChartFileException(target, e);
        } finally {
            if (tmp != null) {
                io.logp.data.InFlightFiles.done(tmp);
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // the chart's own failure is the one to report
                }
            }
        }
    }

    /** Collisions need two writers picking the same random name in one directory; a few tries are plenty. */
    private static final int NAME_ATTEMPTS = 16;

    private static Path createTemp(Path target) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        for (int attempt = 1; ; attempt++) {
            String suffix = Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36);
            try {
                return Files.createFile(dir.resolve("." + target.getFileName() + "." + suffix + ".tmp"));
            } catch (FileAlreadyExistsException e) {
                if (attempt == NAME_ATTEMPTS) throw e;
            }
        }
    }

    /** The path with a trailing ".png" or ".svg" (any case) replaced by the given extension. */
    static Path withExtension(Path path, String extension) {
        Objects.requireNonNull(path, "path");
        Path fileName = path.getFileName();
        if (fileName == null) throw new IllegalArgumentException("not a file path: " + path);
        String name = fileName.toString();
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(PNG) || lower.endsWith(SVG)) name = name.substring(0, name.length() - PNG.length());
        if (name.isEmpty()) throw new IllegalArgumentException("file name has no base before its extension: " + path);
        return path.resolveSibling(name + extension);
    }
}
