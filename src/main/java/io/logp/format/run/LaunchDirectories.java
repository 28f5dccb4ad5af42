package io.logp.format.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Where the launches of a run with {@code --launches N} keep their files. Launch 1 is the run itself (its directory
 * holds launch 1's data, and the results of all launches together); launch k &gt;= 2 is a run directory of its own
 * under {@code <run>/launches/}: data in {@code launches/signatures/launch-k/}, charts in
 * {@code launches/plots/launch-k/}, so that each can be fitted, reported and compared alone.
 *
 * <p>meta.json of the run gets a {@code launches} list after the last launch: one object per launch with its
 * {@code launch} number, its {@code directory} relative to the run ("." for launch 1), when it started and ended
 * (ISO-8601) and the launcher's {@code exit_code}.
 */
public final class LaunchDirectories {

    /** The folder of the further launches inside the run's data directory. */
    public static final String FOLDER = "launches";

    /** The meta.json key of the launches' list. */
    public static final String META_KEY = "launches";

    private static final String PREFIX = "launch-";

    /** One launch as meta.json records it. */
    public record Launch(int launch, String directory, String startedUtc, String endedUtc, int exitCode) {}

    private LaunchDirectories() {}

    /** The run directory of launch {@code k} (1 is the run itself). */
    public static RunDirectory of(RunDirectory run, int k) {
        if (k < 1) throw new IllegalArgumentException("launches count from 1, got " + k);
        return k == 1 ? run : RunDirectory.of(run.signaturesDir().resolve(FOLDER), PREFIX + k);
    }

    /** The further launches' directories that exist (launch 2, 3, ...), by launch number; empty for one launch. */
    public static Map<Integer, RunDirectory> further(RunDirectory run) throws IOException {
        Path folder = run.signaturesDir().resolve(FOLDER).resolve("signatures");
        Map<Integer, RunDirectory> found = new TreeMap<>();
        if (!Files.isDirectory(folder)) return found;
        try (Stream<Path> entries = Files.list(folder)) {
            for (Path p : entries.toList()) {
                String name = p.getFileName().toString();
                if (!Files.isDirectory(p) || !name.matches(PREFIX + "[0-9]+")) continue;
                int k = Integer.parseInt(name.substring(PREFIX.length()));
                if (k >= 2) found.put(k, of(run, k));
            }
        }
        return found;
    }

    /** Adds the launches' list to the run's meta.json (which launch 1's ranks wrote), atomically. */
    public static void record(RunDirectory run, List<Launch> launches) throws IOException {
        if (!Files.exists(run.metaJson())) return;
        Map<String, Object> meta;
        try {
            meta = new LinkedHashMap<>(JsonFiles.read(run.metaJson()));
        } catch (DataFormatException e) {
            return; // a damaged meta.json is said by the analysis; the launches stay in their directories
        }
        List<Map<String, Object>> list = new ArrayList<>();
        for (Launch l : launches) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("launch", l.launch());
            entry.put("directory", l.directory());
            entry.put("started", l.startedUtc());
            entry.put("ended", l.endedUtc());
            entry.put("exit_code", l.exitCode());
            list.add(entry);
        }
        meta.put(META_KEY, list);
        JsonFiles.write(run.metaJson(), meta);
    }

    /** The directory of launch k relative to the run's data directory, as meta.json gives it. */
    public static String relative(RunDirectory run, int k) {
        return k == 1
                ? "."
                : run.signaturesDir().relativize(of(run, k).signaturesDir()).toString();
    }
}
