package io.logp.format.foreign;

/**
 * What a reader found where a table starts: the table, or the name of a benchmark it does not read (skipped), and
 * the line after it, where the scan goes on.
 */
record TableAt(ForeignTable table, String skipped, int next) {

    static TableAt read(ForeignTable table, int next) {
        return new TableAt(table, null, next);
    }

    static TableAt skip(String name, int next) {
        return new TableAt(null, name, next);
    }
}
