package io.logp.format.foreign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.data.ReferenceSeries.Measure;
import io.logp.finding.Code;
import io.logp.finding.Finding;
import io.logp.finding.ForeignFinding;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files as real runs leave them: a job's log with module loads, launcher warnings and a JSON trailer around several
 * tables, CRLF line ends, a run cut mid-line, nan cells, repeated sizes, OSU's optional columns and IMB's tables of
 * two ranks. The samples imitate what each tool prints (OSU c/util/osu_util.c, IMB_output.c, NetPIPE's netpipe.c,
 * Netgauge's ptrn_loggp.c); the numbers asserted are the files' own.
 */
class ForeignLogsTest {

    @TempDir
    Path dir;

    private static List<ForeignTable> tables(String name) throws Exception {
        return ForeignFiles.tables(ForeignFilesTest.sample(name));
    }

    private static ReferenceSeries.Row row(ForeignTable t, int nBytes) {
        return ((ReferenceSeries) t.result())
                .rows().stream().filter(r -> r.nBytes() == nBytes).findFirst().orElseThrow();
    }

    private static List<Code> codes(ForeignTable t) {
        return t.findings().stream().map(Finding::code).toList();
    }

    @Test
    void aSlurmLogWithCrlfGivesBothTablesBetweenItsOtherLines() throws Exception {
        List<ForeignTable> read = tables("slurm-osu-7.3-crlf.log");

        assertEquals(2, read.size(), read.toString());
        assertEquals("OSU OMB 7.3 osu_latency (line 6)", read.get(0).title());
        ReferenceSeries latency = (ReferenceSeries) read.get(0).result();
        assertEquals(23, latency.rows().size());
        assertEquals(2.10, row(read.get(0), 1).timeUs(), 0, "the Avg column, not Min (1.99) or Max (2.73)");
        assertEquals(716.00, row(read.get(0), 4194304).timeUs(), 0);
        assertEquals(List.of(), codes(read.get(0)));
        // osu_bw stops at '131072  ' (the job's time ran out): 17 sizes, the cut named with its line.
        ReferenceSeries bw = (ReferenceSeries) read.get(1).result();
        assertEquals(Measure.STREAM, bw.measure());
        assertEquals(17, bw.rows().size());
        assertEquals(11050.2, row(read.get(1), 65536).rateMBps(), 0);
        ForeignFinding.TableCut cut =
                (ForeignFinding.TableCut) read.get(1).findings().get(0);
        assertEquals(65536, cut.lastBytes());
        assertEquals(53, cut.line());
    }

    @Test
    void osuCuda75WithPercentilesAndValidationReadsTheAverage() throws Exception {
        List<ForeignTable> read = tables("osu_latency-cuda-7.5-z-validation.txt");

        assertEquals(1, read.size());
        assertEquals("OSU OMB 7.5", read.get(0).result().tool());
        assertEquals(14, ((ReferenceSeries) read.get(0).result()).rows().size());
        assertEquals(1.22, row(read.get(0), 128).timeUs(), 0);
        assertEquals(1.69, row(read.get(0), 256).timeUs(), 0, "Avg, not P50 (1.68) or P99 (1.99)");
    }

    @Test
    void imbTablesOfTwoRanksAreEachReadAndOthersSkipped() throws Exception {
        List<ForeignTable> read = tables("imb-2021.2-two-rank-tables.txt");

        assertEquals(
                List.of("PingPong", "Sendrecv", "Exchange", "Uniband", "Biband"),
                read.stream().map(t -> t.result().test()).toList(),
                "Allreduce is skipped");
        // PingPong stops at 64 KiB where the banner announced 4 MiB.
        ForeignFinding.TableCut cut =
                (ForeignFinding.TableCut) read.get(0).findings().get(0);
        assertEquals(65536, cut.lastBytes());
        assertEquals(4194304, cut.expectedBytes());
        assertEquals(1.61, row(read.get(0), 64).timeUs(), 0);
        // Sendrecv: t_avg; Uniband: n / rate; Biband: the summed rate halved to one direction.
        assertEquals(421.43, row(read.get(1), 4194304).timeUs(), 0);
        assertEquals(
                Measure.ONE_WAY_BOTH_SENDING, ((ReferenceSeries) read.get(2).result()).measure());
        ForeignTable uniband = read.get(3);
        assertEquals(Measure.STREAM, ((ReferenceSeries) uniband.result()).measure());
        assertEquals(
                4194304 / row(uniband, 4194304).rateMBps(),
                row(uniband, 4194304).timeUs(),
                1e-9);
        ReferenceSeries.Row biband = row(read.get(4), 4194304);
        assertEquals(21971.19 / 2, biband.rateMBps(), 1e-9);
        assertEquals(2 * 4194304 / 21971.19, biband.timeUs(), 1e-9);
        assertTrue(
                read.get(1).result().notes().contains(io.logp.data.ForeignNote.Units.IMB_DECIMAL_MBYTES),
                "Sendrecv's 2n/t column is 1e6 bytes/s");
    }

    @Test
    void netpipesPrintedRowsAreATableToo() throws Exception {
        List<ForeignTable> read = tables("netpipe-3.7-stdout.log");

        assertEquals(1, read.size());
        ReferenceSeries s = (ReferenceSeries) read.get(0).result();
        assertEquals("NetPIPE 3.7", s.tool());
        assertEquals(57, s.rows().size());
        assertEquals(4.10, s.rows().get(0).timeUs(), 0);
        assertEquals(348.05, s.rows().getLast().timeUs(), 0);
    }

    @Test
    void netgaugesNanIsMissingItsRepeatedSizeKeepsTheLastLineAndItsCutLineIsNamed() throws Exception {
        ForeignTable t = tables("netgauge-2.4-nan-cut.out").get(0);
        NetgaugeLogGp g = (NetgaugeLogGp) t.result();

        assertEquals(21, g.rows().size(), "1..1048576 B; 16384 twice; 2097152 cut");
        assertTrue(Double.isNaN(g.rows().get(0).gUs())
                && Double.isNaN(g.rows().get(0).gPerByteUs()));
        NetgaugeLogGp.Row repeated =
                g.rows().stream().filter(r -> r.nBytes() == 16384).findFirst().orElseThrow();
        assertEquals(2.5, repeated.gUs(), 0, "the new range's g, from the second line");
        assertEquals(
                List.of(Code.TABLE_CUT, Code.MISSING_VALUES, Code.REPEATED_SIZE, Code.NETGAUGE_NEGATIVE_GAP), codes(t));
        assertEquals(2, ((ForeignFinding.NegativeGap) t.findings().get(3)).rows());
    }

    @Test
    void nanAndInfCellsAreMissingValuesNotAReasonToRefuse() throws Exception {
        Path file = dir.resolve("osu.txt");
        Files.writeString(
                file,
                "# OSU MPI Latency Test v5.8\n# Size          Latency (us)\n0 -nan\n1 1.50\n2 inf\n4 1.52\n8 nan\n");

        ReferenceSeries s = (ReferenceSeries) ForeignFiles.read(file).get(0);

        assertEquals(5, s.rows().size());
        assertEquals(1.52, s.rows().get(3).timeUs(), 0);
        assertTrue(Double.isNaN(s.rows().get(0).timeUs())
                && Double.isNaN(s.rows().get(2).timeUs()));
    }

    @Test
    void launcherRankTagsBeforeEveryLineArePassedOver() throws Exception {
        Path file = dir.resolve("tagged.log");
        Files.writeString(
                file,
                "[1,0]<stdout>:# OSU MPI Latency Test v5.8\n[1,0]<stdout>:# Size          Latency (us)\n"
                        + "[1,0]<stdout>:0                       1.50\n[1,0]<stdout>:1                       1.51\n"
                        + "0: # OSU MPI Bandwidth Test v5.8\n0: # Size      Bandwidth (MB/s)\n0: 1    2.00\n0: 2    4.00\n"
                        + "0:   0:       1 bytes   6235 times -->      0.52 Mbps in      14.66 usec\n");

        List<ForeignTable> read = ForeignFiles.tables(file);

        assertEquals(2, read.size(), read.toString());
        assertEquals(1.51, row(read.get(0), 1).timeUs(), 0);
        assertEquals(4.00, row(read.get(1), 2).rateMBps(), 0);
    }
}
