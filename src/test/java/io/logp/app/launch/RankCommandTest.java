package io.logp.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rank's command a batch script gets is the one logp's own launcher starts, word for word. */
class RankCommandTest {

    @Test
    void theBatchScriptsRankIsTheLaunchersRank() {
        Path lib = Path.of("/usr/lib/x86_64-linux-gnu/openmpi/lib");
        List<String> words = RankCommand.words("/jdk/bin/java", HugePages.available(), lib, "/logp.jar");
        LaunchSettings s = new LaunchSettings(
                "mpirun",
                2,
                java.util.Optional.empty(),
                java.util.Optional.empty(),
                java.util.Optional.empty(),
                Map.of(),
                java.util.Optional.empty());
        List<String> launched = new MpiLauncher(s)
                .command(
                        LauncherDialect.OPEN_MPI, Map.of(), List.of("signature"), "/jdk/bin/java", "/logp.jar", lib, 2);

        assertEquals(launched.subList(launched.indexOf("/jdk/bin/java"), launched.size() - 1), words);
        assertEquals("io.logp.cli.Main", words.getLast());
        assertEquals(List.of("-cp", "/logp.jar"), words.subList(words.size() - 3, words.size() - 1));
    }
}
