package io.logp.cli;

import static io.logp.cli.OptionValidationTest.assertUsageHint;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** layers' options are checked before any layer is launched or anything written: each a usage error naming it. */
class LayersOptionsTest {

    @TempDir
    Path tmp;

    private CliRun layers(String... more) {
        String[] args = new String[more.length + 3];
        args[0] = "layers";
        System.arraycopy(more, 0, args, 1, more.length);
        args[more.length + 1] = "--out";
        args[more.length + 2] = tmp.toString();
        return CliRun.of(args);
    }

    private void assertNothingWritten() throws IOException {
        try (var files = Files.list(tmp)) {
            assertEquals(List.of(), files.toList(), "a usage error must not create anything");
        }
    }

    @Test
    void launchesCountFromOne() throws IOException {
        CliRun run = layers("--launches", "0");
        assertUsageHint(run, "layers");
        assertTrue(run.err().contains("--launches must be in 1..") && run.err().contains("got 0"), run.toString());
        assertNothingWritten();
    }

    @Test
    void anUnknownLayerIsNamedWithTheKnownOnes() throws IOException {
        CliRun run = layers("--layers", "ucx-am,nosuch");
        assertUsageHint(run, "layers");
        assertTrue(run.err().contains("nosuch") && run.err().contains("ompi-ob1"), run.toString());
        assertNothingWritten();
    }

    @Test
    void aHostfileMustBeReadable() throws IOException {
        CliRun run = layers("--hostfile", tmp.resolve("no-such-hosts").toString());
        assertUsageHint(run, "layers");
        assertTrue(run.err().contains("no-such-hosts"), run.toString());
        assertNothingWritten();
    }

    @Test
    void theSweepsBoundsHoldForEveryLayer() throws IOException {
        CliRun run = layers("--rel-ci", "0");
        assertUsageHint(run, "layers");
        assertTrue(run.err().contains("--rel-ci"), run.toString());
        assertNothingWritten();
    }
}
