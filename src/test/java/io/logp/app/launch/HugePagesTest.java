package io.logp.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HugePagesTest {

    @Test
    void theBracketedModeDecides() {
        assertTrue(HugePages.availableIn("always [madvise] never\n"));
        assertTrue(HugePages.availableIn("[always] madvise never\n"));
        assertFalse(HugePages.availableIn("always madvise [never]\n"));
        assertFalse(HugePages.availableIn("garbage"));
    }

    @Test
    void aHostWithoutTheSettingHasNone(@TempDir Path tmp) throws Exception {
        assertFalse(HugePages.available(tmp.resolve("no-such-file")));
        Path setting = Files.writeString(tmp.resolve("enabled"), "always [madvise] never\n");
        assertTrue(HugePages.available(setting));
    }

    @Test
    void ranksAskForThemOnlyWhereTheHostOffersThem() {
        assertEquals(RankJvm.RANK_JVM_FLAGS, RankJvm.rankJvmFlags(false));
        var with = RankJvm.rankJvmFlags(true);
        assertEquals(RankJvm.RANK_JVM_FLAGS, with.subList(0, RankJvm.RANK_JVM_FLAGS.size()));
        assertEquals(RankJvm.HUGE_PAGES_FLAG, with.get(with.size() - 1));
        assertEquals(RankJvm.RANK_JVM_FLAGS.size() + 1, with.size());
    }
}
