package io.logp.plot;

import static java.nio.charset.StandardCharsets.UTF_8;

import de.erichseifert.vectorgraphics2d.Processor;
import de.erichseifert.vectorgraphics2d.VectorGraphics2D;
import de.erichseifert.vectorgraphics2d.pdf.PDFProcessor;
import de.erichseifert.vectorgraphics2d.svg.SVGProcessor;
import de.erichseifert.vectorgraphics2d.util.PageSize;
import io.logp.files.InFlightFiles;
import io.logp.presentation.ChartOptions.Style;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * Writes a chart under one base name in the files of its {@link Style}: PNG for a quick look and SVG to scale without
 * loss; a paper style adds PDF, the format LaTeX includes, and draws the PNG at 300 dpi. The chart is given the
 * style's sizes ({@link ChartLook}) and logp's axis labels ({@link AxisLabels}) first.
 *
 * <p>Every file is written to a temporary name beside it and renamed into place, so a reader never sees half a
 * chart; a temporary file is deleted when its write fails and, through a shutdown hook, when the JVM is stopped
 * (Ctrl-C) in the middle of it.
 *
 * <p>The encoders are given streams rather than names because XChart's name-based methods append the extension
 * themselves, which would turn "sig.png" into "sig.png.png".
 */
final class ChartFiles {

    private static final String PNG = ".png";
    private static final String SVG = ".svg";
    private static final String PDF = ".pdf";

    /** VectorGraphics2D's page sizes are in millimetres; a chart's units are points on paper, pixels on screen. */
    private static final double MM_PER_POINT = 25.4 / ChartLook.POINTS_PER_INCH;

    static {
        ChartStyle.ensureHeadless();
        // Any command that draws (simulate too, which has no interrupt message of its own) leaves no temporary file.
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(InFlightFiles::deleteAll, "logp-chart-tmp-cleanup"));
        } catch (IllegalStateException shutdownInProgress) {
            // Ctrl-C just before the first chart: the JVM is ending, and a write that starts now is refused by
            // InFlightFiles once the other hooks ran (this was a 20-line ExceptionInInitializerError)
        }
    }

    private ChartFiles() {}

    /**
     * Called with a chart's temporary file once its bytes are written, before it is closed and renamed: the moment a
     * Ctrl-C must clean up after. A seam for the interrupt test, which holds the writer here instead of racing it;
     * nothing else sets it.
     */
    static volatile Consumer<Path> beforeRename = tmp -> {};

    /** Writes base.png and base.svg in the screen style. */
    static List<Path> writePngAndSvg(Chart<?, ?> chart, Path path) throws IOException {
        return write(chart, path, Style.SCREEN);
    }

    /**
     * Writes the chart in the files of the style: PNG and SVG, and PDF for the paper styles; creates missing parent
     * directories.
     *
     * @param path the base name, optionally ending in ".png", ".svg" or ".pdf" (dropped)
     * @return the files written, PNG first
     */
    static List<Path> write(Chart<?, ?> chart, Path path, Style style) throws IOException {
        return write(prepare(chart, style), path, style);
    }

    /** Writes a figure of several panels as base.png and base.svg in the screen style. */
    static List<Path> writePngAndSvg(ChartGrid grid, Path path) throws IOException {
        return write(grid, path, Style.SCREEN);
    }

    /**
     * Writes a figure of several panels in the files of the style. XChart's encoders take one chart, so the figure is
     * painted onto one canvas per file; each panel gets the style's sizes, and on paper a panel is the style's width
     * divided among the columns.
     */
    static List<Path> write(ChartGrid grid, Path path, Style style) throws IOException {
        return write(prepare(grid, style), path, style);
    }

    /** A chart or figure given the style's sizes: its canvas, its caption and what paints it. */
    record Drawing(int width, int height, String caption, Painter painter) {
        void paint(Graphics2D g) {
            painter.paint(g);
        }
    }

    /**
     * The chart in the style, ready to paint: on paper without its title, which goes into the PDF's metadata (the
     * caption of a paper figure is the paper's).
     */
    static Drawing prepare(Chart<?, ?> chart, Style style) {
        Objects.requireNonNull(chart, "chart");
        ChartLook look = ChartLook.of(style);
        String caption = chart.getTitle();
        // logp draws a screen title itself, in lines that fit; a paper figure has none.
        chart.setTitle("");
        chart.getStyler().setChartTitleVisible(false);
        int extraHeight = look.apply(chart);
        int w = look.widthUnits();
        int h = look.heightUnits() + extraHeight;
        TitleStrip title = style.forPaper()
                ? TitleStrip.of(null, ChartStyle.TITLE_FONT, w)
                : TitleStrip.of(ChartLook.micro(caption), ChartStyle.TITLE_FONT, w);
        int below = h - title.height();
        LegendPlacement.place(chart, w, below);
        return new Drawing(w, h, caption, g -> {
            title.paint(g);
            Graphics2D rest = (Graphics2D) g.create();
            try {
                rest.translate(0, title.height());
                AxisLabels.paint(chart, rest, w, below);
            } finally {
                rest.dispose();
            }
        });
    }

    /** The figure in the style, ready to paint; on paper without its title, as a chart. */
    static Drawing prepare(ChartGrid grid, Style style) {
        Objects.requireNonNull(grid, "grid");
        ChartLook look = ChartLook.of(style);
        ChartGrid sized = grid.inLook(look);
        return new Drawing(sized.width(), sized.height(), grid.title(), sized::paint);
    }

    interface Painter {
        void paint(Graphics2D g);
    }

    static List<Path> write(Drawing d, Path path, Style style) throws IOException {
        return write(inStyle(path, style), style, ChartLook.of(style), d.width(), d.height(), d.caption(), d.painter());
    }

    /** The folder of a paper style's files, beside the screen charts: a paper chart never replaces a screen one. */
    static final String PAPER_DIR = "paper";

    /** Where a chart of the style goes: a paper chart into {@value #PAPER_DIR}/ beside the path. */
    static Path inStyle(Path path, Style style) {
        if (!style.forPaper()) return path;
        Path parent = path.toAbsolutePath().getParent();
        if (parent != null
                && parent.getFileName() != null
                && parent.getFileName().toString().equals(PAPER_DIR)) return path;
        return path.resolveSibling(PAPER_DIR).resolve(path.getFileName());
    }

    private static List<Path> write(
            Path path, Style style, ChartLook look, int w, int h, String caption, Painter painter) throws IOException {
        Path png = withExtension(path, PNG);
        Path parent = png.toAbsolutePath().getParent();
        try {
            if (parent != null) Files.createDirectories(parent);
        } catch (IOException | RuntimeException e) {
            throw new ChartFileException(png, e);
        }
        List<Path> written = new ArrayList<>();
        writeAtomically(png, out -> {
            BufferedImage image = new BufferedImage(
                    (int) Math.round(w * look.pngScale()),
                    (int) Math.round(h * look.pngScale()),
                    BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            try {
                g.setColor(Color.WHITE);
                g.fillRect(0, 0, image.getWidth(), image.getHeight());
                g.scale(look.pngScale(), look.pngScale());
                painter.paint(g);
            } finally {
                g.dispose();
            }
            PngDpi.write(image, style.forPaper() ? ChartLook.PAPER_DPI : 0, out);
        });
        written.add(png);
        Path svg = withExtension(path, SVG);
        Path pdf = withExtension(path, PDF);
        written.add(svg);
        if (style.forPaper()) written.add(pdf);
        // The vector files need only the finished drawing: with VectorFiles open they are written beside the next
        // chart's painting.
        VectorFiles.write(() -> {
            writeAtomically(svg, out -> {
                ByteArrayOutputStream document = new ByteArrayOutputStream();
                vector(painter, w, h, 1, new SVGProcessor(), document);
                out.write(
                        style.forPaper()
                                ? inInches(document.toString(UTF_8), w, h).getBytes(UTF_8)
                                : document.toByteArray());
            });
            if (style.forPaper()) {
                // VectorGraphics2D's PDF pages are in millimetres; on paper a chart's units are points.
                writeAtomically(pdf, out -> {
                    ByteArrayOutputStream document = new ByteArrayOutputStream();
                    vector(painter, w, h, MM_PER_POINT, new PDFProcessor(false), document);
                    String name = withExtension(path, "").getFileName().toString();
                    out.write(PdfInfo.with(document.toByteArray(), PdfInfo.fields(caption, name)));
                });
            } else {
                // A PDF of an earlier --style paper would no longer show what the PNG and SVG show.
                try {
                    Files.deleteIfExists(pdf);
                } catch (IOException e) {
                    throw new ChartFileException(pdf, e);
                }
            }
        });
        return written;
    }

    /**
     * The SVG with its size in inches: VectorGraphics2D writes the canvas's units as pixels, which a browser or
     * Inkscape takes at 96 per inch, so a 252 pt column chart would come out at 2.6 in instead of 3.5 in.
     */
    static String inInches(String svg, int widthPt, int heightPt) {
        int end = svg.indexOf('>', svg.indexOf("<svg"));
        String head = svg.substring(0, end)
                .replaceFirst(" width=\"[^\"]*\"", " width=\"" + inches(widthPt) + "in\"")
                .replaceFirst(" height=\"[^\"]*\"", " height=\"" + inches(heightPt) + "in\"");
        return head + svg.substring(end);
    }

    private static String inches(int points) {
        return LogTicks.plain(points / ChartLook.POINTS_PER_INCH);
    }

    private static void vector(Painter painter, int w, int h, double unit, Processor processor, OutputStream out)
            throws IOException {
        VectorGraphics2D canvas = new VectorGraphics2D();
        canvas.scale(unit, unit);
        painter.paint(canvas);
        processor
                .getDocument(canvas.getCommands(), new PageSize(0, 0, w * unit, h * unit))
                .writeTo(out);
    }

    /** What the shutdown hook does to the files being written, without closing the registry (for tests). */
    static void deleteInFlight() {
        InFlightFiles.deletePending();
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
            InFlightFiles.started(tmp);
            try (OutputStream out = Files.newOutputStream(tmp)) {
                encoder.encode(out);
                beforeRename.accept(tmp);
            }
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            throw new ChartFileException(target, e);
        } finally {
            if (tmp != null) {
                InFlightFiles.done(tmp);
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

    /** The path with a trailing ".png", ".svg" or ".pdf" (any case) replaced by the given extension. */
    static Path withExtension(Path path, String extension) {
        Objects.requireNonNull(path, "path");
        Path fileName = path.getFileName();
        if (fileName == null) throw new IllegalArgumentException("not a file path: " + path);
        String name = fileName.toString();
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(PNG) || lower.endsWith(SVG) || lower.endsWith(PDF))
            name = name.substring(0, name.length() - PNG.length());
        if (name.isEmpty()) throw new IllegalArgumentException("file name has no base before its extension: " + path);
        return path.resolveSibling(name + extension);
    }
}
