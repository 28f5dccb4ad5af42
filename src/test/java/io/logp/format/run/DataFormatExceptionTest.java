package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class DataFormatExceptionTest {

    @Test
    void messageStartsWithFileAndLine() {
        DataFormatException e = new DataFormatException(
                Path.of("signatures/x/signature.csv"), 7, "m must be an integer >= 1, got 'abc'");
        assertEquals("signatures/x/signature.csv:7: m must be an integer >= 1, got 'abc'", e.getMessage());
        assertEquals(7, e.line());
        assertEquals(Path.of("signatures/x/signature.csv"), e.file());
        assertEquals("m must be an integer >= 1, got 'abc'", e.detail());
    }

    @Test
    void lineZeroIsLeftOut() {
        DataFormatException e = new DataFormatException(Path.of("rtt.csv"), 0, "no such file");
        assertEquals("rtt.csv: no such file", e.getMessage());
    }
}
