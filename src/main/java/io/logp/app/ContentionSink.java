package io.logp.app;

import io.logp.data.ContentionSettings;
import io.logp.experiment.ContentionMeasurement;
import io.logp.experiment.ContentionRoles;
import io.logp.fit.ContentionGap;
import io.logp.report.ContentionCsv;
import io.logp.report.RunDirectory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The contention files of a run as the points arrive: contention.csv and contention_ranks.csv rewritten atomically
 * after each point, and meta.json's "contention" entry (settings, roles, trial length, points skipped).
 */
public final class ContentionSink {
    private final RunDirectory dir;
    private final RunMeta meta;
    private final List<String> hosts;
    private final List<ContentionGap> gaps = new ArrayList<>();
    private final List<ContentionCsv.RankGap> rankGaps = new ArrayList<>();
    private final List<Map<String, Object>> points = new ArrayList<>();
    private final List<String> skipped = new ArrayList<>();
    private final Map<String, Object> entry = new LinkedHashMap<>();

    ContentionSink(RunDirectory dir, RunMeta meta, ContentionSettings s, int window, List<String> hosts) {
        this.dir = dir;
        this.meta = meta;
        this.hosts = hosts;
        entry.put("patterns", s.patterns().stream().map(p -> p.label()).toList());
        entry.put("k_max", s.kMax());
        entry.put("n_bytes", s.nBytes());
        entry.put(RunMeta.CONTENTION_WINDOW, window);
        entry.put("trial_us", s.trialNs() / 1e3);
        entry.put("batch", s.rule().batch());
        entry.put("min_batches", s.rule().minBatches());
        entry.put("relative_ci", s.rule().relativeCi());
        entry.put("max_trials", s.rule().maxTrials());
        entry.put("max_point_s", s.rule().maxNanosPerPoint() / 1e9);
        entry.put("budget_s", s.budgetNs() / 1e9);
        entry.put("points", points);
        entry.put("skipped", skipped);
        meta.put(RunMeta.CONTENTION, entry);
        meta.writeTo(dir);
    }

    void measured(ContentionMeasurement m) {
        ContentionRoles roles = m.roles();
        gaps.add(new ContentionGap(roles.pattern(), roles.k(), m.nBytes(), m.gUs(), m.ci95Us(), m.samples()));
        int[] requesters = roles.requesters();
        for (int i = 0; i < requesters.length; i++) {
            int r = requesters[i];
            String peers = String.join(
                    "+",
                    java.util.Arrays.stream(roles.peersOf(r))
                            .mapToObj(Integer::toString)
                            .toList());
            rankGaps.add(new ContentionCsv.RankGap(
                    roles.pattern(),
                    roles.k(),
                    m.nBytes(),
                    r,
                    hosts.get(r),
                    peers,
                    m.perRequesterUs()[i],
                    m.perRequesterCi95Us()[i]));
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
