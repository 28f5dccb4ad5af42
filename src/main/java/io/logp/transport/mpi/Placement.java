package io.logp.transport.mpi;

import io.logp.transport.RankPlacement;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** Where the ranks run (gathered once at start-up) and which Open MPI path their messages take. */
final class Placement {

    /** Bytes per rank in the gathered record: host, pid and CPU list, '|' separated. */
    private static final int RECORD_BYTES = 512;
    private static final String MCA_PREFIX = "OMPI_MCA_";

    private Placement() {
    }

    static List<RankPlacement> gather(Comm comm) throws MPIException {
        String mine = MPI.getProcessorName() + "|" + ProcessHandle.current().pid() + "|" + allowedCpus();
        byte[] record = Arrays.copyOf(mine.getBytes(StandardCharsets.UTF_8), RECORD_BYTES);
        int size = comm.getSize();
        byte[] all = new byte[RECORD_BYTES * size];
        comm.allGather(record, RECORD_BYTES, MPI.BYTE, all, RECORD_BYTES, MPI.BYTE);
        List<RankPlacement> ranks = new ArrayList<>();
        for (int r = 0; r < size; r++) {
            String s = new String(all, r * RECORD_BYTES, RECORD_BYTES, StandardCharsets.UTF_8).trim().replace("\0", "");
            String[] f = s.split("\\|", -1);
            ranks.add(new RankPlacement(r, f[0], f.length > 1 ? Long.parseLong(f[1]) : -1, f.length > 2 ? f[2] : ""));
        }
        return List.copyOf(ranks);
    }

    /** The CPUs this process may run on, as Linux lists them; empty elsewhere. */
    static String allowedCpus() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) return line.substring(line.indexOf(':') + 1).trim();
            }
        } catch (IOException | RuntimeException e) {
            return "";
        }
        return "";
    }

    static Map<String, String> mcaSettings(Map<String, String> env) {
        Map<String, String> mca = new TreeMap<>();
        env.forEach((k, v) -> {
            if (k.startsWith(MCA_PREFIX)) mca.put(k.substring(MCA_PREFIX.length()), v);
        });
        return mca;
    }

    /**
     * The path between ranks: the BTL/PML the user chose, else Open MPI's default for the placement (shared memory
     * on one host; Open MPI then picks the fastest network between hosts).
     */
    static String describePath(List<RankPlacement> ranks, Map<String, String> env) {
        Map<String, String> mca = mcaSettings(env);
        boolean oneHost = ranks.stream().map(RankPlacement::host).distinct().count() == 1;
        String where = oneHost ? "one host" : ranks.stream().map(RankPlacement::host).distinct().count() + " hosts";
        List<String> chosen = new ArrayList<>();
        if (mca.containsKey("pml")) chosen.add("pml " + mca.get("pml"));
        if (mca.containsKey("btl")) chosen.add("btl " + mca.get("btl"));
        if (!chosen.isEmpty()) return String.join(", ", chosen) + " (" + where + ")";
        return oneHost ? "Open MPI default on one host: shared memory (btl vader)"
                : "Open MPI default between " + where + " (" + ranks.stream().map(RankPlacement::host).distinct()
                .collect(Collectors.joining(", ")) + ")";
    }
}
