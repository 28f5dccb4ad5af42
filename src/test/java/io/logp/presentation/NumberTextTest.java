package io.logp.presentation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NumberTextTest {

    /** The cases issue 48 found, and the edges of the rule: the CI to two digits, the value to its last one. */
    @ParameterizedTest(name = "{0} ± {1} -> {2}")
    @CsvSource({
        "0.0331, 0.00049, 0.03310 ± 0.00049",
        "0.033, 0.0004, 0.03300 ± 0.00040",
        "28395.024, 1699.886, 28400 ± 1700",
        "0.185, 0.008, 0.1850 ± 0.0080",
        "0.1234, 0.0996, 0.12 ± 0.10",
        "12641, 394, 12640 ± 390",
        "0.5, 0.5, 0.50 ± 0.50",
        "-0.0004, 0.035, 0.000 ± 0.035",
        "3.162, 0.167, 3.16 ± 0.17",
        "20908, 0, 20908 ± 0",
        "1, 0, 1.00 ± 0",
    })
    void roundsTheValueToItsCisLastDigit(double value, double ci, String shown) {
        assertEquals(shown, NumberText.withCi(value, ci));
    }

    @Test
    void aPositiveCiIsNeverShownAsZero() {
        for (double ci = 1e-9; ci < 1e6; ci *= 1.7) {
            String text = NumberText.ci(ci);
            assertNotEquals(0.0, Double.parseDouble(text), text);
            // two significant digits: within 5% of the CI, and no third digit written
            assertEquals(ci, Double.parseDouble(text), 0.05 * ci, text);
            String digits = text.replace(".", "").replaceFirst("^0+", "");
            if (text.contains(".")) assertEquals(2, digits.length(), text);
            else assertTrue(digits.replaceFirst("0+$", "").length() <= 2, text);
        }
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "20908.4, 20908",
        "0.046123, 0.0461",
        "17.453158, 17.5",
        "0, 0",
        "1234567.8, 1234568",
        "-0.00123, -0.00123"
    })
    void aValueWithoutCiKeepsThreeSignificantDigits(double value, String shown) {
        assertEquals(shown, NumberText.plain(value));
        assertEquals(shown, NumberText.withCi(value, Double.NaN));
    }

    @ParameterizedTest(name = "{0} at {1} decimals -> {2}")
    @CsvSource({
        "28395.024, 3, 28395",
        "0.00004, 3, 0.000040",
        "5, 0, 5",
        "114.63, 1, 115",
        "0.0461, 4, 0.0461",
        "1.84, 2, 1.84"
    })
    void aColumnsDecimalsNeverShowFalsePrecisionNorAFalseZero(double value, int decimals, String shown) {
        assertEquals(shown, NumberText.inColumn(value, decimals));
    }

    /** A mean of identical samples has a half-width of double rounding, not a spread: an exact value, not 18 digits. */
    @Test
    void aHalfWidthOfRoundingErrorIsAnExactValue() {
        double mean = (0.1 + 0.1 + 0.1) / 3; // 0.10000000000000002
        double ci = 4.2e-17;
        assertEquals("0.100 ± 0", NumberText.withCi(mean, ci));
        assertEquals(0.0, NumberText.ciOf(mean, ci));
        // a real spread, however small against the value, is kept: 1e-6 of it
        assertEquals("0.10000000 ± 0.00000010", NumberText.withCi(0.1, 1e-7));
    }

    @Test
    void theSignOfAShownNumberComesFromTheNumberNotItsText() {
        // Rounds to zero from below: no sign, so no renderer writes a minus before 0.00.
        assertEquals(new NumberText.Shown(false, "0.00"), NumberText.valueShown(-0.001, 0.5));
        assertEquals(new NumberText.Shown(true, "1.25"), NumberText.inColumnShown(-1.25, 2));
        assertEquals(new NumberText.Shown(true, "0.0335"), NumberText.valueShown(-0.03349, 0.0049));
        assertEquals(new NumberText.Shown(true, "inf"), NumberText.plainShown(Double.NEGATIVE_INFINITY));
        assertEquals(new NumberText.Shown(false, "n/a"), NumberText.plainShown(Double.NaN));
        NumberText.Shown withCi = NumberText.withCiShown(-28395, 1700);
        assertEquals("−28400 ± 1700", withCi.withSign("−", ""));
        assertEquals("-28400 ± 1700", NumberText.withCi(-28395, 1700));
        assertEquals("+0.10", NumberText.inColumnShown(0.1, 2).withSign("-", "+"));
    }
}
