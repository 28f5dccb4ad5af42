package io.logp.report.table;

import java.util.ArrayList;
import java.util.List;

/**
 * Text broken into lines at spaces. A quantity {@code 0.300 ± 0.350} or a relation {@code o_s + o_r = 0.269} is one
 * unit: the line never breaks beside a {@code ±}, {@code =} or other operator standing alone. Only a word longer than
 * a whole line is cut, which a number never is at the widths logp uses.
 */
final class Words {

    /** Words that hold their neighbours together. */
    private static final java.util.Set<String> OPERATORS =
            java.util.Set.of("±", "=", "+", "-", "<", ">", "<=", ">=", "~");

    private Words() {}

    /** The units a line may break between, whitespace and line breaks collapsed to single spaces. */
    static List<String> units(String text) {
        List<String> units = new ArrayList<>();
        boolean joined = false;
        for (String word : text.strip().split("\\s+")) {
            if (word.isEmpty()) continue;
            int last = units.size() - 1;
            boolean operator = OPERATORS.contains(word);
            if (last >= 0 && (operator || joined)) units.set(last, units.get(last) + " " + word);
            else units.add(word);
            joined = operator;
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
        java.util.Deque<String> pending = new java.util.ArrayDeque<>(units(text));
        while (!pending.isEmpty()) {
            String unit = pending.pop();
            String prefix = lines.isEmpty() ? "" : indent;
            int room = width - prefix.length();
            if (line.length() > 0 && line.length() + 1 + unit.length() <= room) {
                line.append(' ').append(unit);
                continue;
            }
            int fresh = width - indent.length();
            if (unit.length() > Math.min(room, fresh) && unit.contains(" ")) {
                // A joined unit longer than a line: its words go one by one after all.
                List<String> words = List.of(unit.split(" "));
                for (int i = words.size() - 1; i >= 0; i--) pending.push(words.get(i));
                if (line.length() == 0 || line.length() + 1 + words.get(0).length() > room) {
                    if (line.length() > 0) {
                        lines.add(prefix + line);
                        line.setLength(0);
                    }
                } else {
                    line.append(' ').append(pending.pop());
                }
                continue;
            }
            if (line.length() > 0) {
                lines.add(prefix + line);
                line.setLength(0);
                prefix = indent;
                room = fresh;
            }
            String rest = unit;
            while (rest.length() > room) {
                // Longer than a line: cut, the one case where a word is split.
                lines.add(prefix + rest.substring(0, room));
                rest = rest.substring(room);
                prefix = indent;
                room = fresh;
            }
            line.append(rest);
        }
        lines.add((lines.isEmpty() ? "" : indent) + line);
        return lines;
    }
}
