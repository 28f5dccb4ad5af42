package io.logp.report.table;

import java.util.ArrayList;
import java.util.List;

/**
 * Text broken into lines at spaces. A quantity {@code 0.300 ± 0.350} is one unit: the line never breaks beside
 * its {@code ±}. Only a word longer than a whole line is cut, which a number never is at the widths logp uses.
 */
final class Words {

    private static final String PLUS_MINUS = "±";

    private Words() {}

    /** The units a line may break between, whitespace and line breaks collapsed to single spaces. */
    static List<String> units(String text) {
        List<String> units = new ArrayList<>();
        for (String word : text.strip().split("\\s+")) {
            if (word.isEmpty()) continue;
            int last = units.size() - 1;
            if (last >= 0 && (word.equals(PLUS_MINUS) || units.get(last).endsWith(PLUS_MINUS)))
                units.set(last, units.get(last) + " " + word);
            else units.add(word);
        }
        return units;
    }

    /** The length of the longest unit: the narrowest width that wraps the text without cutting. */
    static int longest(String text) {
        return units(text).stream().mapToInt(String::length).max().orElse(0);
    }

    /**
     * The lines of {@code text} within {@code width} columns; every line after the first starts with
     * {@code indent}. An empty text is one empty line.
     */
    static List<String> wrap(String text, int width, String indent) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String unit : units(text)) {
            String prefix = lines.isEmpty() ? "" : indent;
            int room = width - prefix.length();
            if (line.length() > 0 && line.length() + 1 + unit.length() <= room) {
                line.append(' ').append(unit);
                continue;
            }
            if (line.length() > 0) {
                lines.add(prefix + line);
                line.setLength(0);
                prefix = indent;
                room = width - indent.length();
            }
            String rest = unit;
            while (rest.length() > room) {
                // Longer than a line: cut, the one case where a word is split.
                lines.add(prefix + rest.substring(0, room));
                rest = rest.substring(room);
                prefix = indent;
                room = width - indent.length();
            }
            line.append(rest);
        }
        lines.add((lines.isEmpty() ? "" : indent) + line);
        return lines;
    }
}
