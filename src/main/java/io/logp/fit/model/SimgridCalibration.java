package io.logp.fit.model;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A run's piecewise LogGP model as SimGrid SMPI's numbers. SMPI prices a message of n bytes, in each section of sizes,
 * as o_s(n) = {@code smpi/os}, o_r(n) = {@code smpi/or}, and the network time lat·lat_factor(n) + n / (bw·bw_factor(n))
 * between them. Each regime of the model becomes one section: o_s and o_r its lines, and the network its L(n) line,
 * with the link's latency and bandwidth those of the first section and every other section's L(n) reached through
 * the two factors. SMPI spaces a rank's sends by o_s alone, so g - o_s moves from L (then o_r) into SMPI's o_s. SimGrid takes no negative time: a negative start or slope of L(n) (shared memory, where the
 * overheads overlap in a lone round trip) is taken out of o_r(n), then o_s(n), so the hop o_s + L + o_r of every
 * size stays what the run measured; what had to move is counted in {@link Section#shiftedUs}.
 *
 * <p>A section with boundary b applies to sizes above b (SMPI's own reading of its piecewise options): the small
 * message's section has boundary 0 (and so also prices 0 bytes), a regime starting at n_min has boundary n_min - 1, the
 * first bulk regime the small message's size.
 *
 * @param sections     by ascending boundary, at least one
 * @param latencyS     the route's latency between two hosts, seconds (lat_factor 1)
 * @param bandwidthBps the route's bandwidth, bytes per second (bw_factor 1)
 * @param eagerBytes   the largest size sent eagerly, when the run saw a limit
 */
public record SimgridCalibration(List<Section> sections, double latencyS, double bandwidthBps, OptionalInt eagerBytes) {

    /** The smallest latency SimGrid gets, us, so no factor is 0. */
    static final double FLOOR_US = 1e-6;

    /**
     * The smallest time per byte SimGrid gets, us: 1 TB/s, above any link. SMPI's solver loses its precision with
     * rates near 1e18 B/s (measured: a 64-byte ping-pong took 1.2 s on such a link).
     */
    static final double FLOOR_US_PER_BYTE = 1e-6;

    /**
     * One section of sizes.
     *
     * @param boundaryBytes  applies to sizes above this
     * @param osS            o_s start, seconds
     * @param osPerByteS     o_s per byte, seconds
     * @param orS            o_r start, seconds
     * @param orPerByteS     o_r per byte, seconds
     * @param latencyS       L start, seconds
     * @param perByteS       L per byte, seconds (1 / bandwidth)
     * @param shiftedUs      how much of a negative L (start, in us, plus per byte times the section's first size)
     *                       was taken out of the overheads
     */
    public record Section(
            long boundaryBytes,
            double osS,
            double osPerByteS,
            double orS,
            double orPerByteS,
            double latencyS,
            double perByteS,
            double shiftedUs) {}

    public static SimgridCalibration of(PiecewiseLoggp m) {
        List<Section> sections = new ArrayList<>();
        double gPerByte = m.gPerByte().isKnown() ? Math.max(0, m.gPerByte().value()) : 0;
        sections.add(section(
                0, m.oS().value(), 0, m.oR().value(), 0, m.latency().value(), gPerByte, m.g().value(), m.smallBytes()));
        for (int i = 0; i < m.regimes().size(); i++) {
            ModelRegime r = m.regimes().get(i);
            long boundary = i == 0 ? m.smallBytes() : r.fromBytes() - 1L;
            double oS = r.oS().isKnown() ? r.oS().startUs().value() : m.oS().value();
            double oSB = r.oS().isKnown() ? r.oS().perByteUs().value() : 0;
            double oR = r.oR().isKnown() ? r.oR().startUs().value() : m.oR().value();
            double oRB = r.oR().isKnown() ? r.oR().perByteUs().value() : 0;
            double hop = r.hop().startUs().value();
            double hopB = r.hop().perByteUs().value();
            double gap = r.g().isKnown() ? r.g().startUs().value() : m.g().value();
            sections.add(section(boundary, oS, oSB, oR, oRB, hop - oS - oR, hopB - oSB - oRB, gap, r.fromBytes()));
        }
        Section first = sections.get(0);
        OptionalInt eager =
                m.limit().isPresent() ? OptionalInt.of(m.limit().get().lastEagerBytes()) : OptionalInt.empty();
        return new SimgridCalibration(sections, first.latencyS(), 1 / first.perByteS(), eager);
    }

    /** lat_factor of a section. */
    public double latencyFactor(Section s) {
        return s.latencyS() / latencyS;
    }

    /** bw_factor of a section. */
    public double bandwidthFactor(Section s) {
        return 1 / (s.perByteS() * bandwidthBps);
    }

    /**
     * One section, every time >= 0 and the hop kept: a negative L taken out of o_r, then o_s. SMPI has no gap of its
     * own: a rank's successive sends are o_s apart. So the part of g above o_s moves into SMPI's o_s, out of L and
     * then o_r, as far as they go: the sends of one rank are g apart, and a hop stays o_s + L + o_r.
     */
    private static Section section(
            long boundary,
            double oS,
            double oSB,
            double oR,
            double oRB,
            double l,
            double lB,
            double gap,
            long firstBytes) {
        oS = Math.max(0, oS);
        oR = Math.max(0, oR);
        oSB = Math.max(0, oSB);
        oRB = Math.max(0, oRB);
        double shifted = 0;
        if (Double.isFinite(gap) && gap > oS) {
            double fromL = Math.min(gap - oS, Math.max(0, l - FLOOR_US));
            double fromR = Math.min(gap - oS - fromL, oR);
            oS += fromL + fromR;
            l -= fromL;
            oR -= fromR;
        }
        if (l < FLOOR_US) {
            double need = FLOOR_US - l;
            double fromR = Math.min(need, oR);
            oR -= fromR;
            double fromS = Math.min(need - fromR, oS);
            oS -= fromS;
            shifted += fromR + fromS;
            l = FLOOR_US;
        }
        double floorB = FLOOR_US_PER_BYTE;
        if (lB < floorB) {
            double need = floorB - lB;
            double fromS = Math.min(need, oSB);
            oSB -= fromS;
            double fromR = Math.min(need - fromS, oRB);
            oRB -= fromR;
            shifted += (fromS + fromR) * firstBytes;
            lB = floorB;
        }
        return new Section(boundary, oS * 1e-6, oSB * 1e-6, oR * 1e-6, oRB * 1e-6, l * 1e-6, lB * 1e-6, shifted);
    }
}
