package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.app.predict.SimgridAvailable;
import io.logp.exit.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On a run made by {@code simulate} (known LogP: o_s 1.4, o_r 2.2, g 7.6, L 6.3 us, no protocol switch), SimGrid's
 * binomial bcast and recursive-doubling allreduce agree with logp's own model within 10%, and both with the closed
 * forms: log2 P hops of o_s + L + o_r = 9.9 us for P a power of two. P stays at 64 here, where a simulation costs
 * well under a second; P = 1024 is in docs/model.md.
 */
class SimgridPredictTest {

    static final double HOP_US = 1.4 + 6.3 + 2.2;

    @Test
    void binomialBcastAndRecursiveDoublingAllreduceAgreeWithTheModelAndTheClosedForms(@TempDir Path base)
            throws Exception {
        SimgridAvailable.assume();
        CliRun sim = CliRun.of(
                "simulate",
                "--os",
                "1.4",
                "--or",
                "2.2",
                "--g",
                "7.6",
                "--L",
                "6.3",
                "--warmup-seconds",
                "0",
                "--quiet",
                "--run-id",
                "sim",
                "--out",
                base.toString());
        assertEquals(ExitCodes.OK, sim.exitCode(), sim.toString());
        Path dir = base.resolve("signatures").resolve("sim");
        CliRun predict = CliRun.of(
                "predict",
                dir.toString(),
                "--ranks",
                "2,3,4,8,16,64",
                "--op",
                "bcast,allreduce",
                "--sizes",
                "8",
                "--cfg",
                "smpi/bcast:binomial_tree",
                "--cfg",
                "smpi/allreduce:rdb",
                "--json");
        assertEquals(ExitCodes.OK, predict.exitCode(), predict.toString());
        JsonNode points = new ObjectMapper().readTree(predict.out()).get("points");
        assertEquals(12, points.size());
        for (JsonNode p : points) {
            int ranks = p.get("p").asInt();
            double simgrid = p.get("predicted_us").asDouble();
            double model = p.get("model_us").asDouble();
            String where = p.get("op").asText() + " at P = " + ranks + ": SimGrid " + simgrid + ", model " + model;
            assertTrue(Math.abs(simgrid / model - 1) <= 0.10, where);
            if (Integer.bitCount(ranks) == 1) {
                double closed = Integer.numberOfTrailingZeros(ranks) * HOP_US;
                assertEquals(closed, model, 1e-9, where);
                assertTrue(Math.abs(simgrid / closed - 1) <= 0.10, where);
            }
        }
        assertTrue(Files.readString(dir.resolve("predictions.csv"))
                .startsWith("op,n_bytes,p,predicted_us,model_us,measured_us,variant\n"));
        assertTrue(Files.exists(dir.resolve("predictions.html")));
    }
}
