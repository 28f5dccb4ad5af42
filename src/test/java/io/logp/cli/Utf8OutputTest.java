package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.app.launch.RankJvm;
import io.logp.exit.ExitCodes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * logp writes UTF-8 under any locale. Under LANG=C, common in batch jobs, Java encodes stdout in ASCII and printed
 * every '±' of the LogP table as '?'. logp runs here in a JVM of its own, as run-logp.sh starts it (without
 * run-logp.sh's -Dstdout.encoding, so that Main's own streams are what is tested).
 */
class Utf8OutputTest {

    private static final byte[] PLUS_MINUS = "±".getBytes(StandardCharsets.UTF_8);

    /** The process's output, started with the C locale and nothing else that names a charset. */
    private static byte[] underCLocale(List<String> command, boolean stderr) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(stderr);
        Map<String, String> env = pb.environment();
        env.keySet().removeIf(k -> k.startsWith("LC_") || k.equals("LANGUAGE") || k.equals("JAVA_TOOL_OPTIONS"));
        env.put("LANG", "C");
        env.put("LC_ALL", "C");
        Process p = pb.start();
        if (!stderr) p.getErrorStream().transferTo(java.io.OutputStream.nullOutputStream());
        byte[] out = p.getInputStream().readAllBytes();
        assertEquals(ExitCodes.OK, p.waitFor(), new String(out, StandardCharsets.UTF_8));
        return out;
    }

    /** The test means something only if the C locale does make Java's stdout something other than UTF-8. */
    @Test
    void underTheCLocaleJavasOwnStdoutIsNotUtf8() throws IOException, InterruptedException {
        String settings = new String(
                underCLocale(List.of(RankJvm.javaBinary(), "-XshowSettings:properties", "-version"), true),
                StandardCharsets.UTF_8);
        String encoding = settings.lines()
                .filter(l -> l.strip().startsWith("stdout.encoding = "))
                .map(l -> l.strip().substring("stdout.encoding = ".length()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no stdout.encoding in\n" + settings));

        assertNotEquals("UTF-8", encoding);
    }

    @Test
    void fitPrintsPlusMinusAsUtf8UnderTheCLocale(@TempDir Path base) throws IOException, InterruptedException {
        Path run = RunFiles.writeTextbookRun(base);

        byte[] out = underCLocale(CliRun.ownJvm("fit", run.toString()), false);
        String text = new String(out, StandardCharsets.UTF_8);

        int found = count(out, PLUS_MINUS);
        assertTrue(found >= 5, "o_s, o_r, g, L and RTT each with ± (0xC2 0xB1), found " + found + " in\n" + text);
        assertFalse(text.contains("?"), "a character replaced by '?':\n" + text);
    }

    @Test
    void helpGlossaryPrintsPlusMinusAsUtf8UnderTheCLocale() throws IOException, InterruptedException {
        byte[] out = underCLocale(CliRun.ownJvm("help", "glossary"), false);

        assertTrue(count(out, PLUS_MINUS) >= 1, new String(out, StandardCharsets.UTF_8));
        assertFalse(new String(out, StandardCharsets.UTF_8).contains(" ? "), "'±' shown as '?'");
    }

    private static int count(byte[] haystack, byte[] needle) {
        int n = 0;
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (java.util.Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) n++;
        }
        return n;
    }
}
