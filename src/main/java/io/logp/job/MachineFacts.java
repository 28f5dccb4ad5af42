package io.logp.job;

import io.logp.meta.Machine;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The machine this process runs on, for meta.json: read from Linux's /proc, /sys and /etc (a few small files, before
 * anything is measured). A fact the machine does not tell (another OS, a container without /sys, a virtual NIC
 * without a speed) is null, never an error.
 */
final class MachineFacts {

    private final Path root;

    /** The facts under {@code root} ("/" for this machine; a copy of its files for a test). */
    MachineFacts(Path root) {
        this.root = root;
    }

    /** This machine. */
    static Machine here() {
        return new MachineFacts(Path.of("/")).machine();
    }

    Machine machine() {
        List<String> cpuinfo = lines("proc/cpuinfo");
        Optional<String> maxKhz = text("sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq");
        return new Machine(
                text("proc/sys/kernel/hostname").orElse(null),
                field(cpuinfo, "model name", "Model", "cpu model", "Hardware").orElse(null),
                field(cpuinfo, "cpu MHz").flatMap(MachineFacts::number).orElse(null),
                maxKhz.flatMap(MachineFacts::number).map(khz -> khz / 1e3).orElse(null),
                onlineCpus().orElse(null),
                field(lines("proc/meminfo"), "MemTotal")
                        .map(kb -> kb.replace("kB", "").trim())
                        .flatMap(MachineFacts::number)
                        .map(kb -> (long) (kb * 1024))
                        .orElse(null),
                field(lines("etc/os-release"), "PRETTY_NAME")
                        .map(v -> v.replace("\"", ""))
                        .orElse(System.getProperty("os.name")),
                text("proc/sys/kernel/osrelease").orElse(System.getProperty("os.version")),
                System.getProperty("os.arch"),
                nics());
    }

    /**
     * The online CPUs. Not availableProcessors(): under mpirun a rank is bound to one core and the JVM counts only the
     * CPUs it may run on, which made every bound 2-rank run look oversubscribed.
     */
    Optional<Integer> onlineCpus() {
        Optional<String> online = text("sys/devices/system/cpu/online");
        if (online.isEmpty()) return Optional.empty();
        try {
            int count = 0;
            for (String range : online.get().split(",")) {
                String[] ends = range.split("-");
                count += ends.length == 1 ? 1 : Integer.parseInt(ends[1].trim()) - Integer.parseInt(ends[0].trim()) + 1;
            }
            return count > 0 ? Optional.of(count) : Optional.empty();
        } catch (RuntimeException e) {
            return Optional.empty(); // an unexpected format
        }
    }

    /** This host's online CPUs, else the JVM's count (not Linux). */
    static int hostCores() {
        return new MachineFacts(Path.of("/"))
                .onlineCpus()
                .orElse(Runtime.getRuntime().availableProcessors());
    }

    /** The interfaces of devices (virtual ones, such as lo or a bridge, have no device link). */
    private List<Machine.Nic> nics() {
        Path net = root.resolve("sys/class/net");
        if (!Files.isDirectory(net)) return null;
        List<Machine.Nic> nics = new ArrayList<>();
        try (Stream<Path> all = Files.list(net)) {
            for (Path nic : all.sorted().toList()) {
                if (!Files.exists(nic.resolve("device"))) continue;
                String base = "sys/class/net/" + nic.getFileName() + "/";
                nics.add(new Machine.Nic(
                        nic.getFileName().toString(),
                        text(base + "operstate").orElse(null),
                        // Unknown speeds read as -1, or the read fails (EINVAL) on a link that is down.
                        text(base + "speed")
                                .flatMap(MachineFacts::number)
                                .filter(s -> s > 0)
                                .map(Double::intValue)
                                .orElse(null),
                        text(base + "mtu")
                                .flatMap(MachineFacts::number)
                                .map(Double::intValue)
                                .orElse(null)));
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return nics;
    }

    /** The value of the first of {@code keys} that a "key : value" line has, in the order of the keys. */
    private static Optional<String> field(List<String> lines, String... keys) {
        for (String key : keys) {
            for (String line : lines) {
                int colon = line.indexOf(':');
                int equals = line.indexOf('=');
                // cpuinfo and meminfo say "key : value", os-release "KEY=value"; whichever comes first ends the key.
                int at = colon < 0 ? equals : equals < 0 ? colon : Math.min(colon, equals);
                if (at > 0 && line.substring(0, at).trim().equals(key)) {
                    String value = line.substring(at + 1).trim();
                    if (!value.isEmpty()) return Optional.of(value);
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Double> number(String text) {
        try {
            return Optional.of(Double.parseDouble(text.trim()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private List<String> lines(String file) {
        try {
            return Files.readAllLines(root.resolve(file));
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    private Optional<String> text(String file) {
        try {
            String t = Files.readString(root.resolve(file)).trim();
            return t.isEmpty() ? Optional.empty() : Optional.of(t);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
