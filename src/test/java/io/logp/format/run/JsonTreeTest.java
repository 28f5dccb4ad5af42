package io.logp.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each way a JSON file can be damaged, named with its line and worded without Jackson's messages. */
class JsonTreeTest {

    private static final ObjectMapper MAPPER = JsonMapper.builder().build();

    /** A small typed file: a whole number, a long, a list of records, a map of text. */
    record Host(Integer rank, String host, Long pid) {}

    record Setup(Integer window, Long trials, Double accuracy, List<Host> ranks, Map<String, String> mca) {}

    @TempDir
    Path dir;

    private DataFormatException damaged(String text) throws Exception {
        Path file = dir.resolve("x.json");
        Files.writeString(file, text);
        return assertThrows(DataFormatException.class, () -> JsonTree.read(file), text);
    }

    private DataFormatException unbound(String text) throws Exception {
        Path file = dir.resolve("x.json");
        Files.writeString(file, text);
        JsonTree tree = JsonTree.read(file);
        return assertThrows(DataFormatException.class, () -> tree.bind(MAPPER, Setup.class, "setup"), text);
    }

    @Test
    void aDuplicateKeyIsNamedWithItsPlaceAndTheLineOfItsSecondOccurrence() throws Exception {
        DataFormatException e = damaged(
                "{\n  \"window\": 1,\n  \"mca\": {\n    \"btl\": \"self\",\n    \"pml\": \"ob1\",\n    \"btl\": \"tcp\"\n  }\n}");

        assertEquals(6, e.line());
        assertEquals("key 'mca.btl' appears twice", e.detail());
        assertEquals(dir.resolve("x.json") + ":6: key 'mca.btl' appears twice", e.getMessage());
    }

    @Test
    void theSameKeyInTwoObjectsIsNoDuplicate() throws Exception {
        Path file = dir.resolve("x.json");
        Files.writeString(file, "{\"ranks\": [{\"rank\": 0}, {\"rank\": 1}], \"rank\": 2}");

        JsonTree tree = JsonTree.read(file);

        assertEquals(2, tree.root().get("rank").intValue());
        assertEquals(1, tree.root().at("/ranks/1/rank").intValue());
    }

    @Test
    void aDuplicateKeyInsideAListNamesTheElement() throws Exception {
        DataFormatException e = damaged("{\"ranks\": [{\"rank\": 0},\n {\"rank\": 1, \"rank\": 2}]}");

        assertEquals(2, e.line());
        assertEquals("key 'ranks[1].rank' appears twice", e.detail());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"a\": 1}\\n\\n{}|3",
                "{\"a\": 1} xyz|1",
                "{\"a\": 1}\\n]|2",
                "{\"a\": 1}\\n\"b\"|2",
                "{\"a\": 1}x|1"
            })
    void textAfterTheObjectIsNamedWithItsLine(String text, int line) throws Exception {
        DataFormatException e = damaged(text.replace("\\n", "\n"));

        assertEquals("text follows the JSON object", e.detail());
        assertEquals(line, e.line());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                // Jackson's end-of-input exception: inside a string, a list, an object
                "{\\n  \"host\": \"nod|2",
                "{\\n  \"ranks\": [1, 2|2",
                "{\\n  \"a\": 1\\n|3",
                // a generic parse error that falls at the end of the text: an object left open after a comma
                "{\"window\": 32,|1",
                "{\\n  \"window\": 32,\\n\\n|4"
            })
    void aFileThatEndsInsideTheJsonIsSaidToBeCutShort(String text, int line) throws Exception {
        DataFormatException e = damaged(text.replace("\\n", "\n"));

        assertEquals("the file ends inside the JSON: it may have been cut short", e.detail());
        assertEquals(line, e.line());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "[1, 2]|a list [ ... ]",
                "\"text\"|text",
                "42|a number",
                "2.5|a number",
                "true|true or false",
                "null|null"
            })
    void aRootThatIsNotAnObjectIsNamedByItsKind(String text, String kind) throws Exception {
        DataFormatException e = damaged("\n" + text);

        assertEquals("expected one JSON object { ... }, found " + kind, e.detail());
        assertEquals(2, e.line(), "the line where the root starts");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "{\\n  \"o_s_us\": 0.15,\\n  \"o_r_us\": ,\\n}\\n|3|invalid JSON near column 13, after key o_r_us",
                "{\"a\": NaN}|1|invalid JSON near column 10, after key a",
                "{\"a\" 1}|1|invalid JSON near column 6, after key a",
                "{\"ranks\": [{\"rank\": 0}, {\"rank\": x}]}|1|invalid JSON near column 35, after key ranks[1].rank",
                "{\"ranks\": [1, x]}|1|invalid JSON near column 16, after key ranks",
                "{\"a\": 1]|1|invalid JSON near column 8, after key a",
                "hello|1|invalid JSON near column 6"
            })
    void aSyntaxErrorIsNamedByLineColumnAndTheKeyBeforeIt(String text, int line, String detail) throws Exception {
        DataFormatException e = damaged(text.replace("\\n", "\n"));

        assertEquals(detail, e.detail());
        assertEquals(line, e.line());
    }

    @Test
    void anEmptyFileIsSaidToBeEmpty() throws Exception {
        DataFormatException e = damaged(" \n");

        assertEquals("file is empty", e.detail());
        assertEquals(0, e.line());
    }

    @Test
    void everyValueKeepsTheLineItStartsOn() throws Exception {
        Path file = dir.resolve("x.json");
        Files.writeString(
                file, "{\n  \"window\": 16,\n  \"ranks\": [\n    {\"rank\": 0},\n    {\"rank\": 1}\n  ]\n}\n");

        JsonTree tree = JsonTree.read(file);

        assertEquals(1, tree.lineOf(JsonPointer.empty()));
        assertEquals(2, tree.lineOf(JsonPointer.compile("/window")));
        assertEquals(3, tree.lineOf(JsonPointer.compile("/ranks")));
        assertEquals(5, tree.lineOf(JsonPointer.compile("/ranks/1/rank")));
        assertEquals(5, tree.lineOf(JsonPointer.compile("/ranks/1/absent")), "the nearest value that holds it");
    }

    @Test
    void aValueOfTheWrongKindUnderANestedKeyIsNamedWithItsLineAndWhatWasFound() throws Exception {
        DataFormatException text = unbound("{\n  \"ranks\": [\n    {\"rank\": 0},\n    {\"rank\": \"one\"}\n  ]\n}");
        DataFormatException list = unbound("{\n  \"mca\": {\n    \"btl\": [\"self\", \"tcp\"]\n  }\n}");
        DataFormatException object = unbound("{\"ranks\": [\n  {\"rank\": 0},\n  7\n]}");
        DataFormatException bool = unbound("{\"accuracy\":\ntrue}");

        assertEquals("not a setup: key ranks[1].rank: expected a whole number, got \"one\"", text.detail());
        assertEquals(4, text.line());
        assertEquals("not a setup: key mca.btl: expected text in quotes, found a list [ ... ]", list.detail());
        assertEquals(3, list.line());
        assertEquals("not a setup: key ranks[1]: expected an object { ... }, found a number", object.detail());
        assertEquals(3, object.line());
        assertEquals("not a setup: key accuracy: expected a number, found true or false", bool.detail());
        assertEquals(2, bool.line());
    }

    @Test
    void aNumberBeyondItsTypeIsNamedWithTheRangeItMustFit() throws Exception {
        DataFormatException window = unbound("{\"window\": 3000000000}");
        DataFormatException trials = unbound("{\n\"trials\": 123456789012345678901234567890}");
        DataFormatException pid = unbound("{\"ranks\": [{\"pid\": -9223372036854775809}]}");
        DataFormatException rank = unbound("{\"ranks\": [{\"rank\": 1e10}]}");

        assertEquals(
                "not a setup: key window: expected a whole number from -2147483648 to 2147483647, got 3000000000",
                window.detail());
        assertEquals(
                "not a setup: key trials: expected a whole number from -9223372036854775808 to 9223372036854775807,"
                        + " got 123456789012345678901234567890",
                trials.detail());
        assertEquals(2, trials.line());
        assertTrue(
                pid.detail()
                        .endsWith("key ranks[0].pid: expected a whole number from -9223372036854775808 to "
                                + "9223372036854775807, got -9223372036854775809"),
                pid.detail());
        assertEquals(
                "not a setup: key ranks[0].rank: expected a whole number from -2147483648 to 2147483647,"
                        + " got 10000000000",
                rank.detail());
    }

    @Test
    void numbersJustInsideTheirRangeBind() throws Exception {
        Path file = dir.resolve("x.json");
        Files.writeString(file, "{\"window\": 2147483647, \"trials\": -9223372036854775808}");

        Setup setup = JsonTree.read(file).bind(MAPPER, Setup.class, "setup");

        assertEquals(Integer.MAX_VALUE, setup.window());
        assertEquals(Long.MIN_VALUE, setup.trials());
    }

    /** The words come from what the reader established: none of the reading classes reads an exception's message. */
    @Test
    void noReadingClassReadsAJacksonMessage() throws Exception {
        for (String name : List.of("JsonErrors", "JsonTree", "JsonFiles", "MetaJson")) {
            String source = Files.readString(Path.of("src/main/java/io/logp/format/run", name + ".java"));
            for (String call : List.of("getMessage(", "getOriginalMessage(", "getLocalizedMessage(")) {
                assertFalse(source.contains(call), name + " calls " + call);
            }
        }
        String errors = Files.readString(Path.of("src/main/java/io/logp/format/run/JsonErrors.java"));
        assertFalse(errors.contains("Exception e"), "JsonErrors is handed facts, not exceptions");
    }
}
