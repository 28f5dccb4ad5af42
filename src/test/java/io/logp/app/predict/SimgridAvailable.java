package io.logp.app.predict;

import io.logp.ExternalProgram;

/**
 * SimGrid's smpirun and smpicc on PATH, through the suite's {@link ExternalProgram}: without them a test that needs
 * them is skipped and says why, unless LOGP_REQUIRE_SIMGRID=1 (CI, which installs libsimgrid-dev): then it fails.
 */
public final class SimgridAvailable {

    private SimgridAvailable() {}

    public static void assume() {
        ExternalProgram.SIMGRID.require();
        if (ExternalProgram.onPath(System.getenv(), SmpiRunner.SMPICC).isEmpty())
            ExternalProgram.SIMGRID.missing("no " + SmpiRunner.SMPICC + " on PATH");
    }
}
