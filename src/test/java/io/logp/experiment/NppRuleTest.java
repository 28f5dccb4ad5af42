package io.logp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The npp rule of Luecke et al., section 3.3: npp = nint(max(1, res_npp * res_timing / median_ppt)). */
class NppRuleTest {

    @ParameterizedTest(name = "median ppt {0} us, resolution {1} us, res_npp {2} -> npp {3}")
    @CsvSource({
        "2.0,  1.0,   50, 25", // the paper's example: 50 us of timing loop at 2 us per ping-pong
        "2.6,  1.0,   50, 19", // 19.23 -> 19
        "2.0,  0.1,   50, 3", // 2.5 -> 3: nint rounds halves away from zero
        "0.4,  0.02,  50, 3", // 2.5 again, at this machine's scale
        "10.0, 0.02,  50, 1", // 0.1 < 1 -> 1
        "1.0,  0.0,   50, 1", // a zero resolution (virtual clock) still gives one ping-pong
    })
    void nppFromMedianPingPong(double medianPpt, double resolution, int resNpp, int expected) {
        assertEquals(expected, NppRule.npp(medianPpt, resolution, resNpp));
    }

    @Test
    void medianPingPongIsTheMedianOfTrialTimesOverNppInit() {
        // trials of 10 ping-pongs: 20, 22, 30 us -> per ping-pong 2.0, 2.2, 3.0 -> median 2.2
        assertEquals(2.2, NppRule.medianPingPongUs(new double[] {30, 20, 22}, 10), 1e-12);
        // an even count takes the mean of the two middle ones
        assertEquals(2.1, NppRule.medianPingPongUs(new double[] {30, 20, 22, 10}, 10), 1e-12);
        assertEquals(25, NppRule.npp(new double[] {30, 20, 22, 10}, 10, 1.05, 50));
    }

    @Test
    void rejectsEmptyTrialsAndNonPositiveParameters() {
        assertThrows(IllegalArgumentException.class, () -> NppRule.npp(new double[0], 1, 1, 50));
        assertThrows(IllegalArgumentException.class, () -> NppRule.npp(new double[] {1}, 0, 1, 50));
        assertThrows(IllegalArgumentException.class, () -> NppRule.npp(new double[] {1}, 1, 1, 0));
    }
}
