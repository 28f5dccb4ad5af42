package io.logp.data;

import java.util.Locale;
import java.util.Objects;

/**
 * What a comparison needs of one run directory: its name, whether it was measured or is a reference platform from
 * the literature, the LogP parameters with their 95% confidence intervals, the bulk start-up T0 and peak rate R,
 * and the transport it ran on. Unknown values and CIs are NaN ({@code null} in {@code logp.json}).
 *
 * @param label     the name the tables show: the one given to {@code compare}, else the run id (the directory's
 *                  name), or for a reference the {@code platform} of its meta.json
 * @param kind      measured by logp, or taken from a publication ({@code "reference": true} in meta.json)
 * @param oS        send overhead o_s, us
 * @param oR        receive overhead o_r, us
 * @param g         gap g, us
 * @param latency   latency L, us
 * @param rtt       round-trip time, us
 * @param t0        bulk start-up cost T0, us, with its CI (logp.json's T0_ci95_us; NaN in older files)
 * @param rMBps     bulk peak rate R, MB/s (1e6 bytes/s), with its CI (R_ci95_MBps)
 * @param transport the {@code path} of meta.json (e.g. the Open MPI transport), empty when unknown
 * @param launches  how many separate launches of the ranks the values rest on ({@code --launches N}); from 2 on the
 *                  CIs of o_s, o_r, g, L and RTT include the spread between launches
 * @param doubted   the parameters (by the comparison's symbols: {@code o_s}, {@code o_r}, {@code g}, {@code L},
 *                  {@code RTT}, {@code T0}, {@code R}) that the run's own findings call uncertain
 *                  ({@code SLOPE_NOT_ONE}: o_r and L); no comparison may call them significantly different
 */
public record RunSummary(
        String label,
        Kind kind,
        Estimate oS,
        Estimate oR,
        Estimate g,
        Estimate latency,
        Estimate rtt,
        Estimate t0,
        Estimate rMBps,
        String transport,
        int launches,
        java.util.Set<String> doubted) {

    /** Where the numbers come from. */
    public enum Kind {
        MEASURED,
        REFERENCE;

        /** The lower-case name the tables print. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A run whose findings doubt none of its parameters. */
    public RunSummary(
            String label,
            Kind kind,
            Estimate oS,
            Estimate oR,
            Estimate g,
            Estimate latency,
            Estimate rtt,
            Estimate t0,
            Estimate rMBps,
            String transport,
            int launches) {
        this(label, kind, oS, oR, g, latency, rtt, t0, rMBps, transport, launches, java.util.Set.of());
    }

    /** A run of a single launch (or a reference). */
    public RunSummary(
            String label,
            Kind kind,
            Estimate oS,
            Estimate oR,
            Estimate g,
            Estimate latency,
            Estimate rtt,
            Estimate t0,
            Estimate rMBps,
            String transport) {
        this(label, kind, oS, oR, g, latency, rtt, t0, rMBps, transport, 1);
    }

    public RunSummary {
        if (launches < 1) throw new IllegalArgumentException("launches must be >= 1, got " + launches);
        Objects.requireNonNull(label, "label");
        if (label.isBlank()) throw new IllegalArgumentException("label must not be blank");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(oS, "oS");
        Objects.requireNonNull(oR, "oR");
        Objects.requireNonNull(g, "g");
        Objects.requireNonNull(latency, "latency");
        Objects.requireNonNull(rtt, "rtt");
        Objects.requireNonNull(t0, "t0");
        Objects.requireNonNull(rMBps, "rMBps");
        Objects.requireNonNull(transport, "transport");
        doubted = java.util.Set.copyOf(doubted);
    }

    /** Whether the CIs include the spread between launches: two launches or more. */
    public boolean hasLaunchSpread() {
        return launches >= 2;
    }

    /** The same run under another name: the one {@code compare --name} or {@code --reference} gives it. */
    public RunSummary withLabel(String name) {
        return new RunSummary(name, kind, oS, oR, g, latency, rtt, t0, rMBps, transport, launches, doubted);
    }

    /** The same run on the path named {@code path} (the words of meta.json's path). */
    public RunSummary withTransport(String path) {
        return new RunSummary(label, kind, oS, oR, g, latency, rtt, t0, rMBps, path, launches, doubted);
    }

    /** The same run with the parameters its findings doubt. */
    public RunSummary withDoubted(java.util.Set<String> symbols) {
        return new RunSummary(label, kind, oS, oR, g, latency, rtt, t0, rMBps, transport, launches, symbols);
    }

    /** Whether the run's own findings call the parameter of this symbol uncertain. */
    public boolean doubts(String symbol) {
        return doubted.contains(symbol);
    }
}
