package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.QueueProfile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The records the C profiler writes, read back: a real record of queue_pattern 10 7 on Open MPI (rank 1 posted 10
 * receives before their sends and received 7 short messages unexpected), the MPI-less processes, a broken record.
 */
class ProfileRecordsTest {

    private static void copyRecord(Path dir, String name) throws IOException {
        try (InputStream in = ProfileRecordsTest.class.getResourceAsStream("/profile/rank-1.json")) {
            Files.write(dir.resolve(name), in.readAllBytes());
        }
    }

    @Test
    void aRanksRecordReadsAsItsQueues(@TempDir Path dir) throws Exception {
        copyRecord(dir, "rank-1.json");
        ProfileRecords r = ProfileRecords.read(dir);
        assertEquals(1, r.ranks().size());
        QueueProfile p = r.ranks().get(0);
        assertEquals(1, p.rank());
        assertEquals(QueueProfile.End.FINALIZE, p.end());
        assertTrue(p.queuesVisible());
        assertEquals(4096, p.eagerLimitBytes());
        assertEquals(17, p.messages().received());
        assertEquals(10, p.messages().expected());
        assertEquals(7, p.messages().unexpected());
        assertEquals(7, p.messages().unexpectedShort());
        assertEquals(10, p.posted().max());
        assertEquals(7, p.unexpected().max());
        // 10 receives each behind 0..9 others: (0 + ... + 9) / 10
        assertEquals(4.5, p.posted().mean(), 1e-12);
        // 10 posts found nothing waiting, then 7 found 7, 6, ..., 1: 28 / 17
        assertEquals(28.0 / 17, p.unexpected().mean(), 1e-12);
        assertArrayEquals(new long[] {10, 1, 1, 1, 1, 1, 1, 1}, p.unexpected().histogram());
    }

    @Test
    void processesWithoutMpiInitAreListedApart(@TempDir Path dir) throws Exception {
        Files.writeString(
                dir.resolve("noinit-vm-42.json"), "{\"host\": \"vm\", \"pid\": 42, \"ended\": \"no_mpi_init\"}");
        ProfileRecords r = ProfileRecords.read(dir);
        assertTrue(r.ranks().isEmpty());
        assertEquals(java.util.List.of("vm 42"), r.noInit());
    }

    @Test
    void aRecordWithoutItsCountsIsBadDataNamingTheFileAndKey(@TempDir Path dir) throws Exception {
        copyRecord(dir, "rank-0.json");
        Path f = dir.resolve("rank-0.json");
        Files.writeString(f, Files.readString(f).replace("\"received\"", "\"recieved\""));
        DataFormatException e = assertThrows(DataFormatException.class, () -> ProfileRecords.read(dir));
        assertTrue(e.getMessage().contains("rank-0.json"), e.getMessage());
        assertTrue(e.getMessage().contains("'received' is missing"), e.getMessage());
    }

    @Test
    void noDirectoryMeansNoRecords(@TempDir Path dir) throws Exception {
        assertTrue(ProfileRecords.read(dir.resolve("ranks")).ranks().isEmpty());
    }
}
