package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Known-value tables for the number text of the data files. */
class DecimalsTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "0.25, 0.25",
        "12.4, 12.4",
        "0.000123, 0.000123",
        "3, 3",
        "0, 0",
        "-0.0, 0",
        "-1.5, -1.5",
        "1234567.5, 1234567.5",
        "0.1234565, 0.123457",
        "0.0000025, 0.000003",
        "0.0000004, 0",
        "-0.0000004, 0",
        "1e20, 100000000000000000000",
        "1e-3, 0.001",
    })
    void csvHasAtMostSixDecimalsAndNoExponent(double value, String expected) {
        assertEquals(expected, Decimals.csv(value));
    }

    @Test
    void csvOfASumShowsNoBinaryNoise() {
        assertEquals("0.3", Decimals.csv(0.1 + 0.2));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({"0.15, 0.150", "0.1525, 0.153", "12.81, 12.810", "-0.0001, 0.000", "-0.0125, -0.013"})
    void tableHasExactlyThreeDecimals(double value, String expected) {
        assertEquals(expected, Decimals.table(value, 3));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "3, 3.0",
        "0.0001, 0.0001",
        "1e22, 10000000000000000000000.0",
        "0.30000000000000004, 0.30000000000000004",
        "1.25e-7, 0.000000125",
        "-2.5e-5, -0.000025"
    })
    void exactIsPlainAndReadsBackToTheSameDouble(double value, String expected) {
        assertEquals(expected, Decimals.exact(value));
        assertEquals(value, Double.parseDouble(expected));
    }

    @Test
    void nonFiniteValuesHaveNoText() {
        assertThrows(IllegalArgumentException.class, () -> Decimals.csv(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Decimals.exact(Double.POSITIVE_INFINITY));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"1.5, 1.5", "-2, -2", ".5, 0.5", "5., 5", "+1e-05, 0.00001", "1E3, 1000"})
    void parseTakesPlainAndExponentDecimals(String text, double expected) {
        assertEquals(expected, Decimals.parse(text));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(
            strings = {
                "",
                "NaN",
                "Infinity",
                "-Infinity",
                "inf",
                "0x1p3",
                "1d",
                "1f",
                "1,5",
                "1.2.3",
                "abc",
                " 1",
                "1e999",
                "١"
            })
    void parseRejectsEverythingElse(String text) {
        assertTrue(Double.isNaN(Decimals.parse(text)), text);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"8, 8", "-3, -3", "8.0, 8", "50.000, 50", "1e3, 1000", "0.0, 0", "2147483647, 2147483647"})
    void parseIntTakesIntegralDecimals(String text, int expected) {
        assertEquals(expected, Decimals.parseInt(text));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"1.5", "abc", "", "2147483648", "1e999999999", "1e9999999999", "NaN", "0.1e1.5"})
    void parseIntRejectsNonIntegers(String text) {
        assertNull(Decimals.parseInt(text));
    }

    /** The hand-written check accepts exactly what the documented grammar does, on every short string of its alphabet. */
    @Test
    void handWrittenCheckAgreesWithTheGrammar() {
        char[] alphabet = {'0', '7', '.', 'e', 'E', '+', '-', 'x', ' '};
        java.util.Random random = new java.util.Random(3);
        for (int i = 0; i < 200_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int n = random.nextInt(7); n > 0; n--) text.append(alphabet[random.nextInt(alphabet.length)]);
            String s = text.toString();
            assertEquals(Decimals.DECIMAL.matcher(s).matches(), Decimals.isDecimal(s), "'" + s + "'");
            Integer parsed = Decimals.parseInt(s);
            if (parsed != null) assertEquals(new java.math.BigDecimal(s).intValueExact(), parsed.intValue(), s);
        }
    }
}
