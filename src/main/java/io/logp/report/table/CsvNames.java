package io.logp.report.table;

import io.logp.presentation.Unit;

/** CSV column names in the style of logp's data files: {@code name_unit}, {@code name_ci95_unit}. */
final class CsvNames {

    private CsvNames() {}

    /** The value's column: {@code o_s_us}, {@code R_MBps}, {@code G_ns_per_B}, {@code cv_percent}. */
    static String value(Column c) {
        return c.key() + unitSuffix(c.unit());
    }

    /** The interval's column: {@code o_s_ci95_us}. */
    static String ci(Column c) {
        return c.key() + "_ci" + c.ciPercent() + unitSuffix(c.unit());
    }

    /** The mark's column: {@code o_s_significant}. */
    static String mark(Column c) {
        return c.key() + "_" + c.markKey();
    }

    /** Letters, digits and single underscores: {@code "T(n)"} gives {@code T_n}. */
    static String slug(String text) {
        String s = text.replaceAll("[^A-Za-z0-9_]+", "_").replaceAll("_+", "_");
        s = s.replaceAll("^_|_$", "");
        return s.isEmpty() ? "column" : s;
    }

    /** The units as the data files spell them: {@code MB/s} is {@code MBps}, {@code ns/B} {@code ns_per_B}. */
    private static String unitSuffix(Unit unit) {
        return unit.isNone() ? "" : "_" + unit.inFileName();
    }
}
