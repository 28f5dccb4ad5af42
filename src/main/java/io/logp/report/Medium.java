package io.logp.report;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The kind of path between the ranks, as far as the run's description of it tells. */
public enum Medium {
    /** One host, Open MPI's shared-memory BTL (vader/sm) or a PML that uses shared memory on one host. */
    SHARED_MEMORY,
    /** The TCP BTL on one host: loopback, through the kernel's network stack. */
    TCP_ONE_HOST,
    /** Between hosts (TCP or a fabric Open MPI picked). */
    NETWORK,
    /** logp's simulated LogP network. */
    SIMULATED,
    /** No description (another tool's files) or one not recognised. */
    UNKNOWN;

    /** The BTL list of a description such as "btl tcp,self (one host)". */
    private static final Pattern BTL = Pattern.compile("\\bbtl ([\\w^,]+)");

    /**
     * The medium of a path description as meta.json's {@code path} writes it, e.g. "Open MPI default on one
     * host: shared memory (btl vader)", "btl tcp,self (one host); with btl_tcp_if_include lo", "pml ucx (one
     * host)", "simulated LogP network"; null or blank is {@link #UNKNOWN}.
     */
    public static Medium of(String path) {
        if (path == null || path.isBlank()) return UNKNOWN;
        String p = path.toLowerCase(Locale.ROOT);
        if (p.contains("simulated")) return SIMULATED;
        boolean oneHost = p.contains("one host");
        if (!oneHost) return p.contains("hosts") ? NETWORK : UNKNOWN;
        Matcher btl = BTL.matcher(p);
        if (btl.find()) {
            // "btl a,b" allows a and b; "btl ^a,b" allows every BTL but a and b.
            boolean excluding = btl.group(1).startsWith("^");
            List<String> listed = List.of(btl.group(1).replace("^", "").split(","));
            java.util.function.Predicate<String> allowed = name -> listed.contains(name) != excluding;
            // On one host Open MPI prefers a shared-memory BTL when one is allowed; TCP carries the messages
            // only when no shared-memory BTL is (self serves only a rank's messages to itself). smcuda exists
            // only in CUDA builds, so it counts only when named.
            boolean shm = allowed.test("vader") || allowed.test("sm") || !excluding && listed.contains("smcuda");
            if (!shm && allowed.test("tcp")) return TCP_ONE_HOST;
        }
        return SHARED_MEMORY;
    }
}
