package io.logp.format.run;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A file holding one JSON object, read strictly into a tree that remembers the line of every value. The reader drives
 * Jackson's parser itself, so that each way a file can be damaged is known from what happened (the exception's type,
 * the parser's location and context, the names already seen in an object, a token after the root) and never from the
 * words of Jackson's messages; {@link JsonErrors} words it.
 *
 * @param file  the file, as the user named it
 * @param root  its object
 * @param lines the 1-based line where each value starts, by its place in the tree
 */
public record JsonTree(Path file, ObjectNode root, Map<JsonPointer, Integer> lines) {

    /** Plain JSON: no comments, NaN, single quotes or other extensions. */
    private static final JsonFactory FACTORY = JsonFactory.builder().build();

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /**
     * Reads the file's one JSON object.
     *
     * @throws DataFormatException when the file is empty, is not JSON (the line and column named), ends inside the
     *                             JSON, has a key twice in one object, has text after the object, or holds another
     *                             kind of value than an object
     */
    public static JsonTree read(Path file) throws IOException, DataFormatException {
        String text = TextFiles.read(file);
        if (text.isBlank()) throw new DataFormatException(file, 0, JsonErrors.empty());
        Map<JsonPointer, Integer> lines = new HashMap<>();
        try (JsonParser parser = FACTORY.createParser(text)) {
            JsonNode root = root(file, text, parser, lines);
            if (root instanceof ObjectNode object) return new JsonTree(file, object, Map.copyOf(lines));
            throw new DataFormatException(
                    file, lines.get(JsonPointer.empty()), JsonErrors.notAnObject(root.getNodeType()));
        }
    }

    /**
     * The object bound to a type: keys the type does not know are left to its own annotations.
     *
     * @param kind the file's kind, as in "not a meta.json"
     * @throws DataFormatException when a key holds a value of another kind than the type's, or a number beyond its
     *                             range; the key and its line are named
     */
    <T> T bind(ObjectMapper mapper, Class<T> type, String kind) throws DataFormatException {
        try {
            return mapper.treeToValue(root, type);
        } catch (InvalidDefinitionException e) {
            throw new IllegalStateException("cannot bind JSON to " + type.getName(), e);
        } catch (JsonProcessingException e) {
            throw valueError(e, kind);
        }
    }

    /** A value of the wrong kind found while binding part of this file: its key and line named. */
    public DataFormatException valueError(JsonProcessingException e, String kind) {
        List<JsonMappingException.Reference> path = e instanceof JsonMappingException m ? m.getPath() : List.of();
        JsonPointer at = pointer(path);
        String detail = JsonErrors.valueError(path, target(e), root.at(at));
        return new DataFormatException(file, lineOf(at), "not a " + kind + ": " + detail, e);
    }

    /** The line of the value at the place, or of the nearest value that holds it; 0 when none is known. */
    public int lineOf(JsonPointer at) {
        for (JsonPointer p = at; p != null; p = p.head()) {
            Integer line = lines.get(p);
            if (line != null) return line;
        }
        return 0;
    }

    private static JsonNode root(Path file, String text, JsonParser parser, Map<JsonPointer, Integer> lines)
            throws IOException, DataFormatException {
        JsonNode root;
        try {
            parser.nextToken();
            root = value(file, parser, JsonPointer.empty(), "", lines);
        } catch (JsonProcessingException e) {
            throw syntaxError(file, text, parser, e);
        }
        JsonToken after;
        try {
            after = parser.nextToken();
        } catch (JsonProcessingException e) {
            throw new DataFormatException(file, line(e.getLocation()), JsonErrors.trailingText(), e);
        }
        if (after != null) {
            throw new DataFormatException(file, line(parser.currentTokenLocation()), JsonErrors.trailingText());
        }
        return root;
    }

    /** The value at the parser's current token; {@code key} names its place for the user. */
    private static JsonNode value(
            Path file, JsonParser parser, JsonPointer at, String key, Map<JsonPointer, Integer> lines)
            throws IOException, DataFormatException {
        lines.put(at, line(parser.currentTokenLocation()));
        JsonToken token = parser.currentToken();
        if (token == null) throw new IllegalStateException("the parser ended without saying why");
        return switch (token) {
            case START_OBJECT -> object(file, parser, at, key, lines);
            case START_ARRAY -> array(file, parser, at, key, lines);
            case VALUE_STRING -> NODES.textNode(parser.getText());
            case VALUE_NUMBER_INT ->
                switch (parser.getNumberType()) {
                    case INT -> NODES.numberNode(parser.getIntValue());
                    case LONG -> NODES.numberNode(parser.getLongValue());
                    default -> NODES.numberNode(parser.getBigIntegerValue());
                };
            case VALUE_NUMBER_FLOAT -> NODES.numberNode(parser.getDoubleValue());
            case VALUE_TRUE -> NODES.booleanNode(true);
            case VALUE_FALSE -> NODES.booleanNode(false);
            case VALUE_NULL -> NODES.nullNode();
            default -> throw new IllegalStateException("a JSON value cannot start with " + token);
        };
    }

    private static ObjectNode object(
            Path file, JsonParser parser, JsonPointer at, String key, Map<JsonPointer, Integer> lines)
            throws IOException, DataFormatException {
        ObjectNode object = NODES.objectNode();
        Set<String> seen = new HashSet<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            String inner = key.isEmpty() ? name : key + "." + name;
            if (!seen.add(name)) {
                throw new DataFormatException(
                        file, line(parser.currentTokenLocation()), JsonErrors.duplicateKey(inner));
            }
            parser.nextToken();
            object.set(name, value(file, parser, at.appendProperty(name), inner, lines));
        }
        return object;
    }

    private static ArrayNode array(
            Path file, JsonParser parser, JsonPointer at, String key, Map<JsonPointer, Integer> lines)
            throws IOException, DataFormatException {
        ArrayNode array = NODES.arrayNode();
        for (int i = 0; parser.nextToken() != JsonToken.END_ARRAY; i++) {
            array.add(value(file, parser, at.appendIndex(i), key + "[" + i + "]", lines));
        }
        return array;
    }

    /**
     * A file that stops inside the JSON is told apart from one that is wrong inside: the parser says so by the type
     * of its exception, or by failing at the end of the text with an object or list still open (one left open after a
     * comma); a bare word at the end of the text is wrong, not cut.
     */
    private static DataFormatException syntaxError(
            Path file, String text, JsonParser parser, JsonProcessingException e) {
        JsonLocation where = e.getLocation();
        boolean atEnd =
                where != null && where.getCharOffset() >= text.stripTrailing().length();
        if (e instanceof JsonEOFException
                || (atEnd && !parser.getParsingContext().inRoot())) {
            return new DataFormatException(file, line(where), JsonErrors.cutShort(), e);
        }
        int column = where == null ? 0 : Math.max(0, where.getColumnNr());
        return new DataFormatException(file, line(where), JsonErrors.syntax(column, after(parser)), e);
    }

    /**
     * The key after which the parser failed, e.g. {@code ranks[1].host}; empty outside any object. A list the parser
     * is inside is named by its key alone: its count may already include the element that failed.
     */
    private static String after(JsonParser parser) {
        List<String> parts = new ArrayList<>();
        JsonStreamContext c = parser.getParsingContext();
        if (c != null && c.inArray()) c = c.getParent();
        for (; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inObject() && c.getCurrentName() != null) parts.addFirst("." + c.getCurrentName());
            if (c.inArray() && c.hasCurrentIndex()) parts.addFirst("[" + c.getCurrentIndex() + "]");
        }
        String key = String.join("", parts);
        return key.startsWith(".") ? key.substring(1) : key;
    }

    private static JsonPointer pointer(List<JsonMappingException.Reference> path) {
        JsonPointer at = JsonPointer.empty();
        for (JsonMappingException.Reference r : path) {
            at = r.getFieldName() != null ? at.appendProperty(r.getFieldName()) : at.appendIndex(r.getIndex());
        }
        return at;
    }

    /** The type Jackson wanted where binding failed: a mismatch says so, a number beyond its type through its cause. */
    private static Class<?> target(JsonProcessingException e) {
        if (e instanceof MismatchedInputException m) return m.getTargetType();
        if (e.getCause() instanceof InputCoercionException c) return c.getTargetType();
        return null;
    }

    private static int line(JsonLocation where) {
        return where == null ? 0 : Math.max(0, where.getLineNr());
    }
}
