package io.logp.transport.mpi;

import io.logp.data.RankPlacement;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** Where the ranks run (gathered once at start-up) and the Open MPI settings the user chose. */
public final class Placement {

    /** Bytes per rank in the gathered record: host, pid and CPU list, '|' separated. */
    private static final int RECORD_BYTES = 512;

    private static final String MCA_PREFIX = "OMPI_MCA_";
    /** Set by the launcher: the MCA settings the user chose. */
    public static final String USER_MCA_ENV = "LOGP_MCA";

    static final String USER_MCA_SEPARATOR = "\u001f";
    /** OMPI_MCA_ variables mpirun sets for its own processes (Open MPI 4.x), not the user's choices. */
    static final List<String> INTERNAL = List.of(
            "orte_",
            "ess",
            "pmix",
            "initial_wdir",
            "mpi_oversubscribe",
            "shmem_RUNTIME_QUERY_hint",
            "mpi_yield_when_idle",
            "opal_",
            "plm_",
            "rmaps_",
            "ras_");

    private Placement() {}

    /** Where every member of {@code comm} runs; collective: every member must call it. */
    static List<RankPlacement> gather(MpiCalls mpi, int comm) {
        String mine = mpi.processorName() + "|" + ProcessHandle.current().pid() + "|" + allowedCpus() + "|" + bootId();
        byte[] record = Arrays.copyOf(mine.getBytes(StandardCharsets.UTF_8), RECORD_BYTES);
        int size = mpi.size(comm);
        ByteBuffer send = MpiTransport.buffer(RECORD_BYTES).put(0, record);
        ByteBuffer receive = MpiTransport.buffer(RECORD_BYTES * size);
        mpi.allGather(comm, mpi.buffer(send), mpi.buffer(receive), RECORD_BYTES, MpiCalls.Type.BYTE);
        byte[] all = new byte[RECORD_BYTES * size];
        receive.get(0, all);
        List<RankPlacement> ranks = new ArrayList<>();
        for (int r = 0; r < size; r++) {
            String s = new String(all, r * RECORD_BYTES, RECORD_BYTES, StandardCharsets.UTF_8)
                    .trim()
                    .replace("\0", "");
            String[] f = s.split("\\|", -1);
            ranks.add(new RankPlacement(
                    r,
                    f[0],
                    f.length > 1 ? Long.parseLong(f[1]) : -1,
                    f.length > 2 ? f[2] : "",
                    f.length > 3 ? f[3] : ""));
        }
        return List.copyOf(ranks);
    }

    /** The kernel's boot id (Linux), the same in every container and namespace of one machine; empty elsewhere. */
    static String bootId() {
        try {
            return Files.readString(Path.of("/proc/sys/kernel/random/boot_id")).trim();
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /** The CPUs this process may run on, as Linux lists them; empty elsewhere. */
    static String allowedCpus() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:"))
                    return line.substring(line.indexOf(':') + 1).trim();
            }
        } catch (IOException | RuntimeException e) {
            return "";
        }
        return "";
    }

    /**
     * The MCA settings the user chose. mpirun passes every MCA parameter to its processes as OMPI_MCA_ variables,
     * its own bookkeeping (orte_*, ess, pmix, ...) among them, so the user's choices come from the launcher
     * ({@value #USER_MCA_ENV}: the --mca pairs and the OMPI_MCA_ variables of the launching shell) when logp started
     * the job, and otherwise from the OMPI_MCA_ variables without mpirun's own.
     */
    static Map<String, String> mcaSettings(Map<String, String> env) {
        Map<String, String> mca = new TreeMap<>();
        String given = env.get(USER_MCA_ENV);
        if (given != null) {
            for (String pair : given.split(USER_MCA_SEPARATOR)) {
                int eq = pair.indexOf('=');
                if (eq > 0) mca.put(pair.substring(0, eq), pair.substring(eq + 1));
            }
            return mca;
        }
        mcaVariables(env).forEach((name, v) -> {
            if (INTERNAL.stream().noneMatch(name::startsWith)) mca.put(name, v);
        });
        return mca;
    }

    /** Every OMPI_MCA_ variable of an environment, by parameter name. */
    public static Map<String, String> mcaVariables(Map<String, String> env) {
        Map<String, String> mca = new TreeMap<>();
        env.forEach((k, v) -> {
            if (k.startsWith(MCA_PREFIX)) mca.put(k.substring(MCA_PREFIX.length()), v);
        });
        return mca;
    }

    /** Encodes the user's MCA settings for {@value #USER_MCA_ENV}. */
    public static String encodeUserMca(Map<String, String> mca) {
        return mca.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(USER_MCA_SEPARATOR));
    }
}
