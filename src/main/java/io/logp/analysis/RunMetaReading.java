package io.logp.analysis;

import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.MeasuringLock;
import io.logp.format.run.MetaJson;
import io.logp.format.run.NewerSchemaException;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.RunIdentity;
import io.logp.meta.Incomplete;
import io.logp.meta.RunMetadata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.util.List;

/**
 * meta.json as an analysis reads it: set aside with a finding when damaged or newer (nothing in it is needed to fit),
 * checked against the run ids the other files carry, and its incomplete mark turned into a finding.
 */
public final class RunMetaReading {

    private RunMetaReading() {}

    /**
     * meta.json when the directory has a readable one. Nothing in it is needed to fit, so a damaged one is set aside
     * with a finding in {@code findings} instead of stopping the analysis (a broken link counts as damaged, not as
     * absent).
     */
    public static RunMetadata optionalMeta(RunDirectory dir, List<Finding> findings) throws IOException {
        if (!Files.exists(dir.metaJson(), LinkOption.NOFOLLOW_LINKS)) return RunMetadata.none();
        try {
            return MetaJson.readMetadata(dir.metaJson());
        } catch (NewerSchemaException e) {
            findings.add(new RunFinding.MetaNewerSchema(
                    e.schemaVersion(), e.newestRead(), e.writer().orElse(null)));
            return RunMetadata.none();
        } catch (DataFormatException e) {
            findings.add(new RunFinding.MetaUnreadable(e.getMessage()));
            return RunMetadata.none();
        }
    }

    /**
     * {@link #optionalMeta}, for an analysis of the directory's data: also refuses files of two runs, and says when
     * files carry no run id ({@link #oneRun}).
     */
    public static RunMetadata checkedMeta(RunDirectory dir, List<Finding> findings)
            throws IOException, DataFormatException {
        int before = findings.size();
        RunMetadata meta = optionalMeta(dir, findings);
        boolean metaReadable = findings.size() == before;
        oneRun(RunIdentity.of(dir, meta.runId()), metaReadable, dir, findings);
        return meta;
    }

    /**
     * Whether the directory's files come from one run, by the run id each carries: files of two runs are refused;
     * files without one beside stamped ones, and a run of a logp before run ids, are findings. A directory without
     * meta.json and without run ids holds files of other programs, which have nothing to check.
     *
     * @param metaReadable false when meta.json was set aside: its missing id says nothing then
     */
    static void oneRun(RunIdentity identity, boolean metaReadable, RunDirectory dir, List<Finding> findings)
            throws DataFormatException {
        identity.requireOneRun(dir.signaturesDir());
        List<String> unstamped = identity.unstamped().stream()
                .filter(f -> metaReadable || !f.equals(RunIdentity.META))
                .toList();
        List<String> stamps = identity.stamps();
        if (stamps.isEmpty()) {
            if (metaReadable && identity.files().containsKey(RunIdentity.META))
                findings.add(new RunFinding.NoRunId(unstamped));
        } else if (!unstamped.isEmpty()) {
            findings.add(new RunFinding.FilesWithoutRunId(unstamped, stamps.get(0)));
        }
    }

    /**
     * meta.json's incomplete mark of {@code dir} as a finding: a run marked running whose ranks still hold its lock
     * is still measuring, not killed.
     */
    public static RunFinding.IncompleteRun incomplete(Incomplete i, RunDirectory dir) {
        RunFinding.IncompleteRun run = incomplete(i);
        return run.reason() == RunFinding.Ended.RUNNING && MeasuringLock.held(dir)
                ? new RunFinding.IncompleteRun(RunFinding.Ended.MEASURING, run.cause(), run.progress())
                : run;
    }

    /** meta.json's incomplete mark as a finding. */
    public static RunFinding.IncompleteRun incomplete(Incomplete i) {
        RunFinding.Ended how =
                i.reason() == null ? null : RunFinding.Ended.valueOf(i.reason().name());
        return new RunFinding.IncompleteRun(how, i.cause(), i.progress());
    }
}
