package io.logp.app.launch;

import io.logp.data.JobPlan;
import io.logp.data.SmallMessageSettings;
import io.logp.data.StoppingRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The C twin's command line for the same plan a Java rank gets: grid, delays, window, stopping rule, budgets. */
public final class TwinArguments {

    private TwinArguments() {}

    public static List<String> of(JobPlan.Pair pair) {
        SmallMessageSettings s = pair.settings();
        StoppingRule rule = s.rule();
        List<String> a = new ArrayList<>();
        add(a, "--m-max", s.mMax());
        add(a, "--m-cap", s.mCap());
        add(a, "--window", pair.transport().window());
        add(a, "--payload-words", pair.transport().payloadWords());
        add(a, "--batch", rule.batch());
        add(a, "--min-batches", rule.minBatches());
        add(a, "--relative-ci", rule.relativeCi());
        add(a, "--max-trials", rule.maxTrials());
        add(a, "--max-point-seconds", rule.maxNanosPerPoint() / 1e9);
        add(a, "--rtt-trials", s.rttMinTrials());
        add(a, "--budget-seconds", s.budgetSeconds());
        add(a, "--warmup-seconds", s.warmupSeconds());
        add(a, "--seed", Math.floorMod(s.seed(), 1 << 30)); // the twin takes a 30-bit seed
        if (s.delaysUs() != null) {
            List<String> d = new ArrayList<>();
            for (double v : s.delaysUs()) d.add(number(v));
            a.add("--delays");
            a.add(String.join(",", d));
        }
        return a;
    }

    private static void add(List<String> a, String option, Object value) {
        a.add(option);
        a.add(value instanceof Double v ? number(v) : String.valueOf(value));
    }

    private static String number(double v) {
        return String.format(Locale.ROOT, "%s", v);
    }
}
