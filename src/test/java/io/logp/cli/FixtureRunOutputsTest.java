package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.app.ResultWriter;
import io.logp.app.View;
import io.logp.format.run.RunDirectory;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file a run writes from its measured files, and everything {@code report DIR}, {@code plot DIR} and {@code
 * fit DIR} print, byte for byte as the build before issue 35's moves wrote them (55474b1): the fixture is the files
 * the ranks wrote in a real run (Open MPI 4.1.4, native transport, 3 ranks, {@code run --np 3 --queues}), and
 * {@code fixture-run.sha256} holds the SHA-256 of every file in signatures/ and plots/ and of each command's stdout
 * after each step. A refactoring that changes a byte fails here; an intended change regenerates the hashes with
 * {@code -Dlogp.fixture.update=true} and says why in its commit.
 *
 * <p>The charts (PNG, SVG, and report.html, which embeds the PNGs) are compared too: logp draws all text as outlines
 * from the fonts this JDK finds, so their bytes hold for one JDK and one font set (Temurin 25, Debian's DejaVu, as the
 * tests run here and in CI); a machine with other fonts differs in those files alone, and the mismatch names them.
 */
class FixtureRunOutputsTest {

    private static final Path FIXTURE = Path.of("src/test/resources/io/logp/cli/fixture-run");
    private static final Path GOLDEN = Path.of("src/test/resources/io/logp/cli/fixture-run.sha256");

    @TempDir
    Path tmp;

    @Test
    void everyFileAndEveryScreenAsBefore() throws Exception {
        Path data = tmp.resolve("signatures/fixture");
        Files.createDirectories(data);
        try (Stream<Path> files = Files.list(FIXTURE)) {
            for (Path f : files.sorted().toList()) Files.copy(f, data.resolve(f.getFileName()));
        }
        StringBuilder manifest = new StringBuilder();
        StringWriter afterRun = new StringWriter();
        try (PrintWriter out = new PrintWriter(afterRun)) {
            int code = ResultWriter.afterRun(RunDirectory.of(data), out, View.VERBOSE);
            step(manifest, "end of a run (--verbose)", code, afterRun.toString());
        }
        // The queue measurement alone, as the queues command leaves it: queues.csv, queues.json, its chart and page.
        Path queues = tmp.resolve("signatures/queues");
        Files.createDirectories(queues);
        for (String f : List.of("meta.json", "queues_params.json", "queues_trials.csv"))
            Files.copy(FIXTURE.resolve(f), queues.resolve(f));
        Path records = tmp.resolve("records");
        Files.createDirectories(records);
        Files.copy(Path.of("src/test/resources/profile/rank-1.json"), records.resolve("rank-1.json"));
        String dir = data.toString();
        for (List<String> args : List.of(
                List.of("report", dir),
                List.of("report", dir, "--brief"),
                List.of("report", dir, "--json"),
                List.of("plot", dir),
                List.of("fit", dir, "--json"),
                List.of("report", queues.toString()),
                List.of("report", queues.toString(), "--json"),
                // a real rank's queue record, priced by the fixture's queue costs
                List.of(
                        "profile",
                        "--merge",
                        records.toString(),
                        "--queue-costs",
                        dir,
                        "--out",
                        tmp.toString(),
                        "--run-id",
                        "profile",
                        "--",
                        "lmp"),
                List.of(
                        "profile",
                        "--merge",
                        records.toString(),
                        "--json",
                        "--out",
                        tmp.toString(),
                        "--run-id",
                        "p2"))) {
            CliRun run = CliRun.of(args.toArray(String[]::new));
            step(manifest, String.join(" ", args).replace(tmp.toString(), "TMP"), run.exitCode(), run.out());
        }
        String actual = manifest.toString();
        if (Boolean.getBoolean("logp.fixture.update")) Files.writeString(GOLDEN, actual);
        String expected = Files.readString(GOLDEN);
        if (!expected.equals(actual)) {
            Path keep = Path.of("target/fixture-run-actual");
            Files.createDirectories(keep);
            Files.writeString(keep.resolve("fixture-run.sha256"), actual);
        }
        assertEquals(expected, actual, "outputs of the fixture run changed (actual in target/fixture-run-actual)");
    }

    /** One step: its exit code, its stdout's hash and every file's (the temporary directory written TMP). */
    private void step(StringBuilder manifest, String name, int code, String stdout) throws IOException {
        String screen = stdout.replace(tmp.toString(), "TMP");
        manifest.append("## ")
                .append(name)
                .append(" -> exit ")
                .append(code)
                .append('\n')
                .append(sha256(screen.getBytes(StandardCharsets.UTF_8)))
                .append("  (stdout)\n");
        try (Stream<Path> files = Files.walk(tmp)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                // meta.json of a profile is written at its own date
                if (f.getFileName().toString().equals("meta.json")
                        && (f.startsWith(tmp.resolve("signatures/profile"))
                                || f.startsWith(tmp.resolve("signatures/p2")))) continue;
                String bytes = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
                manifest.append(sha256(bytes.replace(tmp.toString(), "TMP").getBytes(StandardCharsets.ISO_8859_1)))
                        .append("  ")
                        .append(tmp.relativize(f))
                        .append('\n');
            }
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
