package io.logp.analysis;

import io.logp.data.Estimate;
import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import io.logp.fit.FitException;
import io.logp.fit.LaunchSpread;
import io.logp.fit.LogpFitter;
import io.logp.fit.LogpParameters;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.IncompleteMark;
import io.logp.format.run.LaunchDirectories;
import io.logp.format.run.RttCsv;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.SignatureCsv;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * The launches of a run ({@code --launches N}) side by side: every launch fitted on its own, and each LogP parameter
 * as the mean over the launches with its within- and between-launch intervals ({@link LaunchSpread}). The run's
 * headline parameters are {@link #combined}: the means, each with the wider interval.
 *
 * @param launches every launch used, launch 1 (the run's own directory) first
 * @param spreads  each parameter over the launches
 * @param findings launches left out, and the parameters that moved more between launches than within one
 */
public record LaunchAnalysis(List<Launch> launches, Map<Quantity, LaunchSpread> spreads, List<Finding> findings) {

    /** How the between-launch interval is formed, as logp.json's launch_intervals names it. */
    public static final String METHOD = "95% prediction interval of one launch: t(0.975, N-1) s sqrt(1 + 1/N)";

    /** The parameters taken over the launches. */
    public enum Quantity {
        O_S("o_s", LogpParameters::oS),
        O_R("o_r", LogpParameters::oR),
        G("g", LogpParameters::g),
        L("L", LogpParameters::latency),
        RTT("RTT", LogpParameters::rtt);

        private final String symbol;
        private final Function<LogpParameters, Estimate> of;

        Quantity(String symbol, Function<LogpParameters, Estimate> of) {
            this.symbol = symbol;
            this.of = of;
        }

        public String symbol() {
            return symbol;
        }

        public Estimate of(LogpParameters p) {
            return of.apply(p);
        }
    }

    /**
     * One launch and its own fit.
     *
     * @param number     1 for the run's own directory, k for launches/signatures/launch-k
     * @param runId      the launch directory's run id
     * @param parameters its LogP parameters, fitted alone
     */
    public record Launch(int number, String runId, LogpParameters parameters) {}

    public LaunchAnalysis {
        launches = List.copyOf(launches);
        spreads = Map.copyOf(spreads);
        findings = List.copyOf(findings);
    }

    /**
     * The launches of {@code run} when it has more than one, launch 1 being {@code first} (the run's own fit).
     *
     * @param window the window to fit every launch with (the run's)
     */
    public static java.util.Optional<LaunchAnalysis> of(RunDirectory run, LogpParameters first, OptionalInt window)
            throws IOException {
        Map<Integer, RunDirectory> further = LaunchDirectories.further(run);
        if (further.isEmpty()) return java.util.Optional.empty();
        List<Launch> launches = new ArrayList<>(List.of(new Launch(1, run.runId(), first)));
        List<Finding> findings = new ArrayList<>();
        for (Map.Entry<Integer, RunDirectory> e : further.entrySet()) {
            RunDirectory dir = e.getValue();
            try {
                if (IncompleteMark.of(dir.metaJson()).isPresent()) {
                    findings.add(new RunFinding.LaunchLeftOut(e.getKey(), RunFinding.LeftOut.DID_NOT_COMPLETE, null));
                    continue;
                }
                // A launch's files of two runs would blend into the spread unseen: left out, saying why.
                java.util.Optional<String> id = java.nio.file.Files.exists(dir.metaJson())
                        ? io.logp.format.run.MetaJson.readMetadata(dir.metaJson())
                                .runId()
                        : java.util.Optional.empty();
                io.logp.format.run.RunIdentity.of(dir, id).requireOneRun(dir.signaturesDir());
                LogpParameters p =
                        LogpFitter.fit(SignatureCsv.read(dir.signatureCsv()), RttCsv.read(dir.rttCsv()), window);
                launches.add(new Launch(e.getKey(), dir.runId(), p));
            } catch (FitException ex) {
                findings.add(new RunFinding.LaunchLeftOut(e.getKey(), RunFinding.LeftOut.NOT_FITTED, ex.getMessage()));
            } catch (DataFormatException | IOException ex) {
                findings.add(
                        new RunFinding.LaunchLeftOut(e.getKey(), RunFinding.LeftOut.FILES_UNREADABLE, ex.getMessage()));
            }
        }
        return java.util.Optional.of(of(launches, findings));
    }

    /** The spreads of these launches' fits; {@code findings} so far (launches left out) come first. */
    public static LaunchAnalysis of(List<Launch> launches, List<Finding> findings) {
        Map<Quantity, LaunchSpread> spreads = new EnumMap<>(Quantity.class);
        List<Finding> all = new ArrayList<>(findings);
        for (Quantity q : Quantity.values()) {
            List<Estimate> values =
                    launches.stream().map(l -> q.of(l.parameters())).toList();
            LaunchSpread s = LaunchSpread.of(values);
            spreads.put(q, s);
            if (s.spreadsBeyondCis()) {
                double min = values.stream()
                        .filter(Estimate::isKnown)
                        .mapToDouble(Estimate::value)
                        .min()
                        .orElse(Double.NaN);
                double max = values.stream()
                        .filter(Estimate::isKnown)
                        .mapToDouble(Estimate::value)
                        .max()
                        .orElse(Double.NaN);
                all.add(new RunFinding.LaunchesDiffer(
                        q.symbol(), s.launches(), min, max, s.withinCi95(), s.betweenCi95()));
            }
        }
        return new LaunchAnalysis(launches, spreads, all);
    }

    /** How many launches the results use. */
    public int count() {
        return launches.size();
    }

    /** The spread of one parameter. */
    public LaunchSpread spread(Quantity q) {
        return spreads.get(q);
    }

    /**
     * The run's parameters with each of o_s, o_r, g, L and RTT the mean over the launches with the wider of its two
     * intervals; launch 1's curves, slope and findings stay (they describe the run's own directory).
     */
    public LogpParameters combined(LogpParameters first) {
        return new LogpParameters(
                first.nBytes(),
                spread(Quantity.O_S).headline(),
                spread(Quantity.O_R).headline(),
                spread(Quantity.G).headline(),
                spread(Quantity.L).headline(),
                spread(Quantity.RTT).headline(),
                first.oRSlope(),
                first.sendOnlyMaxM(),
                first.curves(),
                first.findings());
    }
}
