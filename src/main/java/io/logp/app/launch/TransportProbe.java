package io.logp.app.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Whether a transport starts on this machine at all, asked with a tiny launch before a variant is measured: logp's
 * C twin with {@code --probe} (one message there and back, then MPI_Finalize) on the variant's launch. ompi_info
 * lists UCX wherever Open MPI was built with it, yet "PML ucx cannot be selected" where UCX finds no device, and
 * {@code tradeoffs} then printed Open MPI's 12-line banner and named a run directory that did not exist.
 */
public final class TransportProbe {

    /** Long enough for two ranks to start on a loaded machine; a probe is one round trip once they have. */
    static final long LIMIT_NS = TimeUnit.SECONDS.toNanos(60);

    private TransportProbe() {}

    /** Why {@code launch} cannot start, in the MPI's own words where it gave some; empty when it starts. */
    public static Optional<String> failure(LaunchSettings launch, Path twin) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("logp-probe");
        try {
            Path log = dir.resolve("probe.log");
            int rc = new MpiLauncher(launch).launchProgram(List.of(twin.toString(), "--probe"), dir, log, LIMIT_NS);
            if (rc == 0) return Optional.empty();
            List<String> lines = Files.exists(log) ? Files.readAllLines(log) : List.of();
            String said = lines.stream()
                    .map(String::strip)
                    .filter(l -> l.contains("cannot be selected")
                            || l.startsWith("No components were able")
                            || l.contains("could not be found"))
                    .findFirst()
                    .map(l -> l.replaceFirst("^\\[[^]]*\\] ", ""))
                    .orElse(null);
            String end = rc == MpiLauncher.TIMED_OUT
                    ? "did not end within " + LIMIT_NS / 1_000_000_000 + " s"
                    : "ended with exit code " + rc;
            return Optional.of("a 2-message launch with it " + end + (said != null ? ": " + said : ""));
        } finally {
            try (Stream<Path> all = Files.walk(dir)) {
                all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
