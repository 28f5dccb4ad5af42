package io.logp.fit.model;

/**
 * A run's model as LogGOPSim's parameters (Hoefler, Schneider and Lumsdaine, HPDC 2010): one overhead o for sending
 * and receiving, L, g, the per-byte gap G and per-byte overhead O, and S, the size above which a message goes by
 * rendezvous. LogGOPSim takes integers in nanoseconds. Its o is the mean of o_s and o_r, so 2o + L is the run's hop;
 * O is the mean per-byte slope of o_s(n) and o_r(n) in the largest regime; a negative L (shared memory) becomes 0
 * with o raised to keep the hop.
 *
 * @param latencyNs    L
 * @param overheadNs   o
 * @param gapNs        g
 * @param perByteGapNs G, ns per byte, before rounding (it is often below 1 ns per byte)
 * @param perByteOverheadNs O, ns per byte, before rounding
 * @param rendezvousBytes S; 0 when the run saw no eager limit (LogGOPSim then sends every message eagerly)
 */
public record LoggopsimParameters(
        double latencyNs,
        double overheadNs,
        double gapNs,
        double perByteGapNs,
        double perByteOverheadNs,
        long rendezvousBytes) {

    public static LoggopsimParameters of(PiecewiseLoggp m) {
        double o = (m.oS().value() + m.oR().value()) / 2 * 1000;
        double l = m.latency().value() * 1000;
        if (l < 0) {
            o += l / 2;
            l = 0;
        }
        double gPerByte = m.gPerByte().isKnown() ? Math.max(0, m.gPerByte().value() * 1000) : 0;
        double oPerByte = 0;
        if (!m.regimes().isEmpty()) {
            ModelRegime last = m.regimes().get(m.regimes().size() - 1);
            if (last.oS().isKnown() && last.oR().isKnown())
                oPerByte = Math.max(
                        0,
                        (last.oS().perByteUs().value() + last.oR().perByteUs().value()) / 2 * 1000);
        }
        long s = m.limit().map(ProtocolLimit::lastEagerBytes).orElse(0);
        return new LoggopsimParameters(l, Math.max(0, o), m.g().value() * 1000, gPerByte, oPerByte, s);
    }
}
