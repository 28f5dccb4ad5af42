package io.logp.report.progress;

import io.logp.data.ProgressStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words of a progress step, the same for both renderers and for meta.json's note of how far a run came:
 * {@code [2/4] bulk 4096 B: 12/30 points, about 1 min left, round 3, RTT reference 5.120 us}. The count and the time
 * left come first, so a line cut to a narrow terminal loses the details, never the count.
 */
public final class ProgressWords {

    private ProgressWords() {}

    /** The line a renderer shows: the phase counter, the step and, when known, the time left. */
    static String line(ProgressRenderer.Phase phase, ProgressStep step, long leftNs) {
        List<String> parts = new ArrayList<>();
        parts.add(count(step));
        if (leftNs >= 0) parts.add(timeLeft(leftNs));
        parts.addAll(details(step));
        return "[" + phase.index() + "/" + phase.count() + "] " + head(phase, step) + ": " + String.join(", ", parts);
    }

    /** How far a run came, for meta.json's incomplete mark: the step without the counter and the estimate. */
    public static String of(ProgressRenderer.Phase phase, ProgressStep step) {
        List<String> parts = new ArrayList<>();
        parts.add(count(step));
        parts.addAll(details(step));
        return head(phase, step) + ": " + String.join(", ", parts);
    }

    /** The phase and what in it is counted: "signature", "bulk 4096 B", "bulk store T(n)", "signature rtt". */
    static String head(ProgressRenderer.Phase phase, ProgressStep step) {
        String subject =
                switch (step.stage()) {
                    case RTT -> phase.name().equals("rtt") ? "" : "rtt";
                    case STORE_TIMES -> "store T(n)";
                    case GET_TIMES -> "get T(n)";
                    default -> "";
                };
        if (step.nBytes() > 0) subject = (subject + " " + step.nBytes() + " B").strip();
        return subject.isEmpty() ? phase.name() : phase.name() + " " + subject;
    }

    static String count(ProgressStep step) {
        if (step.stage() == ProgressStep.Stage.RTT) {
            return step.complete() && Double.isFinite(step.readingUs())
                    ? String.format(Locale.ROOT, "%.3f us", step.readingUs())
                    : "measuring";
        }
        String unit =
                switch (step.stage()) {
                    case STORE_TIMES, GET_TIMES -> "sizes";
                    case PING_PONG -> "series";
                    case PAIRS -> "pairs";
                    default -> "points";
                };
        if (step.total() > 0) return step.done() + "/" + step.total() + " " + unit;
        return step.done() > 0 ? step.done() + " " + unit : "starting";
    }

    static List<String> details(ProgressStep step) {
        List<String> d = new ArrayList<>();
        if (step.round() > 0) d.add("round " + step.round());
        if (!step.what().isEmpty()) d.add(step.what());
        if (Double.isFinite(step.readingUs())) {
            switch (step.stage()) {
                case SIGNATURE -> d.add(String.format(Locale.ROOT, "RTT reference %.3f us", step.readingUs()));
                case CONTENTION -> d.add(String.format(Locale.ROOT, "g %.3f us", step.readingUs()));
                case PAIRS -> d.add(String.format(Locale.ROOT, "RTT %.3f us", step.readingUs()));
                case COLLECTIVES -> d.add(String.format(Locale.ROOT, "mean %.2f us", step.readingUs()));
                default -> {} // the RTT's is its count; the others have none
            }
        }
        return d;
    }

    /** "about 45 s left", "about 3 min left", "about 1 h 20 min left": an estimate, so rounded as one. */
    static String timeLeft(long ns) {
        double s = ns / 1e9;
        if (s < 60) return "about " + Math.max(5, 5 * (long) Math.ceil(s / 5)) + " s left";
        long min = Math.round(s / 60);
        if (min < 60) return "about " + min + " min left";
        return "about " + min / 60 + " h " + min % 60 + " min left";
    }
}
