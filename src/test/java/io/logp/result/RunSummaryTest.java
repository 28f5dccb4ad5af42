package io.logp.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.RunSummaries;
import io.logp.data.RunSummary;
import io.logp.fit.LogpParameters;
import io.logp.fit.TextbookSystem;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.LogpJsonFile;
import io.logp.format.run.RttCsv;
import io.logp.format.run.SignatureCsv;
import io.logp.report.MetaText;
import io.logp.report.ReportFixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading a run directory into a {@link RunSummary}: from logp.json, from the CSV files alone, and the errors. */
class RunSummaryTest {

    @TempDir
    Path base;

    private Path run(String name) throws Exception {
        return Files.createDirectories(base.resolve("signatures").resolve(name));
    }

    @Test
    void readsLogpJsonAndTheTransportOfMetaJson() throws Exception {
        Path dir = run("20240101-120000-vader");
        LogpParameters p = ReportFixtures.parameters();
        LogpJson.write(dir.resolve("logp.json"), p);
        io.logp.format.run.JsonFiles.write(
                dir.resolve("meta.json"), Map.of("path", "shared memory (vader)", "window", 32));

        RunSummary s = MetaText.summary(RunSummaries.read(dir));
        assertEquals("20240101-120000-vader", s.label());
        assertEquals(RunSummary.Kind.MEASURED, s.kind());
        assertEquals(p.oS(), s.oS());
        assertEquals(p.oR(), s.oR());
        assertEquals(p.g(), s.g());
        assertEquals(0.3, s.latency().value());
        assertTrue(Double.isNaN(s.latency().ci95()), "null in the file, NaN here");
        assertEquals(p.rtt(), s.rtt());
        assertFalse(s.t0().isKnown());
        assertFalse(s.rMBps().isKnown());
        assertEquals("shared memory (vader)", s.transport());
    }

    @Test
    void withoutMetaJsonTheTransportIsEmptyAndBulkNumbersAreRead() throws Exception {
        Path dir = run("bulk");
        Map<String, Object> json = new LinkedHashMap<>(LogpJsonFile.read(write(dir)));
        json.put("T0_us", 12.5);
        json.put("R_MBps", 1250);
        io.logp.format.run.JsonFiles.write(dir.resolve("logp.json"), json);
        RunSummary s = MetaText.summary(RunSummaries.read(dir));
        assertEquals("", s.transport());
        assertEquals(12.5, s.t0().value());
        assertEquals(1250.0, s.rMBps().value());
        assertTrue(Double.isNaN(s.rMBps().ci95()), "the contract has no CI for R");
    }

    @Test
    void aReferenceIsNamedByItsPlatform() throws Exception {
        Path dir = run("reference-x");
        write(dir);
        io.logp.format.run.JsonFiles.write(
                dir.resolve("meta.json"), Map.of("reference", true, "platform", "Intel Paragon"));
        RunSummary s = MetaText.summary(RunSummaries.read(dir));
        assertEquals(RunSummary.Kind.REFERENCE, s.kind());
        assertEquals("Intel Paragon", s.label());
        assertEquals("reference", s.kind().label());
    }

    @Test
    void withoutLogpJsonTheCsvFilesAreFitted() throws Exception {
        Path dir = run("csv-only");
        TextbookSystem paragon = TextbookSystem.PARAGON;
        SignatureCsv.write(dir.resolve("signature.csv"), paragon.signature(0, paragon.delaysAroundIdle(), 1024, 0.01));
        RttCsv.write(dir.resolve("rtt.csv"), List.of(paragon.rtt(0, 0.05)));
        RunSummary s = MetaText.summary(RunSummaries.read(dir));
        assertEquals(paragon.oS(), s.oS().value(), 0.01);
        assertEquals(paragon.oR(), s.oR().value(), 0.05);
        assertEquals(paragon.g(), s.g().value(), 0.05);
        assertEquals(paragon.latency(), s.latency().value(), 0.1);
        assertEquals(paragon.rttUs(), s.rtt().value(), 1e-9);
        assertTrue(s.oS().hasCi());
        assertFalse(s.t0().isKnown());
    }

    @Test
    void aDirectoryWithNothingToReadNamesLogpJson() throws Exception {
        Path dir = run("empty");
        DataFormatException e = assertThrows(DataFormatException.class, () -> RunSummaries.read(dir));
        assertEquals(dir.resolve("logp.json"), e.file());
        assertTrue(e.getMessage().contains("no signature.csv and rtt.csv"), e.getMessage());
        Files.writeString(dir.resolve("signature.csv"), "n_bytes,delay_us,m,cost_us\n0,0,1,1.4\n");
        assertThrows(DataFormatException.class, () -> RunSummaries.read(dir), "rtt.csv is missing too");
    }

    @Test
    void aMissingDirectoryIsNamed() {
        Path missing = base.resolve("nope");
        DataFormatException e = assertThrows(DataFormatException.class, () -> RunSummaries.read(missing));
        assertEquals(missing, e.file());
        assertEquals("no such run directory", e.detail());
    }

    @Test
    void csvFilesThatCannotBeFittedNameTheDirectory() throws Exception {
        Path dir = run("unfittable");
        // Only a curve with a delay: o_s and g come from the D = 0 curve.
        Files.writeString(dir.resolve("signature.csv"), "n_bytes,delay_us,m,cost_us\n0,5,1,6.4\n");
        Files.writeString(dir.resolve("rtt.csv"), "n_bytes,rtt_us\n0,19.8\n");
        DataFormatException e = assertThrows(DataFormatException.class, () -> RunSummaries.read(dir));
        assertEquals(dir, e.file());
        assertTrue(e.detail().startsWith("no logp.json, and signature.csv and rtt.csv cannot be fitted: "), e.detail());
    }

    @Test
    void aValueThatIsNotANumberNamesTheFileAndTheKey() throws Exception {
        Path dir = run("bad-value");
        Map<String, Object> json = new LinkedHashMap<>(LogpJsonFile.read(write(dir)));
        json.put("g_us", "7.6");
        io.logp.format.run.JsonFiles.write(dir.resolve("logp.json"), json);
        DataFormatException e = assertThrows(DataFormatException.class, () -> RunSummaries.read(dir));
        assertEquals(dir.resolve("logp.json"), e.file());
        assertEquals("\"g_us\" must be a number or null, got 7.6", e.detail());
    }

    @Test
    void aMissingKeyIsAnErrorNotAnUnknownValue() throws Exception {
        Path dir = run("missing-key");
        Map<String, Object> json = new LinkedHashMap<>(LogpJsonFile.read(write(dir)));
        json.remove("o_r_ci95_us");
        io.logp.format.run.JsonFiles.write(dir.resolve("logp.json"), json);
        DataFormatException e = assertThrows(DataFormatException.class, () -> RunSummaries.read(dir));
        assertEquals("missing key \"o_r_ci95_us\"", e.detail());
    }

    @Test
    void malformedJsonIsReportedWithItsFile() throws Exception {
        Path dir = run("broken");
        Files.writeString(dir.resolve("logp.json"), "{\"o_s_us\": ");
        DataFormatException e = assertThrows(DataFormatException.class, () -> RunSummaries.read(dir));
        assertEquals(dir.resolve("logp.json"), e.file());
    }

    private static Path write(Path dir) throws Exception {
        Path file = dir.resolve("logp.json");
        LogpJson.write(file, ReportFixtures.parameters());
        return file;
    }
}
