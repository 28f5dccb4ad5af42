package io.logp.analysis;

import io.logp.data.NetworkPath;
import io.logp.meta.Machine;
import io.logp.meta.Mpi;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What makes runs the history of one system, from meta.json's typed records: the hosts the ranks ran on (the
 * placement's, else rank 0's machine), the MPI and its version, the medium the messages took and the way into MPI. Two
 * runs that differ in any of them measure different things (another node, another MPI, shared memory against TCP), so
 * their numbers are not one series; a new MPI version is a new system on purpose, since a site that upgrades wants
 * the new version's runs as a new reference, not an alarm.
 *
 * @param hosts     the hosts, sorted; "simulated" for logp's simulated network, "unknown host" when meta.json names none
 * @param mpi       the MPI and its version ("Open MPI 4.1.4"), "no MPI" for the simulated network, "unknown MPI" when
 *                  meta.json does not say
 * @param medium    meta.json's path medium (shared_memory, loopback, network, simulated, unknown)
 * @param transport the way into MPI (native, bindings), empty when none or unknown
 */
public record SystemIdentity(List<String> hosts, String mpi, String medium, String transport) {

    private static final Pattern VERSION = Pattern.compile("v?(\\d+(?:\\.\\d+)+)");

    public SystemIdentity {
        hosts = List.copyOf(hosts);
        Objects.requireNonNull(mpi, "mpi");
        Objects.requireNonNull(medium, "medium");
        Objects.requireNonNull(transport, "transport");
    }

    /** The system a run ran on, as its meta.json records it. */
    public static SystemIdentity of(RunMetadata meta) {
        TreeSet<String> hosts = new TreeSet<>();
        if (meta.simulated()) hosts.add("simulated");
        else {
            meta.placement().map(Placement::hosts).ifPresent(h -> h.stream()
                    .filter(s -> s != null && !s.isBlank())
                    .forEach(hosts::add));
            if (hosts.isEmpty())
                meta.machine().map(Machine::host).filter(h -> !h.isBlank()).ifPresent(hosts::add);
            if (hosts.isEmpty()) hosts.add("unknown host");
        }
        String mpi = meta.mpi().map(SystemIdentity::mpi).orElse(meta.simulated() ? "no MPI" : "unknown MPI");
        NetworkPath.Medium medium = meta.simulated() ? NetworkPath.Medium.SIMULATED : meta.medium();
        String transport = meta.path()
                .map(NetworkPath::transport)
                .map(t -> t.name().toLowerCase(java.util.Locale.ROOT))
                .orElse("");
        return new SystemIdentity(List.copyOf(hosts), mpi, medium.label(), transport);
    }

    /** "Open MPI 4.1.4" from the library's version line "Open MPI v4.1.4, package: Debian OpenMPI ...". */
    public static String mpi(Mpi mpi) {
        String name =
                mpi.implementation() == null ? "MPI" : mpi.implementation().label();
        if (mpi.library() == null) return name;
        Matcher m = VERSION.matcher(mpi.library());
        return m.find() ? name + " " + m.group(1) : name;
    }

    /**
     * One line naming the system, which is also its key in the index and the name of its files: "vm | Open MPI 4.1.4
     * | shared_memory | native".
     */
    public String key() {
        String base = String.join(",", hosts) + " | " + mpi + " | " + medium;
        return transport.isEmpty() ? base : base + " | " + transport;
    }
}
