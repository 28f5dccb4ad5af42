package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.w3c.dom.Element;

/** Saving writes a readable PNG of the canvas size and a well-formed SVG beside it, wherever the name points. */
class ChartFilesTest {

    @TempDir
    Path dir;

    private static XYChart chart() {
        return SignatureChart.build(TextbookSignature.signature(), TextbookSignature.fit(), "textbook");
    }

    @Test
    void writesAPngOfTheCanvasSizeAndAnSvgBesideIt() throws Exception {
        List<Path> written = SignatureChart.save(chart(), dir.resolve("signature"));

        Path png = dir.resolve("signature.png");
        Path svg = dir.resolve("signature.svg");
        assertEquals(List.of(png, svg), written);
        assertTrue(Files.size(png) > 0);
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(ChartStyle.WIDTH_PX, image.getWidth());
        assertEquals(ChartStyle.HEIGHT_PX, image.getHeight());
        assertTrue(ChartStyle.WIDTH_PX >= 1200 && ChartStyle.HEIGHT_PX >= 800, "crisp at column width");
        assertEquals("true", System.getProperty("java.awt.headless"), "drawn without a display");

        Element root = parseSvg(svg);
        assertEquals("svg", root.getTagName());
        assertTrue(
                root.getAttribute("viewBox").endsWith(ChartStyle.WIDTH_PX + " " + ChartStyle.HEIGHT_PX),
                root.getAttribute("viewBox"));
    }

    @Test
    void acceptsTheNameWithItsPngExtensionAndCreatesMissingDirectories() throws IOException {
        List<Path> written = SignatureChart.save(chart(), dir.resolve("figures/small/sig.PNG"));
        assertEquals(List.of(dir.resolve("figures/small/sig.png"), dir.resolve("figures/small/sig.svg")), written);
        assertTrue(Files.isRegularFile(written.get(0)));
        assertTrue(Files.isRegularFile(written.get(1)));
        assertFalse(Files.exists(dir.resolve("figures/small/sig.PNG.png")));
    }

    @Test
    void replacesOnlyAPngOrSvgExtension() {
        assertEquals(Path.of("a/b.svg"), ChartFiles.withExtension(Path.of("a/b.png"), ".svg"));
        assertEquals(Path.of("a/b.png"), ChartFiles.withExtension(Path.of("a/b.svg"), ".png"));
        assertEquals(Path.of("b.v2.png"), ChartFiles.withExtension(Path.of("b.v2"), ".png"));
        assertThrows(IllegalArgumentException.class, () -> ChartFiles.withExtension(Path.of(".png"), ".png"));
    }

    private static Element parseSvg(Path svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        // The SVG names the W3C DTD; a test must not fetch it from the network.
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        DocumentBuilder builder = factory.newDocumentBuilder();
        try (InputStream in = Files.newInputStream(svg)) {
            return builder.parse(in).getDocumentElement();
        }
    }

    /** Issue 19: charts were written 0600 (a createTempFile renamed into place) while data files get the umask's. */
    @Test
    void chartsGetTheModeOfAnyNewFileAsTheDataFilesDo() throws IOException {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX file modes only");
        Path data = Files.createFile(dir.resolve("data.csv"));

        List<Path> written = SignatureChart.save(chart(), dir.resolve("signature"));

        var expected = Files.getPosixFilePermissions(data);
        for (Path chart : written) {
            assertEquals(
                    java.nio.file.attribute.PosixFilePermissions.toString(expected),
                    java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(chart)),
                    chart.toString());
        }
    }

    @Test
    void aChartThatCannotBeWrittenIsNamedAndLeavesNoTemporaryFile() throws IOException {
        Path notADirectory = Files.writeString(dir.resolve("plots"), "a file where the plots directory should be");

        ChartFileException e = assertThrows(
                ChartFileException.class, () -> SignatureChart.save(chart(), notADirectory.resolve("signature")));

        assertEquals(notADirectory.resolve("signature.png"), e.file());
        assertTrue(
                e.getMessage()
                        .startsWith("chart " + notADirectory.resolve("signature.png") + " could not be written: "),
                e.getMessage());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(notADirectory), files.toList());
        }
    }

    /**
     * Issue 30: Ctrl-C during a write left ".signature.svg.&lt;rand&gt;.tmp" behind. The shutdown hook's deletion, run
     * here while the PNG is being painted, removes the temporary file of the write in progress.
     */
    @Test
    void theShutdownHookDeletesTheTemporaryFileOfAWriteInProgress() throws IOException {
        List<List<String>> seen = new java.util.ArrayList<>();
        org.knowm.xchart.XYChart interrupted = new org.knowm.xchart.XYChart(400, 300) {
            @Override
            public void paint(java.awt.Graphics2D g, int width, int height) {
                // The write's paint, not the layout passes before it: the PNG's temporary file exists by then.
                if (seen.isEmpty() && !temporaryFiles().isEmpty()) {
                    seen.add(temporaryFiles());
                    ChartFiles.deleteInFlight();
                    seen.add(temporaryFiles());
                }
                super.paint(g, width, height);
            }
        };
        interrupted.addSeries("a", new double[] {1, 2}, new double[] {1, 2});

        assertThrows(ChartFileException.class, () -> ChartFiles.writePngAndSvg(interrupted, dir.resolve("chart")));

        assertEquals(1, seen.get(0).size(), "the PNG's temporary file while it is painted: " + seen.get(0));
        assertEquals(List.of(), seen.get(1), "deleted by the hook");
        assertEquals(List.of(), temporaryFiles(), "none left after the failed write");
    }

    private List<String> temporaryFiles() {
        try (var files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".tmp"))
                    .toList();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
