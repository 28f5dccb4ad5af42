package io.logp.format.foreign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.ForeignResult;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.data.ReferenceSeries.Measure;
import io.logp.format.run.DataFormatException;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each suite's own output format reads back the numbers its file holds, converted to logp's units. The sample files
 * (src/test/resources/io/logp/format/foreign/foreign) follow the format each tool's source writes, named with the version:
 * OSU OMB 5.6.3, 5.8 and 7.3 (c/util/osu_util.c), IMB-MPI1 2021.3 (IMB_output.c), NetPIPE 5.x (netpipe.c), Netgauge 2.4
 * (ptrn_loggp.c); the NetPIPE 3.7.2 file is the real output of Debian's NPopenmpi on this machine.
 */
class ForeignFilesTest {

    @TempDir
    Path dir;

    static Path sample(String name) throws URISyntaxException {
        return Path.of(ForeignFilesTest.class.getResource("foreign/" + name).toURI());
    }

    private static ReferenceSeries series(String name) throws Exception {
        List<ForeignResult> read = ForeignFiles.read(sample(name));
        assertEquals(1, read.size(), read.toString());
        return (ReferenceSeries) read.get(0);
    }

    private static ReferenceSeries.Row row(ReferenceSeries s, int nBytes) {
        return s.rows().stream().filter(r -> r.nBytes() == nBytes).findFirst().orElseThrow();
    }

    @Test
    void osuLatency5IsHalfRoundTripsInMicroseconds() throws Exception {
        ReferenceSeries s = series("osu_latency-5.6.3.txt");
        assertEquals("OSU OMB 5.6.3", s.tool());
        assertEquals("osu_latency", s.test());
        assertEquals(Measure.ONE_WAY, s.measure());
        assertEquals(24, s.rows().size());
        assertEquals(0.20, row(s, 0).timeUs(), 0);
        assertEquals(1.02, row(s, 4096).timeUs(), 0); // "4096                    1.02"
        assertEquals(4194304, s.rows().get(23).nBytes());
        assertEquals(840.26, s.rows().get(23).timeUs(), 0); // "4194304   840.26"
        assertEquals(4096 / 1.02, row(s, 4096).rateMBps(), 1e-9);
    }

    @Test
    void osuLatency7WithFullStatisticsReadsTheAverageColumn() throws Exception {
        ReferenceSeries s = series("osu_latency-7.3-full.txt");
        assertEquals("OSU OMB 7.3", s.tool());
        assertEquals(23, s.rows().size());
        assertEquals(1, s.rows().get(0).nBytes());
        assertEquals(0.20, s.rows().get(0).timeUs(), 0); // Avg, not Min (0.18) or Max (0.30)
        assertEquals(14.51, row(s, 65536).timeUs(), 0); // "65536  14.51  13.06  21.76  1000"
    }

    @Test
    void osuBandwidthBecomesTheTimePerMessageOfTheStream() throws Exception {
        ReferenceSeries bw = series("osu_bw-7.3.txt");
        assertEquals(Measure.STREAM, bw.measure());
        assertEquals(19.96, row(bw, 1).rateMBps(), 0); // "1   19.96"
        assertEquals(1 / 19.96, row(bw, 1).timeUs(), 1e-12);
        ReferenceSeries bibw = series("osu_bibw-5.8.txt");
        assertEquals(Measure.BIDIRECTIONAL_STREAM, bibw.measure());
        assertEquals("OSU OMB 5.8", bibw.tool());
        assertEquals(15997.56 / 2, row(bibw, 4194304).rateMBps(), 1e-9, "one direction's half of the sum");
        assertEquals(2 * 4194304 / 15997.56, row(bibw, 4194304).timeUs(), 1e-9);
    }

    @Test
    void imbPingPongAndPingPingAreBothReadAndMebibytesBecomeMegabytes() throws Exception {
        List<ForeignResult> read = ForeignFiles.read(sample("imb-2021.3-pingpong.txt"));
        assertEquals(3, read.size(), "PingPong, PingPing and Sendrecv");
        ReferenceSeries pingPong = (ReferenceSeries) read.get(0);
        ReferenceSeries pingPing = (ReferenceSeries) read.get(1);
        assertEquals("IMB 2021.3", pingPong.tool());
        assertEquals("PingPong", pingPong.test());
        assertEquals(Measure.ONE_WAY, pingPong.measure());
        assertEquals(Measure.ONE_WAY_BOTH_SENDING, pingPing.measure());
        assertEquals(24, pingPong.rows().size());
        assertEquals(0.25, row(pingPong, 0).timeUs(), 0);
        assertEquals(700.20, row(pingPong, 4194304).timeUs(), 0);
        // The file writes 5712.65 Mbytes/sec (2^20 bytes/s): 4194304 / 700.20 bytes/us = 5990.2 MB/s of 1e6 bytes.
        assertEquals(4194304 / 700.20, row(pingPong, 4194304).rateMBps(), 1e-9);
        assertTrue(
                pingPong.notes().contains(io.logp.data.ForeignNote.Units.IMB_MEBIBYTES),
                pingPong.notes().toString());
        assertEquals(1048.88, row(pingPing, 4194304).timeUs(), 0);
        ReferenceSeries sendrecv = (ReferenceSeries) read.get(2);
        assertEquals("Sendrecv", sendrecv.test());
        assertEquals(Measure.ONE_WAY_BOTH_SENDING, sendrecv.measure());
    }

    @Test
    void netpipe37IsBytesMbpsAndSecondsOfTheRealTool() throws Exception {
        ReferenceSeries s = series("netpipe-3.7.2-np.out");
        assertEquals("NetPIPE 3.7", s.tool());
        assertEquals(Measure.ONE_WAY, s.measure());
        assertEquals(19, s.rows().size());
        assertEquals(8, s.rows().get(0).nBytes());
        assertEquals(0.15, s.rows().get(0).timeUs(), 1e-9); // "0.00000015" seconds
        assertEquals(2.35, row(s, 4096).timeUs(), 1e-9);
    }

    @Test
    void netpipe5IsBytesGbpsAndMicroseconds() throws Exception {
        ReferenceSeries s = series("netpipe-5.x-np.out");
        assertEquals("NetPIPE 5.x", s.tool());
        assertEquals(88, s.rows().size());
        assertEquals(1, s.rows().get(0).nBytes());
        assertEquals(0.30, s.rows().get(0).timeUs(), 0);
        assertEquals(14.86, row(s, 131072).timeUs(), 0);
    }

    @Test
    void netgaugeRowsMapOntoLogGpAndTheLastLineOfARepeatedSizeWins() throws Exception {
        NetgaugeLogGp g = (NetgaugeLogGp)
                ForeignFiles.read(sample("netgauge-2.4-loggp.out")).get(0);
        assertEquals(17, g.rows().size(), "8193 is written twice (a protocol change) and kept once");
        NetgaugeLogGp.Row first = g.rows().get(0);
        assertEquals(1, first.nBytes());
        assertEquals(10, first.n());
        assertEquals(2.2002, first.prtt1Us(), 0);
        assertEquals(1.1001, first.halfRttUs(), 0);
        assertEquals(0.40001, first.oSUs(), 0);
        assertEquals(0.5, first.oRUs(), 0);
        assertEquals(0.6 + 1e-4, first.gapAtSizeUs(), 1e-12);
        NetgaugeLogGp.Row changed =
                g.rows().stream().filter(r -> r.nBytes() == 8193).findFirst().orElseThrow();
        assertEquals(1.4, changed.gUs(), 0, "the new range's g, from the second line");
        assertEquals(
                io.logp.data.ForeignNote.Method.NETGAUGE_L,
                g.notes().get(0),
                g.notes().toString());
    }

    /** Only a file without a table it can fit is refused: exit 3 names what was expected and what was found. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "one osu row|# OSU MPI Latency Test v7.3\\n# Size       Avg Latency(us)\\n1 0.2\\nx1 0.3\\n|1|osu_latency (line 1) with 1 size(s)",
                "osu collective|# OSU MPI Allreduce Latency Test v7.3\\n# Size       Avg Latency(us)\\n4 1.0\\n|1|found only OSU Allreduce Latency Test",
                "imb nan only|# Benchmarking PingPong\\n# #processes = 2\\n       #bytes #repetitions      t[usec]   Mbytes/sec\\n 0 1000 nan 0.00\\n 1 1000 1.0 1.0\\n|1|PingPong (line 1) with 1 size(s)",
                "imb other benchmark|# Benchmarking Allreduce\\n# #processes = 2\\n#bytes #repetitions t_min[usec] t_max[usec] t_avg[usec]\\n 4 1000 1 1 1\\n|1|found only IMB Allreduce",
                "netpipe one row|       8 419.6   0.00000015\\n|1|NetPIPE 3.7 np.out with 1 size(s)",
                "no table|size,latency\\n8,0.2\\n|0|no table of a known benchmark: expected OSU text",
                "empty|\\n\\n|0|the file is empty",
            })
    void aFileWithoutATableIsRefusedNamingWhatWasExpected(String name, String content, int line, String expected)
            throws IOException {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, content.replace("\\n", "\n"));
        DataFormatException e = assertThrows(DataFormatException.class, () -> ForeignFiles.read(file));
        assertEquals(line, e.line(), e.getMessage());
        assertTrue(e.detail().contains(expected), e.getMessage());
        assertTrue(e.detail().contains("Netgauge loggp output"), "names every format it reads: " + e.getMessage());
    }
}
