package io.logp.format.run;

import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeType;
import java.math.BigInteger;
import java.util.List;

/**
 * What is wrong where in a damaged JSON file, in a user's words. It words facts {@link JsonTree} established (a key,
 * a column, the kind of node found, the type wanted), never Jackson's messages, which name Java types, tokens and
 * deserialization features ({@code `java.util.LinkedHashMap<...>`}, {@code FAIL_ON_TRAILING_TOKENS}) and could be
 * reworded by any release.
 */
public final class JsonErrors {

    private JsonErrors() {}

    public static String empty() {
        return "file is empty";
    }

    public static String cutShort() {
        return "the file ends inside the JSON: it may have been cut short";
    }

    /** @param key the key's place, e.g. {@code mca.btl} */
    public static String duplicateKey(String key) {
        return "key '" + key + "' appears twice";
    }

    public static String trailingText() {
        return "text follows the JSON object";
    }

    /** @param found the root's kind */
    public static String notAnObject(JsonNodeType found) {
        return "expected one JSON object { ... }, found " + kind(found);
    }

    /**
     * @param column 1-based column where the parser stopped, 0 when unknown
     * @param key    the last key read before it, empty when none
     */
    public static String syntax(int column, String key) {
        return "invalid JSON" + (column > 0 ? " near column " + column : "")
                + (key.isEmpty() ? "" : ", after key " + key);
    }

    /**
     * A value of the wrong kind under a key, e.g. {@code key window: expected a whole number, got "abc"}.
     *
     * @param path   where binding stopped
     * @param target the type wanted there, null when unknown
     * @param found  the value there (a missing node when the place holds none)
     */
    public static String valueError(List<JsonMappingException.Reference> path, Class<?> target, JsonNode found) {
        String where = path.isEmpty() ? "" : "key " + key(path) + ": ";
        if (found.isNumber()
                && isWhole(target)
                && !(isInt(target) ? found.canConvertToInt() : found.canConvertToLong())) {
            return where + "expected " + range(target) + ", got " + plain(found);
        }
        String expected = "expected " + (target == null ? "another kind of value" : kind(target));
        if (found.isMissingNode()) return where + expected;
        if (found.isTextual()) return where + expected + ", got \"" + found.textValue() + "\"";
        return where + expected + ", found " + kind(found.getNodeType());
    }

    /** {@code ranks[0].host}: the names of keys joined by dots, the places in lists in brackets. */
    private static String key(List<JsonMappingException.Reference> path) {
        StringBuilder key = new StringBuilder();
        for (JsonMappingException.Reference r : path) {
            if (r.getFieldName() == null) {
                key.append('[').append(r.getIndex()).append(']');
            } else {
                if (!key.isEmpty()) key.append('.');
                key.append(r.getFieldName());
            }
        }
        return key.toString();
    }

    /** The number as written in plain notation ({@code 10000000000}, not {@code 1.0E10}). */
    private static String plain(JsonNode number) {
        return number.isIntegralNumber()
                ? number.bigIntegerValue().toString()
                : number.decimalValue().toPlainString();
    }

    private static String range(Class<?> target) {
        return isInt(target)
                ? "a whole number from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE
                : "a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE;
    }

    private static boolean isWhole(Class<?> type) {
        return isInt(type) || isLong(type);
    }

    private static boolean isInt(Class<?> type) {
        return type == Integer.class || type == int.class;
    }

    private static boolean isLong(Class<?> type) {
        return type == Long.class || type == long.class;
    }

    private static String kind(Class<?> type) {
        if (isWhole(type) || type == Short.class || type == short.class || type == BigInteger.class) {
            return "a whole number";
        }
        if (type == Double.class || type == double.class || type == Float.class || type == float.class) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) return "true or false";
        if (type == String.class) return "text in quotes";
        if (List.class.isAssignableFrom(type) || type.isArray()) return "a list [ ... ]";
        return "an object { ... }";
    }

    private static String kind(JsonNodeType found) {
        return switch (found) {
            case ARRAY -> "a list [ ... ]";
            case OBJECT, POJO -> "an object { ... }";
            case STRING -> "text";
            case NUMBER -> "a number";
            case BOOLEAN -> "true or false";
            case NULL -> "null";
            case BINARY, MISSING -> "nothing";
        };
    }
}
