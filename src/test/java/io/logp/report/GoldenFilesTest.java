package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.logp.data.NetworkPath.Medium;
import io.logp.data.SignaturePoint;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.SignatureCsv;
import io.logp.report.table.Tables;
import io.logp.result.LogpJson;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seals the machine-readable files (and logp.md) byte for byte against golden copies, under locales whose
 * decimal separator is a comma (ru, de), whose digits are not ASCII (ar-EG), and whose lower case differs (tr):
 * a locale-dependent format anywhere in the writers breaks one of them. On a mismatch the actual output is left
 * in {@code target/golden-actual/} for review.
 */
@ExtendWith(RestoreDefaultLocale.class)
class GoldenFilesTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "locale {0}")
    @ValueSource(strings = {"und", "en-US", "ru", "de-DE", "ar-EG", "tr"})
    void signatureCsvMatchesGolden(String locale) throws IOException {
        Locale.setDefault(Locale.forLanguageTag(locale));
        Path file = dir.resolve("signature.csv");
        SignatureCsv.write(file, ReportFixtures.signature());
        assertGolden("signature.golden.csv", Files.readAllBytes(file));
    }

    @ParameterizedTest(name = "locale {0}")
    @ValueSource(strings = {"und", "en-US", "ru", "de-DE", "ar-EG", "tr"})
    void logpJsonMatchesGolden(String locale) throws IOException {
        Locale.setDefault(Locale.forLanguageTag(locale));
        Path file = dir.resolve("logp.json");
        LogpJson.write(file, ReportFixtures.parameters());
        assertGolden("logp.golden.json", Files.readAllBytes(file));
    }

    @ParameterizedTest(name = "locale {0}")
    @ValueSource(strings = {"und", "en-US", "ru", "de-DE", "ar-EG", "tr"})
    void markdownTableMatchesGolden(String locale) throws IOException {
        Locale.setDefault(Locale.forLanguageTag(locale));
        Path file = dir.resolve("logp.md");
        AtomicFiles.write(
                file,
                Tables.markdown(
                        LogpTable.tables(ReportFixtures.parameters(), ReportFixtures.context(), Medium.UNKNOWN)));
        assertGolden("logp.golden.md", Files.readAllBytes(file));
    }

    @ParameterizedTest(name = "locale {0}")
    @ValueSource(strings = {"und", "ru", "ar-EG"})
    void textTableMatchesGolden(String locale) throws IOException {
        Locale.setDefault(Locale.forLanguageTag(locale));
        String text =
                Tables.text(LogpTable.tables(ReportFixtures.parameters(), ReportFixtures.context(), Medium.UNKNOWN));
        assertGolden("logp.golden.txt", text.getBytes(StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "locale {0}")
    @ValueSource(strings = {"und", "ru", "ar-EG"})
    void goldenSignatureReadsBack(String locale) throws Exception {
        Locale.setDefault(Locale.forLanguageTag(locale));
        Path file = dir.resolve("signature.csv");
        try (InputStream in = GoldenFilesTest.class.getResourceAsStream("signature.golden.csv")) {
            Files.copy(in, file);
        }
        List<SignaturePoint> expected = ReportFixtures.signature().points();
        List<SignaturePoint> read = SignatureCsv.read(file).points();
        assertEquals(expected.size(), read.size());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i).costUs(), read.get(i).costUs(), 5e-7);
            assertEquals(expected.get(i).delayUs(), read.get(i).delayUs());
            assertEquals(expected.get(i).samples(), read.get(i).samples());
        }
    }

    /** Guards the tests above against passing vacuously: these locales do format numbers differently. */
    @Test
    void theLocalesChangeDefaultNumberFormatting() {
        assertEquals("0,5", String.format(Locale.forLanguageTag("ru"), "%.1f", 0.5));
        assertEquals("٠٫٥", String.format(Locale.forLanguageTag("ar-EG"), "%.1f", 0.5));
        assertEquals("ı", "I".toLowerCase(Locale.forLanguageTag("tr")));
    }

    private static void assertGolden(String name, byte[] actual) throws IOException {
        byte[] expected;
        try (InputStream in = GoldenFilesTest.class.getResourceAsStream(name)) {
            assertNotNull(in, "golden file " + name + " is missing");
            expected = in.readAllBytes();
        }
        if (!Arrays.equals(expected, actual)) {
            Path saved = Path.of("target", "golden-actual", name);
            Files.createDirectories(saved.getParent());
            Files.write(saved, actual);
            // Text first, so that the failure shows a readable difference.
            assertEquals(
                    new String(expected, StandardCharsets.UTF_8),
                    new String(actual, StandardCharsets.UTF_8),
                    name + " differs; actual output saved in " + saved);
        }
        assertArrayEquals(expected, actual, name);
    }
}
