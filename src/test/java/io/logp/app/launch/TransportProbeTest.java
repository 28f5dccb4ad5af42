package io.logp.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A transport that cannot start is found by a tiny launch before it is measured, and said in one line in the MPI's
 * own words; one that starts is not. The launcher is a script that speaks as Open MPI's mpirun and fails or runs
 * the program as its MCA setting says, as Open MPI 4.1 does with --mca pml ucx where UCX finds no device.
 */
class TransportProbeTest {

    @Test
    @Timeout(60)
    void aTransportThatCannotStartIsNamedInTheMpisWords(@TempDir Path tmp) throws Exception {
        Path mpirun = tmp.resolve("mpirun");
        Files.writeString(mpirun, """
                #!/bin/sh
                [ "$1" = --version ] && { echo 'mpirun (Open MPI) 4.1.4'; exit 0; }
                case "$*" in
                  *"pml ucx"*) echo '[vm:25650] PML ucx cannot be selected'; echo 'banner'; exit 1 ;;
                esac
                exit 0
                """);
        mpirun.toFile().setExecutable(true);
        Path twin = tmp.resolve("logp_twin");
        LaunchSettings launch = new LaunchSettings(
                mpirun.toString(), 2, Optional.empty(), Optional.empty(), Optional.empty(), Map.of(), Optional.empty());

        Optional<String> ucx = TransportProbe.failure(launch.withMca(Map.of("pml", "ucx")), twin);
        assertEquals(Optional.of("a 2-message launch with it ended with exit code 1: PML ucx cannot be selected"), ucx);

        Optional<String> tcp = TransportProbe.failure(launch.withMca(Map.of("btl", "tcp,self")), twin);
        assertTrue(tcp.isEmpty(), "a transport that starts is measured: " + tcp);
    }
}
