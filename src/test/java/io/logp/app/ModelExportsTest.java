package io.logp.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.ForeignResult;
import io.logp.data.MpiImplementation;
import io.logp.data.NetgaugeLogGp;
import io.logp.fit.ReferenceFits;
import io.logp.fit.model.PiecewiseLoggp;
import io.logp.fit.model.PiecewiseLoggpTest;
import io.logp.fit.model.SimgridCalibration;
import io.logp.format.foreign.ForeignFiles;
import io.logp.result.ModelExports;
import io.logp.result.SimgridPlatform;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/** The model's exports read back: Netgauge's table by logp's own reader, the SimGrid file as XML, LogGOPSim's ints. */
class ModelExportsTest {

    static final PiecewiseLoggp MODEL = PiecewiseLoggpTest.MODEL;

    /** Half the picosecond to which Netgauge's table (and logp's export of it) prints a time, in us. */
    static final double HALF_PS = 5e-7;

    @Test
    void netgaugeTableReadsBackToTheSameParameters(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("loggp.out");
        Files.writeString(file, ModelExports.netgauge(MODEL));
        List<ForeignResult> read = ForeignFiles.read(file);
        assertEquals(1, read.size());
        NetgaugeLogGp table = (NetgaugeLogGp) read.get(0);
        NetgaugeLogGp.Row first = table.rows().get(0);
        assertEquals(MODEL.smallBytes(), first.nBytes());
        // Times are written as Netgauge prints them, to the picosecond (half of one is the most a number moves).
        assertEquals(MODEL.oS().value(), first.oSUs(), HALF_PS);
        assertEquals(MODEL.oR().value(), first.oRUs(), HALF_PS);
        assertEquals(MODEL.g().value(), ReferenceFits.netgaugeGapUs(table), HALF_PS);
        assertEquals(MODEL.gPerByte().value(), ReferenceFits.netgaugePerByteUs(table), HALF_PS / 1000);
        // Netgauge's "L" is half the smallest round trip; logp's L is what it leaves after the overheads.
        assertEquals(MODEL.rtt().value() / 2, first.halfRttUs(), HALF_PS);
        assertEquals(MODEL.latency().value(), first.halfRttUs() - first.oSUs() - first.oRUs(), 3 * HALF_PS);
        // No number carries more than the picosecond Netgauge prints: never 16 digits of binary noise.
        for (String line : Files.readAllLines(file))
            if (!line.startsWith("#"))
                for (String field : line.split(" "))
                    assertTrue(!field.contains(".") || field.length() - field.indexOf('.') - 1 <= 9, line);
        for (NetgaugeLogGp.Row r : table.rows()) {
            assertEquals(2 * MODEL.hopUs(r.nBytes()), r.prtt1Us(), HALF_PS, "PRTT(1,0,s) at " + r.nBytes());
            // The gnuplot hints of the header recover o_s and g + G s.
            assertEquals(
                    overheadAt(r.nBytes()),
                    (r.prttNdUs() - r.prtt1Us()) / (r.n() - 1) - r.prtt1Us(),
                    3 * HALF_PS,
                    "o_s at " + r.nBytes());
            assertEquals(r.gapAtSizeUs(), (r.prttNUs() - r.prtt1Us()) / (r.n() - 1), 3 * HALF_PS);
        }
        assertEquals(1048576, table.rows().get(table.rows().size() - 1).nBytes());
    }

    private static double overheadAt(long n) {
        return MODEL.regimeOf(n).map(r -> r.oS().atUs(n)).orElse(MODEL.oS().value());
    }

    @Test
    void simgridPlatformHoldsTheSettingsAndOneHostPerRank() throws Exception {
        SimgridCalibration c = SimgridCalibration.of(MODEL);
        String xml = SimgridPlatform.xml(c, MpiImplementation.MPICH, 16, "test -- run");
        Document doc = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new InputSource(new StringReader(xml.replaceFirst("<!DOCTYPE[^>]*>", ""))));
        Map<String, String> cfg = new HashMap<>();
        NodeList props = doc.getElementsByTagName("prop");
        for (int i = 0; i < props.getLength(); i++) {
            Element e = (Element) props.item(i);
            cfg.put(e.getAttribute("id"), e.getAttribute("value"));
        }
        assertEquals("mpich", cfg.get("smpi/coll-selector"));
        // Three sections: the small message, then each regime, in seconds.
        String[] os = cfg.get("smpi/os").split(";");
        assertEquals(3, os.length);
        // g = 0.14 us is above the hop of 0.13: SMPI's o_s takes all of L and o_r but L's floor of 1e-6 us.
        assertTrue(os[0].startsWith("0:1.29999e-07:"), os[0]);
        assertTrue(os[1].startsWith("16:"), os[1]);
        assertTrue(os[2].startsWith("4095:"), os[2]);
        assertEquals("0:1;32:", cfg.get("smpi/lat-factor").substring(0, 7));
        Element cluster = (Element) doc.getElementsByTagName("cluster").item(0);
        assertEquals("0-15", cluster.getAttribute("radical"));
        assertEquals("node-0\nnode-1\n", SimgridPlatform.hostfile(2));
        // Every section keeps the run's hop: o_s + L + o_r, with L the route's latency times its factor.
        for (SimgridCalibration.Section s : c.sections()) {
            long n = s.boundaryBytes() == 0 ? 0 : s.boundaryBytes() + 1;
            double hopUs =
                    (s.osS() + s.osPerByteS() * n + s.orS() + s.orPerByteS() * n + s.latencyS() + s.perByteS() * n)
                            * 1e6;
            assertEquals(MODEL.hopUs(n), hopUs, 1e-9, "hop at " + n);
            assertTrue(s.osS() >= 0 && s.orS() >= 0 && s.latencyS() > 0 && s.perByteS() > 0);
        }
    }

    @Test
    void loggopsimFlagsAreIntegersInAUnitWhereNoParameterRoundsToZero() {
        String text = ModelExports.loggopsim(MODEL);
        String flags = text.lines().filter(l -> !l.startsWith("#")).findFirst().orElseThrow();
        // L 30 ns, o = (20 + 80)/2 = 50 ns, g 140 ns, G 0.1 ns/B and O 0.031 ns/B: in ns both would be 0, so every
        // time is in ps; S the last eager size, and the comment says so rather than "no eager limit".
        assertEquals("-L 30000 -o 50000 -g 140000 -G 100 -O 31 -S 3072", flags);
        assertTrue(text.startsWith("# LogGOPSim, times in ps (a parameter is below 1 ns)"), text);
        assertTrue(text.contains("G 0.100/B"), text);
        assertTrue(text.contains("S = 3072: the last eager size seen"), text);
        assertFalse(text.contains("no eager limit"), text);
    }
}
