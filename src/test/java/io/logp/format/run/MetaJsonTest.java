package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MetaJsonTest {

    @TempDir
    Path dir;

    @Test
    void nestedMapsAndListsSurviveInOrder() throws Exception {
        Map<String, Object> mca = new LinkedHashMap<>();
        mca.put("pml", "ob1");
        mca.put("btl", "self,vader");
        Map<String, Object> meta = new LinkedHashMap<>();
        meta.put("date", "2024-03-05T07:08:09Z");
        meta.put("hosts", List.of("node1", "node2"));
        meta.put("ranks", 2);
        meta.put("mca", mca);
        meta.put("window", 16);
        meta.put("accuracy", 0.05);
        meta.put("gc_checks", true);
        meta.put("commit", null);
        meta.put("delays_us", List.of(0.0, 1.5, 12.4));
        meta.put("label", "\u00b5s \"quoted\"");
        Path file = dir.resolve("meta.json");

        JsonFiles.write(file, meta);
        Map<String, Object> read = MetaJson.read(file);

        assertEquals(meta, read);
        assertEquals(new ArrayList<>(meta.keySet()), new ArrayList<>(read.keySet()));
        assertEquals(List.of("pml", "btl"), new ArrayList<>(((Map<?, ?>) read.get("mca")).keySet()));
    }

    @Test
    void nanIsWrittenAsNull() throws Exception {
        Path file = dir.resolve("meta.json");
        JsonFiles.write(file, Map.of("clock_overhead_ns", Double.NaN, "values", Arrays.asList(1.0, Double.NaN)));
        Map<String, Object> read = MetaJson.read(file);
        assertNull(read.get("clock_overhead_ns"));
        assertTrue(read.containsKey("clock_overhead_ns"));
        assertEquals(Arrays.asList(1.0, null), read.get("values"));
    }

    @Test
    void invalidJsonIsRejectedWithTheFileNamed() throws Exception {
        Path file = dir.resolve("meta.json");
        Files.writeString(file, "{\"a\": 1,\n\"b\": }");
        DataFormatException e = assertThrows(DataFormatException.class, () -> MetaJson.read(file));
        assertEquals(2, e.line());
        assertTrue(e.getMessage().startsWith(file + ":2: "), e.getMessage());
    }

    @Test
    void aKnownKeyOfTheWrongKindIsNamedWithItsLine() throws Exception {
        Path file = dir.resolve("meta.json");
        Files.writeString(
                file, "{\n  \"window\": 16,\n  \"ranks\": [\n    {\"rank\": 0},\n    {\"rank\": \"one\"}\n  ]\n}\n");

        DataFormatException e = assertThrows(DataFormatException.class, () -> MetaJson.readMetadata(file));

        assertEquals(
                file + ":5: not a meta.json: key ranks[1].rank: expected a whole number, got \"one\"", e.getMessage());
    }

    @Test
    void aWholeNumberBeyondItsRangeIsNamedWithItsLine() throws Exception {
        Path file = dir.resolve("meta.json");
        Files.writeString(file, "{\n  \"window\": 16,\n  \"payload_bytes\": 3000000000\n}\n");

        DataFormatException e = assertThrows(DataFormatException.class, () -> MetaJson.readMetadata(file));

        assertEquals(3, e.line());
        assertEquals(
                "not a meta.json: key payload_bytes: expected a whole number from -2147483648 to 2147483647,"
                        + " got 3000000000",
                e.detail());
    }

    @Test
    void aSchemaNewerThanThisLogpReadsIsRefusedSayingSo() throws Exception {
        Path file = dir.resolve("meta.json");
        Files.writeString(file, "{\"schema_version\": 3, \"date\": \"2030-01-01T00:00:00Z\"}\n");
        NewerSchemaException e = assertThrows(NewerSchemaException.class, () -> MetaJson.readMetadata(file));
        assertEquals(3, e.schemaVersion());
        assertEquals(2, e.newestRead());
        assertEquals(
                file + ": schema_version 3: written by a newer logp; this one reads schemas 1 to 2: read it with a logp"
                        + " that writes schema 3",
                e.getMessage());
        // The writer's version, where its tool section names it, is the one to read it with.
        Files.writeString(file, "{\"schema_version\": 7, \"tool\": {\"name\": \"logp\", \"version\": \"3.1.0\"}}\n");
        NewerSchemaException named = assertThrows(NewerSchemaException.class, () -> MetaJson.readMetadata(file));
        assertEquals(7, named.schemaVersion());
        assertEquals(java.util.Optional.of("3.1.0"), named.writer());
        assertTrue(named.getMessage().endsWith("read it with logp 3.1.0 or later"), named.getMessage());
    }

    @Test
    void aSchemaVersionThatIsNoWholeNumberIsNamed() throws Exception {
        Path file = dir.resolve("meta.json");
        Files.writeString(file, "{\"schema_version\": \"2\"}\n");
        DataFormatException e = assertThrows(DataFormatException.class, () -> MetaJson.readMetadata(file));
        assertEquals(
                file + ": not a meta.json: key schema_version: expected a whole number, got \"2\"", e.getMessage());
    }

    @Test
    void aFileOfSchema2WithAValueOfTheWrongKindNamesItsKey() throws Exception {
        Path file = dir.resolve("meta.json");
        Files.writeString(file, "{\"schema_version\": 2, \"small_messages\": {\"window\": \"abc\"}}\n");
        DataFormatException e = assertThrows(DataFormatException.class, () -> MetaJson.readMetadata(file));
        assertEquals(
                file + ":1: not a meta.json: key small_messages.window: expected a whole number, got \"abc\"",
                e.getMessage());
    }
}
