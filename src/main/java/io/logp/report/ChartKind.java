package io.logp.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.TreeSet;

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

    /** One chart file of a kind; a sized signature knows its size. */
    public record Chart(ChartKind kind, Path png, OptionalInt nBytes) {

        /** The file's name without extension: the kind's, or {@code signature_<n>B}. */
        public String base() {
            return nBytes.isPresent() ? "signature_" + nBytes.getAsInt() + "B" : kind.file;
        }

        /** The kind's caption; a sized signature's names its size. */
        public String caption() {
            return nBytes.isPresent() ? "Signature with " + nBytes.getAsInt() + "-byte messages" : kind.caption;
        }
    }

    /**
     * The sizes whose signature is drawn (Figures 8 and 9): the smallest bulk size and the largest, of a signature
     * with the small message and at least one bulk size; ascending, none otherwise.
     */
    public static List<Integer> sizedSignatures(List<Integer> signatureSizes) {
        if (signatureSizes.size() < 2) return List.of();
        return List.copyOf(
                new TreeSet<>(List.of(signatureSizes.get(1), signatureSizes.get(signatureSizes.size() - 1))));
    }

    /**
     * The charts of this kind in a directory, in reading order; the sized signatures of {@code sizedBytes} (as
     * {@link #sizedSignatures} chose them) by size. None when their files are not there.
     */
    public List<Chart> charts(Path dir, List<Integer> sizedBytes) {
        List<Chart> charts = new ArrayList<>();
        if (this != SIZED_SIGNATURE) {
            Path png = dir.resolve(file + ".png");
            if (Files.isRegularFile(png)) charts.add(new Chart(this, png, OptionalInt.empty()));
            return charts;
        }
        for (int n : sizedBytes) {
            Chart sized = new Chart(this, dir.resolve("signature_" + n + "B.png"), OptionalInt.of(n));
            if (Files.isRegularFile(sized.png())) charts.add(sized);
        }
        return charts;
    }
}
