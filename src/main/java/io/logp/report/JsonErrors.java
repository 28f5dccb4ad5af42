package io.logp.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Jackson's errors in a user's words: what is wrong where in the file, without the Java types, tokens and
 * deserialization features that Jackson's own messages name ({@code `java.util.LinkedHashMap<...>`},
 * {@code FAIL_ON_TRAILING_TOKENS}, {@code [Source: UNKNOWN; byte offset: #UNKNOWN]}).
 */
final class JsonErrors {

    private JsonErrors() {}

    /** The syntax or shape error of a JSON file that should hold one object. */
    static String describe(JsonProcessingException e) {
        String original = String.valueOf(e.getOriginalMessage());
        if (e instanceof MismatchedInputException m && m.getPath().isEmpty() && isContainer(m.getTargetType())) {
            return "expected one JSON object { ... }" + found(original);
        }
        if (original.startsWith("Duplicate field '")) {
            return "key " + original.substring("Duplicate field ".length()) + " appears twice";
        }
        if (original.startsWith("Trailing token")) return "text follows the JSON object";
        if (original.startsWith("Unexpected end-of-input")) {
            return "the file ends inside the JSON: it may have been cut short";
        }
        if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) return valueError(m);
        return "invalid JSON: " + plain(original);
    }

    /** A value of the wrong kind under a known key, e.g. {@code key window: expected a whole number, got "abc"}. */
    static String valueError(JsonMappingException e) {
        String key = e.getPath().stream()
                .map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining("."))
                .replace(".[", "[");
        Class<?> target = e instanceof MismatchedInputException m ? m.getTargetType() : null;
        String expected = target == null ? "another kind of value" : kind(target);
        String got =
                e instanceof InvalidFormatException f ? ", got " + quoted(f.getValue()) : found(e.getOriginalMessage());
        if (String.valueOf(e.getOriginalMessage()).contains("out of range")) got = ", got a number out of its range";
        return "key " + key + ": expected " + expected + got;
    }

    private static boolean isContainer(Class<?> type) {
        return type != null && (Map.class.isAssignableFrom(type) || List.class.isAssignableFrom(type));
    }

    private static String kind(Class<?> type) {
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
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

    /** ", found a list" from Jackson's "... from Array value (token `JsonToken.START_ARRAY`)". */
    private static String found(String original) {
        String text = String.valueOf(original);
        if (text.contains("from Array value")) return ", found a list [ ... ]";
        if (text.contains("from Object value")) return ", found an object { ... }";
        if (text.contains("from String value")) return ", found text";
        if (text.contains("from Integer value") || text.contains("from Floating-point value")) {
            return ", found a number";
        }
        if (text.contains("from Boolean value")) return ", found true or false";
        return "";
    }

    private static String quoted(Object value) {
        return value instanceof String s ? "\"" + s + "\"" : String.valueOf(value);
    }

    /** Jackson's message without Java type names in backticks, character codes and its source location. */
    private static String plain(String message) {
        return message.replaceAll("\\s*\\(code \\d+\\)", "")
                .replaceAll("\\s*\\(token `[^`]*`\\)", "")
                .replaceAll("`[^`]*`", "the value")
                .replaceAll("\\s*at \\[Source:.*", "")
                .strip();
    }
}
