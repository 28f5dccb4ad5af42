package io.logp.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The charts of {@code plots/<run-id>/}, each kind with the file name it is written under and what the page and
 * figures.md say of it, in the order a reader meets them. A chart is found from its kind (the kind knows its file),
 * never recognised from a file's name.
 */
public enum ChartKind {
    SIGNATURE("signature", "LogP signature: cost per message against the number of messages M, one curve per delay D"),
    BULK_TIME("bulk_time", "Bulk store round trip T(n) against the message size, with the fitted regimes"),
    BULK_TIME_REFERENCES("bulk_time_references", "Bulk store round trip T(n) beside other suites' curves"),
    BULK_BANDWIDTH("bulk_bandwidth", "Bulk store bandwidth n/T(n) against the message size"),
    BULK_OVERHEAD("bulk_overhead", "Send overhead oₛ(n), gap g(n) and round trip T(n) against the message size"),
    /** The bulk signatures, one per size (Figures 8 and 9): {@code signature_1024B}. */
    SIZED_SIGNATURE("signature_<n>B", "Signature with n-byte messages: cost per message against M, one curve per D"),
    CONTENTION("contention", "Contention: the gap gₖ / g₁ against K, with LogP's expectation"),
    COLLECTIVES_VS_P("collectives_vs_p", "Collectives against the number of ranks P, measured and LogP's model"),
    COLLECTIVES_VS_SIZE("collectives_vs_size", "Collectives against the message size, measured and LogP's model"),
    PINGPONG_DISTRIBUTION("pingpong_distribution", "Ping-pong half round trips: their distribution"),
    PINGPONG_SIZES("pingpong_sizes", "Ping-pong half round trip against the message size"),
    PINGPONG_SIZES_REFERENCES("pingpong_sizes_references", "Ping-pong half round trip beside other suites' curves"),
    QUEUES("queues", "Latency against the MPI queue depth"),
    QUEUE_MAXIMA("queue_maxima", "The longest posted-receive and unexpected queue of each rank"),
    QUEUE_SEARCH_DEPTHS("queue_search_depths", "Searches of the MPI queues by the depth they reached"),
    BREAKDOWN("breakdown", "LogP summary: one-way time oₛ + L + oᵣ and gap g of each system");

    private static final Pattern SIZED = Pattern.compile("signature_(\\d+)B\\.png");

    private final String file;
    private final String caption;

    ChartKind(String file, String caption) {
        this.file = file;
        this.caption = caption;
    }

    /** The chart's base name, without extension ({@code signature_<n>B} for the sized signatures). */
    public String file() {
        return file;
    }

    /** What the chart shows, in a sentence a caption can start from. */
    public String caption() {
        return caption;
    }

    /** The caption of one chart of this kind: a sized signature names its size. */
    public String caption(Path png) {
        if (this != SIZED_SIGNATURE) return caption;
        Matcher m = SIZED.matcher(png.getFileName().toString());
        return m.matches() ? "Signature with " + m.group(1) + "-byte messages" : caption;
    }

    /** The PNGs of this kind in a directory, the sized signatures by size; none when there are none. */
    public List<Path> pngs(Path dir) throws IOException {
        if (this != SIZED_SIGNATURE) {
            Path png = dir.resolve(file + ".png");
            return Files.isRegularFile(png) ? List.of(png) : List.of();
        }
        if (!Files.isDirectory(dir)) return List.of();
        List<Path> sized = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            files.filter(p -> SIZED.matcher(p.getFileName().toString()).matches())
                    .sorted(Comparator.comparingLong(ChartKind::size))
                    .forEach(sized::add);
        }
        return sized;
    }

    private static long size(Path png) {
        Matcher m = SIZED.matcher(png.getFileName().toString());
        return m.matches() ? Long.parseLong(m.group(1)) : Long.MAX_VALUE;
    }
}
