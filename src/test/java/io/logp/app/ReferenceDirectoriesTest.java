package io.logp.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.UsageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where {@code --reference NAME} is looked up: the current directory's signatures/ first, then the checkout's. */
class ReferenceDirectoriesTest {

    @TempDir
    Path dir;

    @Test
    void theFirstRootThatHasTheReferenceWins() throws Exception {
        Path here = Files.createDirectories(dir.resolve("here/signatures"));
        Path checkout = Files.createDirectories(dir.resolve("repo/signatures"));
        Files.createDirectories(checkout.resolve("reference-paragon"));
        Files.createDirectories(checkout.resolve("reference-meiko"));
        Files.createDirectories(here.resolve("reference-meiko"));
        ReferenceDirectories refs = new ReferenceDirectories(List.of(here, checkout));
        assertEquals(checkout.resolve("reference-paragon"), refs.resolve("paragon"));
        assertEquals(here.resolve("reference-meiko"), refs.resolve("Meiko"), "any case");
        assertEquals(List.of("meiko", "paragon"), refs.names());
    }

    @Test
    void anUnknownNameIsNamedWithTheKnownOnes() throws Exception {
        Path root = Files.createDirectories(dir.resolve("signatures/reference-myrinet"));
        ReferenceDirectories refs = new ReferenceDirectories(List.of(root.getParent()));
        UsageException e = assertThrows(UsageException.class, () -> refs.resolve("t3d"));
        assertEquals("unknown reference 't3d'; known: myrinet", e.getMessage());
        assertThrows(UsageException.class, () -> refs.resolve("../reference-myrinet"), "no way out of signatures/");
        UsageException none =
                assertThrows(UsageException.class, () -> new ReferenceDirectories(List.of(dir.resolve("nowhere")))
                        .resolve("paragon"));
        assertTrue(none.getMessage().contains("no signatures/reference-* directory found in "), none.getMessage());
    }

    @Test
    void theCheckoutsSignaturesLieBesideTarget() {
        Path repo = Path.of("/home/u/logp");
        assertEquals(
                repo.resolve("signatures"), ReferenceDirectories.signaturesBeside(repo.resolve("target/logp.jar")));
        assertEquals(repo.resolve("signatures"), ReferenceDirectories.signaturesBeside(repo.resolve("target/classes")));
        assertEquals(
                repo.resolve("signatures"),
                ReferenceDirectories.signaturesBeside(repo.resolve("target/jars/4.1.4/logp.jar")),
                "run-logp.sh runs a jar of its own per MPI under target/jars");
    }

    /** Tests run from target/classes of this checkout, which has the committed references. */
    @Test
    void theCodeSourceFindsThisCheckoutsReferences() {
        Path signatures = ReferenceDirectories.checkoutSignatures();
        assertEquals(Path.of("signatures").toAbsolutePath().normalize(), signatures);
        ReferenceDirectories fromCheckoutOnly = new ReferenceDirectories(List.of(signatures));
        assertEquals(List.of("meiko", "myrinet", "paragon"), fromCheckoutOnly.names());
        assertTrue(Files.isRegularFile(fromCheckoutOnly.resolve("paragon").resolve("logp.json")));
    }
}
