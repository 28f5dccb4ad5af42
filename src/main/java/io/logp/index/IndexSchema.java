package io.logp.index;

import java.util.List;

/**
 * The tables of logp.db, for site staff to query with plain SQL (docs/history.md#the-index-logpdb). One row per run
 * in {@code runs}, one per run and parameter in {@code parameters}, and the view {@code history} that joins them.
 * Times in microseconds, rates in MB/s (the parameter's {@code unit} says which); an unknown value or CI is NULL.
 */
final class IndexSchema {

    /** The shape of the tables; an index of another version is rebuilt from the run directories. */
    static final int VERSION = 1;

    static final List<String> TABLES =
            List.of("""
            CREATE TABLE IF NOT EXISTS logp_index (
              key   TEXT PRIMARY KEY,
              value TEXT NOT NULL
            )""", """
            CREATE TABLE IF NOT EXISTS runs (
              run_id      TEXT PRIMARY KEY,
              directory   TEXT NOT NULL UNIQUE,
              date        TEXT NOT NULL,
              system      TEXT NOT NULL,
              hosts       TEXT NOT NULL,
              mpi         TEXT NOT NULL,
              medium      TEXT NOT NULL,
              transport   TEXT NOT NULL,
              label       TEXT NOT NULL,
              kind        TEXT NOT NULL,
              path        TEXT NOT NULL,
              launches    INTEGER NOT NULL,
              files_stamp TEXT NOT NULL,
              indexed_at  TEXT NOT NULL
            )""", "CREATE INDEX IF NOT EXISTS runs_by_system ON runs (system, date)", """
            CREATE TABLE IF NOT EXISTS parameters (
              run_id    TEXT NOT NULL REFERENCES runs (run_id) ON DELETE CASCADE,
              parameter TEXT NOT NULL,
              unit      TEXT NOT NULL,
              value     REAL,
              ci95      REAL,
              PRIMARY KEY (run_id, parameter)
            )""", """
            CREATE VIEW IF NOT EXISTS history AS
              SELECT r.system, r.date, r.run_id, p.parameter, p.value, p.ci95, p.unit, r.directory
              FROM runs r JOIN parameters p ON p.run_id = r.run_id""");

    private IndexSchema() {}
}
