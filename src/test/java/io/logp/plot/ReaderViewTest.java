package io.logp.plot;

import io.logp.presentation.ChartOptions.Style;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every chart logp draws, in every style, from fixed data, as a reader sees it ({@link ReaderView}). */
class ReaderViewTest {

    @TempDir
    Path dir;

    static List<Arguments> figures() {
        List<Arguments> all = new ArrayList<>();
        for (Figures.Figure f : Figures.all()) for (Style s : Style.values()) all.add(Arguments.of(f, s));
        return all;
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("figures")
    void aReaderSeesEveryTextWhole(Figures.Figure figure, Style style) throws Exception {
        // -Dlogp.figures=DIR keeps every file, to look at them.
        String keep = System.getProperty("logp.figures");
        Path out = keep == null ? dir : Path.of(keep, style.label());
        ReaderView.check(figure.name(), figure.build().apply(style), style, out);
    }
}
