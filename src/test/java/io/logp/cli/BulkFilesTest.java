package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.exit.ExitCodes;
import io.logp.fit.BulkFitter;
import io.logp.fit.BulkParameters;
import io.logp.fit.BulkRecoveryTest;
import io.logp.fit.BulkSize;
import io.logp.format.run.RttCsv;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.SignatureCsv;
import io.logp.result.LogpJson;
import io.logp.transport.sim.LogpModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bulk run's files read back without MPI: signature.csv and rtt.csv with rows for n_bytes > 16 give logp.json with
 * T0_us, R_MBps, G_us_per_byte and bulk[] exactly as design.md says, and the analysis writes bulk.csv and
 * regimes.csv; the numbers are the fitter's on the same data.
 */
class BulkFilesTest {

    @Test
    void fitReadsABulkRunBackAndWritesTheContract(@TempDir Path tmp) throws Exception {
        LogpModel model = new LogpModel(1.4, 2.2, 7.6, 6.3, 32, 0.02, 0, 1, 41)
                .withBulk(new LogpModel.BulkCosts(0, 0, 1 / 140.0));
        BulkRecoveryTest.Run simulated = BulkRecoveryTest.simulate(model);
        RunDirectory dir = RunDirectory.of(tmp, "bulk").create();
        SignatureCsv.write(dir.signatureCsv(), simulated.signature());
        RttCsv.write(dir.rttCsv(), simulated.times());

        CliRun json = CliRun.of("fit", dir.signaturesDir().toString(), "--json", "--window", "8");
        assertEquals(ExitCodes.OK, json.exitCode(), json.toString());
        JsonNode logp = new ObjectMapper().readTree(json.out());
        List<String> keys = new ArrayList<>();
        logp.fieldNames().forEachRemaining(keys::add);
        assertEquals(LogpJson.KEYS, keys);

        // The files hold 6 decimals: the JSON must be the fitter's on the data as written, not as simulated.
        BulkParameters bulk = BulkFitter.fit(
                        SignatureCsv.read(dir.signatureCsv()), RttCsv.read(dir.rttCsv()), OptionalInt.of(8))
                .orElseThrow();
        assertEquals(bulk.t0().value(), logp.get("T0_us").asDouble(), 1e-6);
        assertEquals(bulk.rateMBps().value(), logp.get("R_MBps").asDouble(), 1e-6);
        assertEquals(bulk.gPerByte().value(), logp.get("G_us_per_byte").asDouble(), 1e-9);
        assertEquals(140, logp.get("R_MBps").asDouble(), 0.05 * 140);
        assertEquals(bulk.sizes().size(), logp.get("bulk").size());
        Iterator<JsonNode> entries = logp.get("bulk").elements();
        for (BulkSize s : bulk.sizes()) {
            JsonNode e = entries.next();
            List<String> entryKeys = new ArrayList<>();
            e.fieldNames().forEachRemaining(entryKeys::add);
            assertEquals(List.of("n_bytes", "o_s_us", "g_us", "rtt_us"), entryKeys);
            assertEquals(s.nBytes(), e.get("n_bytes").asInt());
            assertEquals(s.oS().value(), e.get("o_s_us").asDouble(), 1e-6);
            assertEquals(s.rtt().value(), e.get("rtt_us").asDouble(), 1e-6);
            if (s.g().isKnown()) assertEquals(s.g().value(), e.get("g_us").asDouble(), 1e-6);
            else assertTrue(e.get("g_us").isNull(), "an unconverged g(n) is null: " + e);
        }

        io.logp.analysis.RunResult result = io.logp.analysis.RunAnalyser.signatureRun(dir, OptionalInt.of(8));
        io.logp.result.ResultFiles.write(dir, result);
        List<String> bulkCsv = Files.readAllLines(dir.bulkCsv());
        assertTrue(bulkCsv.get(0).startsWith("n_bytes,rtt_us,rtt_ci95_us,o_s_us"), bulkCsv.get(0));
        assertEquals(bulk.sizes().size() + 1, bulkCsv.size());
        List<String> regimes = Files.readAllLines(dir.regimesCsv());
        assertEquals(
                "kind,from_bytes,to_bytes,points,T0_us,T0_ci95_us,R_MBps,R_ci95_MBps,headline,note", regimes.get(0));
        // The 16-byte small message was timed by the small-message experiment: not in the store regimes.
        assertTrue(regimes.get(1).startsWith("store,24,65536,"), regimes.toString());
        assertTrue(regimes.get(1).contains(",true,"), "the only regime is the headline: " + regimes);
        assertTrue(Files.readString(dir.logpMarkdown()).contains("## Bulk transfers"));
        String table = io.logp.report.RunText.table(result);
        assertTrue(table.contains("T0") && table.contains("MB/s") && table.contains("ns/B"), table);
    }
}
