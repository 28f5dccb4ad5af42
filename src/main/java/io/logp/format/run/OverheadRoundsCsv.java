package io.logp.format.run;

import io.logp.data.Estimate;
import io.logp.data.LogpParameter;
import io.logp.data.MpiWay;
import io.logp.data.OverheadRound;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code overhead.csv}, the measured rounds of {@code overhead}: one row per launch (round, way, run directory, and
 * o_s, o_r, g, L, RTT with their CIs, in microseconds, as that launch's own files fit), rewritten after every launch
 * so an interrupted comparison keeps every finished launch.
 */
public final class OverheadRoundsCsv {

    public static final List<String> ROUND_KEYS = List.of("round", "way", "run");

    private OverheadRoundsCsv() {}

    public static List<String> header() {
        List<String> h = new ArrayList<>(ROUND_KEYS);
        for (LogpParameter p : LogpParameter.values()) {
            h.add(p.column() + "_us");
            h.add(p.column() + "_ci95_us");
        }
        return h;
    }

    public static void write(Path file, List<OverheadRound> rounds) throws IOException {
        AtomicFiles.write(file, out -> {
            CsvTable.print(out, header().toArray());
            for (OverheadRound r : rounds) {
                List<Object> row = new ArrayList<>(List.of(r.round(), r.way().label(), r.run()));
                for (LogpParameter p : LogpParameter.values()) {
                    Estimate e = r.get(p);
                    row.add(e.isKnown() ? Decimals.csv(e.value()) : "");
                    row.add(CsvTable.optional(e.ci95()));
                }
                CsvTable.print(out, row.toArray());
            }
        });
    }

    /** Reads overhead.csv back; the message of a bad file names it and the line. */
    public static List<OverheadRound> read(Path file) throws IOException, DataFormatException {
        List<OverheadRound> rounds = new ArrayList<>();
        for (CsvRow row : CsvTable.read(file, header())) {
            int round = row.integer("round", 1);
            String label = row.string("way");
            MpiWay way = MpiWay.ofLabel(label)
                    .orElseThrow(() -> row.error("way must be c, native or bindings, got '" + label + "'"));
            Estimate[] e = new Estimate[LogpParameter.values().length];
            for (LogpParameter p : LogpParameter.values()) {
                // a fitted L (or o_r) may come out below zero: values have a sign, CIs do not
                e[p.ordinal()] = Estimate.of(
                        row.optionalSignedNumber(p.column() + "_us"), row.optionalNumber(p.column() + "_ci95_us"));
            }
            rounds.add(new OverheadRound(round, way, row.string("run"), e[0], e[1], e[2], e[3], e[4]));
        }
        return rounds;
    }
}
