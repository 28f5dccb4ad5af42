package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.logp.presentation.ComparisonFormatType;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Seals the four renderings of a comparison against golden copies, under the root locale and under locales that
 * format numbers differently (ru and de-DE: a comma; ar-EG: other digits; tr: another lower case). On a mismatch
 * the actual output is left in {@code target/golden-actual/}.
 */
@ExtendWith(RestoreDefaultLocale.class)
class ComparisonGoldenTest {

    @ParameterizedTest(name = "{0} in locale {1}")
    @CsvSource({
        "MARKDOWN, und",
        "MARKDOWN, ru",
        "MARKDOWN, de-DE",
        "MARKDOWN, ar-EG",
        "MARKDOWN, tr",
        "LATEX, und",
        "LATEX, ru",
        "LATEX, de-DE",
        "LATEX, ar-EG",
        "LATEX, tr",
        "TEXT, und",
        "TEXT, ru",
        "CSV, und",
        "CSV, ru",
        "CSV, ar-EG"
    })
    void renderingMatchesGolden(ComparisonFormatType type, String locale) throws IOException {
        Locale.setDefault(Locale.forLanguageTag(locale));
        String actual = ComparisonFormatFactory.of(type).render(ComparisonFixtures.comparison());
        assertGolden(type.fileName().replace("comparison.", "comparison.golden."), actual);
    }

    private static void assertGolden(String name, String actual) throws IOException {
        String expected = null;
        try (InputStream in = ComparisonGoldenTest.class.getResourceAsStream(name)) {
            if (in != null) expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (!actual.equals(expected)) {
            // Saved also when the golden file is missing, so that a new one can be reviewed and copied in.
            Path saved = Path.of("target", "golden-actual", name);
            Files.createDirectories(saved.getParent());
            Files.writeString(saved, actual);
        }
        assertNotNull(expected, "golden file " + name + " is missing; actual output saved in target/golden-actual/");
        assertEquals(expected, actual, name + " differs; actual output saved in target/golden-actual/" + name);
    }
}
