package io.logp.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The launch a failed start names: the launcher's own options, in the order the user gave the MCA parameters. */
class LaunchSettingsTest {

    @Test
    void describesTheLaunchInTheLaunchersOwnOptions() {
        Map<String, String> mca = new LinkedHashMap<>();
        mca.put("pml", "ob1");
        mca.put("btl", "nosuch,self");
        LaunchSettings launch = new LaunchSettings(
                "mpirun",
                4,
                Optional.of(Path.of("hosts")),
                Optional.of("node"),
                Optional.of("core"),
                mca,
                Optional.of(Path.of("liblogp_mpi.so")));

        assertEquals(
                "mpirun -np 4 --hostfile hosts --map-by node --bind-to core --mca pml ob1 --mca btl nosuch,self",
                launch.describe());
    }

    @Test
    void aLocalLaunchIsItsLauncherAndRanks() {
        LaunchSettings launch = new LaunchSettings(
                "/usr/bin/mpiexec.hydra",
                2,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Map.of(),
                Optional.empty());

        assertEquals("/usr/bin/mpiexec.hydra -np 2", launch.describe());
    }
}
