package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.meta.Machine;

/**
 * The machine section as Linux fills it, checked for presence and shape, not values (any Linux machine passes; the
 * CPU's clock and the NICs may be unknown, as in a VM or container).
 */
public final class MachineShape {

    private MachineShape() {}

    public static void check(Machine m) {
        String all = m.toString();
        assertFalse(m.host() == null || m.host().isBlank(), "host: " + all);
        assertFalse(m.cpuModel() == null || m.cpuModel().isBlank(), "CPU model: " + all);
        assertTrue(m.cores() != null && m.cores() >= 1, "cores: " + all);
        assertTrue(m.memoryBytes() != null && m.memoryBytes() > 1L << 20, "memory: " + all);
        assertFalse(m.os() == null || m.os().isBlank(), "OS: " + all);
        assertFalse(m.kernel() == null || m.kernel().isBlank(), "kernel: " + all);
        assertFalse(m.arch() == null || m.arch().isBlank(), "architecture: " + all);
        assertTrue(m.cpuMhz() == null || m.cpuMhz() > 0, "clock: " + all);
        assertTrue(m.cpuMaxMhz() == null || m.cpuMaxMhz() > 0, "highest clock: " + all);
        assertNotNull(m.nics(), "NICs (a list, maybe empty): " + all);
        for (Machine.Nic nic : m.nics()) {
            assertFalse(nic.name().isBlank(), all);
            assertTrue(nic.speedMbps() == null || nic.speedMbps() > 0, all);
            assertTrue(nic.mtu() == null || nic.mtu() > 0, all);
        }
    }
}
