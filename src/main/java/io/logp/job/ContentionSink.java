package io.logp.job;

import io.logp.data.ContentionSettings;
import io.logp.experiment.ContentionMeasurement;
import io.logp.experiment.ContentionRoles;
import io.logp.fit.ContentionGap;
import io.logp.format.run.ContentionCsv;
import io.logp.format.run.RunDirectory;
import io.logp.meta.Contention;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

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
    private final List<Contention.Point> points = new ArrayList<>();
    private final List<Contention.Skip> skipped = new ArrayList<>();
    private final Contention settings;

    public ContentionSink(RunDirectory dir, RunMeta meta, ContentionSettings s, int window, List<String> hosts) {
        this.dir = dir;
        this.meta = meta;
        this.hosts = hosts;
        this.settings = Contention.of(s, window);
        writeMeta();
    }

    public void measured(ContentionMeasurement m) {
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
        points.add(new Contention.Point(
                roles.pattern().label(), roles.k(), roles.describe(), roles.sharesHost(hosts), m.m(), m.precise()));
        try {
            ContentionCsv.write(dir.contentionCsv(), dir.stamp(), gaps);
            ContentionCsv.writeRanks(dir.contentionRanksCsv(), dir.stamp(), rankGaps);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.contentionCsv() + ": " + e.getMessage(), e);
        }
        writeMeta();
    }

    public void skipped(ContentionSettings.Point p) {
        skipped.add(new Contention.Skip(p.pattern().label(), p.k()));
        writeMeta();
    }

    private void writeMeta() {
        meta.contention(settings.withPoints(points, skipped)).writeTo(dir);
    }
}
