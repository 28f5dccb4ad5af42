package io.logp.cli;

import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.fit.TextbookSystem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * signature.csv and rtt.csv written the way other tools write them: columns in any order, unknown CIs and sample
 * counts as empty fields, six decimals. Also the listing of a directory tree, to check that a command wrote
 * nothing.
 */
final class RunFiles {

    static final List<String> SIGNATURE_COLUMNS = List.of("n_bytes", "delay_us", "m", "cost_us", "ci95_us", "samples");
    static final List<String> RTT_COLUMNS = List.of("n_bytes", "rtt_us", "ci95_us", "samples");

    private RunFiles() {}

    static void writeSignature(Path file, Signature signature, List<String> columns) throws IOException {
        StringBuilder text = new StringBuilder(String.join(",", columns)).append('\n');
        for (SignaturePoint p : signature.points()) {
            Map<String, String> row = Map.of(
                    "n_bytes",
                    Integer.toString(p.nBytes()),
                    "delay_us",
                    number(p.delayUs()),
                    "m",
                    Integer.toString(p.m()),
                    "cost_us",
                    number(p.costUs()),
                    "ci95_us",
                    number(p.ci95Us()),
                    "samples",
                    p.samples() < 0 ? "" : Integer.toString(p.samples()));
            text.append(columns.stream().map(c -> row.getOrDefault(c, "x")).collect(Collectors.joining(",")))
                    .append('\n');
        }
        Files.writeString(file, text);
    }

    static void writeRtt(Path file, List<RttPoint> rtts, List<String> columns) throws IOException {
        StringBuilder text = new StringBuilder(String.join(",", columns)).append('\n');
        for (RttPoint p : rtts) {
            Map<String, String> row = Map.of(
                    "n_bytes",
                    Integer.toString(p.nBytes()),
                    "rtt_us",
                    number(p.rttUs()),
                    "ci95_us",
                    number(p.ci95Us()),
                    "samples",
                    p.samples() < 0 ? "" : Integer.toString(p.samples()));
            text.append(columns.stream().map(c -> row.getOrDefault(c, "x")).collect(Collectors.joining(",")))
                    .append('\n');
        }
        Files.writeString(file, text);
    }

    /** A run directory signatures/&lt;runId&gt;/ under base with both files in the contract's column order. */
    static Path writeRun(Path base, String runId, Signature signature, RttPoint rtt) throws IOException {
        Path dir = Files.createDirectories(base.resolve("signatures").resolve(runId));
        writeSignature(dir.resolve("signature.csv"), signature, SIGNATURE_COLUMNS);
        writeRtt(dir.resolve("rtt.csv"), List.of(rtt), RTT_COLUMNS);
        return dir;
    }

    /**
     * A good run of the textbook Myrinet system, signatures/20260101-000000-textbook/ under base: the files the
     * bad-input tests then damage one way each.
     */
    static Path writeTextbookRun(Path base) throws IOException {
        TextbookSystem myrinet = TextbookSystem.MYRINET;
        Signature signature = myrinet.signature(0, myrinet.delaysAroundIdle(), 256, 0.002);
        return writeRun(base, "20260101-000000-textbook", signature, myrinet.rtt(0, 0.02));
    }

    /**
     * Every file under root with its size, modification time and inode: equal listings mean nothing was written
     * or replaced.
     */
    static Map<String, String> listing(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        if (!Files.exists(root)) return files;
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.toList()) {
                BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
                String size = a.isDirectory() ? "dir" : Long.toString(a.size());
                files.put(root.relativize(p).toString(), size + " " + a.lastModifiedTime() + " " + a.fileKey());
            }
        }
        return files;
    }

    private static String number(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.6f", v) : "";
    }
}
