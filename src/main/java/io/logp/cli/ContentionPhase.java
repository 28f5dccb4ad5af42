package io.logp.cli;

import io.logp.engine.IssueLoop;
import io.logp.experiment.ContentionMeasurement;
import io.logp.experiment.ContentionPoint;
import io.logp.experiment.ContentionRoles;
import io.logp.experiment.ContentionSettings;
import io.logp.experiment.Progress;
import io.logp.fit.ContentionGap;
import io.logp.report.ContentionCsv;
import io.logp.report.RunDirectory;
import io.logp.transport.Handler;
import io.logp.transport.RankPlacement;
import io.logp.transport.Transfer;
import io.logp.transport.mpi.MpiGroup;
import io.logp.transport.mpi.MpiTransport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The contention experiment on every rank of the job. Point by point, every rank takes its role from
 * {@link ContentionRoles}: requesters measure together ({@link ContentionPoint}), responders serve until the
 * requesters are done, the rest wait without spinning. Rank 0 is always a requester; it writes contention.csv and
 * contention_ranks.csv after every point, so an interrupted run keeps every point it finished.
 */
final class ContentionPhase {

    private final ContentionSettings settings;
    private final int window;
    private final int payloadWords;
    private final long timeoutNanos;
    private final Progress progress;

    ContentionPhase(ContentionSettings settings, int window, int payloadWords, long timeoutNanos, Progress progress) {
        this.settings = settings;
        this.window = window;
        this.payloadWords = payloadWords;
        this.timeoutNanos = timeoutNanos;
        this.progress = progress;
    }

    /** Runs every point; {@code dir} and {@code meta} are rank 0's (null elsewhere). */
    void run(MpiGroup world, RunDirectory dir, RunMeta meta) {
        MpiTransport transport = new MpiTransport(window, payloadWords, Math.max(settings.nBytes(), 4 * payloadWords), timeoutNanos);
        try {
            int rank = transport.rank();
            List<String> hosts = transport.placement().stream().map(RankPlacement::host).toList();
            Record record = rank == 0 ? new Record(dir, meta, settings, window, hosts) : null;
            long start = System.nanoTime();
            for (ContentionSettings.Point p : settings.plan(transport.size())) {
                // Rank 0 decides whether the budget allows another point; every rank learns it from the same gather.
                double go = rank == 0 && System.nanoTime() - start < settings.budgetNanos() ? 1 : 0;
                if (world.allGather(new double[] {go})[0] == 0) {
                    if (record != null) record.skipped(p);
                    continue;
                }
                ContentionRoles roles = ContentionRoles.of(p.pattern(), p.k(), hosts);
                MpiGroup requesters = world.split(roles.isRequester(rank));
                if (requesters != null) {
                    try (requesters) {
                        IssueLoop loop = new IssueLoop(transport, roles.peersOf(rank), Transfer.store(settings.nBytes()));
                        ContentionMeasurement m = new ContentionPoint(loop, requesters, roles, settings,
                                rank == 0 ? progress : Progress.SILENT).measure();
                        // Every requester has drained before any responder is told to stop.
                        requesters.barrier();
                        if (requesters.index() == 0) {
                            for (int r : roles.responders()) transport.request(r, Handler.SHUTDOWN);
                            transport.drain();
                        }
                        if (record != null) record.measured(m);
                    }
                } else if (roles.isResponder(rank)) {
                    transport.serve();
                }
                world.idleBarrier();
            }
        } finally {
            transport.close();
        }
    }

    /** Rank 0's files: both CSVs rewritten after each point, meta.json's "contention" entry. */
    private static final class Record {
        private final RunDirectory dir;
        private final RunMeta meta;
        private final List<String> hosts;
        private final List<ContentionGap> gaps = new ArrayList<>();
        private final List<ContentionCsv.RankGap> rankGaps = new ArrayList<>();
        private final List<Map<String, Object>> points = new ArrayList<>();
        private final List<String> skipped = new ArrayList<>();
        private final Map<String, Object> entry = new LinkedHashMap<>();

        Record(RunDirectory dir, RunMeta meta, ContentionSettings s, int window, List<String> hosts) {
            this.dir = dir;
            this.meta = meta;
            this.hosts = hosts;
            entry.put("patterns", s.patterns().stream().map(p -> p.label()).toList());
            entry.put("k_max", s.kMax());
            entry.put("n_bytes", s.nBytes());
            entry.put(RunMeta.CONTENTION_WINDOW, window);
            entry.put("trial_us", s.trialNanos() / 1e3);
            entry.put("batch", s.rule().batch());
            entry.put("min_batches", s.rule().minBatches());
            entry.put("relative_ci", s.rule().relativeCi());
            entry.put("max_trials", s.rule().maxTrials());
            entry.put("max_point_s", s.rule().maxNanosPerPoint() / 1e9);
            entry.put("budget_s", s.budgetNanos() / 1e9);
            entry.put("points", points);
            entry.put("skipped", skipped);
            meta.put(RunMeta.CONTENTION, entry);
            meta.writeTo(dir);
        }

        void measured(ContentionMeasurement m) {
            ContentionRoles roles = m.roles();
            gaps.add(new ContentionGap(roles.pattern(), roles.k(), m.nBytes(), m.gUs(), m.ci95Us(), m.samples()));
            for (int i = 0; i < m.requesters().length; i++) {
                int r = m.requesters()[i];
                String peers = String.join("+", java.util.Arrays.stream(roles.peersOf(r)).mapToObj(Integer::toString).toList());
                rankGaps.add(new ContentionCsv.RankGap(roles.pattern(), roles.k(), m.nBytes(), r, hosts.get(r), peers,
                        m.perRequesterUs()[i], m.perRequesterCi95Us()[i]));
            }
            Map<String, Object> point = new LinkedHashMap<>();
            point.put("pattern", roles.pattern().label());
            point.put("k", roles.k());
            point.put("roles", roles.describe());
            point.put("shares_host", roles.sharesHost(hosts));
            point.put("m", m.m());
            point.put("precise", m.precise());
            points.add(point);
            try {
                ContentionCsv.write(dir.contentionCsv(), gaps);
                ContentionCsv.writeRanks(dir.contentionRanksCsv(), rankGaps);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + dir.contentionCsv() + ": " + e.getMessage(), e);
            }
            meta.writeTo(dir);
        }

        void skipped(ContentionSettings.Point p) {
            skipped.add(p.pattern().label() + " K=" + p.k());
            meta.writeTo(dir);
        }
    }
}
