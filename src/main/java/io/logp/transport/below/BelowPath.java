package io.logp.transport.below;

import io.logp.data.NetworkPath;
import io.logp.data.NetworkPath.Medium;
import io.logp.data.RankPlacement;
import io.logp.data.TransportChoice;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The path of a transport below MPI, from the placement and what the layer says carries its messages. */
final class BelowPath {

    /** A lane of ucp_ep_print_info: "lane[0]:  8:posix/memory.0 md[4] -> md[4]/posix/sysdev[255] rma_bw#0 am". */
    private static final Pattern LANE = Pattern.compile("lane\\[\\d+\\]:\\s*\\d+:([^\\s.]+(?:/[^\\s.]+)?)\\S*(.*)");

    private BelowPath() {}

    static NetworkPath of(TransportChoice layer, List<RankPlacement> ranks, String carrier) {
        int hosts = (int) ranks.stream().map(RankPlacement::host).distinct().count();
        String provider = layer == TransportChoice.UCX_AM ? String.join(",", ucxAmLanes(carrier)) : carrier.strip();
        Medium medium;
        if (hosts == 0 || hosts == 1 && provider.isEmpty()) medium = Medium.UNKNOWN;
        else if (hosts > 1) medium = Medium.NETWORK;
        else medium = sharedMemory(layer, provider) ? Medium.SHARED_MEMORY : Medium.LOOPBACK;
        return new NetworkPath(medium, layer, hosts, null, null, null, null, provider.isEmpty() ? null : provider);
    }

    /** On one host: whether the layer's messages go through memory rather than the kernel's network stack. */
    private static boolean sharedMemory(TransportChoice layer, String provider) {
        if (layer == TransportChoice.OFI) return provider.equals("shm");
        // UCX's memory transports: posix, sysv, cma, knem, xpmem (all named .../memory or by the mechanism)
        return !provider.startsWith("tcp") && !provider.startsWith("sockcm");
    }

    /**
     * The UCX transports of the lanes that carry Active Messages ("posix/memory"), from ucp_ep_print_info's words;
     * every lane's when none is marked, nothing when UCX said nothing readable.
     */
    static List<String> ucxAmLanes(String info) {
        Set<String> am = new LinkedHashSet<>();
        Set<String> all = new LinkedHashSet<>();
        for (String line : info.lines().toList()) {
            Matcher m = LANE.matcher(line);
            if (!m.find()) continue;
            all.add(m.group(1));
            String uses = m.group(2);
            int arrow = uses.indexOf("->");
            for (String word : uses.substring(arrow < 0 ? 0 : arrow).split("\\s+")) {
                if (word.equals("am")) am.add(m.group(1));
            }
        }
        return new ArrayList<>(am.isEmpty() ? all : am);
    }
}
