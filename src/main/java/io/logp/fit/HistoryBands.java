package io.logp.fit;

import io.logp.data.Estimate;
import java.util.ArrayList;
import java.util.List;

/**
 * One parameter over a machine's runs in time order, each run against the band of the runs before it: the
 * between-launch interval of {@link LaunchSpread} (the 95% prediction interval of one more launch) over the runs
 * since the parameter last moved. A run leaves the band when its whole CI lies outside it: its value further from
 * the band's mean than the band's half-width plus its own CI. Judging the value alone raised a false alarm about once
 * in twenty runs per parameter (the band is a 95% interval), which over seven parameters a night is an alarm a week;
 * a run whose own CI reaches into the band has not shown that it left it.
 *
 * <p>A run that leaves the band starts a new level: the runs after it are judged against it and those after it, not
 * against the old level, so one step is named once (at the run that made it) and not again at every later run.
 */
public final class HistoryBands {

    /** Fewer runs before a run than this give no band to judge it by: t(0.975, 1) = 12.7 makes two runs' band meaningless. */
    public static final int MIN_BASELINE = 3;

    private HistoryBands() {}

    /**
     * One run of the series.
     *
     * @param value    the run's value and CI (unknown when the run has none)
     * @param band     the band of the runs before it in its level (no launches when there were too few, or the run
     *                 has no value)
     * @param baseline how many runs of the level before it the band rests on
     * @param moved    whether this run left the band and so starts a new level
     * @param levelStart the index of the first run of the level the band was formed from
     */
    public record Point(Estimate value, LaunchSpread band, int baseline, boolean moved, int levelStart) {

        /** Whether there was a band to judge this run by. */
        public boolean judged() {
            return band.hasBetween() && baseline >= MIN_BASELINE;
        }
    }

    /** The series of {@code values} (time order) with each run's band and whether it moved. */
    public static List<Point> of(List<Estimate> values) {
        List<Point> points = new ArrayList<>(values.size());
        int levelStart = 0;
        for (int i = 0; i < values.size(); i++) {
            Estimate value = values.get(i);
            List<Estimate> before = values.subList(levelStart, i).stream()
                    .filter(Estimate::isKnown)
                    .toList();
            LaunchSpread band = LaunchSpread.of(before);
            boolean moved =
                    value.isKnown() && before.size() >= MIN_BASELINE && band.hasBetween() && outside(value, band);
            points.add(new Point(value, band, before.size(), moved, levelStart));
            if (moved) levelStart = i;
        }
        return points;
    }

    /** Whether the value's whole CI lies outside the band (a value without CI: the value itself). */
    static boolean outside(Estimate value, LaunchSpread band) {
        double ci = value.hasCi() ? value.ci95() : 0;
        return Math.abs(value.value() - band.mean()) - ci > band.betweenCi95();
    }
}
