package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.ForeignResult;
import io.logp.data.RttPoint;
import io.logp.fit.TransferTimeRegimes;
import io.logp.format.foreign.ForeignFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/** Other suites' curves beside a run's: which tables give which curve, and the chart series' data. */
class ReferenceCurvesTest {

    private static List<ForeignResult> read(String... names) throws Exception {
        List<ForeignResult> all = new ArrayList<>();
        for (String n : names) {
            all.addAll(ForeignFiles.read(Path.of(ReferenceCurvesTest.class
                    .getResource("/io/logp/format/foreign/foreign/" + n)
                    .toURI())));
        }
        return all;
    }

    @Test
    void roundTripsDoubleOneWayTimesAndTakeNetgaugesPrttAsItIs() throws Exception {
        List<ReferenceCurves.Curve> curves = ReferenceCurves.roundTrips(
                read("netpipe-3.7.2-np.out", "netgauge-2.4-loggp.out", "osu_bw-7.3.txt", "imb-2021.3-pingpong.txt"));
        // NetPIPE, Netgauge and IMB PingPong; osu_bw (a stream) and IMB PingPing (both sending) have no round trip.
        assertEquals(3, curves.size(), curves.toString());
        ReferenceCurves.Curve netpipe = curves.get(0);
        assertTrue(netpipe.name().startsWith("NetPIPE 3.7 np.out: 2 x one-way"), netpipe.name());
        assertEquals(8, netpipe.nBytes()[0]);
        assertEquals(2 * 0.15, netpipe.timeUs()[0], 1e-12);
        ReferenceCurves.Curve netgauge = curves.get(1);
        assertEquals(2.2002, netgauge.timeUs()[0], 0);
        ReferenceCurves.Curve imb = curves.get(2);
        assertEquals(1, imb.nBytes()[0], "the 0-byte row stays off the logarithmic axis");
    }

    @Test
    void theTimeChartHoldsTheRunsCurveAndEachReference() throws Exception {
        List<RttPoint> times = List.of(
                new RttPoint(16, 0.5, 0.01, 100), new RttPoint(1024, 0.8, 0.01, 100), new RttPoint(65536, 8, 0.1, 100));
        List<ReferenceCurves.Curve> refs = ReferenceCurves.roundTrips(read("netpipe-3.7.2-np.out"));
        XYChart chart = ReferenceCurves.timeChart(times, TransferTimeRegimes.fit(times), "t", refs);
        XYSeries netpipe = chart.getSeriesMap().get(refs.get(0).name());
        assertArrayEquals(refs.get(0).nBytes(), netpipe.getXData());
        assertArrayEquals(refs.get(0).timeUs(), netpipe.getYData());
        assertTrue(
                chart.getSeriesMap().size() > 1, chart.getSeriesMap().keySet().toString());
    }

    @Test
    void thePingPongChartGetsOneWayTimesOfEveryPingPongTable() throws Exception {
        List<ReferenceCurves.Curve> refs =
                ReferenceCurves.oneWay(read("imb-2021.3-pingpong.txt", "osu_latency-5.6.3.txt"));
        assertEquals(
                // Sendrecv's time is one exchange while both ranks send, as PingPing's.
                List.of(
                        "IMB 2021.3 PingPong",
                        "IMB 2021.3 PingPing",
                        "IMB 2021.3 Sendrecv",
                        "OSU OMB 5.6.3 osu_latency"),
                refs.stream().map(ReferenceCurves.Curve::name).toList());
        XYChart chart = ReferenceCurves.pingPongChart(
                new int[] {8, 1024, 65536}, new double[] {0.2, 0.4, 7}, null, null, "p", refs);
        assertEquals(
                0.20 + 1 / 5000.0,
                chart.getSeriesMap().get("OSU OMB 5.6.3 osu_latency").getYData()[0],
                0.005);
    }
}
