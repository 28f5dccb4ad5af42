package io.logp.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.ProfileCosts;
import io.logp.data.Estimate;
import io.logp.data.QueueProfile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * queue_profile.csv: the columns design.md names come first; a figure the MPI did not expose is an empty cell, not
 * a zero; the matching time is depth x cost per entry.
 */
class QueueProfileFilesTest {

    static QueueProfile rank(int rank, boolean visible) {
        return new QueueProfile(
                rank,
                "node" + rank,
                QueueProfile.End.FINALIZE,
                1,
                "test MPI",
                visible,
                visible ? "queue lengths" : "0 MPI_T performance variables",
                visible ? 4096 : -1,
                visible ? "btl_vader_eager_limit" : "none",
                new QueueProfile.Messages(100, 60, 40, 0, 50, 10, 30, 10, 12345),
                new QueueProfile.Traffic(100, 5, 0, 0, 3, 1, 0, 7, 2, 90, 100),
                new QueueProfile.Depths(8, 30, 60, new long[] {40, 10, 10}),
                new QueueProfile.Depths(5, 50, 100, new long[] {70, 20, 10}),
                new long[] {0, 0, 0, 100},
                80.0,
                2);
    }

    @Test
    void theContractColumnsComeFirst(@TempDir Path tmp) throws Exception {
        Path f = tmp.resolve(QueueProfileFiles.CSV);
        QueueProfileFiles.writeCsv(f, List.of(rank(0, true)), ProfileCosts.none());
        List<String> lines = Files.readAllLines(f);
        assertTrue(lines.get(0)
                .startsWith("rank,host,received,expected,unexpected,unexpected_short,unexpected_long,posted_max,"
                        + "unexpected_max,posted_search_mean,unexpected_search_mean,"));
        assertTrue(lines.get(1).startsWith("0,node0,100,60,40,30,10,8,5,0.500,0.500,"), lines.get(1));
    }

    @Test
    void figuresTheMpiDidNotExposeAreEmptyNotZero(@TempDir Path tmp) throws Exception {
        Path f = tmp.resolve(QueueProfileFiles.CSV);
        QueueProfileFiles.writeCsv(f, List.of(rank(1, false)), ProfileCosts.none());
        assertTrue(
                Files.readAllLines(f).get(1).startsWith("1,node1,100,,,,,,,,,"),
                Files.readAllLines(f).get(1));
    }

    @Test
    void matchingTimeIsDepthTimesCostPerEntry() {
        ProfileCosts costs = new ProfileCosts(
                Estimate.of(2.26, 0.1), Estimate.of(10.0, 0.5), Estimate.of(0.4, Double.NaN), Optional.of("q"));
        // posted: 30 entries over 60 searches = 0.5 per search; unexpected: 50 / 100 = 0.5
        assertEquals(0.5 * 2.26, costs.postedMatchNs(rank(0, true)), 1e-12);
        assertEquals(0.5 * 10.0, costs.unexpectedMatchNs(rank(0, true)), 1e-12);
        assertTrue(Double.isNaN(costs.postedMatchNs(rank(1, false))), "no depth, no cost");
    }
}
