package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Bounds;
import io.logp.format.run.RunDirectory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19: {@code bulk --bulk-max 67108864}, the documented maximum, died with "Direct buffer memory" on both ranks
 * (17 receive and send buffers of 64 MiB against the JVM's default direct limit, the 256 MiB heap). On real ranks,
 * one T(n) point at the maximum, with a short stopping rule: the size is timed and the run ends cleanly.
 */
@Tag("mpi")
class MpiBulkMaximumTest {

    @Test
    @Timeout(180)
    void bulkTransfersAtTheDocumentedMaximumAreTimed(@TempDir Path tmp) throws Exception {
        String largest = Integer.toString(Bounds.MAX_TRANSFER_BYTES);

        MpiEndToEndTest.Outcome o = MpiEndToEndTest.logp(
                "bulk",
                "--bulk-sizes",
                "16," + largest,
                "--no-bulk-signatures",
                "--no-get",
                "--batch",
                "10",
                "--min-batches",
                "2",
                "--max-trials",
                "20",
                "--budget-seconds",
                "20",
                "--warmup-seconds",
                "0.2",
                "--quiet",
                "--out",
                tmp.toString());

        assertEquals(0, o.code(), o.out() + o.err());
        assertTrue(!o.err().contains("OutOfMemoryError") && !o.err().contains("Direct buffer memory"), o.err());
        RunDirectory dir = RunDirectory.of(MpiEndToEndTest.onlyRun(tmp));
        List<String> rtt = Files.readAllLines(dir.rttCsv());
        String row = rtt.stream()
                .filter(l -> l.startsWith(largest + ","))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no T(n) row at " + largest + " bytes: " + rtt));
        String[] cells = row.split(",");
        double rttUs = Double.parseDouble(cells[1]);
        int trials = Integer.parseInt(cells[3]);
        // 64 MiB and a small reply: at least the time to move 64 MiB at 100 GB/s, and not a timeout's worth.
        assertTrue(rttUs > Bounds.MAX_TRANSFER_BYTES / Bounds.FASTEST_BYTES_PER_US && rttUs < 30e6, row);
        assertTrue(trials >= 10, "at least one batch at the maximum: " + row);
    }
}
