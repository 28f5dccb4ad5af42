package io.logp.exit;

import java.io.IOException;

/** Every data file of a run is written, but a chart or report.html is not: {@link ExitCodes#CHARTS_NOT_WRITTEN}. */
public final class ChartsNotWrittenException extends IOException {

    public ChartsNotWrittenException(String message) {
        super(message);
    }
}
