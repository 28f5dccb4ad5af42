package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The machine rank 0 ran on, recorded before anything is measured, for a reader who wants to cite or compare it.
 * Every fact the machine did not tell is null (and written as null, so the file shows what was looked for).
 *
 * @param host        host name
 * @param cpuModel    the processor's model name (Linux: /proc/cpuinfo)
 * @param cpuMhz      the clock the kernel reported when the run started, in MHz
 * @param cpuMaxMhz   the highest clock of the processor's frequency scaling, in MHz (null without cpufreq)
 * @param cores       online logical CPUs
 * @param memoryBytes physical memory
 * @param os          the operating system's name and release (Linux: os-release's PRETTY_NAME); in files of schema 1
 *                    its name, kernel and architecture in one
 * @param kernel      the kernel release
 * @param arch        the architecture as the JVM names it
 * @param nics        the network interfaces of physical devices (none in a container without them)
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.ALWAYS)
public record Machine(
        String host,
        String cpuModel,
        Double cpuMhz,
        Double cpuMaxMhz,
        Integer cores,
        Long memoryBytes,
        String os,
        String kernel,
        String arch,
        List<Nic> nics) {

    /**
     * One network interface.
     *
     * @param name      the kernel's name of it (eth0, ib0)
     * @param state     its operational state (up, down, unknown)
     * @param speedMbps the link speed in Mbit/s (null when the driver does not report one, as virtual NICs do)
     * @param mtu       its maximum transfer unit in bytes
     */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Nic(String name, String state, Integer speedMbps, Integer mtu) {}
}
