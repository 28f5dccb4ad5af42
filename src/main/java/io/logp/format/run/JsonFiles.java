package io.logp.format.run;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JSON dialect of the output files: two-space indentation, {@code "key": value}, {@code \n} line ends on every
 * platform, numbers in plain notation with full precision, and NaN or infinite numbers written as {@code null}
 * (JSON has no NaN). Reading is strict ({@link JsonTree}) and names the file and line of what is wrong.
 */
public final class JsonFiles {

    private static final TypeReference<LinkedHashMap<String, Object>> OBJECT = new TypeReference<>() {};

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .addModule(new SimpleModule("logp-numbers")
                    .addSerializer(Double.class, new DoubleSerializer())
                    .addSerializer(Double.TYPE, new DoubleSerializer()))
            // meta.json's records hold their absent sections as Optional.
            .addModule(new Jdk8Module())
            .addModule(FindingJson.module())
            .build();

    private static final ObjectWriter WRITER = MAPPER.writer(prettyPrinter());

    private JsonFiles() {}

    /** The value as pretty-printed JSON, without a final line end. */
    public static String toJson(Object value) {
        try {
            return WRITER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("cannot write as JSON", e);
        }
    }

    /** Writes the value as pretty-printed JSON ending with a line end, atomically. */
    public static void write(Path file, Object value) throws IOException {
        AtomicFiles.write(file, toJson(value) + "\n");
    }

    /**
     * Reads a file holding one JSON object; keys keep the file's order, numbers are Integer, Long, BigInteger or
     * Double.
     *
     * @throws DataFormatException as {@link JsonTree#read(Path)}
     */
    public static Map<String, Object> read(Path file) throws IOException, DataFormatException {
        return MAPPER.convertValue(JsonTree.read(file).root(), OBJECT);
    }

    /**
     * A JSON value read by {@link #read} (maps, lists, numbers) bound to one of the records of logp's JSON files: an
     * unknown number, {@code null} in the file, reads as NaN, never 0.
     *
     * @throws IllegalArgumentException whose cause, a JsonMappingException, names the key whose value has the wrong
     *                                  kind
     */
    public static <T> T bind(Object value, Class<T> type) {
        return BINDER.convertValue(value, type);
    }

    // Keys a record does not know (a newer logp's, or a hand-written file's) are ignored, as meta.json's are.
    private static final ObjectMapper BINDER = JsonMapper.builder()
            .disable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .addModule(new Jdk8Module())
            .addModule(new SimpleModule("logp-null-is-nan").addDeserializer(Double.TYPE, new NullAsNaN()))
            .build();

    /** JSON has no NaN: the files write an unknown number as null, which reads back as NaN. */
    private static final class NullAsNaN extends com.fasterxml.jackson.databind.deser.std.StdDeserializer<Double> {
        NullAsNaN() {
            super(Double.TYPE);
        }

        @Override
        public Double deserialize(
                com.fasterxml.jackson.core.JsonParser p, com.fasterxml.jackson.databind.DeserializationContext ctx)
                throws IOException {
            return p.getValueAsDouble();
        }

        @Override
        public Double getNullValue(com.fasterxml.jackson.databind.DeserializationContext ctx) {
            return Double.NaN;
        }
    }

    private static DefaultPrettyPrinter prettyPrinter() {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator("");
        return new DefaultPrettyPrinter(separators).withObjectIndenter(indenter).withArrayIndenter(indenter);
    }

    /** Plain notation ({@code 0.0001}, not {@code 1.0E-4}) so the files read the same as the CSVs. */
    private static final class DoubleSerializer extends JsonSerializer<Double> {
        @Override
        public void serialize(Double value, JsonGenerator out, SerializerProvider provider) throws IOException {
            if (Double.isFinite(value)) {
                out.writeNumber(Decimals.exact(value));
            } else {
                out.writeNull();
            }
        }
    }
}
