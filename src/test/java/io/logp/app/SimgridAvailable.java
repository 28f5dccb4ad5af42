package io.logp.app;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * Whether SimGrid's smpicc and smpirun are on PATH. Without them a test that needs them is skipped and says why, unless
 * LOGP_REQUIRE_SIMGRID=1 (CI, which installs libsimgrid-dev): then it fails.
 */
public final class SimgridAvailable {

    private SimgridAvailable() {}

    public static void assume() {
        for (String tool : new String[] {SmpiRunner.SMPICC, SmpiRunner.SMPIRUN}) {
            if (onPath(tool)) continue;
            String why = tool + " is not on PATH (Debian: apt-get install libsimgrid-dev)";
            if ("1".equals(System.getenv("LOGP_REQUIRE_SIMGRID"))) fail("LOGP_REQUIRE_SIMGRID=1, but " + why);
            Assumptions.abort(why);
        }
    }

    private static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(File.pathSeparator))
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, tool))) return true;
        return false;
    }
}
