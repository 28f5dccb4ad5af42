package io.logp.result;

import io.logp.data.MpiImplementation;
import io.logp.fit.model.SimgridCalibration;
import io.logp.fit.model.SimgridCalibration.Section;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.function.ToDoubleFunction;

/**
 * A SimGrid platform file calibrated from a run ({@link SimgridCalibration}): the {@code smpi/*} settings in a
 * {@code <config>} block (which SimGrid reads before the platform, so {@code smpirun -platform FILE} needs no
 * {@code --cfg}), then one cluster of hosts, each with a private link whose latency is half the route's and whose
 * bandwidth is the route's, joined by a backbone that adds neither latency nor contention. Its hosts are named
 * {@code node-0}, {@code node-1}, ... ({@link #hostfile}).
 */
public final class SimgridPlatform {

    /** Every host's speed: the C program computes nothing worth timing, and computation is not simulated. */
    static final String HOST_SPEED = "1Gf";

    /** What SMPI's network adds to every message's size before it looks up lat-factor and bw-factor. */
    static final long ENVELOPE_BYTES = 16;

    /** A size above every message's, for the eager thresholds. */
    static final long EVERY_MESSAGE = Integer.MAX_VALUE;

    private SimgridPlatform() {}

    /** The smpi/* settings, as {@code key -> value}, in the order written. */
    public static List<String[]> config(SimgridCalibration c, MpiImplementation mpi) {
        List<String[]> cfg = new ArrayList<>();
        cfg.add(new String[] {"smpi/os", sections(c, s -> s.osS(), Section::osPerByteS)});
        cfg.add(new String[] {"smpi/ois", sections(c, s -> s.osS(), Section::osPerByteS)});
        cfg.add(new String[] {"smpi/or", sections(c, s -> s.orS(), Section::orPerByteS)});
        cfg.add(new String[] {"smpi/lat-factor", factors(c, c::latencyFactor)});
        cfg.add(new String[] {"smpi/bw-factor", factors(c, c::bandwidthFactor)});
        // Every message eager: SMPI's rendezvous leaves o_s(n) and o_r(n) out (measured: its ping-pong fell to 8% of
        // the run's T(n) above the limit), while the regimes' lines already carry the protocol's step.
        cfg.add(new String[] {"smpi/async-small-thresh", Long.toString(EVERY_MESSAGE)});
        cfg.add(new String[] {"smpi/send-is-detached-thresh", Long.toString(EVERY_MESSAGE)});
        cfg.add(new String[] {"smpi/coll-selector", mpi == MpiImplementation.MPICH ? "mpich" : "ompi"});
        // The timed region holds only MPI calls: the C code between them is not the run's to price.
        cfg.add(new String[] {"smpi/simulate-computation", "no"});
        cfg.add(new String[] {"smpi/shared-malloc", "global"});
        // No acknowledgement traffic against each message: the run's T(n) already holds what the reply costs.
        cfg.add(new String[] {"network/crosstraffic", "0"});
        // No TCP window bound gamma / (2 lat): with shared memory's latencies of nanoseconds it means nothing.
        cfg.add(new String[] {"network/TCP-gamma", "0"});
        return cfg;
    }

    /** The platform file for {@code hosts} hosts. */
    public static String xml(SimgridCalibration c, MpiImplementation mpi, int hosts, String comment) {
        return xml(c, mpi, hosts, comment, List.of());
    }

    /**
     * The platform file with the user's own settings, {@code key -> value}, each replacing logp's of the same key
     * (e.g. smpi/bcast:binomial_tree to force an algorithm).
     */
    public static String xml(
            SimgridCalibration c, MpiImplementation mpi, int hosts, String comment, List<String[]> extra) {
        StringBuilder b = new StringBuilder();
        b.append("<?xml version='1.0'?>\n");
        b.append("<!DOCTYPE platform SYSTEM \"https://simgrid.org/simgrid.dtd\">\n");
        b.append("<!-- ").append(comment.replace("--", "- -")).append(" -->\n");
        b.append("<platform version=\"4.1\">\n");
        b.append("  <config>\n");
        List<String[]> cfg = new ArrayList<>();
        for (String[] kv : config(c, mpi)) if (extra.stream().noneMatch(e -> e[0].equals(kv[0]))) cfg.add(kv);
        cfg.addAll(extra);
        for (String[] kv : cfg)
            b.append("    <prop id=\"")
                    .append(kv[0])
                    .append("\" value=\"")
                    .append(kv[1])
                    .append("\"/>\n");
        b.append("  </config>\n");
        b.append(String.format(
                Locale.ROOT,
                "  <cluster id=\"logp\" prefix=\"node-\" suffix=\"\" radical=\"0-%d\" speed=\"%s\""
                        + " bw=\"%sBps\" lat=\"%ss\" bb_bw=\"%sBps\" bb_lat=\"0s\" bb_sharing_policy=\"FATPIPE\"/>\n",
                hosts - 1,
                HOST_SPEED,
                num(c.bandwidthBps()),
                num(c.latencyS() / 2),
                num(c.bandwidthBps() * hosts)));
        b.append("</platform>\n");
        return b.toString();
    }

    /** smpirun's host file: one host per rank. */
    public static String hostfile(int hosts) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < hosts; i++) b.append("node-").append(i).append('\n');
        return b.toString();
    }

    private static String sections(
            SimgridCalibration c, ToDoubleFunction<Section> start, ToDoubleFunction<Section> perByte) {
        StringJoiner j = new StringJoiner(";");
        for (Section s : c.sections())
            j.add(s.boundaryBytes() + ":" + num(start.applyAsDouble(s)) + ":" + num(perByte.applyAsDouble(s)));
        return j.toString();
    }

    private static String factors(SimgridCalibration c, ToDoubleFunction<Section> factor) {
        StringJoiner j = new StringJoiner(";");
        // The network prices n + ENVELOPE bytes (measured: a 16-byte message falls in a factor section above 31,
        // not above 32), the overheads n: the same messages in both.
        for (Section s : c.sections())
            j.add((s.boundaryBytes() == 0 ? 0 : s.boundaryBytes() + ENVELOPE_BYTES) + ":"
                    + num(factor.applyAsDouble(s)));
        return j.toString();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace("\"", "&quot;");
    }

    static String num(double v) {
        return String.format(Locale.ROOT, "%.9g", v)
                .replaceAll("(\\.\\d*?)0+(e|$)", "$1$2")
                .replace(".e", "e")
                .replaceAll("\\.$", "");
    }
}
