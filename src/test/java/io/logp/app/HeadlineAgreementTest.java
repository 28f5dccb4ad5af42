package io.logp.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.data.RttPoint;
import io.logp.fit.BulkParameters;
import io.logp.fit.BulkRecoveryTest;
import io.logp.fit.TransferRegime;
import io.logp.format.run.LogpJsonFile;
import io.logp.format.run.RttCsv;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.SignatureCsv;
import io.logp.presentation.ComparisonFormatType;
import io.logp.presentation.NumberText;
import io.logp.report.HtmlReport;
import io.logp.transport.sim.LogpModel;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One headline per quantity (issue 37): on a run whose largest regime of T(n) has a negative intercept, the screen,
 * logp.json, report.html and {@code compare --format latex} give the same T0 (from the regime below) and R (from the
 * large-message regime), each with the same CI, and never "n/a" while a regime has the value.
 */
class HeadlineAgreementTest {

    /** The eager regime's line, T = 18 us + n / (200 MB/s), and the large one's, T = -30 us + n / (60 MB/s). */
    static final double EAGER_T0_US = 18;

    static final double EAGER_RATE_MBPS = 200;
    static final double LARGE_T0_US = -30;
    static final double LARGE_RATE_MBPS = 60;

    /** A run directory: a simulated signature, and round trips whose largest regime crosses below 0 at n = 0. */
    static RunDirectory negativeInterceptRun(Path base) throws Exception {
        LogpModel model = new LogpModel(1.4, 2.2, 7.6, 6.3, 32, 0.02, 0, 1, 41)
                .withBulk(new LogpModel.BulkCosts(0, 0, 1 / 140.0));
        BulkRecoveryTest.Run simulated = BulkRecoveryTest.simulate(model);
        List<RttPoint> times = new ArrayList<>();
        times.add(simulated.times().get(0)); // the small message, timed by the small-message experiment
        int i = 0;
        for (int n = 64; n <= 262144; n *= 2, i++) {
            boolean eager = n <= 4096;
            double t = eager ? EAGER_T0_US + n / EAGER_RATE_MBPS : LARGE_T0_US + n / LARGE_RATE_MBPS;
            // A deterministic wobble of 0.3% so that each line has residuals and a CI.
            double wobble = 1 + (i % 2 == 0 ? 0.003 : -0.003);
            times.add(new RttPoint(n, t * wobble, 0.01 * t, 1000));
        }
        RunDirectory dir = RunDirectory.of(base, "negative-intercept").create();
        SignatureCsv.write(dir.signatureCsv(), simulated.signature());
        RttCsv.write(dir.rttCsv(), times);
        return dir;
    }

    @Test
    void screenJsonPageAndLatexAgreeOnT0AndR(@TempDir Path tmp) throws Exception {
        RunDirectory dir = negativeInterceptRun(tmp);
        StringWriter screen = new StringWriter();
        ResultWriter.afterRun(dir, new PrintWriter(screen), View.SUMMARY);
        io.logp.analysis.RunResult result = io.logp.analysis.RunAnalyser.signatureRun(dir, OptionalInt.empty());
        BulkParameters bulk = result.bulk().orElseThrow();

        TransferRegime large = bulk.rateRegime().orElseThrow();
        assertTrue(large.t0().value() < 0, "the fixture's largest regime has a negative intercept: " + large);
        TransferRegime eager = bulk.t0Regime().orElseThrow();
        assertTrue(eager.toBytes() < large.fromBytes(), "T0 comes from the regime below: " + eager);
        Estimate t0 = bulk.t0();
        Estimate rate = bulk.rateMBps();
        assertEquals(EAGER_T0_US, t0.value(), 1.5, "the eager line's intercept");
        assertEquals(LARGE_RATE_MBPS, rate.value(), 0.05 * LARGE_RATE_MBPS);
        assertTrue(t0.hasCi() && rate.hasCi(), t0 + " " + rate);

        String text = screen.toString();
        assertFalse(text.contains("T0 n/a"), text);
        // Every rendering by the one rule of numbers: the same text for the same estimate.
        String t0Text = NumberText.withCi(t0.value(), t0.ci95());
        String rateText = NumberText.withCi(rate.value(), rate.ci95());
        assertTrue(text.contains("T0 " + t0Text + " us"), text);
        assertTrue(text.contains("R " + rateText + " MB/s"), text);
        assertFalse(text.contains("NaN") || text.contains("Infinity"), text);

        Map<String, Object> json = LogpJsonFile.read(dir.logpJson());
        assertEquals(t0.value(), ((Number) json.get("T0_us")).doubleValue(), 1e-9);
        assertEquals(t0.ci95(), ((Number) json.get("T0_ci95_us")).doubleValue(), 1e-9);
        assertEquals(rate.value(), ((Number) json.get("R_MBps")).doubleValue(), 1e-9);
        assertEquals(rate.ci95(), ((Number) json.get("R_ci95_MBps")).doubleValue(), 1e-9);

        String page = Files.readString(dir.signaturesDir().resolve(HtmlReport.FILE));
        assertTrue(page.contains(t0Text), "T0 in the page");
        assertTrue(page.contains(rateText), "R in the page");

        StringWriter latex = new StringWriter();
        Compare.run(
                List.of(dir.signaturesDir()),
                List.of(),
                ComparisonFormatType.LATEX,
                tmp.resolve("comparison"),
                new PrintWriter(latex),
                new PrintWriter(new StringWriter()));
        String tex = latex.toString();
        assertTrue(tex.contains(t0Text.replace("±", "$\\pm$")), "T0 and its CI in the LaTeX table: " + tex);
        assertTrue(tex.contains(rateText.replace("±", "$\\pm$")), "R and its CI in the LaTeX table: " + tex);
    }
}
