package io.logp.experiment;

import io.logp.data.ProgressStep;
import io.logp.data.QueueCurve;
import io.logp.data.QueueMemoryProbe;
import io.logp.data.QueueOutcome;
import io.logp.data.QueuePoint;
import io.logp.data.QueueSettings;
import io.logp.engine.TimerReads;
import io.logp.transport.Clock;
import io.logp.transport.NanoClock;
import io.logp.transport.PingPong;
import io.logp.transport.QueueLoad;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Latency against MPI queue depth: for every load ({@link QueueCurve}) and depth Q, ping-pong trials (a barrier and a
 * handshake first, one ping-pong timed, the minimum timer overhead subtracted, halved) with the destination's queue
 * loaded by Q entries the ping's match must search past. Loading and clearing the queues is never timed. Then the
 * memory probe: how many unexpected short messages the destination holds before the sender stalls. SPMD; results on
 * the source rank.
 */
public final class QueueExperiment {

    /** Untimed trials before the first point, enough for the JIT to compile the ping-pong path. */
    static final int JIT_WARMUP_TRIALS = 5000;
    /** Reads of the clock in the source's timer check, which gives the overhead subtracted from each trial. */
    public static final long TIMER_READS = 1 << 20;

    private final PingPong pp;
    private final QueueLoad load;
    private final QueueSettings s;
    private final Progress progress;
    private final boolean isSource;
    private final boolean isDest;
    private final Clock clock = new NanoClock();

    public QueueExperiment(PingPong pp, QueueLoad load, QueueSettings settings, Progress progress) {
        this.pp = pp;
        this.load = load;
        this.s = settings;
        this.progress = progress;
        this.isSource = pp.rank() == settings.source();
        this.isDest = pp.rank() == settings.dest();
    }

    public QueueOutcome run() {
        long overheadNs = isSource
                ? TimerReads.measure("System.nanoTime", clock, TIMER_READS).minOverheadNs()
                : 0;
        int peer = isSource ? s.dest() : s.source();
        if (isSource || isDest) pp.prepare(peer, s.shortBytes());
        List<QueuePoint> points = new ArrayList<>();
        // The first point must not pay for compiling the ping-pong path: through the FFM API an interpreted call into
        // MPI costs microseconds, a compiled one nanoseconds. A few thousand untimed trials get it compiled.
        if (s.curves().length > 0) point(s.curves()[0], 0, overheadNs, JIT_WARMUP_TRIALS, false);
        long total = points() + (s.memoryLimit() > 0 ? 2 : 0);
        long done = 0;
        for (QueueCurve curve : s.curves()) {
            for (int q : s.qGrid()) {
                if (curve == QueueCurve.UNEXPECTED_LONG && q > s.qMaxLong()) continue;
                progress.report(ProgressStep.of(ProgressStep.Stage.QUEUES, done++, total)
                        .what(String.format(Locale.ROOT, "%s Q=%d", curve.label, q)));
                point(curve, q, overheadNs, s.warmup(), false);
                double[] half = point(curve, q, overheadNs, s.trials(), true);
                if (isSource) points.add(new QueuePoint(curve, q, s.shortBytes(), half));
            }
        }
        List<QueueMemoryProbe> memory = new ArrayList<>();
        if (s.memoryLimit() > 0) {
            progress.report(ProgressStep.of(ProgressStep.Stage.QUEUES, done++, total)
                    .what("memory probe, receiver out of MPI"));
            memory.add(memory(false));
            progress.report(ProgressStep.of(ProgressStep.Stage.QUEUES, done++, total)
                    .what("memory probe, receiver progressing"));
            memory.add(memory(true));
        }
        progress.report(ProgressStep.of(ProgressStep.Stage.QUEUES, total, total));
        return isSource ? new QueueOutcome(points, memory, overheadNs / 1e3) : null;
    }

    /** The queue-depth points of the settings: every curve at every Q, the long messages' only up to their cap. */
    private long points() {
        long n = 0;
        for (QueueCurve curve : s.curves())
            for (int q : s.qGrid()) if (curve != QueueCurve.UNEXPECTED_LONG || q <= s.qMaxLong()) n++;
        return n;
    }

    private double[] point(QueueCurve curve, int q, long overheadNs, int count, boolean keep) {
        double[] half = new double[count];
        boolean tail = curve == QueueCurve.POSTED_TAIL;
        boolean unexpected = curve == QueueCurve.UNEXPECTED_EAGER || curve == QueueCurve.UNEXPECTED_LONG;
        int unexpectedBytes = curve == QueueCurve.UNEXPECTED_LONG ? s.longBytes() : s.shortBytes();
        if (tail && isDest) load.postNonMatching(q);
        for (int k = 0; k < count; k++) {
            if (unexpected && isSource) load.sendUnexpected(q, unexpectedBytes);
            if (curve == QueueCurve.POSTED_HEAD && isDest) {
                load.prepostPingReceive();
                load.postNonMatching(q);
            }
            // The barrier's messages follow the unexpected ones on the same path, so they are queued by now.
            pp.barrier();
            if (isSource) {
                pp.handshakeReceive();
                long t1 = clock.nanos();
                pp.ping();
                long t2 = clock.nanos();
                half[k] = (t2 - t1 - overheadNs) / 1e3 / 2;
            } else if (isDest) {
                pp.handshakeSend();
                if (curve == QueueCurve.POSTED_HEAD) load.pongPreposted();
                else pp.pong();
            }
            if (curve == QueueCurve.POSTED_HEAD && isDest) load.cancelNonMatching();
            if (unexpected && (isSource || isDest)) load.drainUnexpected(q, unexpectedBytes);
        }
        if (tail && isDest) load.cancelNonMatching();
        return keep ? half : null;
    }

    private QueueMemoryProbe memory(boolean progressing) {
        pp.barrier();
        long sent = 0;
        if (isSource || isDest) {
            sent = load.fillUnexpected(isSource, progressing, s.memoryLimit(), s.stallNs(), s.quietNs());
        }
        boolean stalled = isSource && load.lastFillStalled();
        long agreed = pp.broadcastFromSource(sent, s.source());
        if (isSource || isDest) load.drainUnexpected((int) agreed, 8);
        pp.barrier();
        return new QueueMemoryProbe(progressing, agreed, stalled, s.memoryLimit(), s.quietNs() / 1e9);
    }
}
