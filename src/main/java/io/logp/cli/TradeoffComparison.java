package io.logp.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The comparison at the end of {@code tradeoffs}: the {@code compare} command over the variants' run directories. */
final class TradeoffComparison {

    private TradeoffComparison() {
    }

    static int compareAndPrint(List<Path> runs, Path base, String stamp, PrintWriter out) {
        List<String> args = new ArrayList<>(List.of("compare"));
        runs.forEach(r -> args.add(r.toString()));
        args.addAll(List.of("--out", base.resolve("comparisons").resolve(stamp).toString()));
        return Main.run(out, new PrintWriter(System.err, true), args.toArray(String[]::new));
    }
}
