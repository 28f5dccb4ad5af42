package io.logp.data;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The one form of a run id, {@code yyyyMMdd-HHmmss-<label>} in UTC: the run directory makes new ones from it, and a
 * chart that names runs by what differs among them finds their time stamps by it, not by a copy of its pattern.
 */
public final class RunIds {

    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT).withZone(ZoneOffset.UTC);

    /** The time stamp and the hyphen after it, at the start of a run id with a label. */
    private static final Pattern STAMPED = Pattern.compile("^\\d{8}-\\d{6}-");

    private RunIds() {}

    /** The time stamp a run id starting at {@code start} begins with. */
    public static String stamp(Instant start) {
        return STAMP.format(start);
    }

    /** Whether {@code name} is a run id with a label: a time stamp, a hyphen, then the label. */
    public static boolean stamped(String name) {
        return STAMPED.matcher(name).find();
    }

    /** The label of a stamped run id; any other name as it is. */
    public static String label(String name) {
        return STAMPED.matcher(name).replaceFirst("");
    }
}
