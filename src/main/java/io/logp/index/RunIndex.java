package io.logp.index;

import io.logp.analysis.HistoryParameter;
import io.logp.analysis.HistoryRun;
import io.logp.analysis.SystemIdentity;
import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * logp.db, the index of many runs that {@code history} keeps beside them: one row per run with its system and its
 * parameters, so that a thousand runs are not read and parsed again every night. The run directories stay the source
 * of truth: a run is read again when its meta.json or logp.json changed (their sizes and times, {@link #stamp}), and an
 * index that is missing, of another version or not a database is rebuilt from them (a damaged one is set aside, not
 * deleted). Everything one {@code history} writes goes in one transaction, so that an interrupted one leaves the index
 * as it was.
 */
public final class RunIndex implements AutoCloseable {

    public static final String FILE = "logp.db";

    private static final String INSERT_RUN =
            "INSERT INTO runs (run_id, directory, date, system, hosts, mpi, medium, transport, label, kind, path,"
                    + " launches, files_stamp, indexed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String INSERT_PARAMETER =
            "INSERT INTO parameters (run_id, parameter, unit, value, ci95) VALUES (?, ?, ?, ?, ?)";

    private final Connection db;
    private final Map<Path, Indexed> byDirectory;
    private final Map<String, Path> directoryOf;
    private int written;

    private record Indexed(HistoryRun run, String stamp) {}

    /**
     * An index opened, and what had to be done to it.
     *
     * @param setAside where a damaged index was moved before a new one was made (empty when none was)
     * @param problem  what was wrong with it
     */
    public record Opened(RunIndex index, Optional<Path> setAside, String problem) {}

    private RunIndex(Connection db, Map<Path, Indexed> byDirectory) {
        this.db = db;
        this.byDirectory = byDirectory;
        this.directoryOf = new HashMap<>();
        byDirectory.forEach((dir, i) -> directoryOf.put(i.run().runId(), dir));
    }

    /**
     * Opens (or makes) the index in {@code file}; an index that cannot be read as one is moved aside to
     * {@code logp.db.damaged-<time>} and a new one made.
     */
    public static Opened open(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        String problem = "";
        Optional<Path> aside = Optional.empty();
        if (Files.exists(file)) {
            try {
                return new Opened(load(connect(file), true), aside, problem);
            } catch (SQLException e) {
                problem = e.getMessage();
                aside = Optional.of(file.resolveSibling(file.getFileName() + ".damaged-"
                        + Instant.now().toString().replace(':', '-')));
                Files.move(file, aside.get(), StandardCopyOption.ATOMIC_MOVE);
                for (String journal : List.of("-journal", "-wal", "-shm")) {
                    Path j = file.resolveSibling(file.getFileName() + journal);
                    if (Files.exists(j))
                        Files.move(j, aside.get().resolveSibling(aside.get().getFileName() + journal));
                }
            }
        }
        try {
            return new Opened(load(connect(file), false), aside, problem);
        } catch (SQLException e) {
            throw new IOException(file + ": cannot make the index: " + e.getMessage(), e);
        }
    }

    private static Connection connect(Path file) throws SQLException {
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
        try (Statement s = c.createStatement()) {
            s.execute("PRAGMA busy_timeout = 10000");
            s.execute("PRAGMA foreign_keys = ON");
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return c;
    }

    /** Checks an existing index (its integrity and version), makes the tables of a new one, and reads every run. */
    private static RunIndex load(Connection c, boolean existing) throws SQLException {
        try {
            if (existing) check(c);
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                for (String ddl : IndexSchema.TABLES) s.execute(ddl);
                s.execute("INSERT OR IGNORE INTO logp_index (key, value) VALUES ('schema_version', '"
                        + IndexSchema.VERSION + "')");
            }
            c.commit();
            return new RunIndex(c, runs(c));
        } catch (SQLException e) {
            c.close();
            throw e;
        }
    }

    private static void check(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            try (ResultSet r = s.executeQuery("PRAGMA quick_check")) {
                String verdict = r.next() ? r.getString(1) : "no answer";
                if (!"ok".equals(verdict)) throw new SQLException("the database is damaged: " + verdict);
            }
            try (ResultSet r = s.executeQuery("SELECT value FROM logp_index WHERE key = 'schema_version'")) {
                String version = r.next() ? r.getString(1) : "none";
                if (!String.valueOf(IndexSchema.VERSION).equals(version))
                    throw new SQLException(
                            "an index of version " + version + ", this logp writes " + IndexSchema.VERSION);
            }
        }
    }

    private static Map<Path, Indexed> runs(Connection c) throws SQLException {
        Map<String, Map<HistoryParameter, Estimate>> values = new HashMap<>();
        try (Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT run_id, parameter, value, ci95 FROM parameters")) {
            while (r.next()) {
                HistoryParameter p = parameter(r.getString(2));
                if (p == null) continue;
                values.computeIfAbsent(r.getString(1), k -> new EnumMap<>(HistoryParameter.class))
                        .put(p, Estimate.of(number(r, 3), number(r, 4)));
            }
        }
        Map<Path, Indexed> runs = new HashMap<>();
        try (Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT run_id, directory, date, hosts, mpi, medium, transport, label,"
                        + " kind, path, launches, files_stamp FROM runs")) {
            while (r.next()) {
                String runId = r.getString(1);
                Map<HistoryParameter, Estimate> v = values.getOrDefault(runId, Map.of());
                RunSummary summary = new RunSummary(
                        r.getString(8),
                        RunSummary.Kind.valueOf(r.getString(9)),
                        get(v, HistoryParameter.O_S),
                        get(v, HistoryParameter.O_R),
                        get(v, HistoryParameter.G),
                        get(v, HistoryParameter.L),
                        get(v, HistoryParameter.RTT),
                        get(v, HistoryParameter.T0),
                        get(v, HistoryParameter.R),
                        r.getString(10),
                        r.getInt(11));
                SystemIdentity system = new SystemIdentity(
                        Arrays.asList(r.getString(4).split(",")), r.getString(5), r.getString(6), r.getString(7));
                Path dir = Path.of(r.getString(2));
                runs.put(
                        dir, new Indexed(new HistoryRun(runId, dir, r.getString(3), system, summary), r.getString(12)));
            }
        }
        return runs;
    }

    /** The run indexed for {@code dir} when its files have not changed since ({@code stamp}). */
    public Optional<HistoryRun> cached(Path dir, String stamp) {
        Indexed i = byDirectory.get(key(dir));
        if (i == null || !i.stamp().equals(stamp)) return Optional.empty();
        return Optional.of(i.run().directory().equals(dir) ? i.run() : withDirectory(i.run(), dir));
    }

    /**
     * Puts a run read from its directory into the index (in this index's transaction), replacing what the index held
     * for its run id or its directory. A run whose id the index holds for another directory that still holds it is
     * not put: that is a duplicate, and the first stays indexed.
     */
    public void put(HistoryRun run, String stamp) throws IOException {
        Path dir = key(run.directory());
        Path other = directoryOf.get(run.runId());
        if (other != null && !other.equals(dir) && Files.isDirectory(other)) return;
        try (PreparedStatement delete = db.prepareStatement("DELETE FROM runs WHERE run_id = ? OR directory = ?");
                PreparedStatement insert = db.prepareStatement(INSERT_RUN);
                PreparedStatement parameter = db.prepareStatement(INSERT_PARAMETER)) {
            delete.setString(1, run.runId());
            delete.setString(2, dir.toString());
            delete.executeUpdate();
            SystemIdentity s = run.system();
            RunSummary summary = run.summary();
            int i = 1;
            insert.setString(i++, run.runId());
            insert.setString(i++, dir.toString());
            insert.setString(i++, run.date());
            insert.setString(i++, s.key());
            insert.setString(i++, String.join(",", s.hosts()));
            insert.setString(i++, s.mpi());
            insert.setString(i++, s.medium());
            insert.setString(i++, s.transport());
            insert.setString(i++, summary.label());
            insert.setString(i++, summary.kind().name());
            insert.setString(i++, summary.transport());
            insert.setInt(i++, summary.launches());
            insert.setString(i++, stamp);
            insert.setString(i, Instant.now().toString());
            insert.executeUpdate();
            for (HistoryParameter p : HistoryParameter.values()) {
                Estimate e = p.of(summary);
                parameter.setString(1, run.runId());
                parameter.setString(2, p.symbol());
                parameter.setString(3, p.unit());
                setNumber(parameter, 4, e.value());
                setNumber(parameter, 5, e.ci95());
                parameter.addBatch();
            }
            parameter.executeBatch();
        } catch (SQLException e) {
            throw new IOException("logp.db: cannot index run " + run.runId() + ": " + e.getMessage(), e);
        }
        if (other != null) byDirectory.remove(other);
        Indexed before = byDirectory.put(dir, new Indexed(withDirectory(run, dir), stamp));
        if (before != null) directoryOf.remove(before.run().runId());
        directoryOf.put(run.runId(), dir);
        written++;
    }

    /** How many runs this index has put since it was opened. */
    public int written() {
        return written;
    }

    /** How many runs the index holds. */
    public int size() {
        return byDirectory.size();
    }

    /** Makes everything put so far part of the index, at once. */
    public void commit() throws IOException {
        try {
            db.commit();
        } catch (SQLException e) {
            throw new IOException("logp.db: cannot write the index: " + e.getMessage(), e);
        }
    }

    /** Closes the index; what was not committed is not in it. */
    @Override
    public void close() throws IOException {
        try {
            if (!db.getAutoCommit()) db.rollback();
            db.close();
        } catch (SQLException e) {
            throw new IOException("logp.db: " + e.getMessage(), e);
        }
    }

    /**
     * What the index compares to know that a run's files changed: the size and time of meta.json and of logp.json
     * ("-" for one that is missing).
     */
    public static String stamp(Path dir) throws IOException {
        List<String> parts = new ArrayList<>();
        for (String name : List.of("meta.json", "logp.json")) {
            Path f = dir.resolve(name);
            if (!Files.exists(f)) {
                parts.add("-");
                continue;
            }
            BasicFileAttributes a = Files.readAttributes(f, BasicFileAttributes.class);
            parts.add(a.size() + "@" + a.lastModifiedTime().toMillis());
        }
        return String.join(" ", parts);
    }

    private static Path key(Path dir) {
        return dir.toAbsolutePath().normalize();
    }

    private static HistoryRun withDirectory(HistoryRun run, Path dir) {
        return new HistoryRun(run.runId(), dir, run.date(), run.system(), run.summary());
    }

    private static HistoryParameter parameter(String symbol) {
        for (HistoryParameter p : HistoryParameter.values()) if (p.symbol().equals(symbol)) return p;
        return null;
    }

    private static Estimate get(Map<HistoryParameter, Estimate> v, HistoryParameter p) {
        return v.getOrDefault(p, Estimate.unknown());
    }

    private static double number(ResultSet r, int column) throws SQLException {
        double v = r.getDouble(column);
        return r.wasNull() ? Double.NaN : v;
    }

    private static void setNumber(PreparedStatement s, int i, double v) throws SQLException {
        if (Double.isFinite(v)) s.setDouble(i, v);
        else s.setNull(i, java.sql.Types.REAL);
    }
}
