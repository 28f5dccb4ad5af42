package io.logp.analysis;

import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import java.util.function.Function;

/** The parameters a machine's history follows, each with its unit and where a run's summary holds it. */
public enum HistoryParameter {
    O_S("o_s", "us", RunSummary::oS),
    O_R("o_r", "us", RunSummary::oR),
    G("g", "us", RunSummary::g),
    L("L", "us", RunSummary::latency),
    RTT("RTT", "us", RunSummary::rtt),
    T0("T0", "us", RunSummary::t0),
    R("R", "MB/s", RunSummary::rMBps);

    private final String symbol;
    private final String unit;
    private final Function<RunSummary, Estimate> of;

    HistoryParameter(String symbol, String unit, Function<RunSummary, Estimate> of) {
        this.symbol = symbol;
        this.unit = unit;
        this.of = of;
    }

    /** The symbol the tables, logp.json's keys and the findings use. */
    public String symbol() {
        return symbol;
    }

    public String unit() {
        return unit;
    }

    /** This parameter of a run. */
    public Estimate of(RunSummary run) {
        return of.apply(run);
    }
}
