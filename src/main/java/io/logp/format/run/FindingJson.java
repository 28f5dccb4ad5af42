package io.logp.format.run;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.logp.finding.Code;
import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link Finding} as the JSON object logp.json's {@code warnings} and meta.json's measurement findings hold:
 * {@code {"code", "severity", "message", ...numbers}}, the numbers under the record's component names in snake case
 * ({@code l_ci95_us}). Read back by its code into the same record; a plain string (a run written before findings were
 * typed) or a code this version does not know reads as a {@link RunFinding.Untyped} with the file's code and words.
 */
public final class FindingJson {

    private static final TypeReference<LinkedHashMap<String, Object>> OBJECT = new TypeReference<>() {};
    private static final List<String> HEADER = List.of("code", "severity", "message");

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(new UnitSnakeCase())
            // JSON has no NaN: the files write an unknown number as null, which reads back as NaN, not 0.
            .addModule(new SimpleModule("logp-null-is-nan").addDeserializer(Double.TYPE, new NullAsNaN()))
            .build();

    private FindingJson() {}

    /**
     * The object of one finding with the words a renderer made of it ({@code message}); without a message (null)
     * the object is the finding's data alone, as meta.json keeps it.
     */
    public static Map<String, Object> object(Finding finding, String message) {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("code", finding.code().name());
        object.put("severity", finding.severity().label());
        if (message != null) object.put("message", message);
        object.putAll(MAPPER.convertValue(finding, OBJECT));
        return object;
    }

    /** A finding from what a file holds: one object as {@link #object} writes it, or an older run's sentence. */
    public static Finding read(Object entry) {
        if (!(entry instanceof Map<?, ?> map)) return new RunFinding.Untyped(null, String.valueOf(entry));
        Code code;
        try {
            code = Code.valueOf(String.valueOf(map.get("code")));
        } catch (IllegalArgumentException e) {
            return untyped(map);
        }
        // Untyped again (a meta.json of this version re-read): the code of the first file is kept beside.
        if (code == Code.UNTYPED) return new RunFinding.Untyped(written(map.get("written_code")), wordsOf(map));
        Map<Object, Object> numbers = new LinkedHashMap<>(map);
        HEADER.forEach(numbers::remove);
        try {
            return MAPPER.convertValue(numbers, code.record());
        } catch (IllegalArgumentException e) {
            // A finding whose numbers this version reads otherwise keeps its words.
            return untyped(map);
        }
    }

    /**
     * Jackson's way to a {@link Finding} in a record (meta.json's measurement findings): written as {@link #object}
     * without words (a file for programs; the report words them), read by {@link #read(Object)}.
     */
    public static com.fasterxml.jackson.databind.Module module() {
        return new SimpleModule("logp-findings")
                .addSerializer(
                        Finding.class, new com.fasterxml.jackson.databind.ser.std.StdSerializer<>(Finding.class) {
                            @Override
                            public void serialize(
                                    Finding f,
                                    com.fasterxml.jackson.core.JsonGenerator gen,
                                    com.fasterxml.jackson.databind.SerializerProvider provider)
                                    throws IOException {
                                provider.defaultSerializeValue(object(f, null), gen);
                            }
                        })
                .addDeserializer(Finding.class, new StdDeserializer<>(Finding.class) {
                    @Override
                    public Finding deserialize(com.fasterxml.jackson.core.JsonParser p, DeserializationContext ctx)
                            throws IOException {
                        return read(p.readValueAs(Object.class));
                    }
                });
    }

    private static RunFinding.Untyped untyped(Map<?, ?> map) {
        return new RunFinding.Untyped(written(map.get("code")), wordsOf(map));
    }

    private static String written(Object code) {
        return code == null ? null : String.valueOf(code);
    }

    /** The words of an object this version cannot type: its message, else its code (meta.json keeps no message). */
    private static String wordsOf(Map<?, ?> map) {
        Object message = map.get("message");
        return message != null ? String.valueOf(message) : "finding " + map.get("code");
    }

    /** Every entry read. */
    public static List<Finding> read(List<?> entries) {
        return entries == null
                ? List.of()
                : entries.stream().map(FindingJson::read).toList();
    }

    /**
     * Snake case with every capital starting a word: {@code oSUs} is {@code o_s_us} and {@code rttNBytes} is {@code
     * rtt_n_bytes}, as the CSV columns spell them (Jackson's SNAKE_CASE joins runs of capitals: {@code o_sus}).
     */
    private static final class UnitSnakeCase extends PropertyNamingStrategies.NamingBase {
        @Override
        public String translate(String name) {
            StringBuilder out = new StringBuilder();
            for (char c : name.toCharArray()) {
                if (Character.isUpperCase(c)) out.append('_').append(Character.toLowerCase(c));
                else out.append(c);
            }
            return out.toString();
        }
    }

    private static final class NullAsNaN extends StdDeserializer<Double> {
        NullAsNaN() {
            super(Double.TYPE);
        }

        @Override
        public Double deserialize(com.fasterxml.jackson.core.JsonParser p, DeserializationContext ctx)
                throws IOException {
            return p.getValueAsDouble();
        }

        @Override
        public Double getNullValue(DeserializationContext ctx) {
            return Double.NaN;
        }
    }
}
