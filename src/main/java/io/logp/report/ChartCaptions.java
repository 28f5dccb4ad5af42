package io.logp.report;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the page says under each chart of {@code plots/<run-id>/}, by the chart's file name without its extension;
 * the order of the entries is the order a reader meets the charts in.
 */
public final class ChartCaptions {

    private static final Map<String, String> CAPTIONS = new LinkedHashMap<>();

    static {
        CAPTIONS.put("signature", "LogP signature: cost per message against M, one curve per delay D");
        CAPTIONS.put("bulk_time", "Bulk store round trip T(n) against the message size, with the fitted regimes");
        CAPTIONS.put("bulk_time_references", "Bulk store round trip T(n) beside other suites' curves");
        CAPTIONS.put("bulk_bandwidth", "Bulk store bandwidth n/T(n) against the message size");
        CAPTIONS.put("bulk_overhead", "Send overhead o_s(n), gap g(n) and round trip against the message size");
        CAPTIONS.put("contention", "Contention: g_K / g_1 against K, with LogP's expectation");
        CAPTIONS.put("collectives_vs_p", "Collectives against the number of ranks P, measured and LogP's model");
        CAPTIONS.put("collectives_vs_size", "Collectives against the message size, measured and LogP's model");
        CAPTIONS.put("pingpong_distribution", "Ping-pong half round trips: their distribution");
        CAPTIONS.put("pingpong_sizes", "Ping-pong half round trip against the message size");
        CAPTIONS.put("pingpong_sizes_references", "Ping-pong half round trip beside other suites' curves");
        CAPTIONS.put("queues", "Latency against the MPI queue depth");
    }

    /** The bulk signatures, one per size: {@code signature_1024B}. */
    private static final Pattern SIZED_SIGNATURE = Pattern.compile("signature_(\\d+)B");

    private ChartCaptions() {}

    /** The caption of a chart by its base name; an unknown chart gets its name in words. */
    public static String of(String baseName) {
        String known = CAPTIONS.get(baseName);
        if (known != null) return known;
        Matcher m = SIZED_SIGNATURE.matcher(baseName);
        if (m.matches()) return "Signature with " + m.group(1) + "-byte messages";
        return baseName.replace('_', ' ');
    }

    /** Where a chart comes in the page: its place among the known ones, the sized signatures after the bulk charts. */
    public static int rank(String baseName) {
        int i = 0;
        for (String known : CAPTIONS.keySet()) {
            if (known.equals(baseName)) return i;
            // the sized signatures (Figures 8 and 9) follow the bulk charts
            if (known.equals("bulk_overhead")
                    && SIZED_SIGNATURE.matcher(baseName).matches()) return i;
            i++;
        }
        return CAPTIONS.size();
    }
}
