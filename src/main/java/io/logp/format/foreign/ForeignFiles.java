package io.logp.format.foreign;

import io.logp.data.ForeignResult;
import io.logp.format.run.DataFormatException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads another benchmark suite's output file, whichever of the known formats it is: OSU's osu_latency, osu_bw and
 * osu_bibw text (OMB 5.x to 7.x), IMB-MPI1's PingPong and PingPing tables, NetPIPE's np.out (3.7 and 5.x) and
 * Netgauge's loggp output. The format is recognised from the file's own header, not its name.
 */
public final class ForeignFiles {

    private ForeignFiles() {}

    /**
     * @return the file's tables (an IMB output may hold PingPong and PingPing), each in logp's units
     * @throws DataFormatException naming the file, the line and what was expected, when the format is unknown or a
     *                             line breaks it
     */
    public static List<ForeignResult> read(Path file) throws IOException, DataFormatException {
        ForeignLines text = ForeignLines.read(file);
        if (OsuText.recognises(text)) return List.of(OsuText.read(text));
        if (NetgaugeLoggp.recognises(text)) return List.of(NetgaugeLoggp.read(text));
        if (ImbText.recognises(text)) return List.copyOf(ImbText.read(text));
        if (NetpipeOut.recognises(text)) return List.of(NetpipeOut.read(text));
        throw new DataFormatException(
                file,
                text.firstLine().isEmpty() ? 0 : firstLineNumber(text),
                "not a known benchmark output: expected OSU text ('# OSU MPI ... Test'), IMB-MPI1 output ('# Intel(R)"
                        + " MPI Benchmarks' or '# Benchmarking PingPong'), NetPIPE np.out (bytes and times per line)"
                        + " or Netgauge loggp output ('" + NetgaugeLoggp.HEADER + "'), got '" + text.firstLine()
                        + "'");
    }

    private static int firstLineNumber(ForeignLines text) {
        for (int i = 0; i < text.size(); i++) if (!text.line(i).isEmpty()) return i + 1;
        return 0;
    }
}
