package io.logp.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.logp.meta.Machine;
import io.logp.report.MachineShape;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The machine section from Linux's files: known values from a copy of them, the shape on this machine, and null for
 * every fact a machine does not tell.
 */
class MachineFactsTest {

    @TempDir
    Path root;

    private void file(String path, String text) throws Exception {
        Path f = root.resolve(path);
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
    }

    @Test
    void factsFromTheFilesOfAServer() throws Exception {
        file("proc/sys/kernel/hostname", "node17\n");
        file("proc/cpuinfo", """
                processor\t: 0
                vendor_id\t: GenuineIntel
                model name\t: Intel(R) Xeon(R) Gold 6230 CPU @ 2.10GHz
                cpu MHz\t\t: 2095.078

                processor\t: 1
                model name\t: Intel(R) Xeon(R) Gold 6230 CPU @ 2.10GHz
                cpu MHz\t\t: 3100.000
                """);
        file("sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq", "3900000\n");
        file("sys/devices/system/cpu/online", "0-39,48,50-51\n");
        file("proc/meminfo", "MemTotal:       196608000 kB\nMemFree:        1000 kB\n");
        file("etc/os-release", "NAME=\"Rocky Linux\"\nPRETTY_NAME=\"Rocky Linux 9.3 (Blue Onyx)\"\n");
        file("proc/sys/kernel/osrelease", "5.14.0-362.el9.x86_64\n");
        file("sys/class/net/ib0/device/vendor", "0x15b3\n");
        file("sys/class/net/ib0/operstate", "up\n");
        file("sys/class/net/ib0/speed", "100000\n");
        file("sys/class/net/ib0/mtu", "4092\n");
        file("sys/class/net/eno1/device/vendor", "0x8086\n");
        file("sys/class/net/eno1/operstate", "down\n");
        file("sys/class/net/eno1/speed", "-1\n");
        file("sys/class/net/eno1/mtu", "1500\n");
        // A virtual interface has no device: not a NIC.
        file("sys/class/net/lo/operstate", "unknown\n");

        Machine m = new MachineFacts(root).machine();

        assertEquals("node17", m.host());
        assertEquals("Intel(R) Xeon(R) Gold 6230 CPU @ 2.10GHz", m.cpuModel());
        assertEquals(2095.078, m.cpuMhz(), "the first processor's clock");
        assertEquals(3900.0, m.cpuMaxMhz());
        assertEquals(43, m.cores());
        assertEquals(196_608_000L * 1024, m.memoryBytes());
        assertEquals("Rocky Linux 9.3 (Blue Onyx)", m.os());
        assertEquals("5.14.0-362.el9.x86_64", m.kernel());
        assertEquals(System.getProperty("os.arch"), m.arch());
        assertEquals(
                List.of(new Machine.Nic("eno1", "down", null, 1500), new Machine.Nic("ib0", "up", 100000, 4092)),
                m.nics(),
                "sorted by name; a speed of -1 is unknown");
    }

    @Test
    void aMachineThatTellsNothingHasNullFactsNotErrors() {
        Machine m = new MachineFacts(root).machine();
        assertNull(m.host());
        assertNull(m.cpuModel());
        assertNull(m.cpuMhz());
        assertNull(m.cpuMaxMhz());
        assertNull(m.cores());
        assertNull(m.memoryBytes());
        assertNull(m.nics(), "no /sys/class/net: unknown, not none");
        // What the JVM itself knows stands in for the files.
        assertEquals(System.getProperty("os.name"), m.os());
        assertEquals(System.getProperty("os.version"), m.kernel());
    }

    @Test
    void thisMachine() {
        MachineShape.check(MachineFacts.here());
    }
}
