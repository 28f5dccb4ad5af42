package io.logp.format.run;

import io.logp.data.RunIds;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Where one run keeps its files: data in {@code <base>/signatures/<run-id>/}, charts in
 * {@code <base>/plots/<run-id>/} (design.md, "File contracts"). Only paths; nothing is touched until
 * {@link #create()}.
 */
public final class RunDirectory {

    /** Keeps directory names short enough to read in a listing; the time stamp already makes them unique. */
    private static final int MAX_LABEL_LENGTH = 40;

    private final String runId;
    private final Path signaturesDir;
    private final Path plotsDir;
    /** What the files this run writes carry ({@link RunStamp}); empty for a directory opened to be read. */
    private final Optional<RunStamp> stamp;

    private RunDirectory(String runId, Path signaturesDir, Path plotsDir) {
        this(runId, signaturesDir, plotsDir, Optional.empty());
    }

    private RunDirectory(String runId, Path signaturesDir, Path plotsDir, Optional<RunStamp> stamp) {
        this.runId = runId;
        this.signaturesDir = signaturesDir;
        this.plotsDir = plotsDir;
        this.stamp = stamp;
    }

    /** This directory, writing {@code stamp} into every data file and meta.json. */
    public RunDirectory stamped(RunStamp stamp) {
        return new RunDirectory(runId, signaturesDir, plotsDir, Optional.of(stamp));
    }

    /** This directory with a new stamp: the writer of a run that has none yet (rank 0 in a launcher's directory). */
    public RunDirectory freshlyStamped() {
        return stamped(RunStamp.fresh(runId));
    }

    /** The identity the files written through this directory carry; empty when it was opened to be read. */
    public Optional<RunStamp> stamp() {
        return stamp;
    }

    /** The run {@code runId} under {@code base}. */
    public static RunDirectory of(Path base, String runId) {
        requireSingleName(runId);
        return new RunDirectory(
                runId,
                base.resolve("signatures").resolve(runId),
                base.resolve("plots").resolve(runId));
    }

    /** The run {@code runId} under the current directory. */
    public static RunDirectory inCurrentDirectory(String runId) {
        return of(Path.of(""), runId);
    }

    /**
     * An existing run, from its data directory (as {@code logp fit signatures/<run-id>} names it). The run id is
     * the directory's name. Charts go to {@code ../../plots/<run-id>} relative to it when it lies in a
     * {@code signatures/} directory (the layout logp writes); a run directory anywhere else (copied, moved, another
     * tool's) gets them in {@code DIR/plots}, inside the directory the user named, never two levels above it.
     */
    public static RunDirectory of(Path signaturesDir) {
        Path absolute = signaturesDir.toAbsolutePath().normalize();
        Path name = absolute.getFileName();
        if (name == null) throw new IllegalArgumentException("not a run directory: " + signaturesDir);
        Path parent = absolute.getParent();
        boolean logpLayout = parent != null
                && parent.getFileName() != null
                && parent.getFileName().toString().equals("signatures");
        Path plotsDir = logpLayout
                ? signaturesDir.resolve("../../plots").resolve(name.toString()).normalize()
                : signaturesDir.resolve("plots");
        return new RunDirectory(name.toString(), signaturesDir, plotsDir);
    }

    /**
     * A new run id, {@code yyyyMMdd-HHmmss-<label>} in UTC. The label is lower-cased and every run of characters
     * outside {@code [a-z0-9-]} becomes one {@code -}, so that the id is safe as a directory name everywhere;
     * an empty label gives just the time stamp.
     */
    public static String newRunId(String label, Clock clock) {
        String time = RunIds.stamp(clock.instant());
        String sanitised =
                label.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9-]+", "-").replaceAll("-{2,}", "-");
        if (sanitised.length() > MAX_LABEL_LENGTH) sanitised = sanitised.substring(0, MAX_LABEL_LENGTH);
        sanitised = sanitised.replaceAll("^-+|-+$", "");
        return sanitised.isEmpty() ? time : time + "-" + sanitised;
    }

    /**
     * Creates the data and chart directories of a new run. The data directory must not exist yet: two runs
     * started in the same second with the same label would otherwise overwrite each other's files.
     *
     * @return this directory with a new {@link RunStamp}, which the files written through it carry
     * @throws IOException naming the directory when it exists already or cannot be created
     */
    public RunDirectory create() throws IOException {
        createDirectories(signaturesDir.toAbsolutePath().getParent());
        try {
            Files.createDirectory(signaturesDir);
        } catch (FileAlreadyExistsException e) {
            throw new IOException("run directory " + signaturesDir + " already exists; choose another run id", e);
        } catch (IOException e) {
            throw new IOException("cannot create run directory " + signaturesDir + ": " + reason(e), e);
        }
        createPlotsDir();
        return freshlyStamped();
    }

    /**
     * Creates the chart directory when it can. One that cannot be made (a read-only plots/) does not stop a
     * measurement: the data is written, and the charts fail at the end with exit 5 (README), naming the file.
     */
    public void createPlotsDir() {
        try {
            Files.createDirectories(plotsDir);
        } catch (IOException e) {
            // said when the charts are written
        }
    }

    /** Runs of one id started within the same second: the first free of {@code id}, {@code id-2}, ... up to this. */
    private static final int MAX_NUMBER = 99;

    /**
     * Creates a new run {@code runId} under {@code base} or, when that exists already (a run of the same label
     * started within the same second), the first free of {@code runId-2}, {@code runId-3}, ...; taking the data
     * directory is atomic, so two runs started together never share one.
     *
     * @throws IOException naming the directory when none is free or it cannot be created
     */
    public static RunDirectory createNumbered(Path base, String runId) throws IOException {
        for (int n = 1; ; n++) {
            RunDirectory candidate = of(base, n == 1 ? runId : runId + "-" + n);
            try {
                return candidate.create();
            } catch (IOException e) {
                if (!(e.getCause() instanceof FileAlreadyExistsException) || n == MAX_NUMBER) throw e;
            }
        }
    }

    public String runId() {
        return runId;
    }

    public Path signaturesDir() {
        return signaturesDir;
    }

    public Path plotsDir() {
        return plotsDir;
    }

    public Path signatureCsv() {
        return signaturesDir.resolve("signature.csv");
    }

    public Path rttCsv() {
        return signaturesDir.resolve("rtt.csv");
    }

    public Path rttSamples() {
        return signaturesDir.resolve("rtt_samples.txt");
    }

    /** T(n) of bulk gets, in the format of rtt.csv (the bulk stores are rtt.csv's rows with n_bytes > the small message). */
    public Path rttGetCsv() {
        return signaturesDir.resolve("rtt_get.csv");
    }

    /** The per-size bulk table (o_s(n), o_r(n), g(n), T(n) with CIs), written by the analysis. */
    public Path bulkCsv() {
        return signaturesDir.resolve("bulk.csv");
    }

    /** The protocol regimes of T(n) with their T0 and R, written by the analysis. */
    public Path regimesCsv() {
        return signaturesDir.resolve("regimes.csv");
    }

    /** The gap at every contention point (pattern, K), the contract of design.md. */
    public Path contentionCsv() {
        return signaturesDir.resolve("contention.csv");
    }

    /** Every requester's own gap at every contention point, with its host and responders. */
    public Path contentionRanksCsv() {
        return signaturesDir.resolve("contention_ranks.csv");
    }

    public Path contentionPng() {
        return plotsDir.resolve("contention.png");
    }

    /** Every pair of ranks: its RTT (and short signature), the rows of the paper's Table 3. */
    public Path pairsCsv() {
        return signaturesDir.resolve("pairs.csv");
    }

    /** The pairs' RTT as a P x P map, ranks ordered by host. */
    public Path pairsPng() {
        return plotsDir.resolve("pairs.png");
    }

    /** Every collective at every size and P, timed with synchronised launches (MPIPerf). */
    public Path collectivesCsv() {
        return signaturesDir.resolve("collectives.csv");
    }

    /** Every rank's own time at every collective point (written on request). */
    public Path collectivesRanksCsv() {
        return signaturesDir.resolve("collectives_ranks.csv");
    }

    /** The timer checks WaitPatternNull and WaitPatternUp with each clock. */
    /** The first point of each P measured again after the last: it shows whether the first carried a start-up cost. */
    public Path collectivesRepeatCsv() {
        return signaturesDir.resolve("collectives_repeat.csv");
    }

    public Path collectivesTimersCsv() {
        return signaturesDir.resolve("collectives_timers.csv");
    }

    /** The clock offsets the launches were scheduled with, and the repeat after them. */
    public Path clockSyncCsv() {
        return signaturesDir.resolve("clock_sync.csv");
    }

    /** Measured against LogP-predicted time of every collective point (derived by the analysis). */
    public Path collectivesModelCsv() {
        return signaturesDir.resolve("collectives_model.csv");
    }

    public Path collectivesVsRanksPng() {
        return plotsDir.resolve("collectives_vs_p.png");
    }

    public Path collectivesVsSizePng() {
        return plotsDir.resolve("collectives_vs_size.png");
    }

    /** The run's piecewise LogGP model (derived by the analysis). */
    public Path modelJson() {
        return signaturesDir.resolve("model.json");
    }

    public Path logpJson() {
        return signaturesDir.resolve("logp.json");
    }

    public Path logpMarkdown() {
        return signaturesDir.resolve("logp.md");
    }

    public Path metaJson() {
        return signaturesDir.resolve("meta.json");
    }

    public Path signaturePng() {
        return plotsDir.resolve("signature.png");
    }

    /** The signature at one bulk size. */
    public Path signaturePng(int nBytes) {
        return plotsDir.resolve("signature_" + nBytes + "B.png");
    }

    public Path transferTimePng() {
        return plotsDir.resolve("bulk_time.png");
    }

    public Path bandwidthPng() {
        return plotsDir.resolve("bulk_bandwidth.png");
    }

    public Path sendOverheadPng() {
        return plotsDir.resolve("bulk_overhead.png");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RunDirectory other
                && signaturesDir.equals(other.signaturesDir)
                && plotsDir.equals(other.plotsDir);
    }

    @Override
    public int hashCode() {
        return Objects.hash(signaturesDir, plotsDir);
    }

    @Override
    public String toString() {
        return signaturesDir.toString();
    }

    private static void requireSingleName(String runId) {
        if (runId.isBlank() || runId.equals(".") || runId.equals("..") || runId.contains("/") || runId.contains("\\")) {
            throw new IllegalArgumentException("a run id must be a single directory name, got '" + runId + "'");
        }
    }

    private static void createDirectories(Path dir) throws IOException {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new IOException("cannot create directory " + dir + ": " + reason(e), e);
        }
    }

    /** NIO exceptions often carry only the path; then the exception type is the reason ("access denied"). */
    private static String reason(IOException e) {
        if (!(e instanceof FileSystemException f)) return e.getMessage();
        if (f.getReason() != null) return f.getReason();
        return f.getClass()
                .getSimpleName()
                .replaceAll("Exception$", "")
                .replaceAll("(?<=[a-z])(?=[A-Z])", " ")
                .toLowerCase(Locale.ROOT);
    }
}
