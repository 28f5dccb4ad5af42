package io.logp.cli;

import io.logp.app.launch.LaunchSettings;

import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Options passed through to mpirun, for runs on one machine or across nodes. */
public final class MpiOptions {

    @Option(names = "--np", paramLabel = "P", description = "MPI ranks (default: ${DEFAULT-VALUE}); rank 0 issues requests, rank 1 answers")
    int np = 2;

    @Option(names = "--hostfile", paramLabel = "FILE", description = "Open MPI hostfile, for runs across nodes")
    Path hostfile;

    /**
     * picocli hands a repeated array option all the values given so far, not just the latest pair, so the map is
     * rebuilt from every pair each time (a later value of the same key wins).
     */
    @Option(names = "--mca", arity = "2", paramLabel = "KEY VALUE", hideParamSyntax = true,
            description = "Open MPI MCA parameter, repeatable (e.g. --mca btl tcp,self)")
    void mca(String[] keyValues) {
        mca.clear();
        for (int i = 0; i + 1 < keyValues.length; i += 2) mca.put(keyValues[i], keyValues[i + 1]);
    }

    final Map<String, String> mca = new LinkedHashMap<>();

    @Option(names = "--map-by", paramLabel = "SPEC", description = "passed to mpirun --map-by (e.g. node)")
    String mapBy;

    @Option(names = "--bind-to", paramLabel = "SPEC", description = "passed to mpirun --bind-to (e.g. core, none)")
    String bindTo;

    @Option(names = "--mpirun", paramLabel = "PATH", description = "mpirun to use (default: ${DEFAULT-VALUE} on PATH)")
    String mpirun = "mpirun";

    LaunchSettings settings() {
        return new LaunchSettings(mpirun, np, Optional.ofNullable(hostfile), Optional.ofNullable(mapBy),
                Optional.ofNullable(bindTo), mca);
    }
}
