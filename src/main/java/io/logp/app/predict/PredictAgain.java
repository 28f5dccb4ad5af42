package io.logp.app.predict;

import io.logp.data.CollectiveOp;
import io.logp.data.PredictedPoint;
import io.logp.report.ShellWords;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The words of an interrupted {@code predict}: which simulations finished, and the command that does the rest. */
final class PredictAgain {

    private PredictAgain() {}

    /**
     * The predict command of {@code request} on {@code dir}, for the P in {@code ranks} (every P of the request when
     * null), as one line a POSIX shell runs.
     */
    static String command(Path dir, Prediction.Request request, Collection<Integer> ranks) {
        List<String> words = new ArrayList<>(List.of("./run-logp.sh", "predict", ShellWords.quote(dir)));
        words.add("--ranks");
        words.add(join(ranks == null ? request.ranks() : ranks));
        words.add("--op");
        words.add(request.ops().stream().map(CollectiveOp::label).collect(Collectors.joining(",")));
        words.add("--sizes");
        words.add(join(request.sizes()));
        if (!request.whatIfs().isEmpty()) {
            words.add("--what-if");
            words.add(request.whatIfs().stream().map(WhatIf::label).collect(Collectors.joining(",")));
        }
        words.add("--budget");
        words.add(Long.toString(request.budgetSeconds()));
        for (String[] c : request.config()) {
            words.add("--cfg");
            words.add(ShellWords.quote(c[0] + ":" + c[1]));
        }
        return String.join(" ", words);
    }

    /** "P = 2, 4" per variant, the calibrated one first: "P = 2, 4 (calibrated), P = 2 (o_s=x2)". */
    static String finished(List<SmpiSimulation.Outcome> done) {
        Map<String, List<Integer>> byVariant = new LinkedHashMap<>();
        byVariant.put(PredictedPoint.CALIBRATED, new ArrayList<>());
        for (SmpiSimulation.Outcome o : done)
            byVariant
                    .computeIfAbsent(o.simulation().variant(), v -> new ArrayList<>())
                    .add(o.simulation().p());
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, List<Integer>> e : byVariant.entrySet())
            if (!e.getValue().isEmpty())
                parts.add("P = " + join(e.getValue().stream().sorted().toList()) + " (" + e.getKey() + ")");
        return String.join(", ", parts);
    }

    static String join(Collection<Integer> values) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
}
